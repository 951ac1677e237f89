"""Noble Brigand (Hinterlands, first edition): +1 coin. When you play it or buy it, each other player reveals
the top 2 cards of the deck, trashes a Silver or Gold among them that you choose, and discards the rest; a
player who revealed no treasure gains a Copper; you gain the trashed cards.

Rulings (official FAQ, in our words): only a Silver or a Gold can be trashed (a Copper or another treasure
is discarded); at most one card per player; the Copper is gained only when none of the revealed cards is a
treasure (a Copper revealed counts as one); bought, it attacks too but is not played, so no reaction to
attacks may be revealed; played, a Moat stops it."""

from __future__ import annotations


def test_played_trashes_a_gold_you_pick_and_you_gain_it(table):
    t = table("noble-brigand")
    t.give("ann", hand=["noble-brigand"])
    t.give("bob", deck=["silver", "gold"])
    decision = t.play("noble-brigand")
    assert t.game.coins == 1
    assert decision.player == "ann" and decision.options == ("silver", "gold") and decision.target == "bob"
    t.answer("gold")
    assert t.ann.discards == ["gold"] and t.bob.discards == ["silver"] and t.game.trash == []


def test_a_copper_is_a_treasure_but_not_taken(table):
    t = table("noble-brigand")
    t.give("ann", hand=["noble-brigand"])
    t.give("bob", deck=["copper", "estate"])
    assert t.play("noble-brigand") is None
    assert sorted(t.bob.discards) == ["copper", "estate"]


def test_no_treasure_revealed_gains_a_copper(table):
    t = table("noble-brigand")
    t.give("ann", hand=["noble-brigand"])
    t.give("bob", deck=["estate", "duchy"])
    t.play("noble-brigand")
    assert sorted(t.bob.discards) == ["copper", "duchy", "estate"]


def test_bought_it_attacks_without_reactions(table):
    t = table("noble-brigand", "moat")
    t.give("ann", hand=["gold", "copper"])
    t.give("bob", hand=["moat"], deck=["silver", "estate"])
    t.add("gold")
    t.add("copper")
    t.buy("noble-brigand")
    assert t.game.pending is None
    assert sorted(t.ann.discards) == ["noble-brigand", "silver"] and t.bob.discards == ["estate"]


def test_played_a_moat_stops_it(table):
    t = table("noble-brigand", "moat")
    t.give("ann", hand=["noble-brigand"])
    t.give("bob", hand=["moat"], deck=["silver", "estate"])
    t.play("noble-brigand")
    assert t.answer("moat") is None
    assert t.bob.deck == ["estate", "silver"]


def test_bought_it_announces_no_attack_played(table):
    """Bought, it is not played: no `attack` event, so the engine asks no player its defense (a protocol
    v4/v5 game would otherwise send `attacked` for a card nobody played)."""
    t = table("noble-brigand")
    events = []
    t.game.listeners.append(events.append)
    t.give("ann", hand=["gold", "copper"])
    t.give("bob", deck=["silver", "estate"])
    t.add("gold")
    t.add("copper")
    t.buy("noble-brigand")
    assert not [e for e in events if e.kind == "attack"]
    assert "silver" in t.ann.discards
