"""Set-up chosen by the kingdom (docs/rules-core.md, "Set-up"): Platinum and Colony in a Colony game (the
`colony` option, or by the rule of the box), the end when the Colony pile is empty, three piles counting
supply piles only."""

from __future__ import annotations

import pytest

from referee.protocol_rules import game_rules
from referee.rules.cards import ALL_KINGDOM_CARDS, KINGDOM_CARDS
from referee.rules.game import Game
from referee.rules.spec import SPECS

BASE_KINGDOM = KINGDOM_CARDS[:10]
WITH_PROSPERITY = ("watchtower", *KINGDOM_CARDS[:9])


def test_a_base_kingdom_is_never_a_colony_game():
    for seed in range(20):
        game = Game(["ann", "bob"], seed=seed, kingdom=BASE_KINGDOM)
        assert not game.colony and "colony" not in game.piles and "platinum" not in game.piles


def test_a_base_kingdom_draws_nothing_more_from_the_shuffles():
    # The colony draw happens only with a Prosperity card: a base game's shuffles are what they were.
    one = Game(["ann", "bob"], seed=7, kingdom=BASE_KINGDOM)
    two = Game(["ann", "bob"], seed=7, kingdom=BASE_KINGDOM, colony=False)
    assert one.players[0].hand == two.players[0].hand and one.rng.random() == two.rng.random()


def test_a_colony_game_has_platinum_and_colony_piles():
    game = Game(["ann", "bob", "cat"], seed=1, kingdom=BASE_KINGDOM, colony=True)
    assert game.colony and game.piles["platinum"] == 12 and game.piles["colony"] == 12
    order = list(game.piles)
    assert order.index("gold") < order.index("platinum") < order.index("estate")
    assert order.index("province") < order.index("colony") < order.index("curse")
    assert "colony" not in game.kingdom


def test_the_rule_of_the_box_decides_by_a_random_kingdom_card():
    prosperity = [c for c in ALL_KINGDOM_CARDS if SPECS[c].set == "prosperity"]
    kingdom = (*prosperity[:1], *KINGDOM_CARDS[:9])
    colonies = sum(Game(["ann", "bob"], seed=s, kingdom=kingdom).colony for s in range(200))
    assert 0 < colonies < 200  # one Prosperity card in ten: about one game in ten


def test_a_colony_game_ends_when_the_colony_pile_is_empty():
    from protocol.messages import Clean

    game = Game(["ann", "bob"], seed=1, kingdom=BASE_KINGDOM, colony=True)
    game.set_pile("colony", 0)
    game.apply(Clean(game.player.hand[0]))
    assert game.over and game.end == "colonies"


def test_three_piles_count_supply_piles_only():
    game = Game(["ann", "bob"], seed=1, kingdom=BASE_KINGDOM)
    game.non_supply["spoils"] = 0
    game.set_pile(BASE_KINGDOM[0], 0)
    game.set_pile(BASE_KINGDOM[1], 0)
    assert game.empty_piles() == 2


def test_protocol_v4_plays_the_base_game_only():
    with pytest.raises(ValueError, match="the kingdom has watchtower, which protocol v4 does not know"):
        Game(["ann", "bob"], rules=game_rules(4), seed=1, kingdom=WITH_PROSPERITY)
    assert Game(["ann", "bob"], rules=game_rules(4), seed=1, kingdom=BASE_KINGDOM).kingdom
