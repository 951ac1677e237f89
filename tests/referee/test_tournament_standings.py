"""Standings from games recorded in a real SQLite store, checked against values worked out in the test."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.schedule import ScheduledGame
from referee.tournament.standings import compute_standings, ratings, wilson_interval
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
    standings = compute_standings(["a", "b", "c"], store.games())
    by_name = {s.name: s for s in standings.players}
    a, b, c = by_name["a"], by_name["b"], by_name["c"]
    assert (a.games, a.wins, a.losses, a.ties, a.points) == (4, 2, 1, 1, 2.5)
    assert (b.games, b.wins, b.losses, b.ties, b.points) == (4, 1, 3, 0, 1.0)
    assert (c.games, c.wins, c.losses, c.ties, c.points) == (4, 2, 1, 1, 2.5)
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
    assert (table["c", "b"].wins, table["c", "b"].losses) == (1, 1)


def test_confidence_interval_is_the_wilson_interval(store: TournamentStore) -> None:
    standings = compute_standings(["a", "b", "c"], store.games())
    for s in standings.players:
        n, p = s.games, s.points / s.games
        # Textbook Wilson: the p where (phat - p)^2 = z^2 p (1 - p) / n, the two roots of a quadratic.
        qa, qb, qc = 1 + Z95**2 / n, -(2 * p + Z95**2 / n), p * p
        disc = math.sqrt(qb * qb - 4 * qa * qc)
        assert s.ci_low == pytest.approx((-qb - disc) / (2 * qa), abs=1e-12)
        assert s.ci_high == pytest.approx((-qb + disc) / (2 * qa), abs=1e-12)
        assert s.ci_low <= s.win_rate <= s.ci_high


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
