"""`referee rate PROGRAM`: the command line of the rating suite (`referee.rate`, docs/rating.md)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from pathlib import Path
from typing import Any

from referee.cli import options as cliargs
from referee.errors import ClusterError, UsageError
from referee.rate import (
    DEFAULT_KINGDOMS,
    POOL,
    SUITE_SEED,
    SUITE_VERSION,
    ProgramGames,
    SuiteGame,
    header,
    play_batch,
    play_batch_shipped,
    program_outcome,
    read_results,
    schedule,
    summary,
)

# ---- the command ------------------------------------------------------------------------------------------


def build_parser() -> cliargs.Parser:
    """The parser of `referee rate`."""
    parser = cliargs.Parser(
        "rate",
        description="Rate a player program or strategy on the fixed suite of games of docs/rating.md: "
        f"suite v{SUITE_VERSION}, random kingdoms of every set, 2 and 3 players, against Big Money Ultimate, "
        "Double Witch, Smithy Money, a Chapel engine and the strong player, the seats rotated.",
        epilog="examples:\n  referee rate players.strong\n  referee rate my-bot.toml --jobs 2\n"
        '  referee rate "python3 my_player.py" --results mine.jsonl',
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument(
        "program",
        metavar="PROGRAM",
        help="a player program (a command, quoted), a strategy file (.toml or a shipped name) or a "
        "reference player (players.NAME)",
    )
    parser.add_argument(
        "--results",
        metavar="FILE",
        help="the JSON Lines file of the games (default rate-NAME.jsonl); an existing one is resumed",
    )
    parser.add_argument(
        "--kingdoms",
        type=cliargs.positive_int("kingdom"),
        default=DEFAULT_KINGDOMS,
        help=f"kingdoms of the suite (default {DEFAULT_KINGDOMS}, the suite; fewer for a quick look, more "
        "for narrower intervals)",
    )
    parser.add_argument(
        "--opponents",
        metavar="NAMES",
        help=f"only these opponents of the pool, comma-separated (of {', '.join(o.name for o in POOL)})",
    )
    parser.add_argument("--seed", type=cliargs.seed, default=SUITE_SEED, help="the suite's seed (default 1)")
    cliargs.add_jobs_and_cluster_options(parser, "games")
    cliargs.add_timeout_option(parser, " (a player program's games)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee rate ARGV`: 0 once every game is played and the figures printed, 2 for bad use."""
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _rate)


def _rate(options: argparse.Namespace) -> int:
    from rich.console import Console

    pool = POOL
    if options.opponents:
        wanted = [w.strip() for w in options.opponents.split(",") if w.strip()]
        unknown = [w for w in wanted if w not in {o.name for o in POOL}]
        if unknown:
            raise UsageError(
                f"--opponents: no opponent {', '.join(unknown)} in the pool "
                f"({', '.join(o.name for o in POOL)})"
            )
        pool = tuple(o for o in POOL if o.name in wanted)
    jobs, cluster = cliargs.jobs_or_cluster(options)
    err = Console(stderr=True, highlight=False)
    with contextlib.ExitStack() as stack:
        client = None
        if cluster is not None:
            from referee.cluster import connect, threads_of, workers_line

            client = stack.enter_context(connect(cluster))
            jobs = threads_of(client)
            err.print(workers_line(client, str(cluster)), markup=False)
        return _run(options, pool, jobs, client, err)


def _run(options: argparse.Namespace, pool: Sequence, jobs: int, client: Any, err: Any) -> int:
    """Play the games of the suite not yet in the results file, `jobs` at a time (as tasks of the Dask
    `client`'s cluster when not None), recording each as it ends; print the figures."""
    import dataclasses
    import tempfile

    from referee.match import players_from_specs
    from referee.simulate import _looks_like_a_program
    from referee.tournament.report import LiveProgress

    games = schedule(options.kingdoms, options.seed, pool)
    executor: Executor | None = None
    scratch: tempfile.TemporaryDirectory | None = None
    if _looks_like_a_program(options.program):
        ((name, command),) = players_from_specs([options.program])
        scratch = tempfile.TemporaryDirectory(prefix="referee-rate-")
        play = ProgramGames(
            command, dataclasses.asdict(cliargs.limits(_limit_options(options))), Path(scratch.name)
        )
        if client is not None:
            run = _on_cluster(client, _program_tasks(client, play, os.getcwd()))
        else:
            executor = ThreadPoolExecutor(jobs)

            def run(games_left: Sequence[SuiteGame]) -> Iterable[dict]:
                for future in as_completed([executor.submit(play, g) for g in games_left]):
                    yield future.result()
    else:
        from referee.simulate import resolve_strategy

        strategy = resolve_strategy(options.program)
        name, spec = strategy.label, strategy.spec
        if client is not None:
            run = _on_cluster(client, _strategy_tasks(client, spec))
        else:
            executor = ProcessPoolExecutor(jobs) if jobs > 1 else ThreadPoolExecutor(1)

            def run(games_left: Sequence[SuiteGame]) -> Iterable[dict]:
                batches = [games_left[i : i + 10] for i in range(0, len(games_left), 10)]
                for future in as_completed([executor.submit(play_batch, spec, b) for b in batches]):
                    yield from future.result()

    results_path = Path(options.results or f"rate-{Path(name).stem}.jsonl")
    head = header(options.program, options.kingdoms, options.seed)
    if options.opponents:
        head["opponents"] = [o.name for o in pool]
    results = read_results(results_path, head)
    left = [g for g in games if g.key not in results]
    err.print(
        f"rate {name} on suite v{SUITE_VERSION} (seed {options.seed}, {options.kingdoms} kingdoms): "
        f"{len(games)} games, {jobs} at a time; results in {results_path}",
        markup=False,
        soft_wrap=True,
    )
    fresh = not results_path.exists() or not results_path.read_text(encoding="utf-8").strip()
    with contextlib.ExitStack() as stack:
        if scratch is not None:
            stack.enter_context(scratch)
        if executor is not None:
            stack.enter_context(executor)
        file = stack.enter_context(results_path.open("a" if not fresh else "w", encoding="utf-8"))
        progress = stack.enter_context(LiveProgress(err))
        if fresh:
            file.write(json.dumps(head) + "\n")
        progress.start(len(games), len(games) - len(left))
        for line in run(left):
            if line["key"] in results:
                continue  # a task a dead worker left half done, played again: recorded once
            results[line["key"]] = line
            file.write(json.dumps(line) + "\n")
            file.flush()
            progress.advance()
    print(summary(name, games, results))
    return 0


def _strategy_tasks(client: Any, spec: str) -> Callable[[Sequence[SuiteGame]], list]:
    """How ``--cluster`` sends the games of the strategy `spec`: batches of `CLUSTER_BATCH` games, a
    strategy file with its text (`referee.rate.play_batch_shipped`)."""
    from referee.cluster import referee_version
    from referee.simulate import strategy_sources

    sources = strategy_sources([spec])
    version = referee_version()

    def submit(games_left: Sequence[SuiteGame]) -> list:
        return [
            client.submit(
                play_batch_shipped, spec, sources, games_left[i : i + CLUSTER_BATCH], version, pure=False
            )
            for i in range(0, len(games_left), CLUSTER_BATCH)
        ]

    return submit


CLUSTER_BATCH = 20
"""Suite games per Dask task of a strategy (a few milliseconds each against about 10 ms a task)."""


def _program_tasks(client: Any, play: ProgramGames, cwd: str) -> Callable[[Sequence[SuiteGame]], list]:
    """How ``--cluster`` sends the games of a player program: one task a game, played as a tournament's
    game is (`referee.tournament.remote.play_on_worker`: the worker machine's sandbox, the program at the
    same path there); each task's result is the game's results-file line."""
    from referee.cluster import referee_version
    from referee.tournament.remote import needed_paths, play_on_worker

    version = referee_version()

    def submit(games_left: Sequence[SuiteGame]) -> list:
        futures = []
        for game in games_left:
            needs = needed_paths(play.commands(game), cwd)
            task = client.submit(play_on_worker, play.request(game), needs, cwd, version, pure=False)
            futures.append(client.submit(program_outcome, game, task, pure=False))
        return futures

    return submit


def _on_cluster(client: Any, submit: Callable[[Sequence[SuiteGame]], list]):
    """The `run` of ``--cluster``: the games left sent as tasks (`submit`), each task's lines yielded as it
    ends. Raises `ClusterError` when the scheduler is lost or a task's workers all died: the games recorded
    stay recorded, and the same command resumes."""

    def run(games_left: Sequence[SuiteGame]) -> Iterable[dict]:
        from concurrent.futures import CancelledError

        from distributed import KilledWorker
        from distributed import as_completed as completed

        futures = submit(games_left)
        try:
            for future in completed(futures):
                try:
                    done = future.result()
                except (KilledWorker, CancelledError) as error:
                    lost = "the Dask scheduler" if isinstance(error, CancelledError) else "a task's workers"
                    raise ClusterError(
                        f"lost {lost} (the scheduler's distributed.scheduler.allowed-failures); the games "
                        "recorded so far stay recorded: run the same command again to resume"
                    ) from None
                yield from (done if isinstance(done, list) else [done])
        finally:
            client.cancel(futures)

    return run


def _limit_options(options: argparse.Namespace) -> argparse.Namespace:
    return argparse.Namespace(timeout=options.timeout, first_timeout=None, hard_cap=None, run_as=None)
