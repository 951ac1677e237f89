"""Teacher (Adventures, Disciple's upgrade): onto the Tavern mat; called at the start of its owner's turn, it
moves the +1 Card, +1 Action, +1 Buy or +1 Coin token onto an action supply pile holding none of that
player's tokens."""

from __future__ import annotations


def _teacher_on_the_mat(table, *cards):
    t = table("peasant", "village", "smithy", *cards)
    t.give("ann", hand=["teacher"], deck=["copper"] * 10, discards=[])
    t.game.non_supply["teacher"] -= 1
    assert t.play("teacher") is None
    assert t.ann.mats["tavern"] == ["teacher"] and t.game.actions == 0
    t.next_turn_of_ann()
    return t


def test_called_it_puts_a_token_on_an_action_pile(table):
    t = _teacher_on_the_mat(table)
    choice = t.answer("teacher")
    assert choice.kind == "choose" and choice.options == ("+card", "+action", "+coin", "+buy")
    piles = t.answer("+card")
    assert "village" in piles.options and "copper" not in piles.options
    assert t.answer("village") is None
    assert t.game.player_tokens["ann"]["+card"] == "village" and t.ann.plays == ["teacher"]


def test_a_pile_with_any_of_your_tokens_is_not_offered(table):
    t = _teacher_on_the_mat(table)
    t.game.move_token(t.ann, "trashing", "smithy")
    t.answer("teacher")
    piles = t.answer("+buy")
    assert "smithy" not in piles.options and "village" in piles.options


def test_a_token_already_placed_moves(table):
    t = _teacher_on_the_mat(table)
    t.game.move_token(t.ann, "+action", "smithy")
    t.answer("teacher")
    t.answer("+action")
    t.answer("village")
    assert t.game.player_tokens["ann"]["+action"] == "village"


def test_disciple_is_exchanged_for_it(table):
    t = table("peasant")
    t.give("ann", hand=[], deck=["copper"] * 10, discards=[], plays=["disciple"])
    t.game.non_supply["disciple"] -= 1
    t.clean()
    assert t.game.pending.options == ("teacher",)
    t.answer("teacher")
    assert t.ann.discards[-1] == "teacher" and t.game.non_supply["teacher"] == 4
