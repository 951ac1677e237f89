"""Standings of a tournament from its recorded games: per-player figures, a crosstable and ratings.

Definitions (also in docs/tournaments.md):
- A player *wins* a game when it is the sole winner, *ties* when it shares the win with others, and
  *loses* otherwise (ejected players always lose). Points: 1 for a win, 1/k for a win shared by k players,
  0 for a loss. Win rate = points / games.
- A *forfeit win* is the win of the one player that finished a game in which every other player was ejected
  (`referee.result.forfeit_flags`); such a game is a *forfeit game*. Forfeit wins are counted apart from
  wins. How they score is the `forfeit` choice (`FORFEIT_SCORING`): ``none`` (the default) leaves the
  game out of the winner's points and win rate, as a bye; ``win`` gives it a point, as chess scores a
  forfeit. Either way the ejected players lose the game, and every figure below that measures strength
  (the interval, Elo, LOS, seat shares, the rating) leaves forfeit games out, as chess federations leave
  forfeits unrated: they are computed on the *rated games*, those without a forfeit.
- 95% confidence interval of the win rate, on paired seeds: the games that share a seed (one group's meeting,
  played in every seat rotation) are one *unit*, not independent games: the variance of the win rate is
  estimated from the spread of the player's points between its units (for two players a unit is a pair of
  games, and the unit scores 0, 1/4, 1/2, 3/4, 1 are the pentanomial of chess engine testing). The interval
  is the Wilson score interval (z = the 0.975 quantile of the standard normal, `statistics.NormalDist`) with
  the *effective* number of games that variance implies, ``p (1 - p) / variance``; with fewer than two units,
  units that agree exactly, or a win rate of 0 or 1, the games themselves.
- Elo (two players per game only): ``-400 log10(1 / s - 1)`` of the win rate s against the field, with the
  interval of s carried over (infinite at 0% and 100%).
- LOS, likelihood of superiority, of a player over the one placed just below it: the probability that it is
  the stronger of the two, ``Phi((x - 1/2) / se)`` where x is its head-to-head score against the other (1 per
  game it ranked above it, 1/2 level, 0 below), per shared unit, and se its paired standard error; when the
  two never met, ``Phi((p1 - p2) / sqrt(v1 + v2))`` from their win rates and paired variances. Where the
  spread between units cannot be measured (a single unit, or units that agree exactly), the variance is
  that of independent games between equals, 1/(4N). The leaders are *separated* when the LOS of the first
  over the second is at least 95%.
- Seat shares: the points per game of whoever sat in each seat, with the same paired interval; the first
  seat's share against the fair share 1/k is the first-seat advantage.
- Crosstable: for each ordered pair (A, B), over the games both played, A *beat* B when A's rank was better
  (smaller), *lost* when worse, *tied* when equal (ranks from `referee.result.PlayerResult.rank`, where every
  ejected player ranks below every finisher). As in the standings, a game A won by forfeit is not a win:
  it counts apart (`PairRecord.forfeits`) and scores as the `forfeit` choice says (`PairRecord.score`);
  the ejected B still lost it.
- Rating: openskill's Plackett-Luce model (mu 25, sigma 25/3 to start), updated once per game in schedule
  order with every player's rank, so it does not depend on the order in which parallel games finished.
  The error bar is +-2 sigma (about 95% of the model's belief); `conservative` is mu - 3 sigma.
- Reply times: mean over every reply of every game (weighted by replies), and the largest single reply.
"""

from __future__ import annotations

import dataclasses
import math
from collections import Counter
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Any

from referee.tournament.store import RecordedGame

CONFIDENCE = 0.95

FORFEIT_SCORING = ("none", "win")
"""How a forfeit win scores (``--forfeit``): ``none``, no game and no point for the winner (a forfeit is the
luck of whom the schedule grouped a player with, not strength); ``win``, a game won (as chess scores it)."""

DEFAULT_FORFEIT = "none"

SEPARATED = 0.95
"""LOS at or above which the leaders count as statistically separated."""


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line in the standings.

    Fields:
        name: the player.
        games, wins, losses, ties: counts of games (see the module doc); `wins` leaves forfeit wins out.
        points: wins plus the fractions of shared wins, plus the forfeit wins when they score as wins.
        win_rate: points / games (less the forfeit wins when they score nothing), or None with no such game.
        ci_low, ci_high: the 95% Wilson interval of the win rate over its rated games (forfeit games left
            out), or None with no rated game.
        mean_score: mean victory points per game, or None with no games.
        ejections: ejection kind -> number of games in which the player was ejected for it.
        reply_mean: mean reply time in seconds over all its replies, or None if unknown.
        reply_max: its slowest reply in seconds, or None if unknown.
        rating: openskill Plackett-Luce mu.
        rating_sigma: its sigma (the error bar is +-2 sigma).
        elo, elo_low, elo_high: Elo against the field and its 95% interval (two players per game only, else
            None; +-inf at a win rate of 0 or 1).
        los_next: likelihood of superiority over the player placed just below (None for the last).
        forfeit_wins: games it won only because every opponent was ejected (not in `wins`).
        rated_games: its games without a forfeit, those the interval, Elo, LOS and rating count.
        rated_win_rate: its points per rated game (the centre of the interval and what Elo reads), or None
            without one; the win rate itself differs when forfeits count in it (its ejections, and its
            forfeit wins under ``--forfeit win``).
        rated_wins, rated_losses, rated_ties: its wins, losses and ties in its rated games, the record the
            interval, Elo, LOS and rating read; they sum to `rated_games`. The losses differ from `losses`
            by the games it was ejected from while another player won by forfeit (`forfeit_losses`).
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
    elo: float | None = None
    elo_low: float | None = None
    elo_high: float | None = None
    los_next: float | None = None
    forfeit_wins: int = 0
    rated_games: int = 0
    rated_win_rate: float | None = None
    rated_wins: int = 0
    rated_losses: int = 0
    rated_ties: int = 0

    @property
    def forfeit_losses(self) -> int:
        """Its losses that are not rated: games it was ejected from while another player won by forfeit."""
        return self.losses - self.rated_losses

    @property
    def conservative(self) -> float:
        """mu - 3 sigma: a rating the player very probably has at least."""
        return self.rating - 3 * self.rating_sigma

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of every field, plus `conservative`. An infinite Elo bound (a win rate of 0 or
        1) is None: JSON has no infinity, and a grading script's parser would refuse Python's ``Infinity``."""
        data = {name: getattr(self, name) for name in self.__slots__}
        for name in ("elo", "elo_low", "elo_high"):
            if data[name] is not None and math.isinf(data[name]):
                data[name] = None
        data["ejections"] = dict(self.ejections)
        data["conservative"] = self.conservative
        return data


@dataclass(frozen=True, slots=True)
class PairRecord:
    """Results of one player (`player`) against another (`opponent`) over the games both played.

    `forfeits` counts the games `player` won by forfeit (`opponent` and every other opponent ejected): as in
    the standings they are not in `wins` (docs/tournaments.md, "Forfeits")."""

    player: str
    opponent: str
    wins: int = 0
    losses: int = 0
    ties: int = 0
    forfeits: int = 0

    @property
    def games(self) -> int:
        """Games both played, forfeit wins of `player` left out (they are in `forfeits`)."""
        return self.wins + self.losses + self.ties

    @property
    def text(self) -> str:
        """``W-L-T``, then `` +NF`` with forfeit wins, as the crosstables show it (e.g. ``3-1-0 +2F``)."""
        record = f"{self.wins}-{self.losses}-{self.ties}"
        return f"{record} +{self.forfeits}F" if self.forfeits else record

    def score(self, forfeit: str = DEFAULT_FORFEIT) -> float | None:
        """`player`'s score against `opponent`, 0 to 1: a win 1, a tie 1/2 (between these two only), a
        loss 0, and a forfeit win as `forfeit` (`FORFEIT_SCORING`) scores it: ``none``, not counted;
        ``win``, a win. None without a game counted."""
        counted = self.forfeits if forfeit == "win" else 0
        games = self.games + counted
        return (self.wins + counted + self.ties / 2) / games if games else None


@dataclass(frozen=True, slots=True)
class SeatShare:
    """Points per game of whoever sat in one seat.

    Fields:
        seat: 0-based seat (0 moves first).
        games: games counted.
        share: points per game of the seat's player (the fair share is 1 / players per game).
        ci_low, ci_high: its 95% interval on paired seeds (see the module doc).
    """

    seat: int
    games: int
    share: float
    ci_low: float
    ci_high: float


@dataclass(frozen=True, slots=True)
class Standings:
    """The standings of a tournament.

    Fields:
        players: one `Standing` per player, best first (`standing_order`).
        crosstable: (player, opponent) -> `PairRecord`, for every ordered pair that met.
        games: games counted.
        ejected_games: the recorded games with at least one ejection, in schedule order.
        seats: the points share of each seat over the rated games (empty without them).
        forfeit: how forfeit wins scored (`FORFEIT_SCORING`).
    """

    players: tuple[Standing, ...]
    crosstable: dict[tuple[str, str], PairRecord] = field(default_factory=dict)
    games: int = 0
    ejected_games: tuple[RecordedGame, ...] = ()
    seats: tuple[SeatShare, ...] = ()
    forfeit: str = DEFAULT_FORFEIT

    @property
    def forfeit_wins(self) -> int:
        """Forfeit wins of all players."""
        return sum(s.forfeit_wins for s in self.players)

    @property
    def leaders_separated(self) -> bool | None:
        """True when the first player's LOS over the second is at least 95%; None with fewer than two
        players with games."""
        if len(self.players) < 2 or self.players[0].los_next is None or not self.players[1].games:
            return None
        return self.players[0].los_next >= SEPARATED

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict: ``games_recorded`` (games counted), ``forfeit_scoring`` (`forfeit`),
        ``standings`` (`Standing.to_json` of each player, best first), ``crosstable`` (a list of pair
        records), ``ejections`` (one per ejection), ``leaders_separated`` and ``seats`` (`SeatShare` fields
        of each seat)."""
        return {
            "games_recorded": self.games,
            "forfeit_scoring": self.forfeit,
            "standings": [s.to_json() for s in self.players],
            "crosstable": [
                {
                    "player": r.player,
                    "opponent": r.opponent,
                    "wins": r.wins,
                    "losses": r.losses,
                    "ties": r.ties,
                    "forfeits": r.forfeits,
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
            "leaders_separated": self.leaders_separated,
            "seats": [
                {"seat": x.seat, "games": x.games, "share": x.share, "ci_low": x.ci_low, "ci_high": x.ci_high}
                for x in self.seats
            ],
        }


def wilson_interval(successes: float, trials: float, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The Wilson score interval of a proportion `successes / trials`.

    Arguments:
        successes: 0 <= successes <= trials (may be fractional: shared wins).
        trials: >= 1 (may be fractional: an effective number of games).
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


Unit = tuple[float, int]
"""One unit of paired games (the games sharing a seed) for one player: (points or score summed, games)."""


def units_of(name: str, games: list[RecordedGame]) -> list[Unit]:
    """`name`'s points and games in each unit (games grouped by seed), in order of first appearance."""
    units: dict[int, list[float]] = {}
    for game in games:
        for p in game.players:
            if p.name == name:
                units.setdefault(game.seed, []).append(p.points)
    return [(sum(points), len(points)) for points in units.values()]


def paired_variance(units: list[Unit]) -> float:
    """The variance of a mean score per game, estimated between `units` (a cluster-robust estimate).

    ``U / (U - 1) * sum((s_u - m * n_u)^2) / N^2`` with s_u the unit's score, n_u its games, N their total and
    m the mean score per game. With fewer than two units, the binomial ``m (1 - m) / N`` (games independent).
    Raises ValueError without games.
    """
    total = sum(n for _, n in units)
    if total < 1:
        raise ValueError("no games")
    mean = sum(s for s, _ in units) / total
    if len(units) < 2:
        return mean * (1 - mean) / total
    spread = sum((s - mean * n) ** 2 for s, n in units)
    return len(units) / (len(units) - 1) * spread / (total * total)


def paired_interval(units: list[Unit], confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The confidence interval of the mean score per game over `units` (see the module doc): Wilson with the
    effective number of games ``m (1 - m) / paired_variance``. When the units agree exactly (no spread to
    measure, e.g. two rounds of 3 wins in 4 games), Wilson on the games themselves, not a point."""
    total = sum(n for _, n in units)
    mean = sum(s for s, _ in units) / total
    variance = paired_variance(units)
    if len(units) < 2 or mean in (0.0, 1.0) or variance <= 0:
        return wilson_interval(mean * total, total, confidence)
    effective = max(1.0, mean * (1 - mean) / variance)
    return wilson_interval(mean * effective, effective, confidence)


def elo(score: float) -> float:
    """The Elo difference of a mean score (0..1) under the logistic model: ``-400 log10(1 / score - 1)``;
    -inf at 0 and +inf at 1."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


def likelihood_of_superiority(mean: float, variance: float) -> float:
    """``Phi((mean - 1/2) / sqrt(variance))``: the probability that a true score above 1/2 produced `mean`
    (normal approximation). With no variance: 1, 0 or 1/2 as `mean` is above, below or at 1/2."""
    if variance <= 0:
        return 1.0 if mean > 0.5 else 0.0 if mean < 0.5 else 0.5
    return NormalDist().cdf((mean - 0.5) / math.sqrt(variance))


def head_to_head_units(a: str, b: str, games: list[RecordedGame]) -> list[Unit]:
    """`a`'s score against `b` in each unit they shared: 1 per game a ranked above b, 1/2 level, 0 below."""
    units: dict[int, list[float]] = {}
    for game in games:
        ranks = {p.name: p.rank for p in game.players}
        if a in ranks and b in ranks:
            score = 1.0 if ranks[a] < ranks[b] else 0.0 if ranks[a] > ranks[b] else 0.5
            units.setdefault(game.seed, []).append(score)
    return [(sum(scores), len(scores)) for scores in units.values()]


def los_over(a: str, b: str, games: list[RecordedGame]) -> float | None:
    """The likelihood that `a` is stronger than `b` (see the module doc); None when either has no game."""
    shared = head_to_head_units(a, b, games)
    if shared:
        return likelihood_of_superiority(_mean(shared), _los_variance(shared))
    mine, theirs = units_of(a, games), units_of(b, games)
    if not mine or not theirs:
        return None
    difference = _mean(mine) - _mean(theirs)
    return likelihood_of_superiority(0.5 + difference, _los_variance(mine) + _los_variance(theirs))


def _los_variance(units: list[Unit]) -> float:
    """The paired variance of the mean score over `units`; when it cannot be measured (one unit, or units
    that agree exactly, such as a 2-0 head to head), that of independent games between equals,
    ``1 / (4 N)``: two games won out of two give an LOS of 92%, not a certainty."""
    variance = paired_variance(units)
    if len(units) < 2 or variance <= 0:
        return 1 / (4 * sum(n for _, n in units))
    return variance


def _mean(units: list[Unit]) -> float:
    return sum(s for s, _ in units) / sum(n for _, n in units)


def seat_shares(games: list[RecordedGame]) -> tuple[SeatShare, ...]:
    """Points per game of each seat over `games`, with paired intervals (units by seed)."""
    by_seat: dict[int, dict[int, list[float]]] = {}
    for game in games:
        for p in game.players:
            by_seat.setdefault(p.seat, {}).setdefault(game.seed, []).append(p.points)
    shares = []
    for seat in sorted(by_seat):
        units = [(sum(points), len(points)) for points in by_seat[seat].values()]
        low, high = paired_interval(units)
        shares.append(SeatShare(seat, sum(n for _, n in units), _mean(units), low, high))
    return tuple(shares)


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


def compute_standings(
    names: list[str] | tuple[str, ...], games: list[RecordedGame], forfeit: str = DEFAULT_FORFEIT
) -> Standings:
    """The standings of players `names` (in the order given) over the recorded `games` (see the module doc),
    forfeit wins scoring as `forfeit` says (one of `FORFEIT_SCORING`).

    Raises:
        ValueError: if a game has a player not in `names`, or `forfeit` is not one of `FORFEIT_SCORING`.
    """
    if forfeit not in FORFEIT_SCORING:
        raise ValueError(f"forfeit scoring must be one of {', '.join(FORFEIT_SCORING)}, got {forfeit!r}")
    known = set(names)
    for game in games:
        strangers = [p.name for p in game.players if p.name not in known]
        if strangers:
            raise ValueError(f"game {game.index} has players {strangers} who are not in the tournament")
    rated = [g for g in games if not any(p.forfeit for p in g.players)]
    rating = ratings(names, rated)
    two_players = bool(games) and all(len(g.players) == 2 for g in games)
    lines: list[Standing] = []
    for name in names:
        mine = [p for g in games for p in g.players if p.name == name]
        n = len(mine)
        forfeits = sum(p.forfeit for p in mine)
        points = sum(p.points for p in mine if not p.forfeit) + (forfeits if forfeit == "win" else 0)
        scored = n if forfeit == "win" else n - forfeits
        units = units_of(name, rated)
        rated_n = sum(count for _, count in units)
        mine_rated = Counter(p.outcome for g in rated for p in g.players if p.name == name)
        interval = paired_interval(units) if rated_n else None
        replies = [p for p in mine if p.reply_count]
        reply_total = sum(p.reply_count for p in replies)
        lines.append(
            Standing(
                name=name,
                games=n,
                wins=sum(p.outcome == "win" and not p.forfeit for p in mine),
                losses=sum(p.outcome == "loss" for p in mine),
                ties=sum(p.outcome == "tie" for p in mine),
                points=points,
                win_rate=points / scored if scored else None,
                ci_low=interval[0] if interval else None,
                ci_high=interval[1] if interval else None,
                mean_score=sum(p.score for p in mine) / n if n else None,
                ejections=dict(Counter(p.ejection_kind for p in mine if p.ejection_kind)),
                reply_mean=sum(p.reply_count * p.reply_mean for p in replies) / reply_total
                if reply_total
                else None,
                reply_max=max((p.reply_max for p in replies), default=None),
                rating=rating[name][0],
                rating_sigma=rating[name][1],
                elo=elo(_mean(units)) if two_players and rated_n else None,
                elo_low=elo(interval[0]) if two_players and interval else None,
                elo_high=elo(interval[1]) if two_players and interval else None,
                forfeit_wins=forfeits,
                rated_games=rated_n,
                rated_win_rate=_mean(units) if rated_n else None,
                rated_wins=mine_rated["win"],
                rated_losses=mine_rated["loss"],
                rated_ties=mine_rated["tie"],
            )
        )
    lines.sort(key=standing_order)
    lines = [
        dataclasses.replace(line, los_next=los_over(line.name, below.name, rated))
        for line, below in zip(lines, lines[1:], strict=False)
    ] + lines[-1:]
    return Standings(
        players=tuple(lines),
        crosstable=crosstable(names, games),
        games=len(games),
        ejected_games=tuple(g for g in games if g.ejected),
        seats=seat_shares(rated),
        forfeit=forfeit,
    )


def standing_order(s: Standing) -> tuple[float, float, float, str]:
    """The sort key of the standings, best first: the win rate (none last), then the share of its games the
    player was ejected from (fewer first: at an equal win rate, a program that finishes its games is ahead
    of one that does not, whose rating, with its forfeit games left out, may be the untouched prior), then
    the rating, then the name."""
    ejected = sum(s.ejections.values()) / s.games if s.games else 0.0
    return (-(s.win_rate if s.win_rate is not None else -1.0), ejected, -s.rating, s.name)


def crosstable(
    names: list[str] | tuple[str, ...], games: list[RecordedGame]
) -> dict[tuple[str, str], PairRecord]:
    """(player, opponent) -> `PairRecord` for every ordered pair of `names` that met in `games`; a game a
    player won by forfeit counts in its `PairRecord.forfeits`, not its wins."""
    counts: dict[tuple[str, str], Counter[str]] = {}
    for game in games:
        for a in game.players:
            for b in game.players:
                if a.name == b.name:
                    continue
                outcome = (
                    "forfeits"
                    if a.forfeit
                    else "wins"
                    if a.rank < b.rank
                    else "losses"
                    if a.rank > b.rank
                    else "ties"
                )
                counts.setdefault((a.name, b.name), Counter())[outcome] += 1
    order = {name: i for i, name in enumerate(names)}
    return {
        pair: PairRecord(pair[0], pair[1], c["wins"], c["losses"], c["ties"], c["forfeits"])
        for pair, c in sorted(counts.items(), key=lambda item: (order[item[0][0]], order[item[0][1]]))
    }
