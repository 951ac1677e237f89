"""Gear (Adventures): +2 cards, a duration; set aside up to 2 cards of the hand face down; they come back into
the hand at the start of the next turn."""

from __future__ import annotations


def test_cards_set_aside_come_back_next_turn(table):
    t = table("gear")
    t.give("ann", hand=["gear", "gold"], deck=["silver", "estate"] + ["copper"] * 10, discards=[])
    decision = t.play("gear")
    assert decision.kind == "set-aside" and decision.min == 0 and decision.max == 2
    t.answer("gold", "silver")
    assert t.ann.hand == ["estate"] and "gold" in t.game.places()["ann.mat.gear"]
    t.clean()
    assert t.ann.plays == ["gear"]
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    assert sorted(t.ann.hand).count("gold") == 1 and "silver" in t.ann.hand and len(t.ann.hand) == 7
    assert "gear" not in t.ann.mats


def test_nothing_set_aside_gear_leaves_play_this_turn(table):
    t = table("gear")
    t.give("ann", hand=["gear"], deck=["silver", "estate"] + ["copper"] * 5, discards=[])
    t.play("gear")
    t.answer()
    t.clean()
    assert t.ann.plays == [] and "gear" in t.ann.discards


def test_the_cards_aside_are_out_of_the_clean_up(table):
    t = table("gear")
    t.give("ann", hand=["gear"], deck=["province", "duchy"] + ["copper"] * 10, discards=[])
    t.play("gear")
    t.answer("province")
    t.clean()
    assert "province" not in t.ann.discards and "province" not in t.ann.hand
