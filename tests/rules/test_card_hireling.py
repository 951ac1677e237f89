"""Hireling (Adventures): a duration giving +1 card at the start of every later turn of its owner's, for the
rest of the game; it never leaves play."""

from __future__ import annotations


def test_it_draws_a_card_every_turn_and_stays_in_play(table):
    t = table("hireling")
    t.give("ann", hand=["hireling"], deck=["copper"] * 30, discards=[])
    assert t.play("hireling") is None
    for _ in range(3):
        t.next_turn_of_ann()
        assert len(t.ann.hand) == 6 and t.ann.plays == ["hireling"]


def test_throne_room_two_cards_a_turn_and_the_throne_room_stays_too(table):
    t = table("hireling", "throne-room")
    t.give("ann", hand=["throne-room", "hireling"], deck=["copper"] * 30, discards=[])
    t.play("throne-room")
    t.answer("hireling")
    for _ in range(2):
        t.next_turn_of_ann()
        assert len(t.ann.hand) == 7 and sorted(t.ann.plays) == ["hireling", "throne-room"]
