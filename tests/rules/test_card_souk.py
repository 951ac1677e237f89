"""Souk (Hinterlands, second edition): +1 buy, +7 coins, then 1 coin less per card in your hand (never below
0 from Souk). When you gain it, trash up to 2 cards from your hand.

Rulings (official FAQ, in our words): the hand is counted when Souk resolves (after it left the hand); a hand
of 7 or more gives nothing but the buy (coins already had are not lost); the trashing on gain is optional,
from 0 to 2 cards."""

from __future__ import annotations


def test_souk_counts_the_hand(table):
    t = table("souk")
    t.give("ann", hand=["souk", "copper", "copper", "estate"])
    t.play("souk")
    assert t.game.coins == 4 and t.game.buys == 2


def test_a_big_hand_loses_nothing_already_had(table):
    t = table("souk")
    t.give("ann", hand=["souk"] + ["estate"] * 8)
    t.game.coins = 2
    t.play("souk")
    assert t.game.coins == 2


def test_gaining_souk_trashes_up_to_two(table):
    t = table("souk")
    t.give("ann", hand=["estate", "copper", "curse"])
    decision = t.game.begin(t.game.gain(t.ann, "souk"))
    assert decision.kind == "trash" and decision.min == 0 and decision.max == 2
    t.answer("estate", "curse")
    assert sorted(t.game.trash) == ["curse", "estate"]
