"""Warrior (Adventures, Treasure Hunter's upgrade): +2 cards; once per Traveller you have in play (this one
too), each other player discards its top card, and trashes it if it costs 3 or 4; exchanged for a Hero."""

from __future__ import annotations


def _warrior(table, bob_deck, plays=()):
    t = table("page")
    t.give("ann", hand=["warrior"], deck=["copper"] * 4, discards=[], plays=list(plays))
    t.give("bob", hand=[], deck=bob_deck, discards=[])
    return t


def test_one_traveller_one_card_discarded_and_a_three_trashed(table):
    t = _warrior(table, ["silver", "gold"])  # top first
    assert t.play("warrior") is None
    assert len(t.ann.hand) == 2 and t.game.trash == ["silver"] and t.bob.deck == ["gold"]


def test_a_card_costing_other_than_three_or_four_is_discarded(table):
    t = _warrior(table, ["gold", "silver"])
    t.play("warrior")
    assert t.bob.discards == ["gold"] and t.game.trash == []


def test_each_traveller_in_play_one_more_card(table):
    t = _warrior(table, ["silver", "gold", "village", "estate"], plays=["page", "peasant"])
    t.play("warrior")
    assert sorted(t.game.trash) == ["silver", "village"] and t.bob.discards == ["gold"]
    assert t.bob.deck == ["estate"]


def test_a_moat_keeps_the_deck(table):
    t = table("page", "moat")
    t.give("ann", hand=["warrior"], deck=["copper"] * 4, discards=[])
    t.give("bob", hand=["moat"], deck=["silver"], discards=[])
    t.play("warrior")
    t.answer("moat")
    assert t.bob.deck == ["silver"]
