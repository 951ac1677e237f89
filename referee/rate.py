"""`referee rate PROGRAM`: a player's strength on a fixed, seeded, versioned suite of games (docs/rating.md).

The suite (`SUITE_VERSION`): `kingdoms` random kingdoms of every set (`referee.kingdom.EVERY_SET`, each
drawn from a seed derived from the suite's seed), each played against every opponent of the pool (`POOL`)
with 2 and with 3 players (PROGRAM and one or two copies of the opponent), one game seed per kingdom and
player count, played once with PROGRAM in each seat (paired seeds, the seats rotated). An opponent that
needs kingdom cards (Double Witch its Witch) gets them in place of cards of the kingdom drawn at random
(seeded): its games in that kingdom hold them.

The games: a strategy file or a reference player (as `referee simulate` names them) plays every game in
this process (games of the rules alone, `--jobs` processes); a player program plays protocol v5 games
against the pool's programs, each game in the tournament's worker process (the sandbox and the limits
of every refereed game). Results go to a JSON Lines file, one game a line after a header naming the suite,
so a stopped run resumes where it stopped and two versions of a program can be compared game by game.

The figures: PROGRAM's win rate (a win 1, a shared win 1/k, ties half with 2 players) against each
opponent and player count with its Wilson 95% interval; an openskill Plackett-Luce rating (mu and 2 sigma,
every player starting at mu 25, sigma 25/3, updated game by game in schedule order, as tournaments rate);
a per-kingdom table; the ejections.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.errors import RefereeError, UsageError

SUITE_VERSION = 1
"""The suite's version: changes whenever what the suite plays changes (pool, kingdoms, seeds, counts)."""

SUITE_SEED = 1
"""The seed every kingdom and game seed of the suite derives from (``--seed`` plays another suite)."""

DEFAULT_KINGDOMS = 20
"""Kingdoms of the suite: 20 kingdoms x 5 opponents x (2 + 3 seats) = 500 games."""

PLAYER_COUNTS = (2, 3)


@dataclass(frozen=True)
class Opponent:
    """A pool member: `name` in the tables, `spec` as `referee simulate` names it (an in-process seat),
    `module` its player program's arguments after ``python -m``, `requires` the kingdom cards it needs."""

    name: str
    spec: str
    module: tuple[str, ...]
    requires: tuple[str, ...] = ()


POOL: tuple[Opponent, ...] = (
    Opponent("big-money-ultimate", "big-money-ultimate", ("players.strategy", "big-money-ultimate")),
    Opponent("double-witch", "double-witch", ("players.strategy", "double-witch"), ("witch",)),
    Opponent("smithy-money", "smithy-money", ("players.strategy", "smithy-money"), ("smithy",)),
    Opponent(
        "chapel-laboratory",
        "chapel-laboratory",
        ("players.strategy", "chapel-laboratory"),
        ("chapel", "laboratory"),
    ),
    Opponent("strong", "players.strong", ("players.strong",)),
)
"""The suite's opponents: Big Money Ultimate, Double Witch, Smithy Money, a Chapel engine, the strong
player (players/strong.py)."""

RATED = "rated"
"""PROGRAM's name in every game; the opponents' copies are ``oppa`` and ``oppb``."""
COPIES = ("oppa", "oppb")


@dataclass(frozen=True)
class SuiteGame:
    """One game of the suite: against `opponent` (a `POOL` name), `players` seats, kingdom number
    `kingdom` (0-based) whose piles are `piles`, PROGRAM in seat `seat` (0-based), game seed `seed`."""

    opponent: str
    players: int
    kingdom: int
    seat: int
    piles: tuple[str, ...]
    seed: int

    @property
    def key(self) -> str:
        """The game's key in the results file: ``double-witch/3/k7/s2``."""
        return f"{self.opponent}/{self.players}/k{self.kingdom}/s{self.seat}"


def _derived(seed: int, *words: object) -> int:
    text = ":".join(["dominion-rate", str(SUITE_VERSION), str(seed), *map(str, words)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def suite_kingdoms(kingdoms: int, seed: int = SUITE_SEED) -> list[tuple[str, ...]]:
    """The suite's `kingdoms` kingdoms (piles: 10 cards, then a Bane if Young Witch has one)."""
    from referee.kingdom import EVERY_SET, random_kingdom

    return [random_kingdom(EVERY_SET, _derived(seed, "kingdom", k)).piles for k in range(kingdoms)]


def with_required(piles: tuple[str, ...], required: Sequence[str], seed: int) -> tuple[str, ...]:
    """`piles` holding every card of `required`: each missing one replaces a card of the 10 drawn by a
    `random.Random(seed)` (never Young Witch, whose Bane is the eleventh pile, nor a required card)."""
    missing = [card for card in required if card not in piles]
    if not missing:
        return piles
    cards, bane = list(piles[:10]), piles[10:]
    replaceable = [c for c in cards if c != "young-witch" and c not in required]
    for card, out in zip(missing, random.Random(seed).sample(replaceable, len(missing)), strict=True):
        cards[cards.index(out)] = card
    return (*sorted(cards), *bane)


def schedule(kingdoms: int, seed: int = SUITE_SEED, pool: Sequence[Opponent] = POOL) -> list[SuiteGame]:
    """Every game of the suite, in schedule order (kingdom, opponent, players, seat)."""
    games = []
    for k, drawn in enumerate(suite_kingdoms(kingdoms, seed)):
        for opponent in pool:
            piles = with_required(drawn, opponent.requires, _derived(seed, "replace", k, opponent.name))
            for players in PLAYER_COUNTS:
                game_seed = _derived(seed, "game", k, players)
                for seat in range(players):
                    games.append(SuiteGame(opponent.name, players, k, seat, piles, game_seed))
    return games


# ---- playing ----------------------------------------------------------------------------------------------


def _names(game: SuiteGame) -> list[str]:
    names = list(COPIES[: game.players - 1])
    names.insert(game.seat, RATED)
    return names


def _outcome(
    game: SuiteGame, winners: Sequence[str], players: Iterable[tuple[str, int, int, str | None]]
) -> dict:
    """A results-file line: the game's key and set-up, PROGRAM's points, each player's (name, score, rank,
    ejection or None)."""
    rows = [{"name": n, "score": s, "rank": r, "ejection": e} for n, s, r, e in players]
    points = 1 / len(winners) if RATED in winners else 0.0
    return {"key": game.key, "seed": game.seed, "piles": list(game.piles), "points": points, "players": rows}


def play_in_process(spec: str, game: SuiteGame) -> dict:
    """Play `game` in this process, PROGRAM being the strategy `spec` (`referee.simulate.resolved`)."""
    from referee.rules.game import Game
    from referee.seats.engine import run_game
    from referee.seats.seat import InProcessSeat
    from referee.simulate import resolved

    opponent = next(o for o in POOL if o.name == game.opponent)
    names = _names(game)
    seats = []
    for name in names:
        strategy = resolved(spec if name == RATED else opponent.spec)
        seats.append(
            InProcessSeat(name, strategy.make(_derived(game.seed, name) if strategy.seeded else None))
        )
    result = run_game(Game(names, seed=game.seed, kingdom=game.piles), seats)
    return _outcome(
        game,
        result.winners,
        (
            (
                p.name,
                p.score,
                p.rank,
                None if p.ejection is None else f"{p.ejection.kind}: {p.ejection.message}",
            )
            for p in result.players
        ),
    )


def play_batch(spec: str, batch: Sequence[SuiteGame]) -> list[dict]:
    """`play_in_process` of each game of `batch`, in order (one task of a worker process)."""
    return [play_in_process(spec, game) for game in batch]


def play_batch_shipped(
    spec: str, sources: dict[str, str], batch: Sequence[SuiteGame], version: str | None
) -> list[dict]:
    """`play_batch` as a task of a Dask cluster's worker (``referee rate --cluster``): a strategy file is
    played from its text in `sources` (`referee.simulate.strategy_sources`), read where ``referee`` runs.

    Raises:
        ClusterError: the worker runs another referee version than `version` (`referee.simulate.use_shipped`).
    """
    from referee.simulate import use_shipped

    use_shipped(sources, version)
    return play_batch(spec, batch)


@dataclass
class ProgramGames:
    """Plays suite games of the player program `command` in the tournament's worker process (protocol v5,
    `limits` a `referee.seats.process.Limits` as a dict; `scratch` holds each game's transcript until it
    ends)."""

    command: tuple[str, ...]
    limits: dict[str, Any]
    scratch: Path

    def commands(self, game: SuiteGame) -> dict[str, list[str]]:
        """Player name -> command of `game`'s players: PROGRAM, and the opponent's program for its copies."""
        opponent = next(o for o in POOL if o.name == game.opponent)
        return {RATED: list(self.command), **{c: [sys.executable, "-m", *opponent.module] for c in COPIES}}

    def request(self, game: SuiteGame) -> dict[str, Any]:
        """`game` as a job of the tournament's worker process (``referee.tournament.worker``), without the
        files and containment that the machine playing it adds."""
        commands = self.commands(game)
        return {
            "players": [[name, commands[name]] for name in _names(game)],
            "seed": game.seed,
            "version": 5,
            "kingdom": list(game.piles),
            "edition": 2,
            "turn_limit": 100,
            "limits": self.limits,
        }

    def __call__(self, game: SuiteGame) -> dict:
        import shutil

        from referee.compare import exchange, start_worker
        from referee.seats import sandbox

        tag = self.scratch / game.key.replace("/", "-")
        request = {
            **self.request(game),
            "log": str(tag.with_suffix(".jsonl")),
            "stderr_dir": str(tag.with_suffix(".stderr")),
            "containment": sandbox.detect().to_json(),
        }
        try:
            line = exchange(start_worker(), request)
        finally:
            tag.with_suffix(".jsonl").unlink(missing_ok=True)
            shutil.rmtree(tag.with_suffix(".stderr"), ignore_errors=True)
        return program_outcome(game, json.loads(line) if line else {})


def program_outcome(game: SuiteGame, report: dict) -> dict:
    """The results-file line of `game` from the report of the worker process that played it (here, or on a
    cluster's worker: `referee.tournament.remote.play_on_worker`).

    Raises:
        RefereeError: the report holds no result (the referee or the worker failed: its report quoted).
    """
    if "result" not in report:
        shown = {k: v for k, v in report.items() if k not in ("transcript", "stderr")}
        raise RefereeError(f"the referee failed on game {game.key} (seed {game.seed}): {shown}")
    result = report["result"]
    return _outcome(
        game,
        result["winners"],
        (
            (
                p["name"],
                p["score"],
                p["rank"],
                None if not p.get("ejection") else f"{p['ejection']['kind']}: {p['ejection']['message']}",
            )
            for p in result["players"]
        ),
    )


# ---- the results file -------------------------------------------------------------------------------------


def header(program: str, kingdoms: int, seed: int) -> dict:
    """The results file's first line: what was rated on which suite."""
    return {"suite": SUITE_VERSION, "program": program, "kingdoms": kingdoms, "seed": seed}


def read_results(path: Path, expected: dict) -> dict[str, dict]:
    """The games recorded in `path` (key -> line), after checking its header is `expected`; {} when the
    file does not exist or is empty. Raises `UsageError` for another suite or program's file, or a line
    that is not JSON (naming the line)."""
    if not path.exists():
        return {}
    games: dict[str, dict] = {}
    with path.open(encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                if number > 1:
                    break  # a line cut by a stopped run: the games after it are played again
                raise UsageError(
                    f"{path}, line {number}: not a results file of referee rate ({error})"
                ) from None
            if number == 1:
                if data != expected:
                    raise UsageError(
                        f"{path} holds the games of {json.dumps(data)}, not of {json.dumps(expected)}: "
                        "give another --results file to rate this"
                    )
                continue
            games[data["key"]] = data
    return games


# ---- the figures ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rate:
    """A win rate over `games` games (`points` a win 1, a shared win 1/k) with its Wilson 95% interval."""

    games: int
    points: float
    low: float
    high: float

    @property
    def rate(self) -> float:
        return self.points / self.games

    def text(self) -> str:
        return f"{self.rate * 100:5.1f}% ({self.low * 100:.1f}-{self.high * 100:.1f}%)"


def win_rate(lines: Sequence[dict]) -> Rate | None:
    """The `Rate` of PROGRAM over the results `lines`; None for none."""
    from referee.tournament.standings import wilson_interval

    if not lines:
        return None
    points = sum(line["points"] for line in lines)
    return Rate(len(lines), points, *wilson_interval(points, len(lines)))


def rating(games: Sequence[SuiteGame], results: dict[str, dict]) -> dict[str, tuple[float, float]]:
    """openskill Plackett-Luce (mu, sigma) of PROGRAM and each opponent over the recorded `results`, game
    by game in schedule order; an opponent's two copies in a 3-player game both play its rating, and it
    keeps the updated rating of the copy in the better seat."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current = {name: model.rating(name=name) for name in [RATED, *(o.name for o in POOL)]}
    for game in games:
        line = results.get(game.key)
        if line is None:
            continue
        who = [RATED if p["name"] == RATED else game.opponent for p in line["players"]]
        rated = model.rate([[current[w]] for w in who], ranks=[p["rank"] for p in line["players"]])
        for w, [r] in reversed(list(zip(who, rated, strict=True))):
            current[w] = r
    return {name: (r.mu, r.sigma) for name, r in current.items()}


def summary(program: str, games: Sequence[SuiteGame], results: dict[str, dict]) -> str:
    """The report: rating, win rates by opponent and player count, the per-kingdom table, ejections."""
    played = [(g, results[g.key]) for g in games if g.key in results]
    ratings = rating(games, results)
    mu, sigma = ratings[RATED]
    lines = [
        f"{program}: rating {mu:.1f} ± {2 * sigma:.1f} (openskill mu ± 2 sigma; the pool: "
        + ", ".join(f"{o.name} {ratings[o.name][0]:.1f}" for o in POOL)
        + f") over {len(played)} of {len(games)} games",
    ]
    overall = win_rate([line for _, line in played])
    if overall is not None:
        lines.append(f"win rate {overall.text()} (a win 1, a shared win 1/k; 95% Wilson interval)")
    lines += ["", f"{'opponent':<20} {'players':>7} {'games':>6}  win rate (95% CI)"]
    for opponent in POOL:
        for players in (*PLAYER_COUNTS, None):
            chosen = [
                line
                for g, line in played
                if g.opponent == opponent.name and (players is None or g.players == players)
            ]
            rate = win_rate(chosen)
            if rate is not None:
                count = "all" if players is None else str(players)
                lines.append(f"{opponent.name:<20} {count:>7} {rate.games:>6}  {rate.text()}")
    lines += ["", "per kingdom (win rate against each opponent, 2 and 3 players together):"]
    names = [o.name for o in POOL]
    lines.append(f"{'#':>3}  " + "  ".join(f"{n[:12]:>12}" for n in names) + "  kingdom")
    for k in sorted({g.kingdom for g, _ in played}):
        cells = []
        for name in names:
            rate = win_rate([line for g, line in played if g.kingdom == k and g.opponent == name])
            cells.append(f"{'-' if rate is None else f'{rate.rate * 100:.0f}%':>12}")
        piles = next(g.piles for g in games if g.kingdom == k)
        lines.append(f"{k + 1:>3}  " + "  ".join(cells) + "  " + ",".join(piles))
    ejected = [(g, p) for g, line in played for p in line["players"] if p["name"] == RATED and p["ejection"]]
    lines.append("")
    lines.append(f"ejections of {program}: {len(ejected)}")
    lines += [f"  {g.key} (seed {g.seed}): {p['ejection']}" for g, p in ejected[:10]]
    return "\n".join(lines)
