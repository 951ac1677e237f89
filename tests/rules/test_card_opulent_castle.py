"""Opulent Castle (Empires, a Castle, an action): worth 3 VP; discard any number of victory cards from the
hand for +2 coins each. Rulings (the wiki's FAQ): any number, none too; a victory card of another type too
(a Castle)."""

from __future__ import annotations


def test_each_victory_card_discarded_gives_two_coins(table):
    t = table("castles")
    t.give("ann", hand=["opulent-castle", "estate", "duchy", "humble-castle", "copper"], discards=[])
    decision = t.play("opulent-castle")
    assert (decision.kind, decision.min) == ("discard", 0)
    assert set(decision.options) == {"estate", "duchy", "humble-castle"}
    assert t.answer("estate", "humble-castle") is None
    assert t.game.coins == 4 and sorted(t.ann.discards) == ["estate", "humble-castle"]
    assert sorted(t.ann.hand) == ["copper", "duchy"]


def test_none_may_be_discarded(table):
    t = table("castles")
    t.give("ann", hand=["opulent-castle", "estate"], discards=[])
    t.play("opulent-castle")
    assert t.answer() is None and t.game.coins == 0 and t.ann.hand == ["estate"]
