"""`referee compare NEW OLD`: is NEW stronger than OLD? Games until a sequential test decides.

Games come in *pairs*: one seed played twice, NEW in the first seat and then OLD in the first seat, so shuffle
luck and the first-seat advantage cancel within a pair. A pair scores 0, 1/4, 1/2, 3/4 or 1 for NEW (points
of its two games / 2: a win 1, a shared win 1/2, a loss 0): the *pentanomial* of chess engine testing.

After each pair the generalized sequential probability ratio test (GSPRT) of the hypotheses
H0: NEW is elo0 Elo stronger than OLD, against H1: NEW is elo1 Elo stronger (logistic Elo, elo0 < elo1), adds
up the evidence as a log-likelihood ratio (LLR) and stops as soon as it leaves the interval
``[log(beta / (1 - alpha)), log((1 - beta) / alpha)]``: above, H1 is accepted (NEW is stronger, with a false
positive rate alpha); below, H0 (with a false negative rate beta). The LLR is the GSPRT's on the pentanomial,
as fishtest computes it (Van den Bergh, "Generalized SPRT"): with p the observed frequencies of the five pair
scores x and N pairs,

    LLR = N sum_i p_i log(p1_i / p0_i),    pk_i = p_i / (1 + lambda_k (x_i - s_k))

where pk is the pentanomial distribution closest to p (maximum likelihood) whose mean is the expected score
``s_k = 1 / (1 + 10^(-elo_k / 400))`` of hypothesis k, lambda_k its Lagrange multiplier (found by bisection).
Each of the five cells gets a pseudo-count of 1/1000 pair first, so that no frequency is zero. Unlike the
normal approximation, this does not decide after a handful of one-sided pairs: close hypotheses (0 and 5 Elo)
need a few hundred games even between very unequal programs, as a classical SPRT does. A cap on games ends an
undecided test ("inconclusive").

The defaults are those of fastchess and cutechess examples: elo0 0, elo1 5, alpha 0.05, beta 0.05.

The games are played by a `PairPlayer`: `SubprocessPairs` runs each game in the tournament's worker process
(``python -m referee.tournament.worker``: real player programs, the sandbox, `jobs` games at a time);
`InProcessPairs` runs reference strategies in this process (for tests and simulations).
"""

from __future__ import annotations

import hashlib
import json
import math
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from referee.errors import MachineBusy, RefereeError
from referee.kingdom import game_kingdom

PAIR_SCORES = (0.0, 0.25, 0.5, 0.75, 1.0)
"""The five cells of the pentanomial: NEW's mean points over the two games of a pair."""

PSEUDO_COUNT = 1e-3
"""Pairs added to each pentanomial cell before the LLR is computed (no frequency is zero)."""

DEFAULT_ELO0, DEFAULT_ELO1, DEFAULT_ALPHA, DEFAULT_BETA = 0.0, 5.0, 0.05, 0.05
DEFAULT_MAX_GAMES = 1000


def expected_score(elo: float) -> float:
    """The expected score of a player `elo` Elo stronger (logistic model): ``1 / (1 + 10^(-elo / 400))``."""
    return 1 / (1 + 10 ** (-elo / 400))


def closest_with_mean(observed: Sequence[float], mean: float) -> list[float]:
    """The distribution over `PAIR_SCORES` of the given `mean` that maximizes the likelihood of the
    `observed` frequencies (all > 0, summing to 1): ``observed_i / (1 + lam (x_i - mean))`` with the
    multiplier lam found by bisection in the interval where every weight stays positive.

    Raises ValueError unless 0 < mean < 1.
    """
    if not 0 < mean < 1:
        raise ValueError(f"the mean must be between 0 and 1, got {mean}")
    shifts = [x - mean for x in PAIR_SCORES]

    def excess(lam: float) -> float:  # decreasing in lam; 0 at the solution
        return sum(p * d / (1 + lam * d) for p, d in zip(observed, shifts, strict=True))

    low, high = -1 / max(shifts), -1 / min(shifts)  # the poles, where a weight would be infinite
    margin = 1e-12 * (high - low)
    low, high = low + margin, high - margin
    for _ in range(200):
        middle = (low + high) / 2
        if excess(middle) > 0:
            low = middle
        else:
            high = middle
    lam = (low + high) / 2
    return [p / (1 + lam * d) for p, d in zip(observed, shifts, strict=True)]


@dataclass(frozen=True, slots=True)
class Sprt:
    """The test's parameters.

    Fields:
        elo0: Elo of H0 (NEW is no more than this much stronger).
        elo1: Elo of H1 (NEW is at least this much stronger); elo1 > elo0.
        alpha: false positive rate (accepting H1 when H0 holds), 0 < alpha < 1/2.
        beta: false negative rate (accepting H0 when H1 holds), 0 < beta < 1/2.
    Raises:
        ValueError: on values out of range.
    """

    elo0: float = DEFAULT_ELO0
    elo1: float = DEFAULT_ELO1
    alpha: float = DEFAULT_ALPHA
    beta: float = DEFAULT_BETA

    def __post_init__(self) -> None:
        if not self.elo0 < self.elo1:
            raise ValueError(f"elo0 must be below elo1, got elo0 {self.elo0:g} and elo1 {self.elo1:g}")
        for name in ("alpha", "beta"):
            value = getattr(self, name)
            if not 0 < value < 0.5:
                raise ValueError(f"{name} must be between 0 and 0.5, got {value:g}")

    @property
    def lower(self) -> float:
        """The LLR at or below which H0 is accepted: ``log(beta / (1 - alpha))``."""
        return math.log(self.beta / (1 - self.alpha))

    @property
    def upper(self) -> float:
        """The LLR at or above which H1 is accepted: ``log((1 - beta) / alpha)``."""
        return math.log((1 - self.beta) / self.alpha)

    def llr(self, pentanomial: Sequence[int]) -> float:
        """The log-likelihood ratio of H1 against H0 given the pair counts `pentanomial` (five counts, for
        pair scores 0, 1/4, 1/2, 3/4, 1); 0 without pairs. See the module doc for the formula."""
        if len(pentanomial) != 5:
            raise ValueError(f"a pentanomial has 5 counts, got {len(pentanomial)}")
        pairs = sum(pentanomial)
        if pairs == 0:
            return 0.0
        counts = [c + PSEUDO_COUNT for c in pentanomial]
        total = sum(counts)
        observed = [c / total for c in counts]
        h0 = closest_with_mean(observed, expected_score(self.elo0))
        h1 = closest_with_mean(observed, expected_score(self.elo1))
        return pairs * sum(p * math.log(a / b) for p, a, b in zip(observed, h1, h0, strict=True))

    def verdict(self, llr: float) -> str | None:
        """``"H1"`` at or above `upper`, ``"H0"`` at or below `lower`, else None (go on)."""
        if llr >= self.upper:
            return "H1"
        if llr <= self.lower:
            return "H0"
        return None


@dataclass(slots=True)
class Tally:
    """What the games so far gave, from NEW's side.

    Fields:
        pentanomial: pairs by score 0, 1/4, 1/2, 3/4, 1.
        wins, losses, ties: games NEW won alone, lost, shared the win of (in the pairs counted).
        ejections: player name -> games it was ejected from.
        forfeits: player name -> games it won only because the other was ejected (a forfeit win).
        left_out: pairs left out of the pentanomial because one of their games was won by forfeit: as
            chess federations leave forfeits unrated, a forfeit says nothing of strength.
    """

    pentanomial: list[int] = field(default_factory=lambda: [0] * 5)
    wins: int = 0
    losses: int = 0
    ties: int = 0
    ejections: dict[str, int] = field(default_factory=dict)
    forfeits: dict[str, int] = field(default_factory=dict)
    left_out: int = 0

    @property
    def pairs(self) -> int:
        """Pairs counted."""
        return sum(self.pentanomial)

    @property
    def games(self) -> int:
        """Games counted (two per pair)."""
        return 2 * self.pairs

    @property
    def score(self) -> float | None:
        """NEW's mean points per game, or None without games."""
        if not self.pairs:
            return None
        return sum(c * x for c, x in zip(self.pentanomial, PAIR_SCORES, strict=True)) / self.pairs

    def elo(self) -> tuple[float, float, float] | None:
        """NEW's Elo over OLD and its 95% interval (low, high), from the pair scores' variance (normal
        approximation), or None with fewer than two pairs. Infinite at a score (or bound) of 0 or 1."""
        from statistics import NormalDist

        score = self.score
        if score is None or self.pairs < 2:
            return None
        variance = (
            sum(c * (x - score) ** 2 for c, x in zip(self.pentanomial, PAIR_SCORES, strict=True))
            / (self.pairs - 1)
            / self.pairs
        )
        half = NormalDist().inv_cdf(0.975) * math.sqrt(variance)
        return _elo(score), _elo(score - half), _elo(score + half)

    def add(self, first: GameOutcome, second: GameOutcome) -> None:
        """Count one pair: NEW's outcomes in its two games; a pair with a forfeit win counts only its
        ejections and forfeits (`left_out`)."""
        for outcome in (first, second):
            for name in outcome.ejected:
                self.ejections[name] = self.ejections.get(name, 0) + 1
            if outcome.forfeit is not None:
                self.forfeits[outcome.forfeit] = self.forfeits.get(outcome.forfeit, 0) + 1
        if first.forfeit is not None or second.forfeit is not None:
            self.left_out += 1
            return
        points = 0.0
        for outcome in (first, second):
            points += outcome.points
            if outcome.points == 1.0:
                self.wins += 1
            elif outcome.points == 0.0:
                self.losses += 1
            else:
                self.ties += 1
        self.pentanomial[round(points * 2)] += 1


def _signed(elo: float) -> str:
    from referee.tournament.report import elo_value

    return elo_value(elo)


def _elo(score: float) -> float:
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1)


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """NEW's result in one game: its points (1 win, 1/k shared, 0 loss), who was ejected, and the player
    that won by forfeit (every other player ejected), if any."""

    points: float
    ejected: tuple[str, ...] = ()
    forfeit: str | None = None


class PairPlayer(Protocol):
    """Plays the games of a comparison. `game(seed, new_first)` plays one game with NEW in seat 0 when
    `new_first`, else OLD in seat 0, and returns NEW's `GameOutcome`; it may be called from several threads
    at once. `stop()` ends the games in flight (their calls may then raise `Stopped`)."""

    def game(self, seed: int, new_first: bool) -> GameOutcome: ...

    def stop(self) -> None: ...


class Stopped(Exception):
    """A game was ended by `PairPlayer.stop` before its result."""


def outcome_from_result(result: dict[str, Any], new: str) -> GameOutcome:
    """NEW's `GameOutcome` from a `GameResult` JSON dict (winners, players with their ejections)."""
    from referee.result import forfeit_flags

    winners = result["winners"]
    points = (1.0 / len(winners)) if new in winners else 0.0
    players = result["players"]
    ejected = tuple(p["name"] for p in players if p.get("ejection"))
    flags = forfeit_flags([bool(p.get("ejection")) for p in players])
    forfeit = next((p["name"] for p, flag in zip(players, flags, strict=True) if flag), None)
    return GameOutcome(points, ejected, forfeit)


class InProcessPairs:
    """Games between two in-process strategies (`referee.seats.seat.Strategy` factories), in this process.

    Arguments:
        new, old: (name, factory) pairs; the factory takes the game seed and returns a fresh strategy.
        version, turn_limit: as for `referee.seats.engine.play_game`.
    """

    def __init__(
        self,
        new: tuple[str, Callable[[int], Any]],
        old: tuple[str, Callable[[int], Any]],
        *,
        version: int = 3,
        turn_limit: int = 100,
    ) -> None:
        self.new, self.old = new, old
        self.version, self.turn_limit = version, turn_limit

    def game(self, seed: int, new_first: bool) -> GameOutcome:
        """Play one game in this process (see `PairPlayer`)."""
        from referee.seats.engine import play_game
        from referee.seats.seat import InProcessSeat

        seats = [InProcessSeat(name, factory(seed)) for name, factory in (self.new, self.old)]
        if not new_first:
            seats.reverse()
        result = play_game(seats, version=self.version, seed=seed, turn_limit=self.turn_limit)
        return outcome_from_result(result.to_json(), self.new[0])

    def stop(self) -> None:
        """Nothing runs outside the calls."""


class SubprocessPairs:
    """Games between two player programs, each game in its own tournament worker process.

    Arguments:
        new, old: (name, command) pairs.
        version, turn_limit: the game options.
        limits: `referee.seats.process.Limits` fields as a dict.
        kingdom: ``--kingdom`` as `referee.kingdom.parse_kingdom` reads it (cards, ``"random"``: each pair's
            own, drawn with its seed), or None (v1-v3: the version's; v4: random); edition: 1 or 2.
        scratch: directory for the games' transcripts and stderr files (deleted as each game ends).
    """

    def __init__(
        self,
        new: tuple[str, tuple[str, ...]],
        old: tuple[str, tuple[str, ...]],
        *,
        version: int,
        turn_limit: int,
        limits: dict[str, Any],
        scratch: Path,
        kingdom: tuple[str, ...] | str | None = None,
        edition: int = 2,
    ) -> None:
        from referee.seats import sandbox

        self.new, self.old = new, old
        self.version, self.turn_limit, self.limits = version, turn_limit, limits
        self.kingdom, self.edition = kingdom, edition
        self.scratch = scratch
        self._containment = sandbox.detect().to_json()
        self._lock = threading.Lock()
        self._running: set[subprocess.Popen[bytes]] = set()
        self._stopped = False
        self._count = 0

    def game(self, seed: int, new_first: bool) -> GameOutcome:
        """Play one game in a worker process (see `PairPlayer`). Raises `Stopped` after `stop`, and
        `RefereeError` when the worker reports a failure of the referee."""
        import shutil

        with self._lock:
            if self._stopped:
                raise Stopped
            self._count += 1
            tag = self.scratch / f"game-{self._count:06d}"
        players = [self.new, self.old] if new_first else [self.old, self.new]
        request = {
            "players": [[name, list(command)] for name, command in players],
            "seed": seed,
            "version": self.version,
            "kingdom": game_kingdom(self.kingdom, self.version, seed),
            "edition": self.edition,
            "turn_limit": self.turn_limit,
            "limits": self.limits,
            "log": str(tag.with_suffix(".jsonl")),
            "stderr_dir": str(tag.with_suffix(".stderr")),
            "containment": self._containment,
        }
        process = start_worker()
        with self._lock:
            self._running.add(process)
        try:
            line = exchange(process, request)
        finally:
            with self._lock:
                self._running.discard(process)
            tag.with_suffix(".jsonl").unlink(missing_ok=True)
            shutil.rmtree(tag.with_suffix(".stderr"), ignore_errors=True)
        if not line:
            raise Stopped
        report = json.loads(line)
        if "void" in report:
            raise MachineBusy(f"game with seed {seed}: {report['void']}")
        if "result" not in report:
            raise RefereeError(f"the referee failed on a game (seed {seed}): {report.get('error')}")
        return outcome_from_result(report["result"], self.new[0])

    def stop(self) -> None:
        """Close the lifeline of every game in flight: its worker ends its players and reports nothing."""
        with self._lock:
            self._stopped = True
            running = list(self._running)
        for process in running:
            try:
                assert process.stdin is not None
                process.stdin.close()
            except OSError:
                pass


def start_worker() -> subprocess.Popen[bytes]:
    """A tournament worker process (``python -m referee.tournament.worker``) waiting for its game's request
    on its stdin (`exchange`)."""
    return subprocess.Popen(
        [sys.executable, "-P", "-m", "referee.tournament.worker"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )


def exchange(process: subprocess.Popen[bytes], request: dict[str, Any]) -> bytes:
    """Send `request` (the worker's game request, JSON) to the worker `process`, return its report line
    (b"" when it ended without one), then close its stdin, the game's lifeline, and wait for it to exit."""
    assert process.stdin is not None and process.stdout is not None
    try:
        process.stdin.write(json.dumps(request).encode() + b"\n")
        process.stdin.flush()
    except BrokenPipeError:
        pass
    line = process.stdout.readline()
    process.stdin.close()  # the lifeline: the game is over
    process.wait()
    return line


def pair_seed(seed: int, pair: int) -> int:
    """The seed of pair `pair` (0-based): 63 bits of sha256 of the comparison seed and the pair number."""
    key = f"dominion-compare:{seed}:{pair}".encode()
    return int.from_bytes(hashlib.sha256(key).digest()[:8], "big") >> 1


@dataclass(frozen=True, slots=True)
class Verdict:
    """How a comparison ended.

    Fields:
        decision: ``"H1"`` (NEW is stronger), ``"H0"`` (it is not elo1 stronger) or ``"inconclusive"``
            (the cap on games came first).
        llr: the final log-likelihood ratio.
        tally: the games counted.
    """

    decision: str
    llr: float
    tally: Tally


def run_compare(
    player: PairPlayer,
    sprt: Sprt,
    *,
    seed: int,
    max_games: int,
    jobs: int = 1,
    on_pair: Callable[[Tally, float], None] | None = None,
) -> Verdict:
    """Play pairs of games until `sprt` decides or `max_games` games are counted; return the verdict.

    Pairs are counted in order (pair i only after pairs 0..i-1), so the result does not depend on `jobs`
    or on timing. Up to `jobs` games run at a time; when the test decides, the games in flight are stopped.

    Arguments:
        player: plays each game (`PairPlayer`).
        sprt: the test.
        seed: the comparison's seed; pair i's seed is `pair_seed(seed, i)`.
        max_games: the cap (>= 2), rounded down to whole pairs.
        jobs: games at a time (>= 1).
        on_pair: called after each pair is counted with the tally and the LLR (the live line).
    Raises:
        RefereeError: the referee failed on a game. ValueError: bad `max_games` or `jobs`.
    """
    if max_games < 2 or jobs < 1:
        raise ValueError(f"need max_games >= 2 and jobs >= 1, got {max_games} and {jobs}")
    pairs = max_games // 2
    tally = Tally()
    llr = 0.0
    results: dict[tuple[int, bool], GameOutcome] = {}
    next_game = 0  # games are numbered 2 * pair + (0: NEW first, 1: OLD first)
    counted = 0
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        running: dict[Future[GameOutcome], tuple[int, bool]] = {}
        try:
            while counted < pairs:
                while len(running) < jobs and next_game < 2 * pairs:
                    key = (next_game // 2, next_game % 2 == 0)
                    running[pool.submit(player.game, pair_seed(seed, key[0]), key[1])] = key
                    next_game += 1
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    results[running.pop(future)] = future.result()
                while (counted, True) in results and (counted, False) in results:
                    tally.add(results.pop((counted, True)), results.pop((counted, False)))
                    counted += 1
                    llr = sprt.llr(tally.pentanomial)
                    if on_pair is not None:
                        on_pair(tally, llr)
                    decision = sprt.verdict(llr)
                    if decision is not None:
                        return Verdict(decision, llr, tally)
        finally:
            player.stop()
            for future in running:
                future.cancel()
    return Verdict("inconclusive", llr, tally)
