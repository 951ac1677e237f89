"""Amulet (Adventures): a duration; now and at the start of the next turn, choose one: +1 coin, trash a card
from the hand, or gain a Silver."""

from __future__ import annotations


def test_now_and_next_turn_a_choice(table):
    t = table("amulet")
    t.give("ann", hand=["amulet", "estate"], deck=["copper"] * 10, discards=[])
    decision = t.play("amulet")
    assert (
        decision.kind == "choose" and decision.options == ("+coin", "trash", "silver") and decision.min == 1
    )
    assert t.answer("+coin") is None and t.game.coins == 1
    t.clean()
    assert t.ann.plays == ["amulet"]
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    assert t.game.pending.kind == "choose"
    t.answer("silver")
    assert "silver" in t.ann.discards
    t.clean()
    assert "amulet" in t.ann.discards and t.ann.plays == []


def test_trash_a_card_from_the_hand(table):
    t = table("amulet")
    t.give("ann", hand=["amulet", "estate", "copper"], deck=[], discards=[])
    t.play("amulet")
    trash = t.answer("trash")
    assert trash.kind == "trash" and trash.min == 1
    t.answer("estate")
    assert t.game.trash == ["estate"]


def test_trash_chosen_with_an_empty_hand_does_nothing(table):
    t = table("amulet")
    t.give("ann", hand=["amulet"], deck=[], discards=[])
    t.play("amulet")
    assert t.answer("trash") is None and t.game.trash == []


def test_a_silver_chosen_with_none_left_gains_nothing(table):
    t = table("amulet")
    t.game.set_pile("silver", 0)
    t.give("ann", hand=["amulet"], deck=[], discards=[])
    t.play("amulet")
    assert t.answer("silver") is None and t.ann.discards == []


def test_throne_room_two_choices_now_and_two_next_turn(table):
    t = table("amulet", "throne-room")
    t.give("ann", hand=["throne-room", "amulet"], deck=["copper"] * 10, discards=[])
    t.play("throne-room")
    t.answer("amulet")
    t.answer("+coin")
    t.answer("+coin")
    assert t.game.coins == 2
    t.clean()
    assert sorted(t.ann.plays) == ["amulet", "throne-room"]
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    t.answer("+coin")
    t.answer("+coin")
    assert t.game.coins == 2
