"""`referee.simulate`: the schedule (seat rotation, paired seeds), determinism whatever the worker count,
the statistics against known binomial values, the score curve, and how reference players decide in a game
of the rules alone."""

from __future__ import annotations

from collections import Counter

import pytest

from referee.errors import UsageError
from referee.rules.game import Game
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat
from referee.simulate import (
    SimulatedGame,
    SimulatedPlayer,
    Simulation,
    batch_size,
    mean_margin,
    play_one,
    resolve_strategy,
    score_curve,
    simulate,
    summarize,
)

KINGDOM = (
    "cellar",
    "chapel",
    "festival",
    "laboratory",
    "market",
    "militia",
    "moat",
    "smithy",
    "village",
    "witch",
)


def _simulation(*strategies: str, games: int = 12, seed: int = 5) -> Simulation:
    names = tuple("abcd"[i] * 2 for i in range(len(strategies)))
    return Simulation(tuple(strategies), names, KINGDOM, games, seed)


def test_every_seed_is_played_in_every_seat_rotation() -> None:
    simulation = _simulation("big_money", "smithy_money", "militia_money", games=10)
    games = simulate(simulation)
    assert len(games) == 12  # 10 rounded up to a multiple of 3
    by_seed: dict[int, list[SimulatedGame]] = {}
    for game in games:
        by_seed.setdefault(game.seed, []).append(game)
    assert len(by_seed) == 4
    for rotations in by_seed.values():
        seats = [tuple(p.name for p in g.players) for g in rotations]
        assert seats == [("aa", "bb", "cc"), ("bb", "cc", "aa"), ("cc", "aa", "bb")]
        for name in ("aa", "bb", "cc"):
            assert sorted(p.seat for g in rotations for p in g.players if p.name == name) == [0, 1, 2]


def test_the_games_do_not_depend_on_the_number_of_workers() -> None:
    simulation = _simulation("smithy_money", "militia_money", games=60, seed=11)
    alone = simulate(simulation, jobs=1)
    shared = simulate(simulation, jobs=2)
    assert alone == shared
    assert summarize(simulation, alone) == summarize(simulation, shared)
    assert [g.index for g in shared] == list(range(60))


def test_the_seed_decides_the_games() -> None:
    one = simulate(_simulation("big_money", "smithy_money", seed=1))
    again = simulate(_simulation("big_money", "smithy_money", seed=1))
    other = simulate(_simulation("big_money", "smithy_money", seed=2))
    assert one == again
    assert [g.seed for g in one] != [g.seed for g in other]


def test_progress_counts_every_game_once() -> None:
    reported: list[int] = []
    simulate(_simulation("big_money", "big_money", games=30), progress=reported.append)
    assert sum(reported) == 30 and len(reported) >= 2


def test_batches_are_small_enough_for_progress_and_never_empty() -> None:
    assert batch_size(1, 2) == 1
    assert batch_size(1000, 2) == 32
    assert batch_size(1_000_000, 1) == 200


def _game(
    index: int, seed: int, outcome: dict[str, int], scores: dict[str, int] | None = None
) -> SimulatedGame:
    """A two-player game between aa and bb; `outcome` gives each one's rank."""
    scores = scores or {"aa": 30, "bb": 20}
    players = tuple(
        SimulatedPlayer(name, seat, scores[name], 15, outcome[name], (3, scores[name]))
        for seat, name in enumerate(("aa", "bb"))
    )
    winners = tuple(name for name, rank in outcome.items() if rank == 1)
    return SimulatedGame(index, index, 0, seed, "provinces", 30, winners, players)


def test_independent_games_give_the_binomial_wilson_interval() -> None:
    # 100 games on 100 seeds, aa wins 50: the textbook 95% Wilson interval of 50/100 is 0.404-0.596
    # (the paired variance of 100 single-game units is the binomial one times 100/99).
    games = [_game(i, i, {"aa": 1, "bb": 2} if i % 2 else {"aa": 2, "bb": 1}) for i in range(100)]
    summary = summarize(_simulation("big_money", "big_money"), games)
    aa, bb = summary.strategies
    assert (aa.wins, aa.ties, aa.losses) == (50, 0, 50)
    assert aa.win.rate == 0.5
    assert aa.win.low == pytest.approx(0.4038, abs=0.002) and aa.win.high == pytest.approx(0.5962, abs=0.002)
    assert aa.points.low == pytest.approx(aa.win.low) and bb.loss.high == pytest.approx(aa.win.high)
    assert summary.los == pytest.approx(0.5)


def test_units_that_agree_exactly_fall_back_to_the_games_themselves() -> None:
    # 10 seeds, each played twice, aa winning exactly one of each pair: no spread between units to measure,
    # so the interval is Wilson's on 10 wins in 20 games: 0.299-0.701.
    games = []
    for seed in range(10):
        games.append(_game(2 * seed, seed, {"aa": 1, "bb": 2}))
        games.append(_game(2 * seed + 1, seed, {"aa": 2, "bb": 1}))
    aa = summarize(_simulation("big_money", "big_money"), games).strategies[0]
    assert aa.win.rate == 0.5
    assert aa.win.low == pytest.approx(0.2993, abs=0.001) and aa.win.high == pytest.approx(0.7007, abs=0.001)


def test_a_shared_win_is_a_tie_worth_half_a_point() -> None:
    games = [_game(i, i, {"aa": 1, "bb": 1}) for i in range(8)] + [_game(8, 8, {"aa": 1, "bb": 2})]
    aa, bb = summarize(_simulation("big_money", "big_money"), games).strategies
    assert (aa.wins, aa.ties, aa.losses) == (1, 8, 0)
    assert (bb.wins, bb.ties, bb.losses) == (0, 8, 1)
    assert aa.points.rate == pytest.approx((1 + 8 * 0.5) / 9)
    assert aa.tie.rate == bb.tie.rate == pytest.approx(8 / 9)


def test_an_all_win_record_still_has_an_interval_and_infinite_elo() -> None:
    games = [_game(i, i, {"aa": 1, "bb": 2}) for i in range(20)]
    aa = summarize(_simulation("big_money", "big_money"), games).strategies[0]
    assert aa.win.rate == 1.0 and aa.win.high == 1.0
    assert aa.win.low == pytest.approx(0.8389, abs=0.001)  # Wilson 20/20
    assert aa.elo == float("inf")


def test_the_mean_score_interval_comes_from_the_spread_between_seeds() -> None:
    mean, margin = mean_margin([(30.0, 1), (32.0, 1), (34.0, 1), (36.0, 1)])
    # sample standard deviation 2.582, standard error 1.291; 95%: 1.96 x 1.291
    assert mean == 33.0 and margin == pytest.approx(1.96 * 1.291, rel=0.01)


def test_the_score_curve_carries_a_finished_game_forward() -> None:
    short = SimulatedGame(
        0,
        0,
        0,
        1,
        "provinces",
        4,
        ("aa",),
        (
            SimulatedPlayer("aa", 0, 9, 2, 1, (3, 9)),
            SimulatedPlayer("bb", 1, 3, 2, 2, (3, 3)),
        ),
    )
    long = SimulatedGame(
        1,
        0,
        1,
        1,
        "provinces",
        8,
        ("bb",),
        (
            SimulatedPlayer("bb", 0, 12, 4, 1, (3, 5, 8, 12)),
            SimulatedPlayer("aa", 1, 7, 4, 2, (3, 4, 6, 7)),
        ),
    )
    assert score_curve([short, long], "aa") == (3.0, 6.5, 7.5, 8.0)
    assert score_curve([short, long], "bb") == (3.0, 4.0, 5.5, 7.5)


def test_the_curve_starts_at_three_estates_and_ends_on_the_mean_final_score() -> None:
    simulation = _simulation("smithy_money", "militia_money", games=40)
    summary = summarize(simulation, simulate(simulation))
    for stats in summary.strategies:
        assert stats.curve[0] == 3.0
        assert stats.curve[-1] == pytest.approx(stats.mean_score)
        assert len(stats.curve) >= stats.mean_turns
    assert summary.running[0] == 1.0 and summary.running[-1] > 0
    assert sum(summary.ends.values()) == 40


def test_first_player_advantage_is_measured_by_seat() -> None:
    simulation = _simulation("big_money", "big_money", games=400, seed=3)
    summary = summarize(simulation, simulate(simulation, jobs=2))
    first, second = summary.seats
    assert first.games == second.games == 400
    assert first.share + second.share == pytest.approx(1.0)
    assert first.ci_low < first.share < first.ci_high
    # Big Money buys no duchy: a 4-4 split of the provinces is a tie on points that the player with fewer
    # turns wins, the second player when the first took the last province. So the first seat loses out.
    assert first.ci_high < 0.5


def test_a_moat_is_revealed_and_a_militia_answered_in_a_game_of_the_rules_alone() -> None:
    simulation = _simulation("militia_money", "militia_money", games=40, seed=8)
    games = simulate(simulation)
    assert all(p.ejection is None for g in games for p in g.players)
    assert Counter(g.end for g in games)["provinces"] > 30


def test_an_unknown_strategy_is_named_with_the_known_ones() -> None:
    with pytest.raises(UsageError, match="bigmony: no such strategy .did you mean big-money.."):
        resolve_strategy("bigmony")
    assert resolve_strategy("smithy_money").required == ("smithy",)
    assert resolve_strategy("players.smithy_money").required == ("smithy",)


def test_one_game_plays_the_seats_rotated() -> None:
    game = play_one(_simulation("big_money", "smithy_money"), 7, 3, 1, 12345)
    assert (game.index, game.round, game.rotation, game.seed) == (7, 3, 1, 12345)
    assert [p.name for p in game.players] == ["bb", "aa"]
    assert all(len(p.curve) == p.turns for p in game.players)


class _Scores(Observer):
    """Every player's `Player.score` when each of its turns ends: what the score curve must equal."""

    def __init__(self, game: Game) -> None:
        self.game, self.last = game, None
        self.curves: dict[str, list[int]] = {p.name: [] for p in game.players}

    def turn_started(self, turn: int, name: str) -> None:
        if self.last is not None:
            self.curves[self.last].append(self.game.find(self.last).score())
        self.last = name

    def game_ended(self, result) -> None:
        self.curves[self.last].append(self.game.find(self.last).score())
        for p in result.players:  # the last point is the final score (a curse may come after a last turn)
            self.curves[p.name][-1] = p.score


@pytest.mark.parametrize(
    ("strategies", "kingdom"),
    [
        (("double-witch", "smithy-money"), KINGDOM),
        (("workshop-gardens", "big-money"), ("gardens", "workshop", *KINGDOM[:8])),
    ],
)
def test_the_score_curve_is_each_players_score_after_each_of_its_turns(strategies, kingdom) -> None:
    simulation = Simulation(strategies, ("aa", "bb"), tuple(kingdom), 2, 1)
    for index, round_, rotation, seed in simulation.schedule():
        game = play_one(simulation, index, round_, rotation, seed)
        names = [p.name for p in game.players]
        seats = [InProcessSeat(n, resolve_strategy(strategies[("aa", "bb").index(n)]).make(0)) for n in names]
        replay = Game(names, seed=seed, kingdom=simulation.kingdom)
        scores = _Scores(replay)
        run_game(replay, seats, observer=scores)
        assert {p.name: p.curve for p in game.players} == {n: tuple(c) for n, c in scores.curves.items()}


def test_every_reference_player_says_which_cards_it_needs_and_plays_a_game_of_the_rules_alone() -> None:
    from players import REFERENCE
    from referee.simulate import REFERENCE_REQUIRED

    assert set(REFERENCE_REQUIRED) == set(REFERENCE)
    kingdom = (
        "chapel",
        "laboratory",
        "militia",
        "mine",
        "moat",
        "remodel",
        "smithy",
        "throne-room",
        "village",
    )
    for name in REFERENCE:
        simulation = Simulation(
            (f"players.{name}", "big-money"), ("aa", "bb"), (*kingdom, "witch"), 2, 3, turn_limit=30
        )
        for game in simulate(simulation):
            assert all(p.ejection is None for p in game.players), (name, game)


def test_colony_games_as_asked(tmp_path) -> None:
    """`colony`: Platinum and Colony in every game, in none, or by the box's rule (drawn from each game's seed
    when a Prosperity card is in the kingdom); strategies buying Colonies, and no Province, then end their
    games on the Colony pile, and only in the games that have one."""
    colonist = tmp_path / "colonist.toml"
    colonist.write_text('buy = ["colony", "platinum", "gold", "silver"]\n')
    kingdom = (*KINGDOM[:9], "bishop")

    def ends(colony: bool | None) -> Counter:
        strategies = (str(colonist), str(colonist))
        simulation = Simulation(strategies, ("aa", "bb"), kingdom, 30, 3, turn_limit=60, colony=colony)
        return Counter(game.end for game in simulate(simulation))

    assert ends(True) == {"colonies": 30}
    assert ends(False)["colonies"] == 0
    assert 0 < ends(None)["colonies"] < 30
