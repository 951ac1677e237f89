"""`referee compare NEW OLD`: its arguments and its live line and verdict on the terminal; the sequential
test itself is `referee.compare` (docs/referee.md, "Compare")."""

from __future__ import annotations

import argparse
import math
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from referee.cli import options as cliargs
from referee.compare import (
    DEFAULT_ALPHA,
    DEFAULT_BETA,
    DEFAULT_ELO0,
    DEFAULT_ELO1,
    DEFAULT_MAX_GAMES,
    Sprt,
    SubprocessPairs,
    Tally,
    Verdict,
    _signed,
    run_compare,
)
from referee.errors import UsageError
from referee.kingdom import KingdomError, game_kingdom
from referee.output import counted


def build_parser() -> cliargs.Parser:
    """The parser of `referee compare` (misuse raises `UsageError`)."""
    parser = cliargs.Parser(
        "compare",
        description="Is NEW stronger than OLD? Plays pairs of games (one seed, both seat orders) until a "
        "sequential probability ratio test accepts H1 (NEW is at least --elo1 Elo stronger) or H0 (it is "
        "at most --elo0 stronger), or the cap on games is reached. Full documentation: docs/referee.md",
        epilog='example: referee compare "python -m players.smithy_money" "python -m players.big_money"',
    )
    parser.add_argument("new", metavar="NEW", help="[NAME=]COMMAND of the candidate")
    parser.add_argument("old", metavar="OLD", help="[NAME=]COMMAND of the baseline")
    parser.add_argument(
        "--elo0", type=float, default=DEFAULT_ELO0, help=f"H0's Elo (default {DEFAULT_ELO0:g})"
    )
    parser.add_argument(
        "--elo1", type=float, default=DEFAULT_ELO1, help=f"H1's Elo (default {DEFAULT_ELO1:g})"
    )
    parser.add_argument(
        "--alpha", type=float, default=DEFAULT_ALPHA, help=f"false positive rate (default {DEFAULT_ALPHA:g})"
    )
    parser.add_argument(
        "--beta", type=float, default=DEFAULT_BETA, help=f"false negative rate (default {DEFAULT_BETA:g})"
    )
    parser.add_argument(
        "--max-games",
        type=cliargs.positive_int("game"),
        default=DEFAULT_MAX_GAMES,
        metavar="N",
        help=f"stop undecided after N games (default {DEFAULT_MAX_GAMES}; at least 2)",
    )
    parser.add_argument(
        "--jobs",
        type=cliargs.positive_int("job"),
        default=_default_jobs(),
        metavar="J",
        help=f"games played at a time (default: the CPU cores, {_default_jobs()} here)",
    )
    cliargs.add_seed_option(parser, "seed of the comparison (default: random, printed)")
    from referee.seats.preflight import add_preflight_option

    add_preflight_option(parser)
    cliargs.add_game_options(parser)
    return parser


def _default_jobs() -> int:
    from referee.cluster import default_jobs

    return default_jobs()


def main(argv: Sequence[str] | None = None) -> int:
    """Run `referee compare ARGV`. Exit status 0 when the test ended (H1, H0 or inconclusive: the last
    line says which), 2 for bad command-line use, 1 for a failure of the referee."""
    return cliargs.run_command(build_parser(), list(sys.argv[1:] if argv is None else argv), _compare)


def _compare(options: argparse.Namespace) -> int:
    import dataclasses

    from rich.console import Console

    from referee.match import players_from_specs, random_seed

    try:
        sprt = Sprt(options.elo0, options.elo1, options.alpha, options.beta)
    except ValueError as error:
        raise UsageError(str(error)) from None
    if options.max_games < 2:
        raise UsageError(f"--max-games must be at least 2 (one pair), got {options.max_games}")
    try:
        game_kingdom(options.kingdom, options.protocol, 0)
    except KingdomError as error:
        raise UsageError(f"--kingdom: {error}") from None
    new, old = players_from_specs([options.new, options.old])
    seed = random_seed() if options.seed is None else options.seed
    err = Console(stderr=True, highlight=False)
    out = Console(highlight=False)
    err.print(
        f"compare {new[0]} (NEW) against {old[0]} (OLD): H0 elo {sprt.elo0:g}, H1 elo {sprt.elo1:g}, "
        f"alpha {sprt.alpha:g}, beta {sprt.beta:g}; LLR bounds [{sprt.lower:.2f}, {sprt.upper:.2f}]; "
        f"at most {options.max_games // 2 * 2} games; seed {seed} (--seed {seed} replays it)",
        markup=False,
        soft_wrap=True,
    )
    if not options.skip_preflight:
        from referee.seats.preflight import preflight

        failures = preflight(
            [new, old],
            version=options.protocol,
            kingdom=game_kingdom(options.kingdom, options.protocol, seed),
            edition=options.edition,
            limits=cliargs.limits(options),
            jobs=min(2, options.jobs),
            say=lambda line: err.print(line, markup=False, soft_wrap=True),
        )
        for failure in failures:
            err.print(failure.message(), markup=False, soft_wrap=True)
        if failures:
            err.print("pre-flight failed: no game was played", markup=False)
            return 2
    live = LiveLine(err, sprt)
    with tempfile.TemporaryDirectory(prefix="referee-compare-") as scratch:
        player = SubprocessPairs(
            new,
            old,
            version=options.protocol,
            turn_limit=options.turn_limit,
            limits=dataclasses.asdict(cliargs.limits(options)),
            scratch=Path(scratch),
            kingdom=options.kingdom,
            edition=options.edition,
        )
        verdict = run_compare(
            player, sprt, seed=seed, max_games=options.max_games, jobs=options.jobs, on_pair=live.update
        )
    live.close()
    out.print(describe(verdict, sprt, new[0], old[0]), markup=False, soft_wrap=True)
    return 0


def status_line(tally: Tally, llr: float, sprt: Sprt) -> str:
    """``games 40 (W-L-T 25-12-3), score 66.2%, Elo +118 (95% CI +52 to +190), LLR 1.93 [-2.94, 2.94]``."""
    score = tally.score
    text = f"games {tally.games} (W-L-T {tally.wins}-{tally.losses}-{tally.ties})"
    if tally.left_out:
        text += f", {counted(tally.left_out, 'pair')} with a forfeit left out"
    if score is not None:
        text += f", score {score * 100:.1f}%"
    elo = tally.elo()
    if elo is not None and math.isinf(elo[0]):
        text += f", Elo {_signed(elo[0])}"  # NEW won or lost every game so far
    elif elo is not None:
        text += f", Elo {_signed(elo[0])} (95% CI {_signed(elo[1])} to {_signed(elo[2])})"
    return text + f", LLR {llr:.2f} [{sprt.lower:.2f}, {sprt.upper:.2f}]"


class LiveLine:
    """The running LLR on `console`: one line rewritten in place on a terminal, else plain lines as every
    command prints its progress (`referee.tournament.report.PlainProgress`): ``progress: games 20 ...``,
    every 10 pairs but at most one per 5 s, or every 30 s."""

    def __init__(self, console: Any, sprt: Sprt) -> None:
        self.console, self.sprt = console, sprt
        self.last = time.monotonic()
        self._live: Any = None
        if console.is_terminal:
            from rich.live import Live

            self._live = Live("", console=console, auto_refresh=False, transient=False)
            self._live.start()

    def update(self, tally: Tally, llr: float) -> None:
        """Show the state after a pair (see `status_line`)."""
        line = status_line(tally, llr, self.sprt)
        if self._live is not None:
            from rich.text import Text

            self._live.update(Text(line), refresh=True)
        else:
            from referee.tournament.report import PLAIN_AT_MOST_EVERY_SECONDS, PLAIN_EVERY_SECONDS

            since = time.monotonic() - self.last
            if tally.pairs % 10 == 0 and since >= PLAIN_AT_MOST_EVERY_SECONDS or since >= PLAIN_EVERY_SECONDS:
                self.last = time.monotonic()
                self.console.print(f"progress: {line}", markup=False, soft_wrap=True)

    def close(self) -> None:
        """Leave the last line on the terminal."""
        if self._live is not None:
            self._live.stop()


def describe(verdict: Verdict, sprt: Sprt, new: str, old: str) -> str:
    """The final lines: the tally and the verdict in words."""
    lines = [status_line(verdict.tally, verdict.llr, sprt)]
    lines += [
        f"{name} was ejected from {counted(count, 'game')}"
        for name, count in sorted(verdict.tally.ejections.items())
    ]
    lines += [
        f"{name} won {counted(count, 'game')} by forfeit (every opponent ejected): their pairs are left out "
        "of the score and the test"
        for name, count in sorted(verdict.tally.forfeits.items())
    ]
    if verdict.decision == "H1":
        lines.append(
            f"H1 accepted: {new} is stronger than {old} (at least {sprt.elo1:g} Elo, error rate "
            f"{sprt.alpha:g})"
        )
    elif verdict.decision == "H0":
        lines.append(
            f"H0 accepted: {new} is not {sprt.elo1:g} Elo stronger than {old} (at most {sprt.elo0:g}, "
            f"error rate {sprt.beta:g})"
        )
    else:
        lines.append(f"inconclusive: no decision within {verdict.tally.games} games (raise --max-games)")
    return "\n".join(lines)
