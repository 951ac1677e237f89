"""Ranger (Adventures, 4): +1 buy; turn your Journey token over (it starts face up); then if it's face up,
+5 cards."""


def test_the_first_ranger_turns_the_token_face_down_and_draws_nothing(table):
    t = table("ranger")
    t.give("ann", hand=["ranger"], deck=["copper"] * 10, discards=[])
    t.play("ranger")
    assert (t.game.buys, len(t.ann.hand), t.ann.tokens["journey"]) == (2, 0, 0)


def test_the_second_ranger_turns_it_face_up_and_draws_5(table):
    t = table("ranger", "village")
    t.give("ann", hand=["village", "ranger", "ranger"], deck=["copper"] * 10, discards=[])
    t.play("village")
    t.play("ranger")
    t.play("ranger")
    assert (t.game.buys, len(t.ann.hand), t.ann.tokens["journey"]) == (3, 6, 1)
