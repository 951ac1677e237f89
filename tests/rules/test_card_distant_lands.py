"""Distant Lands (Adventures): onto the Tavern mat when played; worth 4 VP if on its owner's Tavern mat at
the end of the game, else nothing."""

from __future__ import annotations


def test_played_it_goes_onto_the_mat(table):
    t = table("distant-lands")
    t.give("ann", hand=["distant-lands"], deck=[], discards=[])
    assert t.play("distant-lands") is None
    assert t.ann.mats["tavern"] == ["distant-lands"] and t.game.actions == 0


def test_worth_four_only_on_the_tavern_mat(table):
    t = table("distant-lands")
    t.give("ann", hand=[], deck=["distant-lands"], discards=["distant-lands"])
    t.ann.mats.clear()
    before = t.ann.score()
    t.ann.mats["tavern"] = ["distant-lands", "distant-lands"]
    assert t.ann.score() == before + 8


def test_not_called_it_stays_on_the_mat_for_good(table):
    t = table("distant-lands")
    t.give("ann", hand=["distant-lands"], deck=["copper"] * 10, discards=[])
    t.play("distant-lands")
    t.next_turn_of_ann()
    assert t.game.pending is None and t.ann.mats["tavern"] == ["distant-lands"]


def test_a_throne_room_puts_it_on_the_mat_once(table):
    t = table("distant-lands", "throne-room")
    t.give("ann", hand=["throne-room", "distant-lands"], deck=[], discards=[])
    t.play("throne-room")
    assert t.answer("distant-lands") is None
    assert t.ann.mats["tavern"] == ["distant-lands"] and t.ann.plays == ["throne-room"]
