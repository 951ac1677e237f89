"""Witch's Hut (Hinterlands, second edition): +4 cards; discard 2 cards, revealed; if both are action cards,
each other player gains a Curse.

Rulings (official FAQ, in our words): the cards are drawn before the discard; with fewer than 2 cards to
discard, no Curse is given; a Moat stops the Curse; both discarded cards must be actions."""

from __future__ import annotations


def test_two_actions_discarded_curse_the_others(table):
    t = table("witchs-hut", "smithy")
    t.give("ann", hand=["witchs-hut"], deck=["smithy", "smithy", "copper", "copper"])
    decision = t.play("witchs-hut")
    assert decision.min == decision.max == 2
    t.answer("smithy", "smithy")
    assert t.bob.discards == ["curse"]


def test_one_non_action_no_curse(table):
    t = table("witchs-hut", "smithy")
    t.give("ann", hand=["witchs-hut"], deck=["smithy", "smithy", "copper", "copper"])
    t.play("witchs-hut")
    t.answer("smithy", "copper")
    assert t.bob.discards == []


def test_moat_stops_the_curse(table):
    t = table("witchs-hut", "smithy", "moat")
    t.give("ann", hand=["witchs-hut"], deck=["smithy", "smithy", "copper", "copper"])
    t.give("bob", hand=["moat"])
    t.play("witchs-hut")
    t.answer("smithy", "smithy")
    t.answer("moat")
    assert t.bob.discards == []
