"""Menagerie (Cornucopia, both editions): +1 action; reveal your hand: +3 cards if no two of its cards share a
name, else +1 card.

Rulings (official FAQ, in our words): the hand is revealed after Menagerie has left it for play (Menagerie
itself is not counted); an empty hand has no two cards alike and draws 3; one duplicate pair is enough to draw
only 1."""

from __future__ import annotations


def test_menagerie_draws_three_for_a_hand_of_distinct_cards(table):
    t = table("menagerie")
    t.give(
        "ann", hand=["menagerie", "copper", "silver", "estate"], deck=["gold", "duchy", "province", "curse"]
    )
    events = []
    t.game.listeners.append(events.append)
    t.play("menagerie")
    assert t.game.actions == 1
    assert t.ann.hand == ["copper", "silver", "estate", "gold", "duchy", "province"]
    assert any(e.kind == "reveal" and e.cards == ("copper", "silver", "estate") for e in events)


def test_menagerie_itself_is_not_counted(table):
    t = table("menagerie")
    t.give("ann", hand=["menagerie", "menagerie", "copper"], deck=["gold", "duchy", "province"])
    t.play("menagerie")
    assert len(t.ann.hand) == 5  # menagerie and copper are distinct: +3 cards


def test_menagerie_draws_one_with_a_duplicate(table):
    t = table("menagerie")
    t.give("ann", hand=["menagerie", "copper", "copper", "estate"], deck=["gold", "duchy", "province"])
    t.play("menagerie")
    assert t.ann.hand == ["copper", "copper", "estate", "gold"]


def test_menagerie_with_an_empty_hand_draws_three(table):
    t = table("menagerie")
    t.give("ann", hand=["menagerie"], deck=["gold", "duchy", "province", "curse"])
    t.play("menagerie")
    assert t.ann.hand == ["gold", "duchy", "province"]
