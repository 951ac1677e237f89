"""Simulations: many in-process games between strategies, and their statistics (`referee simulate`).

    from referee.simulate import Simulation, simulate, summarize

    simulation = Simulation(strategies=("smithy_money", "big_money"), kingdom=KINGDOM, games=1000, seed=1)
    summary = summarize(simulation, simulate(simulation, jobs=2))

Every game is a game of the rules alone (`referee.seats.engine.run_game` on a `referee.rules.game.Game` with
``version=None`` and the simulation's kingdom): the same engine and rules as every refereed game, the
strategies called in-process (no protocol text, no subprocess), every play and answer still judged by
`referee.rules.legality`.

Schedule (the tournament's, `referee.tournament.schedule.build_schedule`): the k strategies form one group;
each *round* is one seed played in every cyclic seat rotation, so each strategy sits in each seat once per
round, and `games` is rounded up to a multiple of k. Round seeds are derived from the simulation seed by
`referee.tournament.schedule.round_seed`, so the games, and the report, depend only on the strategies, the
kingdom, the number of games, the turn limit and the seed: never on `jobs` or on the order games finish.

Statistics (`summarize`) reuse the tournament's (`referee.tournament.standings`): outcomes and points as a
tournament records them (a sole winner wins, k players sharing the win tie with 1/k point each), 95%
intervals on paired seeds (`paired_interval`: the games of one round are one unit), the points share of
each seat (the first-player advantage) and the likelihood of superiority. The score curve is each
strategy's mean victory points after each of its own turns, a game that ended earlier counting with its
final score (docs/simulate.md, "The score curve").

Strategies are named by `resolve_strategy`, the one place that turns a name given on the command line into
something that plays.
"""

from __future__ import annotations

import contextlib
import inspect
import math
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from functools import partial
from itertools import chain, repeat
from pathlib import Path
from typing import Any

from protocol.catalogue import CATALOGUE, LANDSCAPES
from protocol.messages import Act
from protocol.versions import VERSIONS
from referee.errors import UsageError
from referee.rules.decisions import Decision
from referee.rules.game import Game
from referee.rules.spec import ATTACK, SPECS, VP
from referee.seats.engine import Observer, run_game
from referee.seats.seat import InProcessSeat

_VP_OF = VP.get

DEFAULT_TURN_LIMIT = 100
"""Turns per player after which a simulated game ends (as `referee`'s default)."""

# ---- strategies ------------------------------------------------------------------------------------------

REFERENCE_REQUIRED: dict[str, tuple[str, ...]] = {
    "big_money": (),
    "mine_money": ("mine",),
    "smithy_money": ("smithy",),
    "village_smithy": ("smithy", "village"),
    "militia_money": ("militia",),
    "witch_money": ("witch",),
    "chapel_lab": ("chapel", "laboratory"),
    "throne_room": ("throne-room",),
    "strong": (),
    "random_legal": (),
    "passive": (),
}
"""Reference player (`players.REFERENCE`, every one of them) -> the kingdom cards it is built around, which
`referee simulate` requires in the kingdom. A card it buys only when present (village_smithy's markets and
remodel, militia_money's moat, throne_room's targets) is not required."""


@dataclass(frozen=True)
class ResolvedStrategy:
    """A strategy that `resolve_strategy` found.

    Fields:
        spec: the name to resolve again (a worker process does): the shipped name, ``players.NAME``, or a
            file's absolute path.
        label: a short name for people (``double-witch``, ``players.smithy_money``, a file's stem).
        description: one line saying how it plays.
        required: kingdom cards the strategy needs in the kingdom, alphabetical.
        make: called with a per-player seed (an int; None when `seeded` is False), returns a fresh strategy
            object for one game: its
            `move(state)`, `decide(decision, state)` and, for a strategy that listens, `notify`.
    """

    spec: str
    label: str
    description: str
    required: tuple[str, ...]
    make: Callable[[int | None], Any] = field(repr=False, compare=False)
    seeded: bool = False
    """True when the strategy draws at random and needs its seed (computing one costs a sha256 per player
    per game, which a deterministic strategy is spared)."""
    buys: tuple[str, ...] = ()
    """The kingdom piles a strategy file's `buy` list names (a mixed pile by its name, ``knights``),
    alphabetical: `referee simulate` notes those a kingdom lacks. Empty for a reference player."""


class Decisions:
    """A reference player (a protocol `Strategy`: `move`, `defend`, `notify`) made able to play a game of the
    rules alone, where every decision a card asks is put to `decide`.

    `move` and `notify` are the player's own (bound once: no extra call per play). `decide` answers:
    - a Moat's reveal against an attack, and Militia's discard: as the player's `defend` would (a `(moat)`
      reveals the Moat; a `(discard ...)` declines it and discards those cards);
    - any other decision (cards the reference players never play, or play without their up-front
      arguments): the first `decision.min` options, i.e. the least the rules allow (docs/simulate.md);
    - a player of protocol v4 answers with its own `decide`, and its plays lose a nested play
      (`_flat_move`), which a game of the rules alone asks for instead.
    Declares ``listens = False`` when the player's `notify` is the do-nothing one of
    `players.tactics.MoneyPlayer` (the engine then skips its notifications: the same decisions).
    """

    __slots__ = ("player", "move", "notify", "listens")

    def __init__(self, player: Any, *, nested: bool = False) -> None:
        from players.tactics import MoneyPlayer

        self.player = player
        self.move = self._flat_move if nested else player.move
        self.notify = player.notify
        self.listens = getattr(type(player), "notify", None) is not MoneyPlayer.notify

    def _flat_move(self, state: Any) -> Any:
        """The player's play, without arguments when they hold a nested play (a v4 player's
        ``(act throne-room (act laboratory))``): in a game of the rules alone the Throne Room then asks which
        card to play, and the player's `decide` answers it."""
        play = self.player.move(state)
        if type(play) is Act and any(type(arg) is Act for arg in play.args):
            return Act(play.card)
        return play

    def decide(self, decision: Decision, state: Any) -> tuple:
        """The answer to `decision` (see the class doc); a tuple of cards from `decision.options`."""
        decide = getattr(self.player, "decide", None)
        if decide is not None:
            return tuple(decide(decision, state))
        if decision.kind in ("reveal", "discard") and ATTACK in SPECS[decision.card].types:
            from protocol.messages import DiscardDefense, MoatDefense

            defense = self.player.defend(decision.target or "", state)
            if decision.kind == "reveal":
                return decision.options[:1] if isinstance(defense, MoatDefense) else ()
            if isinstance(defense, DiscardDefense) and decision.min <= len(defense.cards) <= decision.max:
                return tuple(defense.cards)
        return tuple(decision.options[: decision.min])


REFERENCE_PREFIX = "players."
"""A reference player is named by its module, ``players.NAME`` (as `python -m players.NAME` runs it)."""


def _reference(module: str) -> ResolvedStrategy:
    import importlib

    from players import REFERENCE

    name = module.removeprefix(REFERENCE_PREFIX)
    player = REFERENCE[name]
    cls = importlib.import_module(player.module).Strategy
    parameters = inspect.signature(cls).parameters
    seeded = "seed" in parameters
    if "rules_alone" in parameters:
        # A player that plays in a game of the rules alone by itself (players.strong): no `Decisions`.
        required = REFERENCE_REQUIRED.get(name, ())
        return ResolvedStrategy(
            player.module, player.module, player.description, required, lambda seed: cls(rules_alone=True)
        )

    nested = VERSIONS[player.min_version].knows("nested-act")  # its plays may nest a play (Throne Room)

    def make(seed: int | None) -> Decisions:
        return Decisions(cls(seed=seed) if seeded else cls(), nested=nested)

    required = REFERENCE_REQUIRED.get(name, ())
    return ResolvedStrategy(player.module, player.module, player.description, required, make, seeded)


def _looks_like_a_program(spec: str) -> bool:
    """Whether `spec` names a player program rather than a strategy: a command with arguments, a program
    file's name (``bot.py``, ``Bot.jar``: `referee.match.SCRIPT_SUFFIXES`), or a file that is executable,
    starts with ``#!`` or is a binary (ELF); never a name ending in ``.toml``."""
    from referee.match import SCRIPT_SUFFIXES

    if spec.endswith(".toml"):
        return False
    if len(spec.split()) > 1 or Path(spec).suffix in SCRIPT_SUFFIXES:
        return True
    path = Path(spec)
    if not path.is_file():
        return False
    try:
        with open(path, "rb") as file:
            start = file.read(4)
    except OSError:
        return False
    return os.access(path, os.X_OK) or start.startswith((b"#!", b"\x7fELF"))


def _strategy_file(spec: str) -> ResolvedStrategy:
    from players.strategy import StrategyError, load_strategy

    if _looks_like_a_program(spec):
        from players import REFERENCE

        words = spec.split()
        module = words[words.index("-m") + 1] if "-m" in words[:-1] else ""
        if module.removeprefix(REFERENCE_PREFIX) in REFERENCE and module.startswith(REFERENCE_PREFIX):
            raise UsageError(f"{spec} is a program; simulate plays the reference player as {module}")
        raise UsageError(
            f"{spec} is a player program, not a strategy: simulate plays strategy files (.toml, or a "
            "shipped name such as smithy-money) in this process; to play a program use `referee PLAYER "
            "PLAYER` for one game or `referee tournament` for many (a strategy file joins them as "
            '"python -m players.strategy FILE")'
        )
    # As load_strategy tells a file from a shipped name; a file is resolved again by its absolute path.
    is_file = spec.endswith(".toml") or "/" in spec or Path(spec).is_file()
    try:
        loaded = load_strategy(spec)
    except StrategyError as error:
        references = ", ".join(name for name in known_strategies() if name.startswith(REFERENCE_PREFIX))
        others = "" if is_file else f"; or a reference player: {references}"
        raise UsageError(f"{error}{others}") from None
    again = str(Path(spec).resolve()) if is_file else Path(loaded.source).stem
    return _file_strategy(again, loaded)


def _file_strategy(spec: str, loaded: Any) -> ResolvedStrategy:
    """The `ResolvedStrategy` of the strategy file `loaded` (a `players.strategy.StrategyFile`), resolved
    again by `spec`."""
    # Games here are of the rules alone: a file's player may make several plays in one step (`Treasures`...).
    play = partial(loaded.player, rules_alone=True)
    requires = tuple(sorted(loaded.requires))
    # The kingdom piles and the events it buys: a buy of either needs it in the kingdom.
    buys = tuple(sorted({e.named for e in loaded.buy if e.named in LANDSCAPES or CATALOGUE[e.named].kingdom}))
    return ResolvedStrategy(
        spec, Path(loaded.source).stem, loaded.description, requires, lambda seed: play(), buys=buys
    )


def known_strategies() -> tuple[str, ...]:
    """The names `resolve_strategy` takes without a path: the strategies shipped in players/strategies/
    (`players.strategy.shipped_strategies`), then the reference players (``players.NAME``)."""
    from players import REFERENCE
    from players.strategy import shipped_strategies

    return (*shipped_strategies(), *(REFERENCE_PREFIX + name for name in REFERENCE))


def resolve_strategy(spec: str) -> ResolvedStrategy:
    """The strategy `spec` names: the one place where a name given to `referee simulate` becomes a player.

    - ``players.NAME``: the reference player NAME (`players.REFERENCE`, e.g. ``players.smithy_money``),
      made able to answer every decision by `Decisions`;
    - anything else: a strategy file, by `players.strategy.load_strategy`: a shipped strategy's name
      (``smithy-money``; case and underscores forgiven) or the path of a ``.toml`` file.
    `ResolvedStrategy.spec` is what a worker process resolves again: the shipped name, the reference module,
    or a file's absolute path.

    Raises:
        UsageError: an unknown name (naming the known ones), a strategy file that cannot be read or is
            wrong (the file, the key and what was expected).
    """
    from players import REFERENCE

    text = spec.strip()
    if text.startswith(REFERENCE_PREFIX) and text.removeprefix(REFERENCE_PREFIX) in REFERENCE:
        return _reference(text)
    return _strategy_file(text)


_RESOLVED: dict[str, ResolvedStrategy] = {}


def resolved(spec: str) -> ResolvedStrategy:
    """`resolve_strategy(spec)`, once per process (and workers forked afterwards inherit it)."""
    strategy = _RESOLVED.get(spec)
    if strategy is None:
        strategy = _RESOLVED[spec] = resolve_strategy(spec)
    return strategy


# ---- the simulation --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Simulation:
    """What to simulate.

    Fields:
        strategies: 2 to 4 strategy specs (see `resolve_strategy`), in the order given.
        names: the players' names in the games (ASCII letters, distinct), one per strategy.
        kingdom: the 10 kingdom cards.
        games: games asked for (>= 1); rounded up to a multiple of the number of strategies.
        seed: the simulation seed (>= 0); every game seed derives from it.
        turn_limit: turns per player after which a game ends.
        edition: whose card texts are played (2 or 1).
        colony: Platinum and Colony in every game (True), in none (False), or by the box's rule (None,
            the default: each game draws it from its seed when the kingdom has a Prosperity card, as
            `referee.rules.game.Game` does).
    """

    strategies: tuple[str, ...]
    names: tuple[str, ...]
    kingdom: tuple[str, ...]
    games: int
    seed: int
    turn_limit: int = DEFAULT_TURN_LIMIT
    edition: int = 2
    colony: bool | None = None

    def schedule(self) -> list[tuple[int, int, int, int]]:
        """Every game as (index, round, rotation, seed), in order: the tournament's schedule of one group
        (`referee.tournament.schedule.build_schedule`)."""
        from referee.tournament.schedule import build_schedule

        games = build_schedule(list(self.names), "round-robin", self.games, len(self.names), self.seed)
        return [(g.index, g.round, g.rotation, g.seed) for g in games]


@dataclass(frozen=True, slots=True)
class SimulatedPlayer:
    """One player's part in a simulated game: its `name`, `seat` (0 moves first), final `score`, `turns`
    started, `rank` (as `referee.result.PlayerResult.rank`), `curve` (its score after each of its turns, the
    last point its final score) and `ejection`, why it was ejected (an illegal play or answer of the
    strategy: ``"kind: message"``), or None."""

    name: str
    seat: int
    score: int
    turns: int
    rank: int
    curve: tuple[int, ...]
    ejection: str | None = None


@dataclass(frozen=True, slots=True)
class SimulatedGame:
    """One simulated game: schedule `index`, `round`, `rotation`, `seed`, why it ended (`end`), the `turns`
    of all players, its `winners` and its `players` in seat order."""

    index: int
    round: int
    rotation: int
    seed: int
    end: str
    turns: int
    winners: tuple[str, ...]
    players: tuple[SimulatedPlayer, ...]


_ZEROS = repeat(0)


def _later_set(card: str) -> bool:
    """True for a card of a set after the base game (its points may not be its cards' fixed points)."""
    facts = CATALOGUE.get(card)
    return facts is not None and facts.set != "base"


class _Curves(Observer):
    """Records each player's score when each of its turns ends (the next turn starts, or the game ends);
    the last point of each curve is the player's final score.

    A score is the fixed points of the player's cards (`referee.rules.cards.VP`) summed in C (`map` over
    its lists, about 3x cheaper than `Player.score`, which this equals for a kingdom of base cards without
    Gardens); with Gardens or a card of a later set in the game (VP tokens, Duke's points, cards in play
    across turns...), `Player.score` itself."""

    __slots__ = ("players", "last", "curves", "gardens")

    def __init__(self, game: Game) -> None:
        self.players = {p.name: p for p in game.players}
        self.last: str | None = None
        self.curves: dict[str, list[int]] = {name: [] for name in self.players}
        self.gardens = any(pile == "gardens" or _later_set(pile) for pile in game.piles)

    def turn_started(self, turn: int, name: str) -> None:
        last = self.last
        if last is not None:
            p = self.players[last]
            if self.gardens:
                score = p.score()
            else:
                score = sum(map(_VP_OF, chain(p.deck, p.hand, p.plays, p.discards, p.aside), _ZEROS))
            self.curves[last].append(score)
        self.last = name

    def game_ended(self, result: Any) -> None:
        if self.last is not None:
            self.curves[self.last].append(0)  # replaced just below by the final score
            self.last = None
        # An attack after a player's last turn (a Witch's curse) still changes its score: the curve ends
        # on the final score.
        for player in result.players:
            curve = self.curves[player.name]
            if curve:
                curve[-1] = player.score


def play_one(simulation: Simulation, index: int, round_: int, rotation: int, seed: int) -> SimulatedGame:
    """Play game `index` of `simulation` (seats: the names rotated left by `rotation`) in this process.

    Each player's strategy is made afresh with its own seed (`referee.match.player_seed` of the game seed
    and its name). Raises ValueError for a bad kingdom; a strategy's exception propagates (a bug to see).
    """
    from referee.match import player_seed

    names, specs = simulation.names, simulation.strategies
    order = list(range(rotation, len(names))) + list(range(rotation))
    seat_names = [names[i] for i in order]
    seats = []
    for i in order:
        strategy = resolved(specs[i])
        own = player_seed(seed, names[i]) if strategy.seeded else None
        seats.append(InProcessSeat(names[i], strategy.make(own)))
    game = Game(
        seat_names,
        seed=seed,
        turn_limit=simulation.turn_limit,
        kingdom=simulation.kingdom,
        edition=simulation.edition,
        colony=simulation.colony,
    )
    curves = _Curves(game)
    result = run_game(game, seats, observer=curves)
    players = tuple(
        SimulatedPlayer(
            p.name,
            p.seat,
            p.score,
            p.turns,
            p.rank,
            tuple(curves.curves[p.name]),
            None if p.ejection is None else f"{p.ejection.kind}: {p.ejection.message}",
        )
        for p in result.players
    )
    return SimulatedGame(index, round_, rotation, seed, result.end, result.turns, result.winners, players)


def play_batch(simulation: Simulation, batch: Sequence[tuple[int, int, int, int]]) -> list[SimulatedGame]:
    """Play the games `batch` lists ((index, round, rotation, seed) each) in this process, in order."""
    return [play_one(simulation, *game) for game in batch]


def strategy_sources(specs: Iterable[str]) -> dict[str, str]:
    """Spec -> TOML text of each strategy file of `specs` (not the shipped strategies, not the reference
    players): what a worker on another machine plays, so the files need not be there (`play_batch_shipped`,
    `use_shipped`).

    Raises:
        UsageError: a file that can no longer be read (naming it).
    """
    from players.strategy import shipped_strategies

    shipped = set(shipped_strategies())
    sources = {}
    for spec in specs:
        if spec in shipped or spec.startswith(REFERENCE_PREFIX):
            continue
        try:
            sources[spec] = Path(spec).read_text(encoding="utf-8")
        except OSError as error:
            raise UsageError(f"cannot read the strategy file {spec}: {error.strerror}") from None
    return sources


_SHIPPED: dict[str, str] = {}
"""Spec -> the text its `ResolvedStrategy` in `_RESOLVED` was made from, in a cluster's worker (which
outlives one command: a file changed since, or another user's file at the same path, is read anew)."""


def play_batch_shipped(
    simulation: Simulation,
    sources: dict[str, str],
    batch: Sequence[tuple[int, int, int, int]],
    version: str | None = None,
) -> list[SimulatedGame]:
    """`play_batch` in a worker of a cluster (`referee.cluster`): the strategy files are played from the
    texts in `sources` (`strategy_sources`, read where ``referee`` runs), not from this machine's files
    (`use_shipped`, whose errors it raises)."""
    use_shipped(sources, version)
    return play_batch(simulation, batch)


def use_shipped(sources: dict[str, str], version: str | None) -> None:
    """In a worker of a cluster: resolve each strategy spec of `sources` (spec -> TOML text,
    `strategy_sources`) from its text, so that `resolved` plays the file as read where ``referee`` runs.

    Raises:
        ClusterError: this worker runs another referee version than `version` (naming both and the worker).
        StrategyError: a text is not a valid strategy (it was valid where it was read: not expected).
    """
    import tomllib

    from players.strategy import parse_strategy
    from referee.cluster import referee_version, worker_name
    from referee.errors import ClusterError

    if version is not None and referee_version() != version:
        raise ClusterError(
            f"{worker_name()} runs referee version {referee_version()}, not {version}: install the same "
            "version on every worker (docs/cluster.md)"
        )
    for spec, text in sources.items():
        if _SHIPPED.get(spec) != text:
            _RESOLVED[spec] = _file_strategy(spec, parse_strategy(tomllib.loads(text), spec))
            _SHIPPED[spec] = text


def batch_size(total: int, jobs: int) -> int:
    """Games per task handed to a worker: about 16 tasks per worker (smooth progress, even load at the end),
    at most 200 and at least 1 (the cost of a task, a few hundred microseconds, stays well under 1%)."""
    return max(1, min(200, math.ceil(total / (jobs * 16))))


def simulate(
    simulation: Simulation,
    *,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    pool: Executor | None = None,
) -> list[SimulatedGame]:
    """Play every game of `simulation` and return them in schedule order.

    Arguments:
        jobs: worker processes (>= 1); 1 plays in this process. Games go to the workers in batches
            (`batch_size`); the result does not depend on `jobs`.
        progress: called with the number of games just finished, after each batch.
        pool: workers started beforehand by `workers(jobs)` (a caller that runs threads, such as a progress
            bar, starts them first); None: started here when `jobs` > 1.
    Raises:
        ValueError: `jobs` < 1. Whatever a game raises (a strategy's bug) propagates.
    """
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, got {jobs}")
    schedule = simulation.schedule()
    size = batch_size(len(schedule), jobs)
    batches = [schedule[at : at + size] for at in range(0, len(schedule), size)]
    games: list[SimulatedGame] = []
    if jobs == 1:
        for batch in batches:
            games += play_batch(simulation, batch)
            if progress is not None:
                progress(len(batch))
        return games
    with contextlib.ExitStack() as stack:
        if pool is None:
            pool = stack.enter_context(workers(jobs))
        assert pool is not None
        with contextlib.closing(_in_workers(pool, simulation, batches)) as finished:
            for done in finished:
                games += done
                if progress is not None:
                    progress(len(done))
    games.sort(key=lambda g: g.index)
    return games


def simulate_on_cluster(
    simulation: Simulation,
    client: Any,
    *,
    progress: Callable[[int], None] | None = None,
) -> list[SimulatedGame]:
    """Play every game of `simulation` on a Dask cluster and return them in schedule order: the same games
    as `simulate` (each is played from its seed alone).

    Arguments:
        client: a `distributed.Client` (`referee.cluster.connect`). Games go to its workers in batches
            (`cluster_batch_size`, so that a task's cost stays small); strategy files travel with them
            (`play_batch_shipped`). A batch whose worker dies is played again by another; a game that
            comes back twice is counted once.
        progress: called with the number of games just finished, after each batch.
    Raises:
        ClusterError: the scheduler was lost, a worker runs another referee version, or more of a batch's
            workers died than the scheduler allows (``distributed.scheduler.allowed-failures``); no figure
            is reported from part of the games.
        UsageError: a strategy file can no longer be read.
        Whatever a game raises (a strategy's bug) propagates.
    """
    from concurrent.futures import CancelledError

    from distributed import KilledWorker, as_completed

    from referee.cluster import ClusterError, referee_version, threads_of

    schedule = simulation.schedule()
    size = cluster_batch_size(len(schedule), threads_of(client))
    sources = strategy_sources(simulation.strategies)
    version = referee_version()
    futures = [
        client.submit(play_batch_shipped, simulation, sources, schedule[at : at + size], version, pure=False)
        for at in range(0, len(schedule), size)
    ]
    played: dict[int, SimulatedGame] = {}
    try:
        for future in as_completed(futures):
            try:
                done = future.result()
            except KilledWorker:
                raise ClusterError(
                    f"a batch of {size} games was lost with the workers that died running it (more of "
                    "them than the scheduler's distributed.scheduler.allowed-failures, 3 by default); no "
                    "figure is reported from part of the games"
                ) from None
            except CancelledError:
                raise ClusterError(
                    f"lost the Dask scheduler after {len(played)} of {len(schedule)} games; no figure is "
                    "reported from part of the games"
                ) from None
            fresh = [game for game in done if game.index not in played]
            played.update((game.index, game) for game in fresh)
            if progress is not None and fresh:
                progress(len(fresh))
    finally:
        client.cancel(futures)
    return [played[index] for index in sorted(played)]


def cluster_batch_size(total: int, threads: int) -> int:
    """Games per task on a cluster of `threads` worker threads: about 16 tasks per thread, as `batch_size`,
    but from 50 to 1,000 games: a Dask task costs about 10 milliseconds of scheduling and transfer, against
    well under a millisecond a game."""
    return max(50, min(1000, math.ceil(total / (threads * 16))))


@contextlib.contextmanager
def workers(jobs: int) -> Iterator[Executor | None]:
    """`jobs` worker processes for `simulate`, all started on entry and stopped on exit (None for 1 job).

    They are forked from this process (Linux), so they start in milliseconds with every module imported and
    every strategy already resolved (`resolved`). Fork before starting any thread: a thread holding a lock at
    the fork would leave it held in the workers. Where fork is unavailable, a forkserver's workers.
    """
    if jobs == 1:
        yield None
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "forkserver"
    pool = ProcessPoolExecutor(
        max_workers=jobs, mp_context=multiprocessing.get_context(method), initializer=_worker_start
    )
    try:
        pool.submit(int).result()  # with fork every worker starts at the first task, before the pool's thread
        yield pool
    finally:
        # On an error or Ctrl-C: the batches not started are dropped, the running ones end (a second at most).
        pool.shutdown(wait=True, cancel_futures=True)


def _worker_start() -> None:
    """In each worker: Ctrl-C (SIGINT to the terminal's process group) is the command's to act on; the
    worker only stops when the pool tells it to."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _in_workers(
    pool: Executor, simulation: Simulation, batches: list[list[tuple[int, int, int, int]]]
) -> Iterator[list[SimulatedGame]]:
    """The batches' games, played by `pool`'s workers, as each batch finishes; on an error or an interrupt,
    the batches not started are cancelled."""
    from concurrent.futures import FIRST_COMPLETED, wait

    pending = {pool.submit(play_batch, simulation, batch) for batch in batches}
    try:
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                yield future.result()
    finally:
        for future in pending:
            future.cancel()


# ---- statistics ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rate:
    """A proportion of games with its 95% interval on paired seeds."""

    rate: float
    low: float
    high: float


@dataclass(frozen=True)
class StrategyStats:
    """One strategy's figures over the simulation.

    Fields:
        name, label: its player name in the games, and the strategy's label.
        games, wins, ties, losses: counts (a tie shares the win, see the module doc).
        win, tie, loss: their rates with 95% paired intervals.
        points: points per game (a win 1, a tie 1/k) with its 95% paired interval.
        elo, elo_low, elo_high: Elo of `points` (2 strategies only, else None).
        mean_score, score_margin: mean victory points and the half-width of their 95% interval.
        mean_turns: mean turns it played per game.
        ejections: games in which it was ejected (its strategy made an illegal play or answer), and
            `first_ejection`, the first such game's index and reason, or None.
        curve: mean score after each of its turns 1, 2, ..., up to the longest game (see the module doc).
    """

    name: str
    label: str
    games: int
    wins: int
    ties: int
    losses: int
    win: Rate
    tie: Rate
    loss: Rate
    points: Rate
    elo: float | None
    elo_low: float | None
    elo_high: float | None
    mean_score: float
    score_margin: float
    mean_turns: float
    curve: tuple[float, ...]
    ejections: int = 0
    first_ejection: str | None = None


@dataclass(frozen=True)
class Summary:
    """The report of a simulation: each strategy's `StrategyStats` (in the order given), the points share of
    each seat (`referee.tournament.standings.SeatShare`), the likelihood that the first strategy is stronger
    than the second (2 strategies, else None), how games ended (end -> count), the mean game length in
    turns of all players, and the fraction of games still going after each player-turn (`running`)."""

    simulation: Simulation
    strategies: tuple[StrategyStats, ...]
    seats: tuple[Any, ...]
    los: float | None
    ends: dict[str, int]
    mean_turns: float
    running: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of the whole summary (an infinite Elo bound or an unmeasurable margin, NaN,
        becomes None: JSON has neither)."""
        import dataclasses

        def clean(value: Any) -> Any:
            if isinstance(value, float) and not math.isfinite(value):
                return None
            if isinstance(value, dict):
                return {k: clean(v) for k, v in value.items()}
            if isinstance(value, list | tuple):
                return [clean(v) for v in value]
            return value

        return clean(dataclasses.asdict(self))


def recorded_games(games: Sequence[SimulatedGame]) -> list[Any]:
    """`games` as the tournament records them (`referee.tournament.store.RecordedGame`), for the statistics
    of `referee.tournament.standings`."""
    from referee.tournament.store import RecordedGame, RecordedPlayer, outcome_of

    recorded = []
    for g in games:
        players = []
        for p in g.players:
            outcome, points = outcome_of(p.name, g.winners)
            players.append(
                RecordedPlayer(
                    name=p.name,
                    seat=p.seat,
                    command=None,
                    score=p.score,
                    turns=p.turns,
                    rank=p.rank,
                    outcome=outcome,
                    points=points,
                    ejection_kind=None if p.ejection is None else p.ejection.split(":")[0],
                    ejection_message=p.ejection,
                    ejection_turn=None,
                    reply_count=None,
                    reply_mean=None,
                    reply_max=None,
                )
            )
        recorded.append(
            RecordedGame(
                index=g.index,
                group=0,
                round=g.round,
                rotation=g.rotation,
                seed=g.seed,
                end=g.end,
                turns=g.turns,
                winners=g.winners,
                transcript=None,
                stderr_dir=None,
                duration=0.0,
                players=tuple(players),
            )
        )
    return recorded


def _rate(units: list[tuple[float, int]]) -> Rate:
    from referee.tournament.standings import paired_interval

    total = sum(n for _, n in units)
    low, high = paired_interval(units)
    return Rate(sum(s for s, _ in units) / total, low, high)


def _units(games: Sequence[Any], name: str, value: Callable[[Any], float]) -> list[tuple[float, int]]:
    """Per seed (one round), the sum of `value(player)` over `name`'s games and their number."""
    units: dict[int, list[float]] = {}
    for game in games:
        for p in game.players:
            if p.name == name:
                units.setdefault(game.seed, []).append(value(p))
    return [(sum(values), len(values)) for values in units.values()]


def mean_margin(units: list[tuple[float, int]], confidence: float = 0.95) -> tuple[float, float]:
    """The mean per game of a quantity summed by unit, and the half-width of its `confidence` interval from
    the spread between units (`referee.tournament.standings.paired_variance`, normal approximation).

    Arguments: `units` as (sum over the unit's games, games), at least one game. With one unit the spread
    cannot be measured: the half-width is NaN."""
    from statistics import NormalDist

    from referee.tournament.standings import paired_variance

    total = sum(n for _, n in units)
    mean = sum(s for s, _ in units) / total
    if len(units) < 2:
        return mean, math.nan
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    return mean, z * math.sqrt(paired_variance(units))


def score_curve(games: Sequence[SimulatedGame], name: str) -> tuple[float, ...]:
    """`name`'s mean score after each of its turns 1..T (T: its most turns in a game); a game it ended in
    fewer turns counts with its last recorded score (its final one)."""
    curves = [p.curve for g in games for p in g.players if p.name == name]
    if not curves:
        return ()
    length = max(len(c) for c in curves)
    sums = [0] * length
    for curve in curves:
        last = 0
        for turn in range(length):
            if turn < len(curve):
                last = curve[turn]
            sums[turn] += last
    return tuple(total / len(curves) for total in sums)


def summarize(simulation: Simulation, games: Sequence[SimulatedGame]) -> Summary:
    """The figures of `games` (all of `simulation`'s, in any order); see the module doc.

    Raises ValueError without games."""
    from referee.tournament.standings import elo, los_over, seat_shares

    if not games:
        raise ValueError("no games to summarize")
    games = sorted(games, key=lambda g: g.index)
    recorded = recorded_games(games)
    two = len(simulation.names) == 2
    stats = []
    for name, spec in zip(simulation.names, simulation.strategies, strict=True):
        mine = [p for g in recorded for p in g.players if p.name == name]
        counts = {kind: sum(p.outcome == kind for p in mine) for kind in ("win", "tie", "loss")}
        ejected = [(g.index, p.ejection) for g in games for p in g.players if p.name == name and p.ejection]
        points = _rate(_units(recorded, name, lambda p: p.points))
        score, margin = mean_margin(_units(recorded, name, lambda p: p.score))
        stats.append(
            StrategyStats(
                name=name,
                label=resolved(spec).label,
                games=len(mine),
                wins=counts["win"],
                ties=counts["tie"],
                losses=counts["loss"],
                win=_rate(_units(recorded, name, lambda p: p.outcome == "win")),
                tie=_rate(_units(recorded, name, lambda p: p.outcome == "tie")),
                loss=_rate(_units(recorded, name, lambda p: p.outcome == "loss")),
                points=points,
                elo=elo(points.rate) if two else None,
                elo_low=elo(points.low) if two else None,
                elo_high=elo(points.high) if two else None,
                mean_score=score,
                score_margin=margin,
                mean_turns=sum(p.turns for p in mine) / len(mine),
                curve=score_curve(games, name),
                ejections=len(ejected),
                first_ejection=f"game {ejected[0][0]}: {ejected[0][1]}" if ejected else None,
            )
        )
    ends: dict[str, int] = {}
    for g in games:
        ends[g.end] = ends.get(g.end, 0) + 1
    longest = max(max(p.turns for p in g.players) for g in games)
    running = tuple(
        sum(max(p.turns for p in g.players) > turn for g in games) / len(games) for turn in range(longest)
    )
    return Summary(
        simulation=simulation,
        strategies=tuple(stats),
        seats=seat_shares(recorded),
        los=los_over(simulation.names[0], simulation.names[1], recorded) if two else None,
        ends=dict(sorted(ends.items(), key=lambda item: -item[1])),
        mean_turns=sum(g.turns for g in games) / len(games),
        running=running,
    )
