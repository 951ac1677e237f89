"""Pilgrimage (Adventures event, 4 coins): once per turn, turn your Journey token over (it starts face up);
then if it's face up, choose up to 3 differently named cards you have in play and gain a copy of each."""


def test_the_first_pilgrimage_turns_the_token_face_down_and_gains_nothing(table):
    t = table("village", landscapes=("pilgrimage",))
    t.give("ann", hand=["gold", "copper", "village"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("copper")
    assert t.buy_event("pilgrimage") is None
    assert (t.ann.tokens["journey"], t.ann.discards) == (0, [])


def test_face_up_again_it_gains_a_copy_of_up_to_3_different_cards_in_play(table):
    t = table("village", landscapes=("pilgrimage",))
    t.ann.tokens["journey"] = 0
    t.give("ann", hand=["village", "gold", "copper", "copper"], deck=["copper"] * 5, discards=[])
    t.play("village")
    for card in ("gold", "copper", "copper"):
        t.add(card)
    decision = t.buy_event("pilgrimage")
    assert decision.options == ("copper", "gold", "village") and decision.max == 3
    t.answer("gold", "village")
    assert sorted(t.ann.discards) == ["gold", "village"]
