"""Graverobber (Dark Ages): choose one: gain a card of the trash costing 3 to 6 onto your deck; or trash an
action card from your hand and gain a card costing up to 3 more.

Rulings (official FAQ, in our words): the card taken from the trash goes on top of the deck and must cost
from 3 to 6 (no Copper, no Province); the option may be chosen with nothing to take (nothing happens); the
second option trashes an action card only, and the card gained (any type) may cost up to 3 more than it."""

from __future__ import annotations


def test_graverobber_takes_from_the_trash_onto_the_deck(table):
    t = table("graverobber")
    t.give("ann", hand=["graverobber"], deck=["copper"])
    t.game.trash.extend(["copper", "gold", "province"])
    decision = t.play("graverobber")
    assert decision.options == ("from-trash", "upgrade")
    decision = t.answer("from-trash")
    assert decision.kind == "gain" and decision.options == ("gold",)
    t.answer("gold")
    assert t.ann.deck[-1] == "gold" and "gold" not in t.game.trash


def test_graverobber_with_nothing_in_range(table):
    t = table("graverobber")
    t.give("ann", hand=["graverobber"])
    t.game.trash.extend(["copper", "province"])
    t.play("graverobber")
    assert t.answer("from-trash") is None
    assert t.game.trash == ["copper", "province"]


def test_graverobber_upgrades_an_action(table):
    t = table("graverobber", "village")
    t.give("ann", hand=["graverobber", "village", "silver"])
    t.play("graverobber")
    decision = t.answer("upgrade")
    assert decision.kind == "trash" and decision.options == ("village",)
    decision = t.answer("village")
    assert "gold" in decision.options and "province" not in decision.options
    t.answer("gold")
    assert t.game.trash == ["village"] and t.ann.discards == ["gold"]


def test_graverobber_upgrade_without_an_action(table):
    t = table("graverobber")
    t.give("ann", hand=["graverobber", "silver"])
    t.play("graverobber")
    assert t.answer("upgrade") is None
    assert t.game.trash == []
