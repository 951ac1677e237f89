"""Crossroads (Hinterlands, both editions): reveal your hand, +1 card per victory card in it; the first
Crossroads you play this turn also gives +3 actions.

Rulings (official FAQ, in our words): the hand is revealed after Crossroads left it; the cards drawn are not
counted; only the first Crossroads played in the turn gives actions, even if it was later played by Throne
Room (the second play of a Throne Room's Crossroads gives no actions); a Crossroads played with no victory
card in hand still counts as the first."""

from __future__ import annotations


def test_crossroads_draws_per_victory_card_and_gives_three_actions(table):
    t = table("crossroads")
    t.give("ann", hand=["crossroads", "estate", "duchy", "copper"], deck=["province", "gold", "silver"])
    events = []
    t.game.listeners.append(events.append)
    assert t.play("crossroads") is None
    assert t.ann.hand == ["estate", "duchy", "copper", "province", "gold"]
    assert t.game.actions == 3
    assert any(e.kind == "reveal" and e.cards == ("estate", "duchy", "copper") for e in events)


def test_second_crossroads_gives_no_actions(table):
    t = table("crossroads")
    t.give("ann", hand=["crossroads", "crossroads", "copper"], deck=["gold"] * 3)
    t.play("crossroads")
    assert t.game.actions == 3
    t.play("crossroads")
    assert t.game.actions == 2


def test_throne_room_crossroads_gives_actions_once(table):
    t = table("crossroads", "throne-room")
    t.give("ann", hand=["throne-room", "crossroads", "estate"], deck=["duchy", "gold", "copper"])
    t.play("throne-room")
    t.answer("crossroads")
    assert t.game.actions == 3
    # first play: 1 victory card (estate) draws the duchy; second: estate and duchy draw gold and copper
    assert sorted(t.ann.hand) == ["copper", "duchy", "estate", "gold"]


def test_drawn_victory_cards_are_not_counted(table):
    t = table("crossroads")
    t.give("ann", hand=["crossroads", "estate"], deck=["gold", "province"])
    t.play("crossroads")
    assert t.ann.hand == ["estate", "gold"]  # the province drawn would count, but it is not drawn
