"""Wandering Minstrel (Dark Ages): +1 card, +2 actions; reveal your 3 top cards, put the action cards back in
any order and discard the others.

Rulings (official FAQ, in our words): the card is drawn before the reveal; a deck of fewer than 3 cards is
completed by shuffling the discards, and with fewer cards in all only those are revealed; the actions go
back in the order the player picks (asked only when they differ); every other card is discarded."""

from __future__ import annotations


def test_wandering_minstrel_keeps_actions_on_top(table):
    t = table("wandering-minstrel")
    t.give("ann", hand=["wandering-minstrel"], deck=["copper", "village", "estate", "smithy", "gold"])
    decision = t.play("wandering-minstrel")
    assert t.ann.hand == ["copper"] and t.game.actions == 2
    assert decision.kind == "topdeck" and decision.ordered and set(decision.options) == {"village", "smithy"}
    assert t.answer("village", "smithy") is None
    assert t.ann.deck == ["gold", "smithy", "village"] and t.ann.discards == ["estate"]  # top last


def test_wandering_minstrel_no_action_revealed(table):
    t = table("wandering-minstrel")
    t.give("ann", hand=["wandering-minstrel"], deck=["copper", "silver", "estate", "gold"])
    assert t.play("wandering-minstrel") is None
    assert sorted(t.ann.discards) == ["estate", "gold", "silver"] and t.ann.deck == []


def test_wandering_minstrel_same_actions_ask_nothing(table):
    t = table("wandering-minstrel")
    t.give("ann", hand=["wandering-minstrel"], deck=["copper", "village", "village"])
    assert t.play("wandering-minstrel") is None
    assert t.ann.deck == ["village", "village"] and t.ann.hand == ["copper"]


def test_wandering_minstrel_with_few_cards(table):
    t = table("wandering-minstrel")
    t.give("ann", hand=["wandering-minstrel"], deck=["copper", "estate"], discards=[])
    assert t.play("wandering-minstrel") is None
    assert t.ann.hand == ["copper"] and t.ann.discards == ["estate"]
