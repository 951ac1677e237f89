"""Dame Anna (Dark Ages, a Knight): you may trash up to 2 cards from your hand, then the Knight attack.

Rulings (official FAQ, in our words): trashing is optional, 0, 1 or 2 cards; the attack follows either way
(tests/rules/test_card_knights.py holds the Knight attack's rulings)."""

from __future__ import annotations


def test_dame_anna_trashes_two_then_attacks(table):
    t = table("knights")
    t.give("ann", hand=["dame-anna", "estate", "copper", "silver"])
    t.give("bob", deck=["copper", "copper"])
    decision = t.play("dame-anna")
    assert decision.kind == "trash" and decision.min == 0 and decision.max == 2
    assert t.answer("estate", "copper") is None
    assert sorted(t.game.trash) == ["copper", "estate"] and t.bob.discards == ["copper", "copper"]


def test_dame_anna_may_trash_nothing(table):
    t = table("knights")
    t.give("ann", hand=["dame-anna", "estate"])
    t.give("bob", deck=["silver", "copper"])
    t.play("dame-anna")
    decision = t.answer()
    assert decision is None and t.game.trash == ["silver"] and t.ann.hand == ["estate"]
