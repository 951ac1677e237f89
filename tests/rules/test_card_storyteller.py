"""Storyteller (Adventures): +1 action, +1 coin; play up to 3 treasures from the hand, then spend every coin
(this one too) to draw a card per coin."""

from __future__ import annotations


def test_treasures_played_then_all_coins_become_cards(table):
    t = table("storyteller")
    t.give("ann", hand=["storyteller", "copper", "silver", "estate"], deck=["gold"] * 5, discards=[])
    decision = t.play("storyteller")
    assert decision.kind == "play" and decision.max == 2 and set(decision.options) == {"copper", "silver"}
    assert t.answer("copper", "silver") is None
    assert t.game.coins == 0 and t.ann.hand.count("gold") == 4 and t.game.actions == 1
    assert sorted(t.ann.plays) == ["copper", "silver", "storyteller"]


def test_at_most_three_treasures(table):
    t = table("storyteller")
    t.give("ann", hand=["storyteller"] + ["copper"] * 4, deck=["estate"] * 6, discards=[])
    decision = t.play("storyteller")
    assert decision.max == 3
    assert "at most 3" in t.illegal("copper", "copper", "copper", "copper")


def test_coins_from_before_are_spent_too(table):
    t = table("storyteller")
    t.give("ann", hand=["storyteller"], deck=["estate"] * 4, discards=[])
    t.game.coins = 2
    assert t.play("storyteller") is None
    assert t.game.coins == 0 and t.ann.hand == ["estate"] * 3


def test_no_treasure_played_still_draws_for_its_own_coin(table):
    t = table("storyteller")
    t.give("ann", hand=["storyteller", "copper"], deck=["gold", "estate"], discards=[])
    t.play("storyteller")
    t.answer()
    assert sorted(t.ann.hand) == ["copper", "gold"] and t.game.coins == 0


def test_potions_are_not_spent(table):
    t = table("storyteller", "golem")
    t.give("ann", hand=["storyteller", "potion"], deck=["estate"] * 3, discards=[])
    t.play("storyteller")
    t.answer("potion")
    assert t.game.potions == 1 and t.ann.hand == ["estate"]


def test_a_treasure_with_an_effect_resolves_when_played(table):
    t = table("storyteller", "treasure-trove")
    t.give("ann", hand=["storyteller", "treasure-trove"], deck=["estate"] * 4, discards=[])
    t.play("storyteller")
    t.answer("treasure-trove")
    assert sorted(t.ann.discards) == ["copper", "gold"] and len(t.ann.hand) == 3
