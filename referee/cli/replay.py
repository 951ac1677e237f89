"""`referee replay`: its arguments, and a transcript shown on a terminal (`referee.replay` reads and
renders it; docs/referee.md, "Replay")."""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence

from referee.cli import options as cliargs
from referee.errors import UsageError
from referee.replay import read_replay, render, step


def build_parser() -> cliargs.Parser:
    """The parser of `referee replay`; its errors raise `UsageError`."""
    parser = cliargs.Parser(
        "replay",
        description=textwrap.fill(
            "Show a game's transcript (written by referee --log FILE, or kept by a tournament) "
            "turn by turn: each turn's public state (supply, trash), the mover's hand, every play and "
            "defense, and the ejections. On a terminal it waits after each turn (Enter: next turn, p: "
            "previous, a number: that turn, q: quit); otherwise it prints every turn. "
            "Full documentation: docs/referee.md",
            width=100,
        ),
        epilog="examples:\n  referee replay game.jsonl\n  referee replay --turn 17 game.jsonl\n"
        "  referee replay --all game.jsonl | less",
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument("transcript", metavar="FILE", help="the transcript (JSON Lines, as --log writes it)")
    parser.add_argument(
        "--turn",
        type=cliargs.positive_int("turn"),
        metavar="N",
        help="show only turn N (on a terminal: start stepping at turn N)",
    )
    parser.add_argument(
        "--all", action="store_true", help="print every turn without waiting, even on a terminal"
    )
    return parser


def main(argv: Sequence[str]) -> int:
    """``referee replay [--turn N] [--all] FILE``: 0 shown; 2 bad use (missing or unreadable file, a
    turn the game does not have)."""
    parser = build_parser()

    def body(options: argparse.Namespace) -> int:
        replay = read_replay(options.transcript)
        if options.turn is not None and options.turn > len(replay.turns):
            raise UsageError(
                f"--turn {options.turn}: the game in {options.transcript} has {len(replay.turns)} turns"
            )
        if sys.stdout.isatty() and sys.stdin.isatty() and not options.all:
            step(replay, options.turn or 1, sys.stdout, sys.stdin)
        else:
            print("\n".join(render(replay, options.turn)))
        return 0

    return cliargs.run_command(parser, argv, body)
