"""Apprentice (Alchemy): costs 5. +1 action; trash a card from your hand; +1 card per coin of its cost, and 2
cards more if its cost has a potion.

Rulings (official FAQ, in our words): the trash is compulsory when the hand holds a card; nothing happens
with an empty hand; a card costing 0 (Copper, Curse) draws nothing; the cost is the one of the moment (a
Bridge played: 1 less); a Familiar (3 and a potion) draws 5; a Potion (4) draws 4."""

from __future__ import annotations


def _trash(t, card):
    decision = t.play("apprentice")
    assert decision.kind == "trash" and (decision.min, decision.max) == (1, 1)
    assert t.answer(card) is None
    assert card in t.game.trash


def test_apprentice_draws_one_card_per_coin(table):
    t = table("apprentice")
    t.give("ann", hand=["apprentice", "gold"], deck=["copper"] * 8)
    _trash(t, "gold")
    assert t.game.actions == 1 and len(t.ann.hand) == 6


def test_a_potion_in_the_cost_draws_two_more(table):
    t = table("apprentice", "familiar")
    t.give("ann", hand=["apprentice", "familiar"], deck=["copper"] * 8)
    _trash(t, "familiar")
    assert len(t.ann.hand) == 5


def test_a_potion_draws_four(table):
    t = table("apprentice", "familiar")
    t.give("ann", hand=["apprentice", "potion"], deck=["copper"] * 8)
    _trash(t, "potion")
    assert len(t.ann.hand) == 4


def test_a_copper_draws_nothing(table):
    t = table("apprentice")
    t.give("ann", hand=["apprentice", "copper", "estate"], deck=["silver"] * 3)
    _trash(t, "copper")
    assert t.ann.hand == ["estate"]


def test_a_bridge_played_lowers_the_cost(table):
    t = table("apprentice", "bridge")
    t.give("ann", hand=["bridge", "apprentice", "gold"], deck=["copper"] * 8)
    t.play("bridge")
    t.game.actions = 1
    _trash(t, "gold")
    assert len(t.ann.hand) == 5


def test_the_trash_is_compulsory_and_an_empty_hand_does_nothing(table):
    t = table("apprentice")
    t.give("ann", hand=["apprentice", "estate"])
    t.play("apprentice")
    assert t.illegal()
    t = table("apprentice")
    t.give("ann", hand=["apprentice"], deck=["copper"])
    assert t.play("apprentice") is None or t.game.pending.max == 0
    assert t.game.trash == [] and t.ann.hand == []
