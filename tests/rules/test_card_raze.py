"""Raze (Adventures): +1 action; trash this or a card of the hand; look at as many top cards as the trashed
card costs in coins, put one into the hand and discard the others."""

from __future__ import annotations


def test_a_card_trashed_from_the_hand_looks_at_its_cost(table):
    t = table("raze")
    t.give("ann", hand=["raze", "silver"], deck=["gold", "estate", "copper", "curse"], discards=[])
    decision = t.play("raze")
    assert decision.kind == "trash" and decision.min == 0
    look = t.answer("silver")
    assert look.kind == "discard" and sorted(look.options) == ["copper", "estate", "gold"] and look.min == 2
    assert t.answer("estate", "copper") is None
    assert t.ann.hand == ["gold"] and sorted(t.ann.discards) == ["copper", "estate"]
    assert t.ann.deck == ["curse"] and t.game.trash == ["silver"] and t.game.actions == 1


def test_trashing_raze_itself_looks_at_two(table):
    t = table("raze")
    t.give("ann", hand=["raze", "estate"], deck=["gold", "copper", "silver"], discards=[])
    t.play("raze")
    t.answer()
    assert t.game.trash == ["raze"] and t.ann.plays == []
    t.answer("copper")
    assert sorted(t.ann.hand) == ["estate", "gold"] and t.ann.deck == ["silver"]


def test_a_copper_trashed_looks_at_nothing(table):
    t = table("raze")
    t.give("ann", hand=["raze", "copper"], deck=["gold"], discards=[])
    t.play("raze")
    assert t.answer("copper") is None
    assert t.ann.deck == ["gold"] and t.ann.hand == [] and t.game.trash == ["copper"]


def test_with_an_empty_hand_raze_trashes_itself(table):
    t = table("raze")
    t.give("ann", hand=["raze"], deck=["gold", "silver"], discards=[])
    decision = t.play("raze")
    assert decision.kind == "discard" and t.game.trash == ["raze"]


def test_throne_room_the_second_play_must_trash_from_the_hand(table):
    t = table("raze", "throne-room")
    t.give("ann", hand=["throne-room", "raze", "copper"], deck=["gold", "silver"], discards=[])
    t.play("throne-room")
    t.answer("raze")
    t.answer()  # the first play trashes Raze
    t.answer("gold")  # keeps Gold, discards Silver
    second = t.game.pending
    assert second.kind == "trash" and second.min == 1 and "raze" not in second.options
    assert t.answer("copper") is None
    assert sorted(t.game.trash) == ["copper", "raze"]
