"""Cartographer (Hinterlands, both editions): +1 card, +1 action; look at your top 4 cards, discard any of
them and put the rest back in any order.

Rulings (official FAQ, in our words): the card is drawn before looking; with fewer than 4 cards in the deck
the discards are shuffled in to look at 4; with fewer in all, those there are looked at; any number may be
discarded, all or none; the rest go back in the order the player picks."""

from __future__ import annotations


def test_cartographer_discards_some_and_orders_the_rest(table):
    t = table("cartographer")
    t.give("ann", hand=["cartographer"], deck=["copper", "estate", "gold", "curse", "silver", "duchy"])
    decision = t.play("cartographer")
    assert t.ann.hand == ["copper"] and t.game.actions == 1
    assert decision.kind == "discard" and sorted(decision.options) == ["curse", "estate", "gold", "silver"]
    decision = t.answer("estate", "curse")
    assert sorted(t.ann.discards) == ["curse", "estate"]
    assert decision.kind == "topdeck" and decision.ordered
    assert t.answer("silver", "gold") is None
    assert t.ann.deck[-2:] == ["gold", "silver"]  # silver on top
    assert t.ann.deck[0] == "duchy"


def test_cartographer_shuffles_to_look_at_four(table):
    t = table("cartographer")
    t.give("ann", hand=["cartographer"], deck=["copper", "estate"], discards=["gold", "gold", "gold"])
    decision = t.play("cartographer")
    assert sorted(decision.options) == ["estate", "gold", "gold", "gold"]


def test_cartographer_with_fewer_cards_looks_at_what_there_is(table):
    t = table("cartographer")
    t.give("ann", hand=["cartographer"], deck=["copper", "estate"], discards=[])
    decision = t.play("cartographer")
    assert decision.options == ("estate",)
    assert t.answer() is None
    assert t.ann.deck == ["estate"]


def test_cartographer_may_discard_all(table):
    t = table("cartographer")
    t.give("ann", hand=["cartographer"], deck=["copper", "estate", "estate", "curse", "curse"])
    t.play("cartographer")
    assert t.answer("curse", "curse", "estate", "estate") is None
    assert t.ann.deck == []
