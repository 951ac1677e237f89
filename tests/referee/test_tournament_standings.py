"""Standings from games recorded in a real SQLite store, checked against values worked out in the test."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path
from statistics import NormalDist
from typing import Any

import pytest

from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.schedule import ScheduledGame
from referee.tournament.standings import compute_standings, elo, ratings, wilson_interval
from referee.tournament.store import TournamentStore

Z95 = 1.959963984540054  # the 0.975 quantile of the standard normal, from tables


def player(name: str, seat: int, score: int, rank: int, *, ejection: str | None = None, reply=None) -> dict:
    return {
        "name": name,
        "seat": seat,
        "score": score,
        "turns": 10,
        "rank": rank,
        "ejection": None
        if ejection is None
        else {"kind": ejection, "message": f"{ejection} happened", "text": None, "state": None, "turn": 7},
        "command": f"./{name}",
        "reply": None if reply is None else {"count": reply[0], "mean": reply[1], "max": reply[2]},
        "status": "finished" if ejection is None else "ejected",
    }


def game(
    index: int, seed: int, players: list[dict], winners: list[str]
) -> tuple[ScheduledGame, dict[str, Any]]:
    scheduled = ScheduledGame(index, 0, 0, 0, seed, tuple(p["name"] for p in players))
    result = {
        "seed": seed,
        "version": 3,
        "end": "provinces",
        "turns": 20,
        "players": players,
        "winners": winners,
    }
    return scheduled, result


GAMES = [
    game(
        0,
        100,
        [player("a", 0, 30, 1, reply=(10, 0.01, 0.05)), player("b", 1, 20, 2, reply=(10, 0.02, 0.03))],
        ["a"],
    ),
    game(
        1,
        100,
        [player("b", 0, 10, 2, reply=(5, 0.04, 0.10)), player("a", 1, 12, 1, reply=(30, 0.002, 0.01))],
        ["a"],
    ),
    game(2, 200, [player("a", 0, 5, 1), player("c", 1, 5, 1)], ["a", "c"]),
    game(3, 200, [player("c", 0, 9, 1), player("a", 1, 3, 2, ejection="reply-timeout")], ["c"]),
    game(4, 300, [player("b", 0, 40, 1), player("c", 1, 1, 2)], ["b"]),
    game(5, 300, [player("c", 0, 8, 1), player("b", 1, 2, 2, ejection="crashed")], ["c"]),
]


@pytest.fixture
def store(tmp_path: Path):
    definition = TournamentDefinition(
        entrants=tuple(Entrant(n, (f"./{n}",)) for n in "abc"),
        format="round-robin",
        games=2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=100,
        limits={"reply_timeout": 5.0},
    )
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition) as s:
        for scheduled, result in GAMES:
            assert s.record(scheduled, result, transcript=None, stderr_dir=None, duration=1.0)
        yield s


def test_counts_points_scores_ejections_and_reply_times(store: TournamentStore) -> None:
    # c won games 3 and 5 only because a and then b were ejected: forfeit wins, scored as wins here.
    standings = compute_standings(["a", "b", "c"], store.games(), forfeit="win")
    by_name = {s.name: s for s in standings.players}
    a, b, c = by_name["a"], by_name["b"], by_name["c"]
    assert (a.games, a.wins, a.losses, a.ties, a.points) == (4, 2, 1, 1, 2.5)
    assert (b.games, b.wins, b.losses, b.ties, b.points) == (4, 1, 3, 0, 1.0)
    assert (c.games, c.wins, c.losses, c.ties, c.points, c.forfeit_wins) == (4, 0, 1, 1, 2.5, 2)
    assert (a.forfeit_wins, b.forfeit_wins) == (0, 0)
    assert (a.rated_games, b.rated_games, c.rated_games) == (3, 3, 2)
    assert a.win_rate == pytest.approx(2.5 / 4)
    assert a.mean_score == pytest.approx((30 + 12 + 5 + 3) / 4)
    assert a.ejections == {"reply-timeout": 1}
    assert b.ejections == {"crashed": 1}
    assert c.ejections == {}
    # Mean over replies, not over games: (10 * 0.01 + 30 * 0.002) / 40.
    assert a.reply_mean == pytest.approx((10 * 0.01 + 30 * 0.002) / 40)
    assert a.reply_max == pytest.approx(0.05)
    assert b.reply_mean == pytest.approx((10 * 0.02 + 5 * 0.04) / 15)
    assert c.reply_mean is None and c.reply_max is None
    assert standings.games == 6
    assert [g.index for g in standings.ejected_games] == [3, 5]
    # a and c have the same win rate: the better rating goes first.
    assert [s.name for s in standings.players][2] == "b"


def test_crosstable_counts_pairwise_ranks(store: TournamentStore) -> None:
    table = compute_standings(["a", "b", "c"], store.games()).crosstable
    assert (table["a", "b"].wins, table["a", "b"].losses, table["a", "b"].ties) == (2, 0, 0)
    assert (table["b", "a"].wins, table["b", "a"].losses, table["b", "a"].ties) == (0, 2, 0)
    assert (table["a", "c"].wins, table["a", "c"].losses, table["a", "c"].ties) == (0, 1, 1)
    # c won game 5 only because b was ejected: a forfeit, apart from its wins as in the standings.
    assert (table["c", "b"].wins, table["c", "b"].losses, table["c", "b"].forfeits) == (0, 1, 1)
    assert (table["b", "c"].wins, table["b", "c"].losses, table["b", "c"].forfeits) == (1, 1, 0)


@pytest.mark.parametrize("forfeit", ["none", "win"])
def test_each_crosstable_row_adds_up_to_the_standings(store: TournamentStore, forfeit: str) -> None:
    standings = compute_standings(["a", "b", "c"], store.games(), forfeit=forfeit)
    for s in standings.players:
        row = [r for (a, _), r in standings.crosstable.items() if a == s.name]
        assert sum(r.wins for r in row) == s.wins  # two players a game: one record per game
        assert sum(r.losses for r in row) == s.losses
        assert sum(r.ties for r in row) == s.ties
        assert sum(r.forfeits for r in row) == s.forfeit_wins
    c_b = standings.crosstable["c", "b"]
    assert c_b.text == "0-1-0 +1F"
    # Game 4 a loss, game 5 a forfeit: not counted (none) or a win (win), as c's win rate counts it.
    assert c_b.score(forfeit) == (0.0 if forfeit == "none" else 0.5)
    c_a = standings.crosstable["c", "a"]  # game 2 a tie, game 3 a forfeit
    assert c_a.score(forfeit) == (0.5 if forfeit == "none" else 0.75)


def textbook_wilson(p: float, n: float) -> tuple[float, float]:
    """The p where (phat - p)^2 = z^2 p (1 - p) / n: the two roots of a quadratic."""
    qa, qb, qc = 1 + Z95**2 / n, -(2 * p + Z95**2 / n), p * p
    disc = math.sqrt(qb * qb - 4 * qa * qc)
    return (-qb - disc) / (2 * qa), (-qb + disc) / (2 * qa)


def test_confidence_interval_is_wilson_on_the_effective_games_of_paired_seeds(store: TournamentStore) -> None:
    by_name = {s.name: s for s in compute_standings(["a", "b", "c"], store.games()).players}
    # The forfeit games 3 and 5 are left out. c's units (games sharing a seed): seed 200 gave 0.5 points
    # (game 2), seed 300 gave 0 (game 4). Mean 1/4 per game; between-unit variance of the mean:
    # 2/(2-1) * ((0.5 - 0.25)^2 + (0 - 0.25)^2) / 2^2 = 1/16, so the effective games are (1/4)(3/4) / (1/16)
    # = 3.
    c = by_name["c"]
    assert (c.ci_low, c.ci_high) == pytest.approx(textbook_wilson(1 / 4, 3), abs=1e-12)
    # a's units: seed 100 gave 1 + 1 in two games, seed 200 gave 0.5 in one: mean 5/6, variance
    # 2 * ((2 - 5/3)^2 + (0.5 - 5/6)^2) / 3^2 = 4/81, so (5/36) / (4/81) = 405/144 effective games.
    a = by_name["a"]
    assert (a.ci_low, a.ci_high) == pytest.approx(textbook_wilson(5 / 6, 405 / 144), abs=1e-12)
    # The interval is of the rated games' mean (here c's 1/4 and a's 5/6), not of the win rate, which
    # counts a's ejection as a loss (5/8).
    assert a.win_rate == pytest.approx(5 / 8) and c.win_rate == pytest.approx(1 / 4)
    for s in by_name.values():
        assert s.ci_low <= s.ci_high


@pytest.mark.parametrize(
    ("k", "n", "low", "high"),
    # Published 95% Wilson intervals (Newcombe 1998, Table I; rounded to 4 places).
    [(0, 10, 0.0, 0.2775), (1, 29, 0.0061, 0.1718), (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605)],
)
def test_wilson_interval_agrees_with_published_values(k: int, n: int, low: float, high: float) -> None:
    got_low, got_high = wilson_interval(k, n)
    assert got_low == pytest.approx(low, abs=6e-5)
    assert got_high == pytest.approx(high, abs=6e-5)


def test_wilson_interval_refuses_nonsense() -> None:
    with pytest.raises(ValueError, match="successes <= trials"):
        wilson_interval(3, 2)
    with pytest.raises(ValueError, match="trials >= 1"):
        wilson_interval(0, 0)


def test_rating_after_one_game_follows_the_plackett_luce_update(store: TournamentStore) -> None:
    first = [g for g in store.games() if g.index == 0]
    rated = ratings(["a", "b", "c"], first)
    # Weng and Lin (2011), Plackett-Luce, two players with the prior mu 25, sigma 25/3, beta 25/6, and
    # openskill's dynamics tau = 25/300 added to the variance before the update:
    # c = sqrt(2 (sigma^2 + beta^2)); the winner's chance is 1/2, so mu moves by sigma^2 / c * 1/2 and
    # sigma^2 shrinks by the factor 1 - (1/2)(1/2) * (sigma / c) * sigma^2 / c^2.
    mu0, sigma0, beta, tau = 25.0, 25 / 3, 25 / 6, 25 / 300
    variance = sigma0**2 + tau**2
    c = math.sqrt(2 * (variance + beta**2))
    shift = variance / c * 0.5
    shrink = 1 - 0.25 * (math.sqrt(variance) / c) * variance / c**2
    assert rated["a"][0] == pytest.approx(mu0 + shift, abs=1e-9)
    assert rated["b"][0] == pytest.approx(mu0 - shift, abs=1e-9)
    assert rated["a"][1] == pytest.approx(math.sqrt(variance * shrink), abs=1e-9)
    assert rated["c"] == pytest.approx((mu0, sigma0))  # played no game: the prior


def test_players_not_in_the_tournament_are_refused(store: TournamentStore) -> None:
    with pytest.raises(ValueError, match="not in the tournament"):
        compute_standings(["a", "b"], store.games())


def test_a_player_without_games_has_no_rates() -> None:
    standings = compute_standings(["x", "y"], [])
    assert all(s.games == 0 and s.win_rate is None and s.ci_low is None for s in standings.players)


def paired_store(tmp_path: Path, pairs: list[tuple[str, str]], names: str = "xy") -> TournamentStore:
    """A two-player store: each pair of outcomes ("w", "l" or "t" for x, first x in seat 0 then y in seat
    0) is one seed played in both seat orders."""
    definition = TournamentDefinition(
        entrants=tuple(Entrant(n, (f"./{n}",)) for n in names),
        format="round-robin",
        games=2,
        players_per_game=2,
        version=3,
        seed=1,
        turn_limit=100,
    )
    store = TournamentStore.create_or_resume(tmp_path / "pairs.sqlite", definition)
    index = 0
    for unit, outcomes in enumerate(pairs):
        for rotation, outcome in enumerate(outcomes):
            x_rank, y_rank = {"w": (1, 2), "l": (2, 1), "t": (1, 1)}[outcome]
            winners = [n for n, r in (("x", x_rank), ("y", y_rank)) if r == 1]
            seats = [player("x", 0, 10, x_rank), player("y", 1, 10, y_rank)]
            if rotation:
                seats = [dict(seats[1], seat=0), dict(seats[0], seat=1)]
            scheduled, result = game(index, 1000 + unit, seats, winners)
            scheduled = ScheduledGame(index, 0, unit, rotation, 1000 + unit, scheduled.seats)
            assert store.record(scheduled, result, transcript=None, stderr_dir=None, duration=1.0)
            index += 1
    return store


def test_leaders_18_18_4_head_to_head_are_not_separated(tmp_path: Path) -> None:
    # 20 pairs: 9 split (w, l), 9 split (l, w) and 2 double ties: 18-18-4 for x against y.
    pairs = [("w", "l")] * 9 + [("l", "w")] * 9 + [("t", "t")] * 2
    with paired_store(tmp_path, pairs) as store:
        standings = compute_standings(["x", "y"], store.games())
    first = standings.players[0]
    assert (first.wins, first.losses, first.ties) == (18, 18, 4)
    # Every pair scores exactly 1/2 (pentanomial: all in the middle cell): no evidence either way.
    assert first.los_next == pytest.approx(0.5)
    assert standings.leaders_separated is False
    assert first.elo == pytest.approx(0.0)
    # Seat 0 won both games of the 9 (w, l) pairs, neither of the 9 (l, w), and shared the 4 ties: 50%.
    [seat0, seat1] = standings.seats
    assert seat0.share == pytest.approx((9 * 2 + 4 * 0.5) / 40)
    assert seat0.share + seat1.share == pytest.approx(1.0)


def test_a_clear_leader_is_separated_with_elo_and_its_interval(tmp_path: Path) -> None:
    # x wins 12 pairs outright and splits 4: 28-4-0, a pair score of 1 or 1/2.
    pairs = [("w", "w")] * 12 + [("w", "l")] * 4
    with paired_store(tmp_path, pairs) as store:
        standings = compute_standings(["x", "y"], store.games())
    x = standings.players[0]
    assert x.name == "x" and x.win_rate == pytest.approx(28 / 32)
    assert x.elo == pytest.approx(-400 * math.log10(32 / 28 - 1))
    assert x.elo_low < x.elo < x.elo_high
    assert x.los_next > 0.999 and standings.leaders_separated is True
    # The pentanomial variance: pair scores 1 (12 times) and 1/2 (4 times) around 7/8.
    units = [1.0] * 12 + [0.5] * 4
    variance = 16 / 15 * sum((2 * u - 2 * 7 / 8) ** 2 for u in units) / 32**2
    assert x.los_next == pytest.approx(NormalDist().cdf((7 / 8 - 0.5) / math.sqrt(variance)))


def test_two_games_won_out_of_two_do_not_separate_the_leaders(tmp_path: Path) -> None:
    # One unit, x wins both games: no spread between units to measure, so the variance is that of two
    # independent games between equals, 1/8, and the LOS Phi(0.5 / sqrt(1/8)) = 92%: not a certainty.
    with paired_store(tmp_path, [("w", "w")]) as store:
        standings = compute_standings(["x", "y"], store.games())
    assert standings.players[0].los_next == pytest.approx(NormalDist().cdf(0.5 / math.sqrt(1 / 8)))
    assert standings.leaders_separated is False


def test_units_that_agree_exactly_give_the_interval_of_the_games_not_a_point(tmp_path: Path) -> None:
    # Two units, each split 1-1: the units agree exactly (no spread), which says nothing about precision.
    with paired_store(tmp_path, [("w", "l"), ("l", "w")]) as store:
        x = compute_standings(["x", "y"], store.games()).players[0]
    assert x.win_rate == pytest.approx(0.5)
    assert (x.ci_low, x.ci_high) == pytest.approx(textbook_wilson(0.5, 4), abs=1e-12)


def test_elo_is_the_logistic_difference_and_only_for_two_player_games(store: TournamentStore) -> None:
    assert elo(0.5) == 0.0 and elo(0.0) == -math.inf and elo(1.0) == math.inf
    assert elo(0.75) == pytest.approx(400 * math.log10(3))
    assert all(s.elo is not None for s in compute_standings(["a", "b", "c"], store.games()).players)
    three = [g for g in store.games() if g.index == 0]
    three[0] = dataclasses.replace(
        three[0], players=(*three[0].players, dataclasses.replace(three[0].players[0], name="c", seat=2))
    )
    assert all(s.elo is None for s in compute_standings(["a", "b", "c"], three).players)
