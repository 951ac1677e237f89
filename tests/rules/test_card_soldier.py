"""Soldier (Adventures, Peasant's upgrade): +2 coins, +1 coin per other attack you have in play; every other
player holding 4 cards or more discards one; exchanged for a Fugitive."""

from __future__ import annotations


def test_two_coins_and_one_more_per_other_attack_in_play(table):
    t = table("peasant", "militia")
    t.give("ann", hand=["soldier"], deck=[], discards=[], plays=["militia", "soldier"])
    t.give("bob", hand=["copper"] * 3, discards=[])
    assert t.play("soldier") is None
    assert t.game.coins == 4


def test_a_player_with_four_cards_or_more_discards_one(table):
    t = table("peasant", players=3)
    t.give("ann", hand=["soldier"], deck=[], discards=[])
    t.give("bob", hand=["copper", "copper", "estate", "gold"], discards=[])
    t.give("cat", hand=["copper"] * 3, discards=[])
    discard = t.play("soldier")
    assert (discard.player, discard.kind, discard.min, discard.max) == ("bob", "discard", 1, 1)
    assert t.answer("estate") is None
    assert t.bob.discards == ["estate"] and len(t.cat.hand) == 3


def test_a_moat_keeps_the_hand(table):
    t = table("peasant", "moat")
    t.give("ann", hand=["soldier"], deck=[], discards=[])
    t.give("bob", hand=["moat", "copper", "copper", "copper"], discards=[])
    t.play("soldier")
    assert t.answer("moat") is None and len(t.bob.hand) == 4
