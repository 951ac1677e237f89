"""Catapult (Empires, an attack, top half of the Catapult/Rocks split pile): +1 coin; trash a card from the
hand; costing 3 coins or more, every other player gains a Curse; a treasure, every other player discards down
to 3 cards. Rulings (the wiki's FAQ): the trash is not optional (with a card in hand); a Silver does both; a
Copper neither costs 3 nor spares the discard; an Estate, neither; with an empty hand nothing happens; a
Moat shown keeps its player out of both."""

from __future__ import annotations


def test_a_silver_trashed_gives_a_curse_and_a_discard_down_to_three(table):
    t = table("catapult")
    t.give("ann", hand=["catapult", "silver"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper", "copper", "estate", "estate", "silver"], discards=[])
    decision = t.play("catapult")
    assert (decision.kind, decision.min, decision.max) == ("trash", 1, 1)
    decision = t.answer("silver")
    assert (decision.player, decision.kind, decision.min) == ("bob", "discard", 2)
    assert t.bob.discards == ["curse"]
    assert t.answer("estate", "estate") is None
    assert len(t.bob.hand) == 3 and t.game.coins == 1 and t.game.trash == ["silver"]


def test_a_copper_gives_only_the_discard(table):
    t = table("catapult")
    t.give("ann", hand=["catapult", "copper"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 4, discards=[])
    t.play("catapult")
    decision = t.answer("copper")
    assert decision.kind == "discard" and decision.min == 1
    t.answer("copper")
    assert "curse" not in t.bob.discards


def test_an_estate_gives_neither(table):
    t = table("catapult")
    t.give("ann", hand=["catapult", "estate"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 5, discards=[])
    t.play("catapult")
    assert t.answer("estate") is None
    assert t.bob.discards == [] and len(t.bob.hand) == 5


def test_a_duchy_costing_five_gives_only_the_curse(table):
    t = table("catapult")
    t.give("ann", hand=["catapult", "duchy"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 5, discards=[])
    t.play("catapult")
    assert t.answer("duchy") is None
    assert t.bob.discards == ["curse"] and len(t.bob.hand) == 5


def test_an_empty_hand_trashes_nothing(table):
    t = table("catapult")
    t.give("ann", hand=["catapult"], deck=["copper"] * 5, discards=[])
    assert t.play("catapult") is None and t.game.coins == 1


def test_a_moat_keeps_its_player_out(table):
    t = table("catapult", "moat")
    t.give("ann", hand=["catapult", "silver"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["moat", "copper", "copper", "copper", "copper"], discards=[])
    t.play("catapult")
    decision = t.answer("silver")
    assert (decision.player, decision.kind) == ("bob", "reveal")
    assert t.answer("moat") is None
    assert t.bob.discards == [] and len(t.bob.hand) == 5
