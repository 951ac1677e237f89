"""Decisions of the reference strategies on hand-made views: each rule of each player, and legality.

Every play and defense is also judged with `referee.rules.legality` (the project's one legality decision).
"""

from __future__ import annotations

import random

import pytest

from players import REFERENCE, big_money, militia_money, mine_money, passive, smithy_money, village_smithy
from players.tactics import clean_up, discard_down_to_three, money_priorities
from protocol.messages import (
    Act,
    Add,
    Buy,
    Card,
    Clean,
    DiscardDefense,
    MoatDefense,
)
from protocol.versions import VERSIONS
from referee.protocol_rules import supply_piles
from referee.rules.legality import check_defense, check_play
from referee.seats.seat import Strategy as SeatStrategy

C = Card


def test_discard_keeps_the_three_best_and_lists_the_worst_first(state):
    defense = discard_down_to_three((C.COPPER, C.GOLD, C.ESTATE, C.COPPER, C.SILVER))
    assert defense == DiscardDefense((C.ESTATE, C.COPPER))
    assert check_defense(state([C.COPPER, C.GOLD, C.ESTATE, C.COPPER, C.SILVER]), defense) is None


def test_discard_drops_victory_cards_before_coppers():
    defense = discard_down_to_three((C.PROVINCE, C.COPPER, C.DUCHY, C.COPPER, C.COPPER, C.ESTATE))
    assert sorted(defense.cards) == sorted((C.PROVINCE, C.DUCHY, C.ESTATE))


def test_discard_keeps_one_terminal_without_a_village():
    defense = discard_down_to_three((C.SMITHY, C.MILITIA, C.GOLD, C.COPPER, C.COPPER))
    assert sorted(defense.cards) == sorted((C.MILITIA, C.COPPER))


def test_discard_keeps_two_terminals_with_a_village():
    defense = discard_down_to_three((C.SMITHY, C.MILITIA, C.VILLAGE, C.COPPER, C.ESTATE))
    assert sorted(defense.cards) == sorted((C.COPPER, C.ESTATE))


@pytest.mark.parametrize("size", [0, 1, 2, 3])
def test_three_or_fewer_cards_discard_nothing(size):
    assert discard_down_to_three((C.ESTATE,) * size) == DiscardDefense(())


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_every_player_reveals_a_moat_when_it_holds_one(name, state, strategies):
    view = state([C.COPPER, C.MOAT, C.ESTATE, C.SILVER, C.GOLD], actions=0, buys=0)
    defense = strategies[name]().defend("other", view)
    assert check_defense(view, defense) is None
    if name != "random_legal":
        assert defense == MoatDefense()


def test_clean_up_exposes_the_least_useful_card(state):
    assert clean_up(state([C.GOLD, C.ESTATE, C.SMITHY])) == Clean(C.ESTATE)
    assert clean_up(state([C.SILVER, C.COPPER])) == Clean(C.COPPER)
    assert clean_up(state([])) == Clean()


def test_big_money_plays_treasures_best_first_then_buys_by_coins(state):
    player = big_money.Strategy()
    assert player.move(state([C.COPPER, C.ESTATE, C.SILVER])) == Add(C.SILVER)
    assert player.move(state([C.ESTATE], actions=0, coins=8)) == Buy(C.PROVINCE)
    assert player.move(state([C.ESTATE], actions=0, coins=11)) == Buy(C.PROVINCE)
    for coins in (6, 7):
        assert player.move(state([], actions=0, coins=coins)) == Buy(C.GOLD)
    for coins in (3, 4, 5):
        assert player.move(state([], actions=0, coins=coins)) == Buy(C.SILVER)
    assert player.move(state([C.ESTATE], actions=0, coins=2)) == Clean(C.ESTATE)
    assert player.move(state([], actions=0, coins=9, buys=0)) == Clean()


def test_big_money_falls_back_when_a_pile_is_empty(state, supply):
    no_provinces = tuple(card for card in supply() if card != C.PROVINCE)
    assert big_money.Strategy().move(state([], coins=8, supply=no_provinces)) == Buy(C.GOLD)


def test_big_money_never_plays_an_action(state):
    assert big_money.Strategy().move(state([C.MINE, C.ESTATE])) == Clean(C.ESTATE)


def test_money_end_game_buys_duchies_and_estates_when_provinces_run_low(state, supply):
    def with_provinces(n):
        return tuple(card for card in supply() if card != C.PROVINCE) + (C.PROVINCE,) * n

    assert money_priorities(state(supply=with_provinces(8)))[:2] == [C.PROVINCE, C.GOLD]
    player = smithy_money.Strategy()
    has_a_smithy = dict(actions=0, deck=[C.SMITHY, C.COPPER])
    assert player.move(state([], coins=6, supply=with_provinces(5), **has_a_smithy)) == Buy(C.GOLD)
    assert player.move(state([], coins=6, supply=with_provinces(4), **has_a_smithy)) == Buy(C.DUCHY)
    assert player.move(state([], coins=5, supply=with_provinces(6), **has_a_smithy)) == Buy(C.SILVER)
    assert player.move(state([], coins=5, supply=with_provinces(5), **has_a_smithy)) == Buy(C.DUCHY)
    assert player.move(state([], coins=2, supply=with_provinces(2), **has_a_smithy)) == Buy(C.ESTATE)
    assert player.move(state([], coins=2, supply=with_provinces(3), **has_a_smithy)) == Clean()


def test_mine_money_mines_the_best_upgrade_first(state, supply):
    player = mine_money.Strategy()
    hand = [C.MINE, C.COPPER, C.SILVER, C.ESTATE]
    assert player.move(state(hand)) == Act(C.MINE, (C.SILVER, C.GOLD))
    no_gold = tuple(card for card in supply(1) if card != C.GOLD)
    assert player.move(state(hand, supply=no_gold)) == Act(C.MINE, (C.COPPER, C.SILVER))
    assert player.move(state([C.MINE, C.GOLD, C.ESTATE])) == Add(C.GOLD)


def test_mine_money_buys_one_mine_then_a_second_in_a_bigger_deck(state):
    player = mine_money.Strategy()
    assert player.move(state([], actions=0, coins=5, version=1, deck=[C.COPPER] * 10)) == Buy(C.MINE)
    one = dict(version=1, actions=0, coins=5, discards=[C.MINE])
    assert player.move(state([], deck=[C.COPPER] * 10, **one)) == Buy(C.SILVER)
    assert player.move(state([], deck=[C.COPPER] * 17, **one)) == Buy(C.MINE)


def test_smithy_money_plays_smithy_and_buys_one_early(state):
    player = smithy_money.Strategy()
    assert player.move(state([C.SMITHY, C.COPPER, C.COPPER])) == Act(C.SMITHY)
    assert player.move(state([], actions=0, coins=4, deck=[C.COPPER] * 10)) == Buy(C.SMITHY)
    assert player.move(state([], actions=0, coins=4, version=1, deck=[C.COPPER] * 10)) == Buy(C.SILVER)


def test_militia_money_attacks_and_buys_a_moat_with_two_coins(state):
    player = militia_money.Strategy()
    assert player.move(state([C.MILITIA, C.MOAT, C.COPPER])) == Act(C.MILITIA)
    assert player.move(state([C.MOAT, C.COPPER])) == Act(C.MOAT)
    assert player.move(state([], actions=0, coins=4, deck=[C.COPPER] * 10)) == Buy(C.MILITIA)
    assert player.move(state([], actions=0, coins=2, deck=[C.COPPER] * 10)) == Buy(C.MOAT)


def test_village_smithy_plays_villages_and_markets_before_a_smithy(state):
    player = village_smithy.Strategy()
    hand = [C.SMITHY, C.MARKET, C.VILLAGE, C.COPPER]
    assert player.move(state(hand)) == Act(C.VILLAGE)
    assert player.move(state([C.SMITHY, C.MARKET, C.COPPER])) == Act(C.MARKET)
    assert player.move(state([C.SMITHY, C.REMODEL, C.ESTATE])) == Act(C.SMITHY)


def test_village_smithy_remodels_gold_into_a_province_late(state, supply):
    late = tuple(card for card in supply() if card != C.PROVINCE) + (C.PROVINCE,) * 3
    player = village_smithy.Strategy()
    hand = [C.REMODEL, C.SMITHY, C.GOLD]
    assert player.move(state(hand, supply=late)) == Act(C.REMODEL, (C.GOLD, C.PROVINCE))
    assert player.move(state([C.REMODEL, C.ESTATE, C.COPPER])) == Act(C.REMODEL, (C.ESTATE, C.SILVER))
    assert player.move(state([C.REMODEL, C.COPPER])) == Add(C.COPPER)


def test_village_smithy_balances_villages_and_smithies(state):
    player = village_smithy.Strategy()
    base = dict(actions=0, coins=4, deck=[C.COPPER] * 7)
    assert player.move(state([], **base)) == Buy(C.SMITHY)
    assert player.move(state([], discards=[C.SMITHY], **base)) == Buy(C.VILLAGE)
    assert player.move(state([], discards=[C.SMITHY, C.VILLAGE], **base)) == Buy(C.SMITHY)
    assert player.move(state([], actions=0, coins=5, deck=[C.COPPER] * 7)) == Buy(C.MARKET)


def test_passive_only_cleans_up(state):
    player = passive.Strategy()
    assert player.move(state([C.GOLD, C.COPPER, C.ESTATE], coins=8)) == Clean(C.ESTATE)
    assert player.move(state([])) == Clean()


def random_view(rng: random.Random, version: int, make_state):
    """A random but well-formed view: any hand and piles of the version's cards, any counters."""
    cards = sorted(VERSIONS[version].cards)
    supply = [card for card in supply_piles(version) for _ in range(rng.choice((0, 1, 1, 3, 8)))]
    return make_state(
        [rng.choice(cards) for _ in range(rng.choice((0, 1, 3, 5, 7, 10)))],
        version=version,
        supply=supply,
        actions=rng.choice((0, 1, 2)),
        buys=rng.choice((0, 1, 2)),
        coins=rng.randrange(0, 14),
        deck=[rng.choice(cards) for _ in range(rng.randrange(0, 20))],
        discards=[rng.choice(cards) for _ in range(rng.randrange(0, 20))],
    )


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_every_decision_on_random_views_is_legal(name, state, strategies):
    """Views no real game may reach (any hand, any counters, piles missing) still get legal answers."""
    rng = random.Random(f"tactics {name}")
    player = strategies[name]()
    for _ in range(3000):
        # A v4 player meets v3 views too (its key card missing from the kingdom): it plays money.
        version = rng.choice([v for v in (1, 2, 3) if v >= min(REFERENCE[name].min_version, 3)])
        view = random_view(rng, version, state)
        play = player.move(view)
        assert check_play(view, play) is None, (view, play)
        defense = player.defend("other", view)
        assert check_defense(view, defense) is None, (view, defense)


def test_reference_lists_exactly_the_player_modules(project_root):
    """Every `players/NAME.py` with a `Strategy` is listed, under its own name, and nothing else is."""
    modules = {
        path.stem
        for path in (project_root / "players").glob("*.py")
        if path.stem
        not in (
            "__init__",
            "kit",
            "tactics",
            "answers",
            "worth",
            "strategy",
            "conditions",
            "remote",
            "playout",
        )
    }
    assert modules == set(REFERENCE)
    for name, info in REFERENCE.items():
        assert info.module == f"players.{name}"
        assert info.min_version in (1, 2, 3, 4)
        assert info.description and "\n" not in info.description


@pytest.mark.parametrize("name", sorted(REFERENCE))
def test_each_strategy_implements_the_seat_interface(name, strategies):
    assert isinstance(strategies[name](), SeatStrategy)
