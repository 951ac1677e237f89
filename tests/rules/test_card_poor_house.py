"""Poor House (Dark Ages): +4 coins; reveal your hand; -1 coin per treasure in it, never below 0 coins.

Rulings (official FAQ, in our words): the hand is revealed after the +4 coins and each treasure of the hand
(not those in play) takes one coin away; the coins cannot go below 0, and the loss may eat coins that other
cards gave earlier this turn."""

from __future__ import annotations


def test_poor_house_gives_four_less_one_per_treasure_in_hand(table):
    t = table("poor-house")
    t.give("ann", hand=["poor-house", "copper", "silver", "estate"])
    assert t.play("poor-house") is None
    assert t.game.coins == 2


def test_never_below_zero(table):
    t = table("poor-house")
    t.give("ann", hand=["poor-house"] + ["copper"] * 6)
    t.play("poor-house")
    assert t.game.coins == 0


def test_the_loss_may_take_coins_already_made(table):
    t = table("poor-house", "festival")
    t.give("ann", hand=["festival", "poor-house"] + ["copper"] * 5)
    t.play("festival")
    t.play("poor-house")
    assert t.game.coins == 1  # 2 + 4 - 5


def test_the_hand_is_revealed(table):
    t = table("poor-house")
    seen = []
    t.game.listeners.append(lambda event: seen.append((event.kind, tuple(event.cards))))
    t.give("ann", hand=["poor-house", "copper", "estate"])
    t.play("poor-house")
    assert ("reveal", ("copper", "estate")) in seen


def test_a_charlatans_curse_in_hand_costs_a_coin(table):
    """Charlatan's FAQ: in its game every Curse is a treasure "in all situations", so Poor House counts it."""
    t = table("poor-house", "charlatan")
    t.give("ann", hand=["poor-house", "curse", "estate"])
    t.play("poor-house")
    assert t.game.coins == 3
