"""Infirmary (Guilds, second edition only): +1 card; you may trash a card from your hand; when you buy it you
may overpay, playing it once per coin overpaid.

Rulings (official FAQ, in our words): the Infirmary bought is gained to the discard pile first, then played
from there (into play, discarded at clean-up); its plays use no action; each play draws a card and may trash
one."""

from __future__ import annotations


def test_infirmary_draws_and_may_trash(table):
    t = table("infirmary")
    t.give("ann", hand=["infirmary", "estate"], deck=["copper"])
    decision = t.play("infirmary")
    assert decision.kind == "trash" and decision.min == 0
    t.answer("estate")
    assert t.ann.hand == ["copper"] and t.game.trash == ["estate"]


def test_overpay_plays_it_once_per_coin(table):
    t = table("infirmary")
    t.give("ann", hand=["gold", "gold", "estate"], deck=["curse", "copper"])
    t.add("gold")
    t.add("gold")
    t.buy("infirmary")
    decision = t.answer("2")
    assert t.ann.plays[-1] == "infirmary" and "infirmary" not in t.ann.discards
    assert decision.kind == "trash"
    t.answer("estate")
    t.answer("curse")
    assert sorted(t.game.trash) == ["curse", "estate"] and t.ann.hand == ["copper"]
    assert t.game.coins == 1


def test_no_overpay_plays_nothing(table):
    t = table("infirmary")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("infirmary")
    assert t.answer("0") is None
    assert t.ann.discards == ["infirmary"] and t.ann.plays == ["gold", "gold"]


def test_infirmary_played_by_its_overpay_is_discarded_at_clean_up(table):
    t = table("infirmary")
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 8)
    t.add("gold")
    t.add("gold")
    t.buy("infirmary")
    t.answer("1")
    t.answer()
    t.clean()
    assert "infirmary" in t.ann.discards and t.ann.plays == []
