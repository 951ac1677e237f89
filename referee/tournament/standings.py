"""Standings of a tournament from its recorded games: per-player figures, a crosstable and ratings.

Definitions (also in docs/tournaments.md):
- A player *wins* a game when it is the sole winner, *ties* when it shares the win with others, and
  *loses* otherwise (ejected players always lose). Points: 1 for a win, 1/k for a win shared by k players,
  0 for a loss. Win rate = points / games.
- 95% confidence interval of the win rate: the Wilson score interval with z = the 0.975 quantile of the
  standard normal (`statistics.NormalDist`), counting points as successes out of games (a shared win counts
  its fraction).
- Crosstable: for each ordered pair (A, B), over the games both played, A *beat* B when A's rank was better
  (smaller), *lost* when worse, *tied* when equal (ranks from `referee.result.PlayerResult.rank`, where every
  ejected player ranks below every finisher).
- Rating: openskill's Plackett-Luce model (mu 25, sigma 25/3 to start), updated once per game in schedule
  order with every player's rank, so it does not depend on the order in which parallel games finished.
  The error bar is +-2 sigma (about 95% of the model's belief); `conservative` is mu - 3 sigma.
- Reply times: mean over every reply of every game (weighted by replies), and the largest single reply.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from referee.tournament.store import RecordedGame

CONFIDENCE = 0.95


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line in the standings.

    Fields:
        name: the player.
        games, wins, losses, ties: counts of games (see the module doc).
        points: wins plus the fractions of shared wins.
        win_rate: points / games, or None with no games.
        ci_low, ci_high: the 95% Wilson interval of the win rate, or None with no games.
        mean_score: mean victory points per game, or None with no games.
        ejections: ejection kind -> number of games in which the player was ejected for it.
        reply_mean: mean reply time in seconds over all its replies, or None if unknown.
        reply_max: its slowest reply in seconds, or None if unknown.
        rating: openskill Plackett-Luce mu.
        rating_sigma: its sigma (the error bar is +-2 sigma).
    """

    name: str
    games: int
    wins: int
    losses: int
    ties: int
    points: float
    win_rate: float | None
    ci_low: float | None
    ci_high: float | None
    mean_score: float | None
    ejections: dict[str, int]
    reply_mean: float | None
    reply_max: float | None
    rating: float
    rating_sigma: float

    @property
    def conservative(self) -> float:
        """mu - 3 sigma: a rating the player very probably has at least."""
        return self.rating - 3 * self.rating_sigma

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of every field, plus `conservative`."""
        data = {name: getattr(self, name) for name in self.__slots__}
        data["ejections"] = dict(self.ejections)
        data["conservative"] = self.conservative
        return data


@dataclass(frozen=True, slots=True)
class PairRecord:
    """Results of one player (`player`) against another (`opponent`) over the games both played."""

    player: str
    opponent: str
    wins: int = 0
    losses: int = 0
    ties: int = 0

    @property
    def games(self) -> int:
        """Games both played."""
        return self.wins + self.losses + self.ties


@dataclass(frozen=True, slots=True)
class Standings:
    """The standings of a tournament.

    Fields:
        players: one `Standing` per player, best first (win rate, then rating, then name).
        crosstable: (player, opponent) -> `PairRecord`, for every ordered pair that met.
        games: games counted.
        ejected_games: the recorded games with at least one ejection, in schedule order.
    """

    players: tuple[Standing, ...]
    crosstable: dict[tuple[str, str], PairRecord] = field(default_factory=dict)
    games: int = 0
    ejected_games: tuple[RecordedGame, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``games_recorded`` (games counted), ``standings`` (`Standing.to_json` of each
        player, best first), ``crosstable`` (a list of pair records) and ``ejections`` (one per ejection)."""
        return {
            "games_recorded": self.games,
            "standings": [s.to_json() for s in self.players],
            "crosstable": [
                {
                    "player": r.player,
                    "opponent": r.opponent,
                    "wins": r.wins,
                    "losses": r.losses,
                    "ties": r.ties,
                }
                for r in self.crosstable.values()
            ],
            "ejections": [
                {
                    "game": g.index,
                    "seed": g.seed,
                    "seats": list(g.seats),
                    "player": p.name,
                    "kind": p.ejection_kind,
                    "message": p.ejection_message,
                    "turn": p.ejection_turn,
                    "answering": p.ejection_state,
                    "transcript": g.transcript,
                    "stderr_dir": g.stderr_dir,
                }
                for g in self.ejected_games
                for p in g.ejected
            ],
        }


def wilson_interval(successes: float, trials: int, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The Wilson score interval of a proportion `successes / trials`.

    Arguments:
        successes: 0 <= successes <= trials (may be fractional: shared wins).
        trials: >= 1.
        confidence: the interval's confidence level, 0 < confidence < 1.
    Returns:
        (low, high) with 0 <= low <= successes/trials <= high <= 1.
    Raises:
        ValueError: on arguments out of range.
    """
    if trials < 1 or not 0 <= successes <= trials or not 0 < confidence < 1:
        raise ValueError(
            f"need 0 <= successes <= trials, trials >= 1 and 0 < confidence < 1; "
            f"got successes={successes}, trials={trials}, confidence={confidence}"
        )
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    return max(0.0, centre - half), min(1.0, centre + half)


def ratings(names: list[str] | tuple[str, ...], games: list[RecordedGame]) -> dict[str, tuple[float, float]]:
    """openskill Plackett-Luce ratings, name -> (mu, sigma), from `games` taken in schedule order.

    Every player of `names` gets a rating (the prior, mu 25 and sigma 25/3, if it played no game).
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = {name: model.rating(name=name) for name in names}
    for game in sorted(games, key=lambda g: g.index):
        teams = [[current[p.name]] for p in game.players]
        rated = model.rate(teams, ranks=[p.rank for p in game.players])
        for p, [r] in zip(game.players, rated, strict=True):
            current[p.name] = r
    return {name: (r.mu, r.sigma) for name, r in current.items()}


def compute_standings(names: list[str] | tuple[str, ...], games: list[RecordedGame]) -> Standings:
    """The standings of players `names` (in the order given) over the recorded `games` (see the module doc).

    Raises:
        ValueError: if a game has a player not in `names`.
    """
    known = set(names)
    for game in games:
        strangers = [p.name for p in game.players if p.name not in known]
        if strangers:
            raise ValueError(f"game {game.index} has players {strangers} who are not in the tournament")
    rating = ratings(names, games)
    lines: list[Standing] = []
    for name in names:
        mine = [p for g in games for p in g.players if p.name == name]
        n = len(mine)
        points = sum(p.points for p in mine)
        replies = [p for p in mine if p.reply_count]
        reply_total = sum(p.reply_count for p in replies)
        lines.append(
            Standing(
                name=name,
                games=n,
                wins=sum(p.outcome == "win" for p in mine),
                losses=sum(p.outcome == "loss" for p in mine),
                ties=sum(p.outcome == "tie" for p in mine),
                points=points,
                win_rate=points / n if n else None,
                ci_low=wilson_interval(points, n)[0] if n else None,
                ci_high=wilson_interval(points, n)[1] if n else None,
                mean_score=sum(p.score for p in mine) / n if n else None,
                ejections=dict(Counter(p.ejection_kind for p in mine if p.ejection_kind)),
                reply_mean=sum(p.reply_count * p.reply_mean for p in replies) / reply_total
                if reply_total
                else None,
                reply_max=max((p.reply_max for p in replies), default=None),
                rating=rating[name][0],
                rating_sigma=rating[name][1],
            )
        )
    lines.sort(key=lambda s: (-(s.win_rate if s.win_rate is not None else -1.0), -s.rating, s.name))
    return Standings(
        players=tuple(lines),
        crosstable=crosstable(names, games),
        games=len(games),
        ejected_games=tuple(g for g in games if g.ejected),
    )


def crosstable(
    names: list[str] | tuple[str, ...], games: list[RecordedGame]
) -> dict[tuple[str, str], PairRecord]:
    """(player, opponent) -> `PairRecord` for every ordered pair of `names` that met in `games`."""
    counts: dict[tuple[str, str], Counter[str]] = {}
    for game in games:
        for a in game.players:
            for b in game.players:
                if a.name == b.name:
                    continue
                outcome = "wins" if a.rank < b.rank else "losses" if a.rank > b.rank else "ties"
                counts.setdefault((a.name, b.name), Counter())[outcome] += 1
    order = {name: i for i, name in enumerate(names)}
    return {
        pair: PairRecord(pair[0], pair[1], c["wins"], c["losses"], c["ties"])
        for pair, c in sorted(counts.items(), key=lambda item: (order[item[0][0]], order[item[0][1]]))
    }
