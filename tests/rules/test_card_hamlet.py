"""Hamlet (Cornucopia, both editions): +1 card, +1 action; you may discard a card for +1 action, then you may
discard a card for +1 buy.

Rulings (official FAQ, in our words): the card is drawn and the action given first; then the player may
discard one card for one more action, and one card for one more buy: both, either or neither; a bonus comes
only with a card actually discarded; one discard never gives two of the same bonus."""

from __future__ import annotations


def test_hamlet_draws_first_then_offers_both_discards(table):
    t = table("hamlet")
    t.give("ann", hand=["hamlet", "estate", "copper"], deck=["silver", "duchy"])
    decision = t.play("hamlet")
    assert t.ann.hand == ["estate", "copper", "silver"] and t.game.actions == 1
    assert decision.kind == "discard" and decision.min == 0 and decision.max == 1
    assert "+1 action" in decision.prompt
    decision = t.answer("estate")
    assert t.game.actions == 2 and t.ann.discards[-1] == "estate"
    assert decision.kind == "discard" and "+1 buy" in decision.prompt
    assert t.answer("copper") is None
    assert t.game.buys == 2 and t.ann.hand == ["silver"]


def test_hamlet_bonus_only_for_a_card_discarded(table):
    t = table("hamlet")
    t.give("ann", hand=["hamlet", "estate"], deck=["silver"])
    t.play("hamlet")
    t.answer()  # no discard: no +1 action
    assert t.game.actions == 1
    t.answer("estate")
    assert t.game.actions == 1 and t.game.buys == 2


def test_hamlet_one_discard_per_bonus_at_most(table):
    t = table("hamlet")
    t.give("ann", hand=["hamlet", "estate", "estate", "estate"], deck=["silver"])
    decision = t.play("hamlet")
    assert "takes" in t.illegal("estate", "estate") or "most" in t.illegal("estate", "estate")
    assert decision.max == 1


def test_hamlet_with_an_empty_hand_asks_nothing(table):
    t = table("hamlet")
    t.give("ann", hand=["hamlet"], deck=[], discards=[])
    assert t.play("hamlet") is None
    assert t.game.actions == 1 and t.game.buys == 1


def test_throne_room_hamlet_offers_both_discards_twice(table):
    t = table("hamlet", "throne-room")
    t.give("ann", hand=["throne-room", "hamlet", "estate", "estate", "copper", "curse"], deck=["silver"] * 2)
    t.play("throne-room")
    t.answer("hamlet")
    t.answer("estate")
    t.answer("estate")
    t.answer("copper")
    assert t.answer("curse") is None
    assert t.game.actions == 2 + 2 and t.game.buys == 3 and t.ann.hand == ["silver", "silver"]
