"""Bandit Camp (Dark Ages): +1 card, +2 actions; gain a Spoils.

Rulings (official FAQ, in our words): the Spoils comes from the Spoils pile (not the supply) to the discard
pile; with the Spoils pile empty nothing is gained; a game with Bandit Camp sets the Spoils pile up."""

from __future__ import annotations


def test_bandit_camp_gains_a_spoils(table):
    t = table("bandit-camp")
    assert t.game.non_supply["spoils"] == 15
    t.give("ann", hand=["bandit-camp"], deck=["copper"])
    assert t.play("bandit-camp") is None
    assert t.game.actions == 2 and t.ann.hand == ["copper"]
    assert t.ann.discards == ["spoils"] and t.game.non_supply["spoils"] == 14


def test_bandit_camp_with_no_spoils_left(table):
    t = table("bandit-camp")
    t.game.non_supply["spoils"] = 0
    t.give("ann", hand=["bandit-camp"], deck=["copper"])
    assert t.play("bandit-camp") is None
    assert t.ann.discards == []
