"""Duplicate (Adventures): onto the Tavern mat when played; called when its owner gains a card costing up to
6, it gains another copy of that card."""

from __future__ import annotations


def test_played_it_goes_onto_the_mat(table):
    t = table("duplicate")
    t.give("ann", hand=["duplicate"], deck=[], discards=[])
    assert t.play("duplicate") is None and t.ann.mats["tavern"] == ["duplicate"]


def test_called_on_a_buy_it_gains_another_copy(table):
    t = table("duplicate")
    t.give("ann", discards=[])
    t.ann.mats["tavern"] = ["duplicate"]
    t.game.coins = 6
    t.buy("gold")
    decision = t.game.pending
    assert (decision.kind, decision.options, decision.min) == ("call", ("duplicate",), 0)
    assert t.answer("duplicate") is None
    assert t.ann.discards == ["gold", "gold"] and t.ann.plays == ["duplicate"]


def test_a_card_costing_more_than_six_is_not_offered(table):
    t = table("duplicate")
    t.give("ann", discards=[])
    t.ann.mats["tavern"] = ["duplicate"]
    t.game.coins = 8
    t.buy("province")
    assert t.game.pending is None and t.ann.discards == ["province"]


def test_two_on_the_mat_gain_two_more_and_the_copies_may_call_again(table):
    t = table("duplicate")
    t.give("ann", discards=[])
    t.ann.mats["tavern"] = ["duplicate", "duplicate"]
    t.game.coins = 3
    t.buy("silver")
    t.answer("duplicate")  # a Silver gained by Duplicate: a gain, which may call the other one
    t.answer("duplicate")
    assert t.ann.discards == ["silver"] * 3 and "tavern" not in t.ann.mats


def test_on_another_players_turn_a_curse_gained_may_be_copied(table):
    t = table("duplicate", "witch")
    t.give("ann", hand=["witch"], deck=["copper"] * 2, discards=[])
    t.give("bob", discards=[])
    t.bob.mats["tavern"] = ["duplicate"]
    decision = t.play("witch")
    assert decision.player == "bob" and decision.kind == "call"
    t.answer("duplicate")
    assert t.bob.discards == ["curse", "curse"] and "duplicate" in t.bob.plays
    t.clean()
    assert "duplicate" in t.bob.discards and t.bob.plays == []  # called on ann's turn: leaves at its end


def test_nothing_gained_when_the_pile_ran_out(table):
    t = table("duplicate")
    t.game.set_pile("silver", 1)
    t.give("ann", discards=[])
    t.ann.mats["tavern"] = ["duplicate"]
    t.game.coins = 3
    t.buy("silver")
    t.answer("duplicate")
    assert t.ann.discards == ["silver"] and t.ann.plays == ["duplicate"]


def test_a_potion_card_is_not_offered(table):
    t = table("duplicate", "golem")
    t.give("ann", discards=[])
    t.ann.mats["tavern"] = ["duplicate"]
    t.game.coins = 4
    t.game.potions = 1
    t.buy("golem")
    assert t.game.pending is None
