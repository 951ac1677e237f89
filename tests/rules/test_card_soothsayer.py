"""Soothsayer (Guilds, both editions): gain a Gold; each other player gains a Curse, and each who did draws a
card.

Rulings (official FAQ, in our words): a player who gains no Curse (the pile is empty, or a Moat) draws
nothing; the attack happens even when no Gold is left; the Gold goes to the discard pile; Curses go in turn
order."""

from __future__ import annotations


def test_soothsayer_gains_gold_and_curses_and_victims_draw(table):
    t = table("soothsayer", players=3)
    t.give("ann", hand=["soothsayer"])
    t.give("bob", hand=[], deck=["copper"])
    t.give("cat", hand=[], deck=["silver"])
    assert t.play("soothsayer") is None
    assert t.ann.discards == ["gold"]
    assert t.bob.discards == ["curse"] and t.bob.hand == ["copper"]
    assert t.cat.discards == ["curse"] and t.cat.hand == ["silver"]


def test_no_curse_left_means_no_card_drawn(table):
    t = table("soothsayer")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["soothsayer"])
    t.give("bob", hand=[], deck=["copper"])
    t.play("soothsayer")
    assert t.bob.hand == [] and t.bob.deck == ["copper"]


def test_attack_happens_without_gold(table):
    t = table("soothsayer")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["soothsayer"])
    t.give("bob", hand=[], deck=["copper"])
    t.play("soothsayer")
    assert t.ann.discards == [] and t.bob.discards == ["curse"]


def test_a_curse_gained_then_trashed_still_draws(table):
    t = table("soothsayer", "watchtower")
    t.give("ann", hand=["soothsayer"])
    t.give("bob", hand=["watchtower"], deck=["copper"])
    decision = t.play("soothsayer")
    assert decision.player == "bob" and decision.card == "watchtower"
    t.answer("trash")
    assert t.game.trash == ["curse"] and sorted(t.bob.hand) == ["copper", "watchtower"]


def test_moat_blocks_curse_and_draw(table):
    t = table("soothsayer", "moat")
    t.give("ann", hand=["soothsayer"])
    t.give("bob", hand=["moat"], deck=["copper"])
    decision = t.play("soothsayer")
    assert decision.player == "bob" and decision.kind == "reveal"
    t.answer("moat")
    assert t.bob.discards == [] and t.bob.hand == ["moat"]
