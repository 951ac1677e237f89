"""Scrying Pool (Alchemy): costs 2 and a potion; an attack. +1 action; each player, you first, reveals the top
card of their deck and you choose: discard it or put it back. Then reveal cards from your deck until one is
not an action, and put all the revealed cards into your hand.

Rulings (official FAQ, in our words): you decide for each player separately, you first, then the others in
turn order; the draw reveals until the first card that is not an action, which goes into your hand too (if
the first card revealed is not an action, that one card); the discard pile is shuffled when the deck runs out
and the draw stops when both are empty; only the cards of that draw go into the hand, never the ones
discarded by the first part; a card of several types with the action type is an action; a Moat keeps its
holder's top card where it is."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_spy_part_then_draw_until_a_non_action(table):
    t = table("scrying-pool", "village", "smithy")
    t.give("ann", hand=["scrying-pool"], deck=["estate", "village", "smithy", "copper", "gold"], discards=[])
    t.give("bob", deck=["gold", "copper"], discards=[])
    total = count_cards(t.game)
    decision = t.play("scrying-pool")
    assert decision.player == "ann" and decision.options == ("estate",) and decision.target == "ann"
    decision = t.answer("estate")
    assert decision.options == ("gold",) and decision.target == "bob"
    assert t.answer("gold") is None
    assert t.bob.discards == ["gold"] and t.ann.discards == ["estate"]
    assert t.ann.hand == ["village", "smithy", "copper"] and t.ann.deck == ["gold"]
    assert t.game.actions == 1
    assert count_cards(t.game) == total


def test_a_card_put_back_is_drawn(table):
    t = table("scrying-pool")
    t.give("ann", hand=["scrying-pool"], deck=["silver", "gold"], discards=[])
    t.give("bob", deck=["copper"], discards=[])
    t.play("scrying-pool")
    t.answer()  # ann's silver stays
    t.answer()  # bob's copper stays
    assert t.ann.hand == ["silver"] and t.bob.deck == ["copper"]


def test_running_out_shuffles_then_stops(table):
    t = table("scrying-pool", "village")
    t.give("ann", hand=["scrying-pool"], deck=["village"], discards=["village"])
    t.give("bob", deck=[], discards=[])
    t.play("scrying-pool")
    t.answer()
    assert t.game.pending is None
    assert t.ann.hand == ["village", "village"] and t.ann.deck == [] and t.ann.discards == []


def test_great_hall_counts_as_an_action(table):
    t = table("scrying-pool", "great-hall")
    t.give("ann", hand=["scrying-pool"], deck=["copper", "great-hall", "estate", "silver"], discards=[])
    t.give("bob", deck=[], discards=[])
    t.play("scrying-pool")
    t.answer("copper")
    assert t.ann.hand == ["great-hall", "estate"] and t.ann.deck == ["silver"]


def test_moat_keeps_the_top_card(table):
    t = table("scrying-pool", "moat")
    t.give("ann", hand=["scrying-pool"], deck=["copper", "silver"], discards=[])
    t.give("bob", hand=["moat"], deck=["gold"], discards=[])
    t.play("scrying-pool")
    decision = t.answer("copper")
    assert decision.player == "bob" and decision.kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.deck == ["gold"] and t.ann.hand == ["silver"]


def test_every_other_player_in_turn_order(table):
    t = table("scrying-pool", players=3)
    t.give("ann", hand=["scrying-pool"], deck=["copper"], discards=[])
    t.give("bob", deck=["gold"], discards=[])
    t.give("cat", deck=["estate"], discards=[])
    assert t.play("scrying-pool").target == "ann"
    assert t.answer().target == "bob"
    assert t.answer().target == "cat"
    t.answer("estate")
    assert t.cat.discards == ["estate"] and t.bob.deck == ["gold"]
