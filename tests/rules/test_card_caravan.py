"""Caravan (Seaside, both editions): +1 card, +1 action; at the start of your next turn, +1 card. A duration:
it stays in play until the clean-up of that next turn.

Rulings (official FAQ, in our words): it is not discarded at the clean-up of the turn it is played, but at
the clean-up of its owner's next turn; a Throne Room on it gives +2 cards and +2 actions now and +2 cards at
the start of the next turn, and the Throne Room stays in play as long as the Caravan; the cards in play are
counted among the owner's cards (conserved)."""

from __future__ import annotations

from referee.rules.game import count_cards


def _through_bobs_turn(t):
    assert t.game.player.name == "bob"
    t.clean()  # bob's turn, nothing played
    assert t.game.player.name == "ann"


def test_caravan_stays_in_play_and_draws_at_the_start_of_the_next_turn(table):
    t = table("caravan")
    deck = ["silver", "estate", "estate", "estate", "estate", "estate", "gold"] + ["copper"] * 8
    t.give("ann", hand=["caravan"], deck=deck, discards=[])
    total = count_cards(t.game)
    t.play("caravan")
    assert t.ann.hand == ["silver"] and t.game.actions == 1
    t.clean()
    assert t.ann.plays == ["caravan"] and t.ann.durations == ["caravan"]
    assert "caravan" not in t.ann.discards and len(t.ann.hand) == 5
    assert count_cards(t.game) == total
    t.clean()  # bob
    assert t.game.player.name == "ann"
    assert len(t.ann.hand) == 6 and t.ann.hand[-1] == "gold"
    assert t.ann.plays == ["caravan"]
    t.clean()
    assert t.ann.plays == [] and t.ann.durations == [] and "caravan" in t.ann.discards
    assert count_cards(t.game) == total


def test_throne_room_caravan_draws_twice_and_both_stay(table):
    t = table("caravan", "throne-room")
    deck = ["silver", "silver", *["estate"] * 5, "gold", "gold", *["copper"] * 8]
    t.give("ann", hand=["throne-room", "caravan"], deck=deck)
    t.play("throne-room")
    t.answer("caravan")
    assert t.ann.hand == ["silver", "silver"] and t.game.actions == 2
    t.clean()
    assert sorted(t.ann.plays) == ["caravan", "throne-room"]
    _through_bobs_turn(t)
    assert len(t.ann.hand) == 7 and t.ann.hand[-2:] == ["gold", "gold"]
    t.clean()
    assert t.ann.plays == [] and {"caravan", "throne-room"} <= set(t.ann.discards)


def test_caravan_is_seen_in_play_by_the_others(table):
    t = table("caravan")
    t.give("ann", hand=["caravan"], deck=["copper"] * 8)
    t.play("caravan")
    t.clean()
    assert t.game.find("ann").durations == ["caravan"]
    assert "ann.plays" in t.game.places() and t.game.places()["ann.plays"] == ["caravan"]
