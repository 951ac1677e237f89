"""Royal Carriage (Adventures): +1 action, onto the Tavern mat; called right after its owner finishes playing
an action card that is still in play, it plays that card again."""

from __future__ import annotations


def test_played_it_gives_an_action_and_goes_onto_the_mat(table):
    t = table("royal-carriage")
    t.give("ann", hand=["royal-carriage"], deck=[], discards=[])
    assert t.play("royal-carriage") is None
    assert t.game.actions == 1 and t.ann.mats["tavern"] == ["royal-carriage"]


def test_called_after_an_action_it_plays_it_again(table):
    t = table("royal-carriage", "smithy")
    t.give("ann", hand=["smithy"], deck=["copper"] * 6, discards=[])
    t.ann.mats["tavern"] = ["royal-carriage"]
    decision = t.play("smithy")
    assert decision.kind == "call" and len(t.ann.hand) == 3  # the Smithy resolved completely first
    assert t.answer("royal-carriage") is None
    assert len(t.ann.hand) == 6 and sorted(t.ann.plays) == ["royal-carriage", "smithy"]


def test_two_carriages_may_replay_the_same_action(table):
    t = table("royal-carriage", "village")
    t.give("ann", hand=["village"], deck=["copper"] * 6, discards=[])
    t.ann.mats["tavern"] = ["royal-carriage", "royal-carriage"]
    t.play("village")
    again = t.answer("royal-carriage")
    assert again.kind == "call" and again.options == ("royal-carriage",)
    assert t.answer("royal-carriage") is None
    assert t.game.actions == 6 and len(t.ann.hand) == 3


def test_an_action_that_left_play_is_not_replayed(table):
    # A Reserve card played goes onto the mat: it is no longer in play.
    t = table("royal-carriage", "ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["copper"] * 6, discards=[])
    t.ann.mats["tavern"] = ["royal-carriage"]
    assert t.play("ratcatcher") is None


def test_a_card_trashed_by_its_own_play_is_not_replayed(table):
    t = table("royal-carriage", "feast")
    t.give("ann", hand=["feast"], deck=[], discards=[])
    t.ann.mats["tavern"] = ["royal-carriage"]
    t.play("feast")
    assert t.answer("duchy") is None and t.ann.mats["tavern"] == ["royal-carriage"]


def test_a_called_reserve_card_is_not_replayed(table):
    t = table("royal-carriage", "ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["copper"] * 10, discards=[])
    t.play("ratcatcher")
    t.ann.mats["tavern"].append("royal-carriage")
    t.next_turn_of_ann()
    t.answer("ratcatcher")
    assert t.answer("copper") is None  # no call of Royal Carriage after a call


def test_a_duration_replayed_keeps_the_carriage_in_play(table):
    t = table("royal-carriage", "caravan")
    t.give("ann", hand=["caravan"], deck=["copper"] * 12, discards=[])
    t.ann.mats["tavern"] = ["royal-carriage"]
    t.play("caravan")
    t.answer("royal-carriage")
    t.clean()
    assert sorted(t.ann.plays) == ["caravan", "royal-carriage"]
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    assert len(t.ann.hand) == 7  # two Caravan draws


def test_a_non_duration_replayed_the_carriage_leaves_at_clean_up(table):
    t = table("royal-carriage", "village")
    t.give("ann", hand=["village"], deck=["copper"] * 12, discards=[])
    t.ann.mats["tavern"] = ["royal-carriage"]
    t.play("village")
    t.answer("royal-carriage")
    t.clean()
    assert t.ann.plays == [] and "royal-carriage" in t.ann.discards


def test_a_throne_room_replayed_plays_another_card_twice(table):
    t = table("royal-carriage", "throne-room", "village")
    t.give("ann", hand=["throne-room", "village", "village"], deck=["copper"] * 8, discards=[])
    t.ann.mats["tavern"] = ["royal-carriage"]
    t.play("throne-room")
    t.answer("village")
    t.answer()  # not after the first Village
    t.answer()  # not after the second
    t.answer("royal-carriage")  # after the Throne Room
    t.answer("village")
    assert t.game.actions == 8 and t.game.pending is None
