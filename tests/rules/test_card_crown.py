"""Crown (Empires, an Action-Treasure): if it's your action phase, you may play an action card from your hand
twice; if it's your buy phase, you may play a treasure from your hand twice.

Rulings (official FAQ, in our words), each a test below: in the action phase it plays an action twice with
no action spent beyond its own; in the buy phase (played as a treasure) a treasure twice, spending no action;
a Crown may play another Crown in either phase (two more actions, or two more treasures, each twice); played
by an action (a Throne Room) it is in the action phase; it is both types whenever played (a Sacrifice trashing
it: both bonuses, tests/rules/test_card_sacrifice.py); on a duration it stays in play with it; it may play
nothing."""

from __future__ import annotations


def test_action_phase_an_action_twice(table):
    t = table("crown", "smithy")
    t.give("ann", hand=["crown", "smithy"], deck=["copper"] * 10)
    decision = t.play("crown")
    assert decision.kind == "play" and decision.options == ("smithy",) and decision.min == 0
    assert t.answer("smithy") is None
    assert len(t.ann.hand) == 6 and t.game.actions == 0 and t.ann.plays == ["crown", "smithy"]


def test_buy_phase_a_treasure_twice(table):
    t = table("crown")
    t.give("ann", hand=["crown", "gold", "copper"], deck=["copper"] * 10)
    t.add("crown")
    decision = t.game.pending
    assert decision.options == ("copper", "gold") and decision.kind == "play"
    assert t.answer("gold") is None
    assert t.game.coins == 6 and t.ann.plays == ["crown", "gold"]


def test_crown_on_crown_in_each_phase(table):
    t = table("crown", "village")
    t.give("ann", hand=["crown", "crown", "village", "village"], deck=["copper"] * 10)
    t.play("crown")
    t.answer("crown")
    t.answer("village")
    assert t.answer("village") is None
    assert t.game.actions == 8 and len(t.ann.hand) == 4
    t2 = table("crown")
    t2.give("ann", hand=["crown", "crown", "gold", "silver"])
    t2.add("crown")
    t2.answer("crown")
    t2.answer("gold")
    assert t2.answer("silver") is None
    assert t2.game.coins == 2 * 3 + 2 * 2 and t2.ann.hand == []  # a Gold twice, a Silver twice


def test_played_by_a_throne_room_it_is_in_the_action_phase(table):
    t = table("crown", "throne-room", "village")
    t.give("ann", hand=["throne-room", "crown", "village", "village"], deck=["copper"] * 10)
    t.play("throne-room")
    decision = t.answer("crown")
    assert decision.card == "crown" and decision.options == ("village",)


def test_on_a_duration_it_stays_with_it(table):
    t = table("crown", "caravan")
    t.give("ann", hand=["crown", "caravan"], deck=["copper"] * 20, discards=[])
    t.play("crown")
    t.answer("caravan")
    t.clean()
    assert sorted(t.ann.durations) == ["caravan", "crown"]
    t.clean()  # bob
    assert len(t.ann.hand) == 7
    t.clean()
    assert t.ann.durations == []


def test_it_may_play_nothing(table):
    t = table("crown", "smithy")
    t.give("ann", hand=["crown", "smithy"])
    t.play("crown")
    assert t.answer() is None and t.ann.hand == ["smithy"]
    t2 = table("crown")
    t2.give("ann", hand=["crown"])
    t2.add("crown")
    assert t2.game.pending is None or t2.answer() is None
    assert t2.game.coins == 0
