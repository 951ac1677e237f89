"""Salvager (Seaside, both editions): +1 buy; trash a card from your hand and get as many coins as it costs.

Rulings (official FAQ, in our words): the trash is compulsory when the hand holds a card; the coins are the
card's cost as the game computes it then (a Bridge played makes it 1 less), in coins only (a card costing a
potion gives no potion); a card costing 0 gives nothing;
with an empty hand nothing is trashed but the +buy still comes."""

from __future__ import annotations


def test_salvager_trashes_for_the_cost(table):
    t = table("salvager")
    t.give("ann", hand=["salvager", "gold", "estate"])
    decision = t.play("salvager")
    assert decision.kind == "trash" and decision.min == decision.max == 1
    t.answer("gold")
    assert t.game.coins == 6 and t.game.buys == 2 and "gold" in t.game.trash


def test_salvager_reads_the_cost_of_the_moment(table):
    t = table("salvager", "bridge", "village")
    t.give("ann", hand=["village", "bridge", "salvager", "province"], deck=["copper"] * 3)
    t.play("village")
    t.play("bridge")
    t.play("salvager")
    t.answer("province")
    assert t.game.coins == 1 + 7  # Bridge's coin, then the Province at 8 - 1


def test_salvager_on_a_copper_gives_nothing(table):
    t = table("salvager")
    t.give("ann", hand=["salvager", "copper"])
    t.play("salvager")
    t.answer("copper")
    assert t.game.coins == 0 and t.ann.hand == []


def test_salvager_with_an_empty_hand_still_gives_a_buy(table):
    t = table("salvager")
    t.give("ann", hand=["salvager"], deck=[], discards=[])
    assert t.play("salvager") is None
    assert t.game.buys == 2


def test_salvager_counts_coins_only_of_a_cost_with_a_potion(table):
    t = table("salvager", "familiar")
    t.give("ann", hand=["salvager", "familiar"])
    t.play("salvager")
    t.answer("familiar")
    assert t.game.coins == 3 and t.game.potions == 0
