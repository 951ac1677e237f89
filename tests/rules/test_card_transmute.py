"""Transmute (Alchemy): costs 0 and a potion. Trash a card from your hand; for what it was: an action, gain a
Duchy; a treasure, gain a Transmute; a victory card, gain a Gold.

Rulings (official FAQ, in our words): the trash is compulsory when the hand holds a card, and nothing happens
with an empty hand; a card of several types gives each matching gain (Great Hall: a Duchy and a Gold; Harem:
a Transmute and a Gold); a Curse gives nothing; an empty pile gives nothing for that type."""

from __future__ import annotations

from referee.rules.game import count_cards


def _play(t, trashed):
    decision = t.play("transmute")
    assert decision.kind == "trash" and decision.min == 1 and decision.max == 1
    assert t.answer(trashed) is None
    assert trashed in t.game.trash


def test_an_action_becomes_a_duchy(table):
    t = table("transmute", "smithy")
    t.give("ann", hand=["transmute", "smithy", "copper"], discards=[])
    total = count_cards(t.game)
    _play(t, "smithy")
    assert t.ann.discards == ["duchy"]
    assert count_cards(t.game) == total


def test_a_treasure_becomes_a_transmute(table):
    t = table("transmute")
    t.give("ann", hand=["transmute", "copper"], discards=[])
    _play(t, "copper")
    assert t.ann.discards == ["transmute"]


def test_a_victory_card_becomes_a_gold(table):
    t = table("transmute")
    t.give("ann", hand=["transmute", "estate"], discards=[])
    _play(t, "estate")
    assert t.ann.discards == ["gold"]


def test_a_card_of_two_types_gives_both(table):
    t = table("transmute", "great-hall", "harem")
    t.give("ann", hand=["transmute", "great-hall", "harem"], discards=[])
    _play(t, "great-hall")
    assert sorted(t.ann.discards) == ["duchy", "gold"]


def test_harem_gives_a_transmute_and_a_gold(table):
    t = table("transmute", "harem")
    t.give("ann", hand=["transmute", "harem"], discards=[])
    _play(t, "harem")
    assert sorted(t.ann.discards) == ["gold", "transmute"]


def test_a_curse_gives_nothing(table):
    t = table("transmute")
    t.give("ann", hand=["transmute", "curse"], discards=[])
    _play(t, "curse")
    assert t.ann.discards == []


def test_an_empty_hand_trashes_nothing(table):
    t = table("transmute")
    t.give("ann", hand=["transmute"], discards=[])
    assert t.play("transmute") is None or t.game.pending.max == 0
    assert t.game.trash == [] and t.ann.discards == []


def test_the_trash_is_compulsory(table):
    t = table("transmute")
    t.give("ann", hand=["transmute", "copper"])
    t.play("transmute")
    assert "asks for 1 card" in t.illegal()


def test_an_empty_duchy_pile_gives_nothing(table):
    t = table("transmute", "smithy")
    t.game.set_pile("duchy", 0)
    t.give("ann", hand=["transmute", "smithy"], discards=[])
    _play(t, "smithy")
    assert t.ann.discards == []


def test_in_a_charlatan_game_a_curse_is_a_treasure_and_becomes_a_transmute(table):
    """Charlatan's FAQ: a Curse is a treasure in every situation of a game whose kingdom has Charlatan."""
    t = table("transmute", "charlatan")
    t.give("ann", hand=["transmute", "curse"], discards=[])
    _play(t, "curse")
    assert t.ann.discards == ["transmute"]
