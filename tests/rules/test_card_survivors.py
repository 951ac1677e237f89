"""Survivors (Dark Ages, a Ruins card): look at the top 2 cards of the deck; discard both or put both back
in any order.

Rulings (official FAQ, in our words): the choice is all or nothing (never one discarded and one kept); with
fewer than 2 cards in the deck the discards are shuffled to find them, and with only one card to look at,
that one is discarded or put back; with nothing to look at, nothing is asked."""

from __future__ import annotations


def test_survivors_puts_both_back_in_the_chosen_order(table):
    t = table("village")
    t.give("ann", hand=["survivors"], deck=["gold", "silver", "estate"])
    decision = t.play("survivors")
    assert decision.kind == "choose" and decision.options == ("discard-all", "put-back")
    assert decision.min == decision.max == 1  # both or neither: one word, never a split
    decision = t.answer("put-back")
    assert decision.kind == "topdeck" and decision.ordered and sorted(decision.options) == ["gold", "silver"]
    assert t.answer("silver", "gold") is None
    assert t.ann.deck[-2:] == ["gold", "silver"]  # silver on top


def test_survivors_discards_both(table):
    t = table("village")
    t.give("ann", hand=["survivors"], deck=["gold", "silver", "estate"])
    t.play("survivors")
    assert t.answer("discard-all") is None
    assert sorted(t.ann.discards) == ["gold", "silver"] and t.ann.deck == ["estate"]


def test_two_copies_of_one_card_need_no_order(table):
    t = table("village")
    t.give("ann", hand=["survivors"], deck=["copper", "copper"])
    t.play("survivors")
    assert t.answer("put-back") is None and t.ann.deck == ["copper", "copper"]


def test_survivors_shuffles_for_the_second_card_and_looks_at_one_when_one_is_left(table):
    t = table("village")
    t.give("ann", hand=["survivors"], deck=["gold"], discards=["silver"])
    decision = t.play("survivors")
    assert "gold" in decision.prompt and "silver" in decision.prompt
    t2 = table("village")
    t2.give("ann", hand=["survivors"], deck=["gold"], discards=[])
    decision = t2.play("survivors")
    assert decision.prompt.startswith("you look at gold:")
    assert t2.answer("discard-all") is None and t2.ann.discards == ["gold"]


def test_survivors_with_nothing_to_look_at_asks_nothing(table):
    t = table("village")
    t.give("ann", hand=["survivors"], deck=[], discards=[])
    assert t.play("survivors") is None
