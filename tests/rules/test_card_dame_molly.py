"""Dame Molly (Dark Ages, a Knight): +2 actions, then the Knight attack.

Rulings (official FAQ, in our words): the actions are given even when the attack trashes Dame Molly."""

from __future__ import annotations


def test_dame_molly_gives_two_actions_even_when_trashed(table):
    t = table("knights")
    t.give("ann", hand=["dame-molly"])
    t.give("bob", deck=["sir-bailey", "copper"])
    assert t.play("dame-molly") is None
    assert t.game.actions == 2 and "dame-molly" in t.game.trash
