"""Fugitive (Adventures, Soldier's upgrade): +2 cards, +1 action, discard a card; exchanged for a Disciple."""

from __future__ import annotations


def test_draws_two_then_discards_one(table):
    t = table("peasant")
    t.give("ann", hand=["fugitive"], deck=["estate", "gold"], discards=[])
    discard = t.play("fugitive")
    assert discard.kind == "discard" and discard.min == 1 and t.game.actions == 1
    t.answer("estate")
    assert t.ann.hand == ["gold"] and t.ann.discards == ["estate"]


def test_with_nothing_to_draw_and_an_empty_hand_nothing_is_asked(table):
    t = table("peasant")
    t.give("ann", hand=["fugitive"], deck=[], discards=[])
    assert t.play("fugitive") is None
