"""Followers (a Prize of Tournament, Cornucopia first edition): +2 cards and an Estate gained; every other
player takes a Curse, then discards until 3 cards remain in hand.

Rulings (official FAQ, in our words): the cards and the Estate are not part of the attack (a Moat stops only
the Curse and the discard); each victim gains the Curse first, then discards down to 3; a victim with 3 cards
or fewer discards nothing; with the Estate or Curse pile empty, the rest still happens."""

from __future__ import annotations


def test_followers_draws_gains_an_estate_and_attacks(table):
    t = table("tournament")
    t.give("ann", hand=["followers"], deck=["copper", "silver"], discards=[])
    t.give("bob", hand=["copper", "copper", "estate", "silver", "gold"], discards=[])
    decision = t.play("followers")
    assert t.ann.hand == ["copper", "silver"] and t.ann.discards == ["estate"]
    assert t.bob.discards == ["curse"]
    assert decision.player == "bob" and decision.kind == "discard" and decision.min == 2
    t.answer("estate", "copper")
    assert sorted(t.bob.hand) == ["copper", "gold", "silver"]


def test_moat_stops_only_the_attack(table):
    t = table("tournament", "moat")
    t.give("ann", hand=["followers"], deck=["copper", "silver"], discards=[])
    t.give("bob", hand=["moat", "copper", "copper", "estate", "silver"], discards=[])
    t.play("followers")
    assert t.ann.discards == ["estate"]
    assert t.answer("moat") is None
    assert t.bob.discards == [] and len(t.bob.hand) == 5


def test_followers_with_empty_piles(table):
    t = table("tournament")
    t.game.piles["estate"] = 0
    t.game.piles["curse"] = 0
    t.give("ann", hand=["followers"], deck=["copper", "silver"], discards=[])
    t.give("bob", hand=["copper", "copper", "estate", "silver"], discards=[])
    decision = t.play("followers")
    assert t.ann.discards == [] and t.bob.discards == [] and decision.min == 1
