"""Tide Pools (Seaside, second edition): +3 cards, +1 action; at the start of your next turn, discard 2
cards. A duration: it stays in play until the clean-up of that next turn.

Rulings (official FAQ, in our words): the discard happens at the start of the next turn, from the hand that
turn begins with, and is compulsory (a hand of fewer cards is discarded whole); the card is discarded at the
clean-up of that next turn; Throne Room on Tide Pools draws 6 and gives +2 actions now, the next turn
discards 2 cards twice, and the Throne Room stays in play as long as the Tide Pools; King's Court: three
discards of 2, the last one taking what is left of the hand."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_tide_pools_draws_three_now_and_discards_two_next_turn(table):
    t = table("tide-pools")
    deck = ["silver", "silver", "silver", *["copper"] * 4, "estate"] + ["copper"] * 6
    t.give("ann", hand=["tide-pools"], deck=deck, discards=[])
    total = count_cards(t.game)
    assert t.play("tide-pools") is None
    assert t.ann.hand == ["silver"] * 3 and t.game.actions == 1
    t.clean()
    assert t.ann.plays == ["tide-pools"] and t.ann.durations == ["tide-pools"]
    assert sorted(t.ann.hand) == ["copper"] * 4 + ["estate"]
    t.clean()  # bob's turn; ann's starts with the discard
    decision = t.game.pending
    assert t.game.player.name == "ann"
    assert decision.player == "ann" and decision.kind == "discard" and decision.min == decision.max == 2
    t.answer("copper", "estate")
    assert t.ann.hand == ["copper"] * 3 and t.ann.discards[-2:] == ["copper", "estate"]
    t.clean()
    assert t.ann.plays == [] and "tide-pools" in t.ann.discards
    assert count_cards(t.game) == total


def test_throne_room_tide_pools_discards_twice_and_both_stay(table):
    t = table("tide-pools", "throne-room")
    t.give("ann", hand=["throne-room", "tide-pools"], deck=["copper"] * 20, discards=[])
    t.play("throne-room")
    assert t.game.pending.options == ("tide-pools",)
    t.answer("tide-pools")
    assert len(t.ann.hand) == 6 and t.game.actions == 2
    t.clean()
    assert sorted(t.ann.plays) == ["throne-room", "tide-pools"]
    t.clean()  # bob
    t.answer("copper", "copper")
    assert t.game.pending is not None and t.game.pending.kind == "discard"
    t.answer("copper", "copper")
    assert len(t.ann.hand) == 1
    assert sorted(t.ann.plays) == ["throne-room", "tide-pools"]
    t.clean()
    assert t.ann.plays == [] and {"throne-room", "tide-pools"} <= set(t.ann.discards)


def test_kings_court_tide_pools_discards_three_times_and_both_stay(table):
    t = table("tide-pools", "kings-court")
    t.give("ann", hand=["kings-court", "tide-pools"], deck=["copper"] * 30, discards=[])
    t.play("kings-court")
    t.answer("tide-pools")
    assert len(t.ann.hand) == 9 and t.game.actions == 3
    t.clean()
    assert sorted(t.ann.plays) == ["kings-court", "tide-pools"]
    t.clean()  # bob
    for _ in range(2):
        t.answer("copper", "copper")
    assert t.game.pending is not None and t.game.pending.min == 1  # one card left for the third discard
    t.answer("copper")
    assert t.ann.hand == [] and sorted(t.ann.plays) == ["kings-court", "tide-pools"]
    t.clean()
    assert t.ann.plays == [] and {"kings-court", "tide-pools"} <= set(t.ann.discards)
