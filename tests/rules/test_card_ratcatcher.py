"""Ratcatcher (Adventures, a Reserve card): +1 card, +1 action, then onto the Tavern mat; called at the start
of its owner's turn, it trashes a card from the hand. The Tavern mat's rules (docs/landscapes.md, section 6;
the Reserve rules of the set's rulebook) are tested here and in tests/rules/test_card_guide.py."""

from __future__ import annotations

from referee.rules.legality import legal_answers


def test_played_it_gives_its_numbers_and_goes_onto_the_tavern_mat(table):
    t = table("ratcatcher")
    t.give("ann", hand=["ratcatcher", "copper"], deck=["silver", "estate"], discards=[])  # top first
    assert t.play("ratcatcher") is None
    assert t.ann.hand == ["copper", "silver"] and t.game.actions == 1
    assert t.ann.plays == [] and t.ann.mats["tavern"] == ["ratcatcher"]


def test_it_stays_on_the_mat_through_clean_up_and_counts_as_its_owners_card(table):
    t = table("ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["copper"] * 6, discards=[])
    t.play("ratcatcher")
    t.clean()
    assert t.ann.mats["tavern"] == ["ratcatcher"] and "ratcatcher" not in t.ann.discards
    assert "ratcatcher" in t.game.places()["ann.mat.tavern"]


def test_called_at_the_start_of_the_turn_it_trashes_a_card_of_the_hand_and_is_in_play(table):
    t = table("ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["estate", "copper", "copper", "copper", "copper", "copper"])
    t.play("ratcatcher")
    t.give("ann", deck=["estate", "copper", "copper", "copper", "copper"], discards=[])
    t.next_turn_of_ann()
    decision = t.game.pending
    assert (decision.player, decision.kind, decision.source) == ("ann", "call", "mat")
    assert decision.options == ("ratcatcher",) and decision.optional
    trash = t.answer("ratcatcher")
    assert trash.kind == "trash" and trash.min == 1
    assert t.answer("estate") is None
    assert t.game.trash == ["estate"] and t.ann.plays == ["ratcatcher"] and "tavern" not in t.ann.mats
    # Calling is not playing: the turn's one action is still there.
    assert t.game.actions == 1


def test_a_call_may_be_declined_and_the_card_waits_for_a_later_turn(table):
    t = table("ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["copper"] * 6, discards=[])
    t.play("ratcatcher")
    t.next_turn_of_ann()
    assert t.answer() is None
    assert t.ann.mats["tavern"] == ["ratcatcher"] and t.ann.plays == []


def test_called_it_leaves_play_at_clean_up(table):
    t = table("ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["copper"] * 12, discards=[])
    t.play("ratcatcher")
    t.next_turn_of_ann()
    t.answer("ratcatcher")
    t.answer("copper")
    t.clean()
    assert "ratcatcher" in t.ann.discards and t.ann.plays == [] and "tavern" not in t.ann.mats


def test_two_on_the_mat_are_offered_again_after_each_call(table):
    t = table("ratcatcher", "throne-room")
    t.give("ann", hand=["ratcatcher", "ratcatcher"], deck=["silver"] * 4, discards=[])
    t.play("ratcatcher")
    t.play("ratcatcher")
    assert t.ann.mats["tavern"] == ["ratcatcher", "ratcatcher"]
    t.give("ann", deck=["curse", "estate", "copper", "copper", "copper"], discards=[])
    t.next_turn_of_ann()
    t.answer("ratcatcher")
    t.answer("curse")
    again = t.game.pending
    assert again.kind == "call" and again.options == ("ratcatcher",)
    t.answer("ratcatcher")
    t.answer("estate")
    assert sorted(t.game.trash) == ["curse", "estate"] and t.ann.plays == ["ratcatcher", "ratcatcher"]


def test_throne_room_gives_the_numbers_twice_and_it_goes_onto_the_mat_once(table):
    t = table("ratcatcher", "throne-room")
    t.give("ann", hand=["throne-room", "ratcatcher"], deck=["silver", "gold", "copper"], discards=[])
    t.play("throne-room")
    assert t.answer("ratcatcher") is None
    assert t.game.actions == 2 and sorted(t.ann.hand) == ["gold", "silver"]
    assert t.ann.mats["tavern"] == ["ratcatcher"] and t.ann.plays == ["throne-room"]


def test_with_an_empty_hand_the_call_trashes_nothing(table):
    t = table("ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["copper"] * 6, discards=[])
    t.play("ratcatcher")
    t.next_turn_of_ann()
    t.ann.deck.extend(t.ann.hand)
    t.ann.hand.clear()
    assert t.answer("ratcatcher") is None and t.game.trash == []


def test_the_call_decisions_answers_are_the_mats_cards_or_nothing(table):
    t = table("ratcatcher")
    t.give("ann", hand=["ratcatcher"], deck=["copper"] * 6, discards=[])
    t.play("ratcatcher")
    t.next_turn_of_ann()
    assert set(legal_answers(t.game.pending)) == {(), ("ratcatcher",)}
    assert "silver" in t.illegal("silver")
