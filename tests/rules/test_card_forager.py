"""Forager (Dark Ages): +1 action, +1 buy; trash a card from your hand; +1 coin per differently named
treasure in the trash.

Rulings (official FAQ, in our words): the trash is compulsory when the hand holds a card; the coins count
the different treasures in the whole trash after trashing (the card just trashed counts; three Coppers count
once); with an empty hand nothing is trashed and the coins are still counted."""

from __future__ import annotations


def test_forager_counts_distinct_treasures_after_its_trash(table):
    t = table("forager")
    t.game.trash.extend(["copper", "copper", "estate"])
    t.give("ann", hand=["forager", "silver", "estate"])
    decision = t.play("forager")
    assert decision.kind == "trash" and decision.min == 1
    assert t.answer("silver") is None
    assert t.game.coins == 2 and (t.game.actions, t.game.buys) == (1, 2)


def test_an_empty_hand_trashes_nothing_and_still_counts(table):
    t = table("forager")
    t.game.trash.extend(["gold"])
    t.give("ann", hand=["forager"])
    assert t.play("forager") is None and t.game.coins == 1


def test_a_charlatans_curse_in_the_trash_counts(table):
    """Charlatan's FAQ: in its game a Curse is a treasure, a differently named one in the trash."""
    t = table("forager", "charlatan")
    t.give("ann", hand=["forager", "curse", "estate"])
    t.game.trash.append("copper")
    t.play("forager")
    assert t.answer("curse") is None
    assert t.game.coins == 2
