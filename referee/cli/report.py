"""`referee report`: its arguments; the site itself is written by `referee.site` (docs/report.md)."""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Sequence
from pathlib import Path

from referee.cli import options as cliargs
from referee.cli.tournament import DEFAULT_DB, add_forfeit_option
from referee.errors import UsageError
from referee.site import write_site


def default_out(db: str | Path) -> Path:
    """The default report directory of database `db`: ``course.sqlite`` -> ``course-report``."""
    path = Path(db)
    return path.with_name(path.stem + "-report")


def build_parser() -> cliargs.Parser:
    """The parser of `referee report`; its errors raise `UsageError`."""
    parser = cliargs.Parser(
        "report",
        description=textwrap.fill(
            "Write a tournament's report as a static HTML site (standings with intervals, "
            "crosstable heat map, score distributions, seat advantage, one page per player with its "
            "ejections and reply times, a replay page per kept transcript) and results.csv (one row per "
            "game and seat) "
            "for grading scripts. Open DIR/index.html in a browser; no server needed. Full documentation: "
            "docs/report.md",
            width=100,
        ),
        epilog="example:\n  referee report --db course.sqlite --out course-report",
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument(
        "--db",
        default=DEFAULT_DB,
        metavar="FILE",
        help=f"the tournament's SQLite file (default {DEFAULT_DB})",
    )
    parser.add_argument(
        "--out",
        metavar="DIR",
        help="directory to write (default: next to the database, e.g. course-report/ for course.sqlite); "
        "an earlier report there is replaced, any other non-empty directory is refused",
    )
    add_forfeit_option(parser)
    return parser


def main(argv: Sequence[str]) -> int:
    """``referee report [--db FILE] [--out DIR]``: 0 written; 2 bad use (no database, an --out that is not
    ours); 1 a failure of the referee."""

    def body(options: argparse.Namespace) -> int:
        from referee.tournament.standings import compute_standings
        from referee.tournament.store import TournamentStore

        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise UsageError(
                "referee report draws its plots with matplotlib, which is not installed: "
                "pip install 'dominion-referee[report]' (or pip install matplotlib)"
            ) from None
        out = Path(options.out) if options.out else default_out(options.db)
        with TournamentStore.open_existing(options.db) as store:
            definition = store.definition()
            assert definition is not None
            games = store.games()
        standings = compute_standings(definition.names, games, options.forfeit)
        from rich.console import Console

        from referee.tournament.report import LiveProgress

        # Progress on stderr: a bar on a terminal, sparse lines off one (a class's report takes a minute).
        with LiveProgress(Console(stderr=True, highlight=False), unit="pages") as live:
            summary = write_site(
                out, definition, standings, games, definition.total_games(), options.db, progress=live
            )
        print(
            f"report: {summary.index} ({len(summary.pages)} pages, {len(summary.plots)} plots); "
            f"grading CSV: {summary.csv}"
        )
        return 0

    return cliargs.run_command(build_parser(), argv, body)
