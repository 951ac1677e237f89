"""Ruined Library (Dark Ages, a Ruins card): +1 card.

Rulings (official FAQ of the Ruins, in our words): it draws one card and gives nothing else."""

from __future__ import annotations


def test_ruined_library_draws_one_card(table):
    t = table("village")
    t.give("ann", hand=["ruined-library"], deck=["gold", "silver"])
    assert t.play("ruined-library") is None
    assert t.ann.hand == ["gold"] and t.game.actions == 0  # the top card
