"""Miser (Adventures): choose one: put a Copper of the hand onto the Tavern mat, or +1 coin per Copper
there."""

from __future__ import annotations


def test_a_copper_goes_onto_the_tavern_mat_and_stays_its_owners(table):
    t = table("miser")
    t.give("ann", hand=["miser", "copper", "estate"], deck=[], discards=[])
    t.play("miser")
    assert t.answer("copper-to-mat") is None
    assert t.ann.mats["tavern"] == ["copper"] and t.ann.hand == ["estate"]
    assert "copper" in t.game.places()["ann.mat.tavern"] and "copper" in t.ann.cards()


def test_coins_for_each_copper_on_the_mat(table):
    t = table("miser")
    t.give("ann", hand=["miser", "copper"], deck=[], discards=[])
    t.ann.mats["tavern"] = ["copper", "copper", "copper"]
    t.play("miser")
    t.answer("+coin")
    assert t.game.coins == 3 and t.ann.hand == ["copper"]


def test_with_no_copper_in_hand_the_first_choice_does_nothing(table):
    t = table("miser")
    t.give("ann", hand=["miser", "estate"], deck=[], discards=[])
    t.play("miser")
    assert t.answer("copper-to-mat") is None
    assert "tavern" not in t.ann.mats and t.ann.hand == ["estate"]


def test_coppers_on_the_mat_are_never_called_and_stay_through_clean_up(table):
    t = table("miser", "ratcatcher")
    t.give("ann", hand=["miser", "copper"], deck=["silver"] * 10, discards=[])
    t.play("miser")
    t.answer("copper-to-mat")
    t.next_turn_of_ann()
    assert t.game.pending is None and t.ann.mats["tavern"] == ["copper"]
