"""Hero (Adventures, Warrior's upgrade): +2 coins, gain a treasure; exchanged for a Champion."""

from __future__ import annotations


def test_two_coins_and_any_treasure_gained(table):
    t = table("page")
    t.give("ann", hand=["hero"], deck=[], discards=[])
    decision = t.play("hero")
    assert t.game.coins == 2 and decision.kind == "gain" and "gold" in decision.options
    assert "estate" not in decision.options and decision.min == 1
    t.answer("gold")
    assert t.ann.discards == ["gold"]


def test_with_no_treasure_left_nothing_is_gained(table):
    t = table("page")
    for card in ("copper", "silver", "gold"):
        t.game.set_pile(card, 0)
    t.give("ann", hand=["hero"], deck=[], discards=[])
    assert t.play("hero") is None
