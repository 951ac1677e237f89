"""Farming Village (Cornucopia, first edition only): +2 actions; cards are turned over from the deck until an
action or a treasure shows up, which goes to the hand; the others go to the discard pile.

Rulings (official FAQ, in our words): the first action or treasure revealed goes to the hand, a card of
either type (an action-victory card) counting; the victory cards and Curses before it are discarded; the
discard pile is shuffled in when the deck runs out, never with the cards just revealed; with no action or
treasure anywhere, every revealed card is discarded."""

from __future__ import annotations


def test_farming_village_takes_the_first_action_or_treasure(table):
    t = table("farming-village")
    t.give("ann", hand=["farming-village"], deck=["estate", "curse", "silver", "gold"], discards=[])
    t.play("farming-village")
    assert t.game.actions == 2
    assert t.ann.hand == ["silver"] and sorted(t.ann.discards) == ["curse", "estate"]
    assert t.ann.deck == ["gold"] and t.ann.aside == []


def test_farming_village_takes_an_action(table):
    t = table("farming-village", "great-hall")
    t.give("ann", hand=["farming-village"], deck=["duchy", "great-hall", "copper"], discards=[])
    t.play("farming-village")
    assert t.ann.hand == ["great-hall"] and t.ann.discards == ["duchy"]


def test_farming_village_shuffles_without_the_revealed_cards(table):
    t = table("farming-village")
    t.give("ann", hand=["farming-village"], deck=["estate"], discards=["copper"])
    t.play("farming-village")
    assert t.ann.hand == ["copper"] and t.ann.discards == ["estate"]


def test_farming_village_finding_nothing_discards_all(table):
    t = table("farming-village")
    t.give("ann", hand=["farming-village"], deck=["estate", "duchy"], discards=["curse"])
    t.play("farming-village")
    assert t.ann.hand == [] and sorted(t.ann.discards) == ["curse", "duchy", "estate"]
