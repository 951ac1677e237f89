"""Coin of the Realm (Adventures): a treasure worth 1 that goes onto the Tavern mat when played; called right
after its owner finishes playing an action card, +2 actions."""

from __future__ import annotations


def test_played_it_gives_one_coin_and_goes_onto_the_mat(table):
    t = table("coin-of-the-realm")
    t.give("ann", hand=["coin-of-the-realm"], deck=[], discards=[])
    t.add("coin-of-the-realm")
    assert t.game.coins == 1 and t.ann.mats["tavern"] == ["coin-of-the-realm"] and t.ann.plays == []


def test_called_after_an_action_it_gives_two_actions(table):
    t = table("coin-of-the-realm", "smithy")
    t.give("ann", hand=["smithy", "smithy"], deck=["copper"] * 6, discards=[])
    t.ann.mats["tavern"] = ["coin-of-the-realm"]
    decision = t.play("smithy")
    assert (decision.kind, decision.source, decision.options) == ("call", "mat", ("coin-of-the-realm",))
    assert t.game.actions == 0 and len(t.ann.hand) == 4  # the Smithy resolved first
    assert t.answer("coin-of-the-realm") is None
    assert t.game.actions == 2 and "coin-of-the-realm" in t.ann.plays and "tavern" not in t.ann.mats
    assert t.play("smithy") is None  # nothing left to call


def test_not_offered_before_an_action_or_after_a_treasure(table):
    t = table("coin-of-the-realm")
    t.give("ann", hand=["copper", "coin-of-the-realm"], deck=[], discards=[])
    t.ann.mats["tavern"] = ["coin-of-the-realm"]
    t.add("copper")
    t.add("coin-of-the-realm")
    assert t.game.pending is None and t.ann.mats["tavern"] == ["coin-of-the-realm"] * 2


def test_declined_it_stays_on_the_mat_and_is_offered_after_the_next_action(table):
    t = table("coin-of-the-realm", "village")
    t.give("ann", hand=["village", "village"], deck=["copper"] * 4, discards=[])
    t.ann.mats["tavern"] = ["coin-of-the-realm"]
    t.play("village")
    assert t.answer() is None
    assert t.play("village").kind == "call"


def test_a_throne_room_offers_it_after_each_play_of_its_card_and_after_itself(table):
    t = table("coin-of-the-realm", "throne-room", "moat")
    t.give("ann", hand=["throne-room", "moat"], deck=["copper"] * 6, discards=[])
    t.ann.mats["tavern"] = ["coin-of-the-realm", "coin-of-the-realm", "coin-of-the-realm"]
    t.play("throne-room")
    assert t.answer("moat").kind == "call"  # after the first Moat
    t.answer("coin-of-the-realm")
    t.answer()
    assert t.game.pending.kind == "call"  # after the second Moat
    t.answer()
    assert t.game.pending.kind == "call"  # after the Throne Room
    t.answer("coin-of-the-realm")
    t.answer()
    assert t.game.actions == 4 and t.ann.mats["tavern"] == ["coin-of-the-realm"]


def test_it_leaves_play_at_clean_up_once_called(table):
    t = table("coin-of-the-realm", "village")
    t.give("ann", hand=["village"], deck=["copper"] * 8, discards=[])
    t.ann.mats["tavern"] = ["coin-of-the-realm"]
    t.play("village")
    t.answer("coin-of-the-realm")
    t.clean()
    assert "coin-of-the-realm" in t.ann.discards and "tavern" not in t.ann.mats
