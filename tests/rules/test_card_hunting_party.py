"""Hunting Party (Cornucopia, both editions): +1 card, +1 action; the hand is shown, then cards are turned
over from the deck until one whose name the hand lacks; that one joins the hand, the others are discarded.

Rulings (official FAQ, in our words): the card is drawn before the hand is revealed; the revealed cards
matching a name in the hand are discarded; the discard pile is shuffled in when the deck runs out, without
the revealed cards; with no such card at all, every revealed card is discarded; with an empty hand the first
card revealed is taken."""

from __future__ import annotations


def test_hunting_party_takes_the_first_card_not_in_hand(table):
    t = table("hunting-party")
    t.give("ann", hand=["hunting-party", "copper"], deck=["estate", "copper", "estate", "gold"], discards=[])
    events = []
    t.game.listeners.append(events.append)
    t.play("hunting-party")
    assert t.game.actions == 1
    assert t.ann.hand == ["copper", "estate", "gold"]
    assert sorted(t.ann.discards) == ["copper", "estate"] and t.ann.aside == []
    assert any(e.kind == "reveal" and e.cards == ("copper", "estate") for e in events)


def test_hunting_party_shuffles_without_the_revealed(table):
    t = table("hunting-party")
    t.give("ann", hand=["hunting-party", "copper"], deck=["silver", "copper"], discards=["gold"])
    t.play("hunting-party")
    assert t.ann.hand == ["copper", "silver", "gold"] and t.ann.discards == ["copper"]


def test_hunting_party_finding_nothing_discards_the_revealed(table):
    t = table("hunting-party")
    t.give("ann", hand=["hunting-party", "copper"], deck=["estate", "copper", "estate"], discards=[])
    t.play("hunting-party")
    assert t.ann.hand == ["copper", "estate"] and sorted(t.ann.discards) == ["copper", "estate"]
