"""Sir Vander (Dark Ages, a Knight): the Knight attack; when it is trashed, gain a Gold.

Rulings (official FAQ, in our words): its Gold comes however it is trashed: by its own attack trashing a
Knight, or by another player's Knight on that player's turn."""

from __future__ import annotations


def test_sir_vander_trashed_by_its_own_attack_gains_gold(table):
    t = table("knights")
    t.give("ann", hand=["sir-vander"])
    t.give("bob", deck=["dame-anna", "copper"])
    assert t.play("sir-vander") is None
    assert "sir-vander" in t.game.trash and t.ann.discards == ["gold"]


def test_sir_vander_trashed_by_another_players_knight(table):
    t = table("knights")
    t.give("ann", hand=["dame-sylvia"])
    t.give("bob", deck=["sir-vander", "copper"])
    assert t.play("dame-sylvia") is None
    assert "gold" in t.bob.discards and "dame-sylvia" in t.game.trash
