"""Junk Dealer (Dark Ages): +1 card, +1 action, +1 coin; trash a card from your hand.

Rulings (official FAQ, in our words): the card is drawn first, so the drawn card may be the one trashed; the
trash is not optional while the hand holds a card; with an empty hand nothing is trashed."""

from __future__ import annotations


def test_junk_dealer_draws_then_trashes_one(table):
    t = table("junk-dealer")
    t.give("ann", hand=["junk-dealer", "copper"], deck=["estate"])
    decision = t.play("junk-dealer")
    assert t.game.actions == 1 and t.game.coins == 1
    assert decision.kind == "trash" and decision.min == decision.max == 1
    assert set(decision.options) == {"copper", "estate"}
    assert t.answer("estate") is None
    assert t.ann.hand == ["copper"] and t.game.trash == ["estate"]


def test_junk_dealer_trash_is_compulsory(table):
    t = table("junk-dealer")
    t.give("ann", hand=["junk-dealer", "copper"], deck=["estate"])
    t.play("junk-dealer")
    assert t.illegal()


def test_junk_dealer_with_an_empty_hand_trashes_nothing(table):
    t = table("junk-dealer")
    t.give("ann", hand=["junk-dealer"], deck=[], discards=[])
    assert t.play("junk-dealer") is None
    assert t.game.trash == [] and t.game.coins == 1
