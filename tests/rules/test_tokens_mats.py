"""Tokens and mats (docs/rules-core.md): VP tokens count in the score, Coffers become coins, mats hold a
player's cards (scored and conserved), pile tokens act in the gain path, and `places()`/`tokens()` show every
card and token for conservation checks; costs that differ are listed for the views."""

from __future__ import annotations

import pytest

from protocol.messages import Buy
from referee.rules.game import count_cards
from referee.rules.spec import score


def test_vp_tokens_count_in_the_score(table):
    t = table("smithy")
    before = t.ann.score()
    t.game.add_vp(t.ann, 3)
    assert t.ann.score() == before + 3 == score(t.ann.cards()) + 3
    assert t.game.tokens()["ann.vp"] == 3 and t.game.scores()["ann"] == before + 3


def test_coffers_are_spent_for_coins(table):
    t = table("smithy")
    t.game.add_coffers(t.ann, 2)
    t.game.spend_coffers(t.ann, 2)
    assert t.game.coins == 2 and t.ann.coffers == 0 and t.game.actions == 0
    with pytest.raises(ValueError, match="cannot spend 1 coffers: it has 0"):
        t.game.spend_coffers(t.ann, 1)


def test_a_mat_holds_cards_that_stay_the_players(table):
    t = table("smithy")
    t.give("ann", hand=["estate", "copper", "gold"])
    total = count_cards(t.game)
    points = t.ann.score()
    t.game.put_on_mat(t.ann, "island", ["estate"])
    assert t.ann.mats == {"island": ["estate"]} and t.ann.hand == ["copper", "gold"]
    assert t.game.places()["ann.mat.island"] == ["estate"]
    assert count_cards(t.game) == total and t.ann.score() == points
    assert t.game.take_from_mat(t.ann, "island") == ["estate"] and t.ann.mats == {}
    assert count_cards(t.game) == total


def test_trade_route_tokens_move_to_the_mat_when_their_pile_is_gained_from(table):
    t = table("smithy")
    t.game.add_pile_token("estate", "trade-route")
    t.give("ann", hand=["copper", "copper"])
    t.add("copper")
    t.add("copper")
    t.game.apply(Buy("estate"))
    assert t.game.tokens()["estate.trade-route"] == 0 and t.game.trade_route == 1


def test_embargo_tokens_give_a_curse_per_token_to_the_buyer(table):
    t = table("smithy")
    t.game.add_pile_token("silver", "embargo", 2)
    t.give("ann", hand=["silver", "copper"])
    t.add("silver")
    t.add("copper")
    t.game.apply(Buy("silver"))
    assert t.ann.discards.count("curse") == 2 and "silver" in t.ann.discards


def test_a_pile_token_needs_a_supply_pile(table):
    t = table("smithy")
    with pytest.raises(ValueError, match="platinum has no pile"):
        t.game.add_pile_token("platinum", "embargo")


def test_costs_that_differ_are_listed_for_the_views(table):
    t = table("bridge", "smithy")
    assert t.game.costs_differing() == ()
    t.give("ann", hand=["bridge"])
    t.play("bridge")
    costs = dict(t.game.costs_differing())
    assert costs["smithy"] == 3 and costs["province"] == 7 and "copper" not in costs
