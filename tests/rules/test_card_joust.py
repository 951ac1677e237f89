"""Joust (Cornucopia & Guilds, second edition only): +1 card, +1 action, +1 coin; you may set aside a Province
from your hand to gain any Reward to your hand; the Province is discarded in clean-up.

Rulings (official FAQ, in our words): one copy of each of the six Rewards with 2 players, two copies with 3 or
more; with 3 or more players a player may gain a Reward it already has; the Province set aside is discarded at
clean-up with the other cards; Rewards are not in the supply (their pile running out ends nothing, no buy or
other gain takes them from their pile) and only Joust gains them from their pile."""

from __future__ import annotations

import pytest

from protocol.messages import Buy
from referee import views
from referee.rules.game import count_cards
from referee.rules.legality import check_play

REWARDS = ("coronet", "courser", "demesne", "housecarl", "huge-turnip", "renown")


@pytest.mark.parametrize(("players", "copies"), [(2, 1), (3, 2), (4, 2)])
def test_the_rewards_pile(table, players, copies):
    """Ruling: one of each Reward with 2 players, two of each with 3 or 4."""
    t = table("joust", players=players)
    assert t.game.non_supply == {reward: copies for reward in REWARDS}
    assert not set(REWARDS) & set(t.game.piles)


def test_province_set_aside_gains_a_reward_to_the_hand(table):
    t = table("joust")
    t.give("ann", hand=["joust", "province", "copper"], deck=["estate", "silver"])
    total = count_cards(t.game)
    decision = t.play("joust")
    assert (decision.kind, decision.options, decision.min, decision.max) == ("set-aside", ("province",), 0, 1)
    assert (t.game.actions, t.game.coins) == (1, 1) and "estate" in t.ann.hand
    decision = t.answer("province")
    assert (decision.kind, decision.source, decision.options, decision.min) == (
        "gain",
        "non-supply",
        REWARDS,
        1,
    )
    assert t.ann.mats == {"joust": ["province"]}
    assert t.answer("renown") is None
    assert "renown" in t.ann.hand and t.game.non_supply["renown"] == 0
    assert count_cards(t.game) == total


def test_the_province_is_discarded_at_clean_up(table):
    """Ruling: the Province set aside goes to the discard pile in clean-up with the other cards."""
    t = table("joust")
    t.give("ann", hand=["joust", "province"], deck=["copper"] * 10, discards=[])
    t.play("joust")
    t.answer("province")
    t.answer("courser")
    t.clean()
    assert "province" in t.ann.discards and t.ann.mats.get("joust", []) == []


def test_setting_aside_is_optional(table):
    t = table("joust")
    t.give("ann", hand=["joust", "province"], deck=["copper"])
    t.play("joust")
    assert t.answer() is None
    assert "province" in t.ann.hand and sum(t.game.non_supply.values()) == 6


def test_no_province_no_decision(table):
    t = table("joust")
    t.give("ann", hand=["joust", "duchy"], deck=["copper"])
    assert t.play("joust") is None


def test_only_the_rewards_left_are_offered(table):
    t = table("joust")
    for reward in REWARDS[:4]:
        t.game.non_supply[reward] = 0
    t.give("ann", hand=["joust", "province"], deck=["copper"])
    t.play("joust")
    assert t.answer("province").options == ("huge-turnip", "renown")


def test_no_reward_left(table):
    """Ruling: with every Reward claimed a Joust gains nothing; our choice: it then asks nothing."""
    t = table("joust")
    for reward in REWARDS:
        t.game.non_supply[reward] = 0
    t.give("ann", hand=["joust", "province"], deck=["copper"])
    assert t.play("joust") is None and "province" in t.ann.hand


def test_a_second_copy_with_three_players(table):
    """Ruling: with 3 or more players a player may gain a Reward it already has."""
    t = table("joust", players=3)
    t.give("ann", hand=["joust", "joust", "province", "province"], deck=["copper"] * 4)
    t.play("joust")
    t.answer("province")
    t.answer("renown")
    t.play("joust")
    assert "renown" in t.answer("province").options
    t.answer("renown")
    assert t.ann.hand.count("renown") == 2 and t.game.non_supply["renown"] == 0


def test_rewards_cannot_be_bought_or_gained_from_the_supply(table):
    """Ruling: Rewards are not in the supply: no buy, no gain from the supply offers them, and their pile
    empty ends nothing."""
    t = table("joust", "workshop")
    t.give("ann", hand=["workshop", "copper"], deck=["copper"])
    decision = t.play("workshop")
    assert not set(REWARDS) & set(decision.options)
    t.answer("silver")
    t.add("copper")
    assert check_play(views.view(t.game), Buy("renown"), arguments=False) is not None
    for reward in REWARDS:
        t.game.non_supply[reward] = 0
    assert t.game.empty_piles() == 0


def test_throne_room_joust_two_rewards(table):
    """Throne Room on Joust: each play may set aside a Province for a Reward; both Provinces are discarded."""
    t = table("joust", "throne-room")
    t.give("ann", hand=["throne-room", "joust", "province", "province"], deck=["copper"] * 10, discards=[])
    t.play("throne-room")
    t.answer("joust")
    t.answer("province")
    t.answer("demesne")
    t.answer("province")
    t.answer("courser")
    assert {"demesne", "courser"} <= set(t.ann.hand) and t.ann.mats["joust"] == ["province", "province"]
    t.clean()
    assert t.ann.discards.count("province") == 2
