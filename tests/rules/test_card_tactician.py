"""Tactician (Seaside, both editions): discard your hand; if at least one card was discarded, at the start of
your next turn +5 cards, +1 action, +1 buy.

Rulings (official FAQ, in our words): with an empty hand it does nothing and is discarded at this turn's
clean-up; a Throne Room on it gives the bonus once (the second play finds the hand empty), and the Throne
Room stays in play with it; Outpost's extra turn then starts with the bonus (issue 29: Outpost with
Tactician)."""

from __future__ import annotations


def test_tactician_discards_the_hand_and_draws_five_more_next_turn(table):
    t = table("tactician")
    t.give("ann", hand=["tactician", "gold", "estate"], deck=["copper"] * 20)
    t.play("tactician")
    assert t.ann.hand == [] and {"gold", "estate"} <= set(t.ann.discards)
    t.clean()
    assert t.ann.plays == ["tactician"]
    t.clean()  # bob
    assert len(t.ann.hand) == 10 and (t.game.actions, t.game.buys) == (2, 2)
    t.clean()
    assert t.ann.plays == []


def test_tactician_with_an_empty_hand_does_nothing(table):
    t = table("tactician")
    t.give("ann", hand=["tactician"], deck=["copper"] * 20)
    t.play("tactician")
    t.clean()
    assert t.ann.plays == [] and "tactician" in t.ann.discards
    t.clean()  # bob
    assert len(t.ann.hand) == 5 and t.game.buys == 1


def test_throne_room_on_tactician_gives_one_bonus(table):
    t = table("tactician", "throne-room")
    t.give("ann", hand=["throne-room", "tactician", "copper"], deck=["copper"] * 20)
    t.play("throne-room")
    t.answer("tactician")
    t.clean()
    assert sorted(t.ann.plays) == ["tactician", "throne-room"]
    t.clean()  # bob
    assert len(t.ann.hand) == 10 and t.game.buys == 2
    t.clean()
    assert t.ann.plays == []


def test_outpost_then_tactician_the_extra_turn_starts_with_the_bonus(table):
    t = table("tactician", "outpost", "village")
    t.give("ann", hand=["village", "outpost", "tactician", "copper"], deck=["copper"] * 20)
    t.play("village")
    t.play("outpost")
    t.play("tactician")
    t.clean()
    assert t.game.player.name == "ann" and t.game.extra
    assert len(t.ann.hand) == 8 and t.game.buys == 2  # 3 for Outpost, +5
    t.clean()
    assert t.game.player.name == "bob" and t.ann.plays == []
