"""Spice Merchant (Hinterlands, both editions): you may trash a treasure from your hand; if you do, choose +2
cards and +1 action, or +2 coins and +1 buy.

Rulings (official FAQ, in our words): trashing is optional, and without a treasure trashed nothing else
happens; only a treasure can be trashed; the choice is made after the trashing; the +2 cards of the first
option are drawn by Spice Merchant itself."""

from __future__ import annotations


def test_trash_a_treasure_then_take_cards_and_an_action(table):
    t = table("spice-merchant")
    t.give("ann", hand=["spice-merchant", "copper", "estate"], deck=["gold", "silver"])
    decision = t.play("spice-merchant")
    assert decision.kind == "trash" and decision.options == ("copper",) and decision.min == 0
    decision = t.answer("copper")
    assert t.game.trash == ["copper"]
    assert decision.kind == "choose" and decision.options == ("+cards", "+coins")
    assert t.answer("+cards") is None
    assert t.game.actions == 1 and t.ann.hand == ["estate", "gold", "silver"]


def test_trash_a_treasure_then_take_coins_and_a_buy(table):
    t = table("spice-merchant")
    t.give("ann", hand=["spice-merchant", "silver"])
    t.play("spice-merchant")
    t.answer("silver")
    t.answer("+coins")
    assert t.game.coins == 2 and t.game.buys == 2 and t.game.actions == 0


def test_no_treasure_trashed_no_bonus(table):
    t = table("spice-merchant")
    t.give("ann", hand=["spice-merchant", "copper"], deck=["gold"])
    t.play("spice-merchant")
    assert t.answer() is None
    assert t.game.coins == 0 and t.game.buys == 1 and t.ann.hand == ["copper"]


def test_without_a_treasure_in_hand_nothing_is_asked(table):
    t = table("spice-merchant")
    t.give("ann", hand=["spice-merchant", "estate"])
    assert t.play("spice-merchant") is None


def test_only_a_treasure_may_be_trashed(table):
    t = table("spice-merchant")
    t.give("ann", hand=["spice-merchant", "copper", "estate"])
    t.play("spice-merchant")
    assert t.illegal("estate")
