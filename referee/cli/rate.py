"""`referee rate PROGRAM`: the command line of the rating suite (`referee.rate`, docs/rating.md)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor, as_completed
from pathlib import Path

from referee.cli import options as cliargs
from referee.errors import UsageError
from referee.rate import (
    DEFAULT_KINGDOMS,
    POOL,
    SUITE_SEED,
    SUITE_VERSION,
    ProgramGames,
    SuiteGame,
    header,
    play_batch,
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
    parser.add_argument("--jobs", type=cliargs.positive_int("job"), default=None, help="games at a time")
    cliargs.add_timeout_option(parser, " (a player program's games)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee rate ARGV`: 0 once every game is played and the figures printed, 2 for bad use."""
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _rate)


def _rate(options: argparse.Namespace) -> int:
    import dataclasses
    import tempfile

    from rich.console import Console

    from referee.cluster import default_jobs
    from referee.match import players_from_specs
    from referee.tournament.report import LiveProgress

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
    jobs = options.jobs or default_jobs()
    err = Console(stderr=True, highlight=False)
    games = schedule(options.kingdoms, options.seed, pool)
    from referee.simulate import _looks_like_a_program

    if _looks_like_a_program(options.program):
        ((name, command),) = players_from_specs([options.program])
        scratch = tempfile.TemporaryDirectory(prefix="referee-rate-")
        play = ProgramGames(
            command, dataclasses.asdict(cliargs.limits(_limit_options(options))), Path(scratch.name)
        )
        executor: Executor = ThreadPoolExecutor(jobs)

        def run(games_left: Sequence[SuiteGame]) -> Iterable[dict]:
            for future in as_completed([executor.submit(play, g) for g in games_left]):
                yield future.result()
    else:
        from referee.simulate import resolve_strategy

        strategy = resolve_strategy(options.program)
        name, spec = strategy.label, strategy.spec
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
    with (
        results_path.open("a" if not fresh else "w", encoding="utf-8") as file,
        LiveProgress(err) as progress,
    ):
        if fresh:
            file.write(json.dumps(head) + "\n")
        progress.start(len(games), len(games) - len(left))
        with executor:
            for line in run(left):
                results[line["key"]] = line
                file.write(json.dumps(line) + "\n")
                file.flush()
                progress.advance()
    print(summary(name, games, results))
    return 0


def _limit_options(options: argparse.Namespace) -> argparse.Namespace:
    return argparse.Namespace(timeout=options.timeout, first_timeout=None, hard_cap=None, run_as=None)
