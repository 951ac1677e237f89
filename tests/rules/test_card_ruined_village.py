"""Ruined Village (Dark Ages, a Ruins card): +1 action.

Rulings (official FAQ of the Ruins, in our words): it only replaces the action it used, so another action
card may still be played after it."""

from __future__ import annotations


def test_ruined_village_gives_back_the_action(table):
    t = table("village")
    t.give("ann", hand=["ruined-village", "ruined-market"])
    assert t.play("ruined-village") is None
    assert t.game.actions == 1
    assert t.play("ruined-market") is None and t.game.buys == 2
