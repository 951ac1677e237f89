"""Nomad Camp (Hinterlands, first edition): +1 buy, +2 coins; when you gain it, put it onto your deck.

Rulings (official FAQ, in our words): every Nomad Camp gained, bought or not, goes onto the deck instead of
the discard pile. With a Watchtower in hand the player orders the two triggers (the rule for simultaneous
triggers): Nomad Camp first puts it on the deck and the Watchtower has lost track of it; the Watchtower first
may trash it, and then Nomad Camp has lost track of it."""

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


def test_nomad_camp_first_then_watchtower_has_lost_track(table):
    t = table("nomad-camp", "watchtower")
    t.give("ann", hand=["watchtower", "silver", "silver"], deck=["copper"])
    t.add("silver")
    t.add("silver")
    t.buy("nomad-camp")
    decision = t.game.pending
    assert decision.kind == "choose" and set(decision.options) == {"nomad-camp", "watchtower"}
    assert t.answer("nomad-camp", "watchtower") is None  # the watchtower is not offered
    assert t.ann.deck[-1] == "nomad-camp" and t.game.trash == []


def test_watchtower_first_may_trash_the_nomad_camp(table):
    t = table("nomad-camp", "watchtower")
    t.give("ann", hand=["watchtower", "silver", "silver"], deck=["copper"])
    t.add("silver")
    t.add("silver")
    t.buy("nomad-camp")
    decision = t.answer("watchtower", "nomad-camp")
    assert decision.card == "watchtower"
    assert t.answer("trash") is None
    assert t.game.trash == ["nomad-camp"] and t.ann.deck == ["copper"]
