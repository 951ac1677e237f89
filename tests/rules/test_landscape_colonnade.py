"""Colonnade (Empires landmark): when you buy an action card, if you have a copy of it in play, take 2 VP from
here; 6 VP per player at set-up."""


def test_colonnade_pays_for_an_action_bought_with_a_copy_in_play(table):
    t = table("village", "smithy", landscapes=("colonnade",))
    t.give("ann", hand=["village", "gold", "gold", "gold"], deck=["copper"] * 5, discards=[])
    t.play("village")
    for _ in range(3):
        t.add("gold")
    t.game.buys = 2
    t.buy("smithy")
    assert t.ann.vp_tokens == 0
    t.buy("village")
    assert t.ann.vp_tokens == 2
