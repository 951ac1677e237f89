"""Dungeon (Adventures): +1 action, a duration; now and at the start of the next turn, +2 cards then discard
2 cards."""

from __future__ import annotations


def test_now_and_next_turn_draw_two_then_discard_two(table):
    t = table("dungeon")
    t.give("ann", hand=["dungeon", "estate"], deck=["copper", "curse"] + ["silver"] * 20, discards=[])
    discard = t.play("dungeon")
    assert t.game.actions == 1 and discard.kind == "discard" and discard.min == discard.max == 2
    t.answer("curse", "estate")
    assert t.ann.hand == ["copper"]
    t.clean()
    assert t.ann.plays == ["dungeon"]
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    again = t.game.pending
    assert again.kind == "discard" and len(t.ann.hand) == 7
    t.answer("silver", "silver")
    assert len(t.ann.hand) == 5
    t.clean()
    assert "dungeon" in t.ann.discards


def test_with_fewer_cards_it_discards_what_it_can(table):
    t = table("dungeon")
    t.give("ann", hand=["dungeon"], deck=["copper"], discards=[])
    discard = t.play("dungeon")
    assert discard.min == 1
    t.answer("copper")
    assert t.ann.hand == []
