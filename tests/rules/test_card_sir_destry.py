"""Sir Destry (Dark Ages, a Knight): +2 cards, then the Knight attack.

Rulings (official FAQ, in our words): the cards are drawn before the attack; a Mystic naming "Sir Martin"
does not take a Sir Destry (names match exactly)."""

from __future__ import annotations


def test_sir_destry_draws_two(table):
    t = table("knights")
    t.give("ann", hand=["sir-destry"], deck=["gold", "silver"])
    t.give("bob", deck=["copper", "copper"])
    assert t.play("sir-destry") is None
    assert sorted(t.ann.hand) == ["gold", "silver"]


def test_mystic_names_knights_exactly(table):
    t = table("mystic", "knights")
    t.give("ann", hand=["mystic"], deck=["sir-destry"])
    t.play("mystic")
    assert t.answer("sir-martin") is None
    assert t.ann.hand == [] and t.ann.deck == ["sir-destry"]
