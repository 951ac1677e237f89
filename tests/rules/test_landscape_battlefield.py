"""Battlefield (Empires landmark): when you gain a victory card, take 2 VP from here; 6 VP per player at
set-up."""


def test_battlefield_gives_2_vp_for_each_victory_card_gained_until_empty(table):
    t = table("village", landscapes=("battlefield",))
    t.give("ann", hand=["gold"] * 5, deck=["copper"] * 5, discards=[])
    for _ in range(5):
        t.add("gold")
    t.game.buys = 8
    for _ in range(7):
        t.buy("estate")
    # 12 VP tokens on it with 2 players: six Estates take them all, the seventh finds none.
    assert (t.ann.vp_tokens, t.game.landscape_vp["battlefield"]) == (12, 0)


def test_battlefield_counts_any_gain_on_any_turn_but_not_other_cards(table):
    t = table("village", landscapes=("battlefield",))
    t.give("ann", hand=["silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.buy("copper")
    assert t.ann.vp_tokens == 0
    t.game.run(t.game.gain(t.bob, "duchy"))
    assert t.bob.vp_tokens == 2
