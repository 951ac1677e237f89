"""Nomad Camp (Hinterlands, first edition): +1 buy, +2 coins; when you gain it, put it onto your deck.

Rulings (official FAQ, in our words): every Nomad Camp gained, bought or not, goes onto the deck instead of
the discard pile. Our ruling (the core's fixed order of simultaneous triggers: the card's own `on_gain`
first): the Nomad Camp is on the deck before a Watchtower is asked, so the Watchtower has lost track of it
and is not offered."""

from __future__ import annotations


def test_nomad_camp_gives_a_buy_and_two_coins(table):
    t = table("nomad-camp")
    t.give("ann", hand=["nomad-camp"])
    t.play("nomad-camp")
    assert t.game.buys == 2 and t.game.coins == 2


def test_bought_nomad_camp_goes_onto_the_deck(table):
    t = table("nomad-camp")
    t.give("ann", hand=["silver", "silver"], deck=["copper"])
    t.add("silver")
    t.add("silver")
    t.buy("nomad-camp")
    assert t.ann.deck[-1] == "nomad-camp" and "nomad-camp" not in t.ann.discards


def test_watchtower_is_not_offered_for_a_nomad_camp_already_on_the_deck(table):
    t = table("nomad-camp", "watchtower")
    t.give("ann", hand=["watchtower", "silver", "silver"], deck=["copper"])
    t.add("silver")
    t.add("silver")
    t.buy("nomad-camp")
    assert t.ann.deck[-1] == "nomad-camp"
    assert t.game.pending is None and t.game.trash == []
