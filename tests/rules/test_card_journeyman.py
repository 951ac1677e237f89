"""Journeyman (Guilds, both editions): name a card; reveal cards from your deck until 3 that are not the named
card are revealed; those 3 go to your hand, the rest to the discard pile.

Rulings (official FAQ, in our words): the deck is reshuffled when it runs out; if deck and discards run out
first, you keep the cards you found; any card may be named, even one nobody has; the named copies revealed are
discarded."""

from __future__ import annotations


def test_journeyman_keeps_three_not_named_and_discards_the_named(table):
    t = table("journeyman")
    t.give("ann", hand=["journeyman"], deck=["copper", "silver", "copper", "estate", "gold", "duchy"])
    decision = t.play("journeyman")
    assert decision.kind == "name" and "province" in decision.options
    t.answer("copper")
    assert t.ann.hand == ["silver", "estate", "gold"]
    assert sorted(t.ann.discards) == ["copper", "copper"] and t.ann.deck == ["duchy"]


def test_journeyman_shuffles_and_stops_when_cards_run_out(table):
    t = table("journeyman")
    t.give("ann", hand=["journeyman"], deck=["estate"], discards=["silver", "estate"])
    t.play("journeyman")
    t.answer("estate")
    assert t.ann.hand == ["silver"] and t.ann.discards == ["estate", "estate"]
    assert t.ann.deck == []


def test_journeyman_naming_a_card_nobody_has_draws_three(table):
    t = table("journeyman")
    t.give("ann", hand=["journeyman"], deck=["copper", "copper", "copper", "estate"])
    t.play("journeyman")
    t.answer("province")
    assert t.ann.hand == ["copper", "copper", "copper"] and t.ann.deck == ["estate"]
