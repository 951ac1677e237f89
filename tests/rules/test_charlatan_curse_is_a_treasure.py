"""Charlatan's official FAQ: in a game whose kingdom has Charlatan, Curse is a treasure "for the entire game
and in all situations", as if its type line read "Curse - Treasure". Base cards that look for treasures must
then see Curses: these tests pin that ruling for the base game's cards (the Intrigue cards' own tests pin it
for Courtier, Ironworks, Replace and Tribute).

The base cards' behaviours (`referee/rules/base.py`) read the game's treasures (`Game.values`), not the
printed types."""

from __future__ import annotations


def test_mine_may_trash_a_curse(table):
    """Mine trashes a treasure from the hand: in a Charlatan game a Curse may be the one (to gain a treasure
    costing up to 3 into the hand)."""
    t = table("mine", "charlatan")
    t.give("ann", hand=["mine", "curse", "estate"])
    decision = t.play("mine")
    assert decision is not None and "curse" in decision.options


def test_bandit_trashes_a_revealed_curse(table):
    """Bandit's victim trashes a revealed treasure other than Copper: in a Charlatan game, a Curse."""
    t = table("bandit", "charlatan")
    t.give("ann", hand=["bandit"])
    t.give("bob", deck=["curse", "estate"])
    t.play("bandit")
    assert "curse" in t.game.trash


def test_adventurer_takes_curses_as_treasures(table):
    """Adventurer reveals until 2 treasures and takes them: in a Charlatan game two Curses are those two."""
    t = table("adventurer", "charlatan", edition=1)
    t.give("ann", hand=["adventurer"], deck=["estate", "curse", "curse", "silver"])
    t.play("adventurer")
    assert sorted(t.ann.hand) == ["curse", "curse"]


def test_mine_trashing_a_curse_gains_a_treasure_costing_up_to_3(table):
    t = table("mine", "charlatan")
    t.give("ann", hand=["mine", "curse", "estate"])
    t.play("mine")
    decision = t.answer("curse")
    assert decision.max_cost == 3 and "silver" in decision.options and "gold" not in decision.options
