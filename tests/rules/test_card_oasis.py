"""Oasis (Hinterlands, both editions): +1 card, +1 action, +1 coin; discard a card.

Rulings (official FAQ, in our words): the card is drawn before the discard, so the drawn card may be the one
discarded; the discard is not optional while the hand holds a card; with an empty hand nothing is
discarded."""

from __future__ import annotations


def test_oasis_draws_then_discards_one(table):
    t = table("oasis")
    t.give("ann", hand=["oasis", "copper"], deck=["estate"])
    decision = t.play("oasis")
    assert t.game.actions == 1 and t.game.coins == 1
    assert decision.kind == "discard" and decision.min == decision.max == 1
    assert set(decision.options) == {"copper", "estate"}
    assert t.answer("estate") is None
    assert t.ann.hand == ["copper"] and t.ann.discards == ["estate"]


def test_oasis_discard_is_compulsory(table):
    t = table("oasis")
    t.give("ann", hand=["oasis", "copper"], deck=["estate"])
    t.play("oasis")
    assert t.illegal()


def test_oasis_with_nothing_to_discard_asks_nothing(table):
    t = table("oasis")
    t.give("ann", hand=["oasis"], deck=[], discards=[])
    assert t.play("oasis") is None
    assert t.game.coins == 1 and t.game.actions == 1
