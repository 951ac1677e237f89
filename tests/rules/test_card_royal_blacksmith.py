"""Royal Blacksmith (Empires, costs 8 debt): +5 cards; reveal your hand; discard the Coppers.

Rulings (in our words), each a test below: every Copper of the hand is discarded, the Coppers it drew and
those held before; the other cards stay; bought, it gives its buyer 8 debt."""

from __future__ import annotations


def test_five_cards_then_every_copper_discarded(table):
    t = table("royal-blacksmith")
    t.give(
        "ann",
        hand=["royal-blacksmith", "copper", "estate"],
        deck=["gold", "copper", "silver", "copper", "duchy"],
    )
    events = []
    t.game.listeners.append(events.append)
    assert t.play("royal-blacksmith") is None
    assert sorted(t.ann.hand) == sorted(["estate", "gold", "silver", "duchy"])
    assert t.ann.discards.count("copper") == 3
    assert [e.kind for e in events] == ["play", "reveal", "discard"]


def test_bought_for_8_debt(table):
    t = table("royal-blacksmith")
    t.give("ann", hand=[], deck=["copper"] * 5)
    t.buy("royal-blacksmith")
    assert t.ann.debt == 8
