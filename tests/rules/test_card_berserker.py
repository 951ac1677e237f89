"""Berserker (Hinterlands, second edition): gain a card costing less than this; each other player discards
down to 3 cards in hand. When you gain it, if you have an action card in play, play it.

Rulings (official FAQ, in our words): the card gained costs less than Berserker costs now; the attack comes
after the gain; a Moat stops the discard; gained (bought or not) with an action card in play, the Berserker is
played at once, from where it went, using no action; with no action card in play it stays where it went;
gained during another player's turn it is not played."""

from __future__ import annotations


def test_berserker_gains_cheaper_then_attacks(table):
    t = table("berserker")
    t.give("ann", hand=["berserker"])
    t.give("bob", hand=["copper", "copper", "estate", "estate", "silver"])
    decision = t.play("berserker")
    assert decision.kind == "gain" and "silver" in decision.options and "duchy" not in decision.options
    decision = t.answer("silver")
    assert decision.player == "bob" and decision.min == decision.max == 2
    t.answer("estate", "estate")
    assert sorted(t.bob.hand) == ["copper", "copper", "silver"] and t.ann.discards == ["silver"]


def test_gained_with_an_action_in_play_it_plays_itself(table):
    t = table("berserker", "village")
    t.give("ann", hand=["village", "gold", "gold"], deck=["copper"])
    t.play("village")
    t.add("gold")
    t.add("gold")
    actions = t.game.actions
    t.buy("berserker")
    assert "berserker" in t.ann.plays and "berserker" not in t.ann.discards
    assert t.game.pending.card == "berserker" and t.game.actions == actions


def test_gained_without_an_action_in_play_it_stays(table):
    t = table("berserker")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("berserker")
    assert t.ann.discards == ["berserker"] and t.game.pending is None


def test_moat_stops_the_discard(table):
    t = table("berserker", "moat")
    t.give("ann", hand=["berserker"])
    t.give("bob", hand=["moat", "copper", "copper", "estate"])
    t.play("berserker")
    decision = t.answer("silver")
    assert decision.kind == "reveal"
    assert t.answer("moat") is None
    assert len(t.bob.hand) == 4
