"""Margrave (Hinterlands, both editions): +3 cards, +1 buy; each other player draws a card, then discards down
to 3 cards in hand.

Rulings (official FAQ, in our words): the victim draws first, then discards; a victim with 3 cards or fewer
after drawing discards nothing; a Moat revealed stops both the draw and the discard."""

from __future__ import annotations


def test_margrave_victim_draws_then_discards_to_three(table):
    t = table("margrave")
    t.give("ann", hand=["margrave"], deck=["copper"] * 3)
    t.give("bob", hand=["copper", "copper", "estate", "silver"], deck=["gold"])
    decision = t.play("margrave")
    assert t.game.buys == 2 and t.ann.hand == ["copper"] * 3
    assert decision.player == "bob" and decision.kind == "discard" and decision.min == decision.max == 2
    assert "gold" in t.bob.hand
    assert t.answer("estate", "copper") is None
    assert sorted(t.bob.hand) == ["copper", "gold", "silver"]


def test_margrave_short_hand_discards_nothing(table):
    t = table("margrave")
    t.give("ann", hand=["margrave"], deck=["copper"] * 3)
    t.give("bob", hand=["copper"], deck=["gold"])
    assert t.play("margrave") is None
    assert t.bob.hand == ["copper", "gold"]


def test_moat_stops_the_draw_and_the_discard(table):
    t = table("margrave", "moat")
    t.give("ann", hand=["margrave"], deck=["copper"] * 3)
    t.give("bob", hand=["moat", "copper", "copper", "estate"], deck=["gold"])
    decision = t.play("margrave")
    assert decision.kind == "reveal"
    assert t.answer("moat") is None
    assert len(t.bob.hand) == 4 and t.bob.deck == ["gold"]
