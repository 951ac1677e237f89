"""Guide (Adventures, a Reserve card): +1 card, +1 action, then onto the Tavern mat; called at the start of
its owner's turn, it discards the hand and draws 5 cards."""

from __future__ import annotations


def test_played_it_draws_and_goes_onto_the_tavern_mat(table):
    t = table("guide")
    t.give("ann", hand=["guide"], deck=["silver"], discards=[])
    assert t.play("guide") is None
    assert t.ann.hand == ["silver"] and t.game.actions == 1 and t.ann.mats["tavern"] == ["guide"]


def test_called_it_discards_the_hand_and_draws_five(table):
    t = table("guide")
    t.give("ann", hand=["guide"], deck=["copper"] * 5, discards=[])
    t.play("guide")
    t.give("ann", deck=["estate"] * 5 + ["gold"] * 5, discards=[])  # top first
    t.next_turn_of_ann()
    assert sorted(t.ann.hand) == ["estate"] * 5
    assert t.answer("guide") is None
    assert t.ann.hand == ["gold"] * 5 and t.ann.discards[-5:] == ["estate"] * 5 and t.ann.plays == ["guide"]


def test_the_player_picks_which_reserve_to_call_first(table):
    # Guide first, then Ratcatcher trashes a card of the new hand.
    t = table("guide", "ratcatcher")
    t.give("ann", hand=["guide", "ratcatcher"], deck=["copper", "copper"], discards=[])
    t.play("guide")
    t.play("ratcatcher")
    t.give("ann", deck=["estate"] * 5 + ["curse"] + ["silver"] * 4, discards=[])
    t.next_turn_of_ann()
    decision = t.game.pending
    assert decision.options == ("guide", "ratcatcher")
    t.answer("guide")
    assert t.ann.hand[0] == "curse"
    t.answer("ratcatcher")
    t.answer("curse")
    assert t.game.trash == ["curse"] and sorted(t.ann.plays) == ["guide", "ratcatcher"]


def test_calls_come_after_the_durations_start_of_turn_hooks(table):
    # Our ruling (docs/landscapes.md, section 6): the durations' hooks first, then the Tavern calls, so a
    # Caravan's card is in the hand that Guide discards.
    t = table("guide", "caravan")
    t.give("ann", hand=["guide", "caravan"], deck=["copper", "copper"], discards=[])
    t.play("guide")
    t.play("caravan")
    t.give("ann", deck=["estate"] * 5 + ["silver"] + ["gold"] * 5, discards=[])
    t.next_turn_of_ann()
    assert sorted(t.ann.hand) == ["estate"] * 5 + ["silver"]
    t.answer("guide")
    assert t.ann.hand == ["gold"] * 5
