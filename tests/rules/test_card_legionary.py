"""Legionary (Empires, an Action-Attack): +3 coins; you may reveal a Gold from your hand; if you do,
each other player discards down to 2 cards in hand, then draws a card.

Rulings (in our words), each a test below: without a Gold revealed there is no attack; each victim discards
down to 2 and then draws one, and a victim with 2 cards or fewer still draws; a Moat revealed keeps its holder
out of it."""

from __future__ import annotations


def test_a_gold_revealed_discards_others_down_to_2_then_they_draw(table):
    t = table("legionary")
    t.give("ann", hand=["legionary", "gold"], deck=["copper"] * 5)
    t.give("bob", hand=["copper", "silver", "estate", "estate", "gold"], deck=["province"])
    decision = t.play("legionary")
    assert t.game.coins == 3 and decision.kind == "reveal" and decision.options == ("gold",)
    decision = t.answer("gold")
    assert decision.player == "bob" and decision.kind == "discard" and decision.min == decision.max == 3
    assert t.answer("copper", "estate", "estate") is None
    assert sorted(t.bob.hand) == ["gold", "province", "silver"]
    assert "gold" in t.ann.hand  # revealed, kept


def test_no_gold_revealed_no_attack(table):
    t = table("legionary")
    t.give("ann", hand=["legionary", "gold"], deck=["copper"] * 5)
    t.give("bob", hand=["copper"] * 5)
    t.play("legionary")
    assert t.answer() is None
    assert len(t.bob.hand) == 5
    t2 = table("legionary")
    t2.give("ann", hand=["legionary", "silver"])
    t2.give("bob", hand=["copper"] * 5)
    assert t2.play("legionary") is None and len(t2.bob.hand) == 5


def test_a_short_hand_still_draws(table):
    t = table("legionary")
    t.give("ann", hand=["legionary", "gold"])
    t.give("bob", hand=["copper"], deck=["estate"])
    t.play("legionary")
    assert t.answer("gold") is None
    assert sorted(t.bob.hand) == ["copper", "estate"]


def test_a_moat_keeps_its_holder_out(table):
    t = table("legionary", "moat")
    t.give("ann", hand=["legionary", "gold"])
    t.give("bob", hand=["moat", "copper", "copper", "copper", "copper"], deck=["estate"])
    t.play("legionary")
    decision = t.answer("gold")
    assert decision.player == "bob" and decision.kind == "reveal"
    assert t.answer("moat") is None
    assert len(t.bob.hand) == 5
