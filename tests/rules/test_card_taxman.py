"""Taxman (Guilds, first edition only): you may trash a treasure from your hand; each other player holding 5
or more cards discards a copy of it (or reveals a hand without one); you gain onto your deck a treasure
costing up to 3 more than it.

Rulings (official FAQ, in our words): trashing nothing means no attack and no gain; a player with 4 cards or
fewer in hand is not affected; the treasure gained goes on top of the deck and may cost less."""

from __future__ import annotations


def test_taxman_trashes_attacks_and_gains_onto_the_deck(table):
    t = table("taxman", players=3, edition=1)
    t.give("ann", hand=["taxman", "silver"], deck=["estate"])
    t.give("bob", hand=["silver", "copper", "copper", "estate", "estate"])
    t.give("cat", hand=["silver", "copper", "copper", "estate"])
    decision = t.play("taxman")
    assert decision.kind == "trash" and decision.options == ("silver",) and decision.min == 0
    decision = t.answer("silver")
    assert t.bob.discards == ["silver"] and len(t.cat.hand) == 4
    assert decision.kind == "gain" and decision.max_cost == 6 and "province" not in decision.options
    t.answer("gold")
    assert t.ann.deck[-1] == "gold"


def test_taxman_trashing_nothing_does_nothing(table):
    t = table("taxman", edition=1)
    t.give("ann", hand=["taxman", "copper"])
    t.give("bob", hand=["copper"] * 5)
    t.play("taxman")
    assert t.answer() is None
    assert len(t.bob.hand) == 5 and t.ann.discards == []


def test_a_victim_without_the_copy_reveals(table):
    t = table("taxman", edition=1)
    t.give("ann", hand=["taxman", "copper"])
    t.give("bob", hand=["estate"] * 5)
    events = []
    t.game.listeners.append(events.append)
    t.play("taxman")
    t.answer("copper")
    assert len(t.bob.hand) == 5
    assert any(e.kind == "reveal" and e.player == "bob" for e in events)
