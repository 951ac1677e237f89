"""Transmogrify (Adventures): +1 action, onto the Tavern mat; called at the start of its owner's turn, it
trashes a card from the hand and gains into the hand a card costing up to 1 more."""

from __future__ import annotations


def test_played_it_gives_an_action_and_goes_onto_the_mat(table):
    t = table("transmogrify")
    t.give("ann", hand=["transmogrify"], deck=[], discards=[])
    assert t.play("transmogrify") is None
    assert t.game.actions == 1 and t.ann.mats["tavern"] == ["transmogrify"]


def test_called_it_trashes_and_gains_into_the_hand(table):
    t = table("transmogrify", "village")
    t.give("ann", hand=["transmogrify"], deck=["copper"] * 5, discards=[])
    t.play("transmogrify")
    t.give("ann", deck=["silver", "copper", "copper", "copper", "copper"], discards=[])
    t.next_turn_of_ann()
    trash = t.answer("transmogrify")
    assert trash.kind == "trash" and trash.min == 1
    gain = t.answer("silver")
    assert gain.kind == "gain" and "village" in gain.options and "duchy" not in gain.options
    assert t.answer("village") is None
    assert "village" in t.ann.hand and t.game.trash == ["silver"] and t.ann.plays == ["transmogrify"]


def test_a_copper_trashed_gains_a_card_costing_up_to_one(table):
    t = table("transmogrify")
    t.give("ann", hand=["transmogrify"], deck=["copper"] * 5, discards=[])
    t.play("transmogrify")
    t.next_turn_of_ann()
    t.answer("transmogrify")
    gain = t.answer("copper")
    assert set(gain.options) == {"copper", "curse"}


def test_with_an_empty_hand_nothing_happens(table):
    t = table("transmogrify")
    t.give("ann", hand=["transmogrify"], deck=["copper"] * 5, discards=[])
    t.play("transmogrify")
    t.next_turn_of_ann()
    t.ann.deck.extend(t.ann.hand)
    t.ann.hand.clear()
    assert t.answer("transmogrify") is None and t.game.trash == []
