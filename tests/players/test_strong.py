"""The strong player (players/strong.py, issue 45): its plan from the kingdom, and whole games of every set
without ejection, as a subprocess (protocol v5, as `referee` runs it) and in-process (`referee simulate`)."""

from __future__ import annotations

import sys

import pytest

from players.strong import Choice, choices, kingdom_piles, plan
from referee.kingdom import RANDOM, game_kingdom
from referee.match import MatchConfig, run_match
from referee.result import END_REASONS
from referee.simulate import Simulation, simulate
from tests.conftest import ROOT

STRONG = (sys.executable, "-m", "players.strong")
BMU = (sys.executable, "-m", "players.strategy", "big-money-ultimate")
TABLE = {
    "witch": Choice("witch", 2, True, 0.9, 0.5),
    "ghost-ship": Choice("ghost-ship", 2, True, 0.95, 0.2, 0.45),
    "smithy": Choice("smithy", 1, True, 0.7, 0.3, 0.52),
    "laboratory": Choice("laboratory", 2, False, 0.6, 0.4, 0.7),
    "chapel": Choice("chapel", 1, True, 0.3),
}


def test_the_plan_buys_the_best_card_of_the_kingdom_and_the_best_beside_it() -> None:
    # Ghost Ship beats money more than Witch does, but not Double Witch: the Witch ranks first.
    assert [c.card for c in choices(["chapel", "smithy", "witch", "laboratory", "ghost-ship"], TABLE)] == [
        "witch",
        "laboratory",
    ]
    # A second card that did no better beside two Witches than they did alone is left out; a card below
    # Big Money's 50% is never bought.
    assert [c.card for c in choices(["chapel", "smithy", "witch"], TABLE)] == ["witch"]
    assert choices(["chapel", "moat"], TABLE) == []
    buys = [entry.card for entry in plan(["witch", "chapel"], colony=False, table=TABLE).buy]
    assert buys.index("witch") < buys.index("gold")
    colony = [entry.card for entry in plan(["witch"], colony=True, table=TABLE).buy]
    assert colony[0] == "colony" and "platinum" in colony


def test_a_mixed_pile_is_read_by_its_name_from_the_supply() -> None:
    assert kingdom_piles(["copper", "sir-martin", "dame-anna", "witch", "ruined-library", "province"]) == (
        "knights",
        "witch",
    )


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_subprocess_v5_games_on_random_kingdoms_of_every_set_eject_nobody(seed: int) -> None:
    kingdom = game_kingdom(RANDOM, 5, seed)
    players = [("strong", STRONG), ("bmu", BMU)] if seed % 2 else [("bmu", BMU), ("strong", STRONG)]
    if seed == 13:
        players.append(("strongb", STRONG))
    config = MatchConfig(
        players=players, seed=seed, version=5, kingdom=kingdom, cwd=ROOT, player_seed_key=f"{seed:032x}"
    )
    result = run_match(config)
    assert not [(p.name, p.ejection) for p in result.ejections], (seed, kingdom)
    assert result.end in END_REASONS and result.end != "last-player-standing"


def test_in_process_games_on_random_kingdoms_of_every_set_eject_nobody() -> None:
    for seed in range(8):
        kingdom = game_kingdom(RANDOM, 5, 100 + seed)
        simulation = Simulation(
            strategies=("players.strong", "double-witch" if "witch" in kingdom else "big-money-ultimate"),
            names=("strong", "other"),
            kingdom=kingdom,
            games=2,
            seed=seed,
        )
        for game in simulate(simulation):
            assert all(p.ejection is None for p in game.players), (kingdom, game)
            assert game.end != "turn-limit", kingdom


def test_with_a_time_budget_it_searches_its_plan_and_plays_legally() -> None:
    from players.strategy import load_strategy
    from players.strong import Strategy, search
    from referee.rules.game import Game
    from referee.seats.engine import run_game
    from referee.seats.seat import InProcessSeat

    kingdom = game_kingdom(RANDOM, 5, 7)
    piles = [card for card in kingdom]
    default = plan(piles, colony=False)
    assert search(piles, False, 2, default, 0.0) is default  # no budget, no game: the table's plan
    chosen = search(piles, False, 2, default, 0.5)
    assert chosen.buy  # one of the candidates (which one depends on the games the budget allowed)
    seats = [
        InProcessSeat("strong", Strategy(rules_alone=True, budget=0.3)),
        InProcessSeat("bmu", load_strategy("big-money-ultimate").player(rules_alone=True)),
    ]
    result = run_game(Game(["strong", "bmu"], seed=7, kingdom=kingdom), seats)
    assert not [p for p in result.players if p.ejection is not None]
