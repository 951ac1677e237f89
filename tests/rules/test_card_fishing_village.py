"""Fishing Village (Seaside, both editions): +2 actions, +1 coin; at the start of your next turn, +1 action
and +1 coin. A duration: it stays in play until the clean-up of that next turn.

Rulings (official FAQ, in our words): the next turn's +1 action and +1 coin come on top of the turn's usual
action; it is discarded at the clean-up of the turn after it was played; a Throne Room on it gives +4
actions and +2 coins now and +2 actions and +2 coins next turn, and the Throne Room stays out as long."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_fishing_village_now_and_next_turn(table):
    t = table("fishing-village")
    t.give("ann", hand=["fishing-village"], deck=["copper"] * 12)
    total = count_cards(t.game)
    t.play("fishing-village")
    assert (t.game.actions, t.game.coins) == (2, 1)
    t.clean()
    assert t.ann.plays == ["fishing-village"] and t.ann.durations == ["fishing-village"]
    t.clean()  # bob
    assert t.game.player.name == "ann" and (t.game.actions, t.game.coins) == (2, 1)
    t.clean()
    assert t.ann.plays == [] and "fishing-village" in t.ann.discards
    assert count_cards(t.game) == total


def test_throne_room_on_fishing_village_doubles_both_halves(table):
    t = table("fishing-village", "throne-room")
    t.give("ann", hand=["throne-room", "fishing-village"], deck=["copper"] * 12)
    t.play("throne-room")
    t.answer("fishing-village")
    assert (t.game.actions, t.game.coins) == (4, 2)
    t.clean()
    assert sorted(t.ann.plays) == ["fishing-village", "throne-room"]
    t.clean()
    assert (t.game.actions, t.game.coins) == (3, 2)
    t.clean()
    assert t.ann.plays == []
