"""The `referee` command: play one game between player programs, or dispatch to a subcommand.

    referee [options] PLAYER PLAYER [PLAYER [PLAYER]]     one game (this module)
    referee check ...                                     conformance checks (referee.conformance)
    referee validate ...                                  course test-case files (referee.validate)
    referee tournament ... / referee standings ...        tournaments (referee.cli.tournament)
    referee report ...                                    a tournament's HTML report (referee.cli.report)
    referee replay ...                                    a transcript turn by turn (referee.cli.replay)
    referee compare NEW OLD                               a sequential test of strength (referee.cli.compare)
    referee kingdom ...                                   a random kingdom (referee.cli.kingdom)
    referee cards ...                                     every card's facts, any language (referee.cli.cards)
    referee simulate A B [C D] ...                        strategies in-process (referee.cli.simulate)
    referee serve ...                                     DominAI players over WebSocket (referee.cli.serve)

This module parses arguments and prints (through `referee.output`); the game itself is `referee.match`.
Exit status (docs/referee.md, "Exit status"): 0 when a game was played to its end (ejections included),
2 for bad command-line use (one line on stderr), 1 for a failure of the referee itself (one line on stderr
naming the file that holds the traceback).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import tempfile
import threading
import traceback
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from referee.cli import options as cliargs
from referee.errors import ClusterError, MachineBusy, UsageError

PROG = cliargs.PROG

SUBCOMMANDS: dict[str, tuple[str, str, str]] = {
    "check": ("referee.cli.check", "main", "check a player program against the protocol (conformance)"),
    "validate": ("referee.cli.validate", "main", "judge a course test-case file of states and plays"),
    "tournament": ("referee.cli.tournament", "tournament_main", "run a tournament between many programs"),
    "standings": ("referee.cli.tournament", "standings_main", "show a tournament's standings"),
    "report": ("referee.cli.report", "main", "write a tournament's HTML report and grading CSV"),
    "replay": ("referee.cli.replay", "main", "show a game's transcript turn by turn"),
    "compare": (
        "referee.cli.compare",
        "main",
        "is NEW stronger than OLD? games until a sequential test decides",
    ),
    "kingdom": ("referee.cli.kingdom", "main", "draw 10 kingdom cards at random under constraints"),
    "cards": (
        "referee.cli.cards",
        "main",
        "every card's cost, types, set... as JSON or S-expressions",
    ),
    "simulate": ("referee.cli.simulate", "main", "play thousands of in-process games between strategies"),
    "rate": ("referee.cli.rate", "main", "rate a player on a fixed suite of games against a pool"),
    "serve": ("referee.cli.serve", "main", "serve games to DominAI players over WebSocket (JSON-RPC 2.0)"),
}
"""Subcommand -> (module, function, summary). Imported only when used."""

DESCRIPTION = """\
Play one game of Dominion between 2 to 4 player programs speaking the Dominion Protocol (v1 to v5)
over stdin/stdout. Every play is checked; a player that misbehaves (illegal play, bad text, too slow,
crash, ...) is ejected with the reason and the game goes on without it.

PLAYER is [NAME=]COMMAND. COMMAND is split like a shell would, so quote it as one argument.
NAME (ASCII letters only) is the player's name in the game; without it the name is derived from
the program (python -m players.big_money -> bigmoney; ./my-bot.py -> mybot; java -jar Bot.jar -> bot),
lowercased, with a letter added to repeats (bigmoney, bigmoneyb).
"""


def _epilog() -> str:
    lines = [
        "examples:",
        '  referee "python -m players.big_money" "python -m players.smithy_money"',
        '  referee --seed 42 -v ./my-player "rival=python -m players.militia_money"',
        "  referee --protocol 1 --log game.jsonl --json ./a.out ./b.out",
        "  referee --protocol 4 --kingdom witch,chapel,village,smithy,market,moat,cellar,mine,gardens,"
        "throne-room A B",
        "  referee --protocol 4 --kingdom random --seed 7 A B",
        "  referee --protocol 5 --kingdom random --seed 7 -v A B",
        '  referee --protocol 5 --kingdom "$(referee kingdom --sets alchemy,prosperity1 --seed 3 | head -1)"'
        " A B",
        '  referee --protocol 5 -v "python -m players.strategy chapel-laboratory" "python -m'
        ' players.big_money"',
        "",
        "protocol 5 (docs/protocol.md, Version 5) adds every set's cards and decisions:",
        "(decide NAME QUESTION state) asks for a card's choice, among them an insert",
        "(how many cards go above a card put into the deck: Stash), an ordered choose",
        "(the order of simultaneous triggers as a card is gained or trashed) and Black",
        "Market's play of treasures and buy; a player answers (choose ...).",
        "",
        "subcommands (referee SUBCOMMAND --help for each):",
    ]
    lines += [f"  {name:<11} {summary}" for name, (_, _, summary) in SUBCOMMANDS.items()]
    lines += ["", "reference players (run as: python -m players.NAME):"]
    from players import REFERENCE

    for name, player in REFERENCE.items():
        lines.append(f"  {name:<15} v{player.min_version}+  {player.description}")
    lines += [
        "",
        "strategy files (players/strategies, run as: python -m players.strategy NAME; --list lists them",
        "with the kingdom cards each needs; docs/simulate.md says how to write one)",
    ]
    lines += [
        "",
        "exit status: 0 a game was played to its end (ejections included); 2 bad command-line use;",
        "1 a failure of the referee itself. Full documentation: docs/referee.md",
    ]
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of a game (`referee [options] PLAYER ...`); its errors raise `UsageError`."""
    parser = cliargs.Parser(
        usage="%(prog)s [options] PLAYER PLAYER [PLAYER [PLAYER]]\n       %(prog)s {"
        + ",".join(SUBCOMMANDS)
        + "} ...",
        description=DESCRIPTION,
        epilog=_epilog(),
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument(
        "players",
        nargs="+",
        metavar="PLAYER",
        help='[NAME=]COMMAND, e.g. "python -m players.big_money" or "alice=./my-player --fast"',
    )
    cliargs.add_game_options(parser)
    cliargs.add_cover_option(parser, default=False)
    parser.add_argument(
        "--player-protocol",
        action="append",
        type=player_protocol,
        default=[],
        metavar="NAME=VERSION",
        help="player NAME speaks an older protocol version (1 to 4) than the protocol 4 or 5 game: it gets "
        "that version's messages only, and the game is refused a kingdom card that version does not know. "
        "Repeat for each such player. Example: --player-protocol old=3",
    )
    cliargs.add_seed_option(
        parser,
        "seed of the shuffles (default: random). Always printed; the same seed and the same "
        "decisions replay the same game message for message. Example: --seed 42",
    )
    parser.add_argument(
        "--player-seed-key",
        type=cliargs.player_seed_key,
        metavar="HEX",
        help="the secret key the players' DOMINION_PLAYER_SEED are derived with (default: a fresh random "
        "one, so that no player can work out --seed from its own seed). The result and the transcript "
        "keep it; give it with --seed to replay a game exactly, random players included",
    )
    parser.add_argument(
        "--kingdom-seed",
        type=cliargs.seed,
        metavar="N",
        help="seed of --kingdom random (default: the game's --seed), to keep a drawn kingdom while the "
        "shuffles change. Example: --kingdom random --kingdom-seed 7",
    )
    parser.add_argument(
        "--log",
        metavar="FILE",
        help="write every message and the result to FILE as JSON Lines. Example: --log game.jsonl",
    )
    parser.add_argument(
        "--stderr-dir",
        metavar="DIR",
        help="keep each player's stderr (capped) in DIR/NAME.stderr (default: only the last lines, shown "
        "for ejected players). Example: --stderr-dir logs",
    )
    parser.add_argument(
        "--json",
        action="store_true",
        help="print only the result as one JSON object on stdout (with a 'replay' command). Example: --json",
    )
    parser.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="print the game as it goes: one line per play, defense and ejection (on stderr with --json). "
        "Example: -v",
    )
    return parser


def player_protocol(text: str) -> tuple[str, int]:
    """Argument type of ``--player-protocol NAME=VERSION``: (name, version). Raises
    `argparse.ArgumentTypeError` for text without ``=`` or a version that is not a whole number (the match
    checks the name and the version further)."""
    name, equals, version = text.partition("=")
    if not equals or not name or not version.strip().isdigit():
        raise argparse.ArgumentTypeError(f"expected NAME=VERSION such as old=3, got {text!r}")
    return name, int(version)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the `referee` command with `argv` (default `sys.argv[1:]`) and return its exit status.

    A first argument naming a subcommand (`check`, `validate`, `tournament`, `standings`) hands the rest
    of the arguments to that subcommand's `main`. Anything else is one game.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    with _stopped_by_signals():
        if args and args[0] in SUBCOMMANDS:
            module_name, function_name, _ = SUBCOMMANDS[args[0]]
            return _guarded(
                lambda: _subcommand(module_name, function_name)(args[1:]),
                players=args[0] not in WITHOUT_PLAYERS,
            )
        return _guarded(lambda: _game(args))


class Stopped(KeyboardInterrupt):
    """Raised in the main thread by SIGTERM or SIGHUP (what `timeout`, a cancelled CI job and a closed
    terminal send): like Ctrl-C, it unwinds the game, whose seats end every player process."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _raise_stopped(signum: int, frame: object) -> None:
    raise Stopped(signum)


@contextlib.contextmanager
def _stopped_by_signals() -> Iterator[None]:
    """While the command runs (in the main thread), SIGTERM and SIGHUP raise `Stopped`. A signal ignored
    when the command started (``nohup`` ignores SIGHUP) stays ignored; the previous handlers come back."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {}
    for signum in (signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(signum) is not signal.SIG_IGN:
            previous[signum] = signal.signal(signum, _raise_stopped)
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler if handler is not None else signal.SIG_DFL)


def _subcommand(module_name: str, function_name: str) -> Callable[[list[str]], int]:
    import importlib

    return getattr(importlib.import_module(module_name), function_name)


WITHOUT_PLAYERS = frozenset({"standings", "report", "replay", "kingdom", "cards", "simulate"})
"""Subcommands that start no player process: a stop says nothing of players."""


def _guarded(run: Callable[[], int], *, players: bool = True) -> int:
    """Run `run`, turning a usage error into exit 2 and a failure of the referee into exit 1 (one line).

    A stop (SIGTERM, SIGHUP, Ctrl-C) exits 128 + the signal's number; the line says every player process
    was ended when `players` (the command runs player processes), else only that it stopped."""
    ended = "; every player process was ended" if players else ""
    try:
        return run()
    except SystemExit as exit_request:  # a subcommand calling sys.exit
        code = exit_request.code
        return code if isinstance(code, int) else (0 if code is None else 1)
    except UsageError as error:
        print(cliargs.usage_line(PROG, error), file=sys.stderr)
        return 2
    except Stopped as stop:
        name = signal.Signals(stop.signum).name
        print(f"{PROG}: stopped by {name}{ended}", file=sys.stderr)
        return 128 + stop.signum
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted{ended}", file=sys.stderr)
        return 130
    except MachineBusy as error:
        # The machine's fault, neither a player's nor ours: no forfeit to record, no traceback to report.
        print(
            f"{PROG}: the game is void (the machine's fault, not a player's): {_one_line(str(error))}; "
            'play it again on a quieter machine (docs/referee.md, "A busy machine")',
            file=sys.stderr,
        )
        return MachineBusy.EXIT_STATUS
    except ClusterError as error:
        # The cluster's fault (a scheduler lost, workers dying), not a bug of ours: no traceback to report.
        print(f"{PROG}: cluster failed: {_one_line(str(error))}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # stdout was closed by a pager or `head`: nothing more to say, and not the referee's fault.
        sys.stderr.close()
        return 1
    except Exception as error:  # noqa: BLE001 - anything else is a failure of the referee: one line, exit 1
        where = _save_traceback()
        what = "failed" if isinstance(error, OSError) else "internal error"
        advice = "" if isinstance(error, OSError) else "; please report it"
        print(
            f"{PROG}: {what}: {type(error).__name__}: {_one_line(str(error))} (traceback in {where}{advice})",
            file=sys.stderr,
        )
        return 1


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _save_traceback() -> str:
    """Write the current exception's traceback to a new file in the temporary directory; return its path."""
    try:
        fd, path = tempfile.mkstemp(prefix="referee-", suffix=".traceback")
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            traceback.print_exc(file=file)
        return path
    except OSError:
        traceback.print_exc()
        return "the lines above"


def _game(argv: list[str]) -> int:
    return cliargs.run_command(build_parser(), argv, _play, intermixed=True)


def _play(options: argparse.Namespace) -> int:
    """Play the game `options` (parsed by `build_parser`) ask for and print it; raises `UsageError`."""
    from referee import output
    from referee.kingdom import RANDOM, KingdomError, game_kingdom
    from referee.match import MatchConfig, play_match, players_from_specs, random_seed

    if not 2 <= len(options.players) <= 4:
        raise UsageError(f"a game needs 2 to 4 players, got {len(options.players)}")
    seed = random_seed() if options.seed is None else options.seed
    drawn = options.kingdom == RANDOM or (options.kingdom is None and options.protocol >= 4)
    if options.kingdom_seed is not None and not drawn:
        raise UsageError(
            "--kingdom-seed seeds a drawn kingdom: it goes with --protocol 4 and --kingdom random (or no "
            "--kingdom), not with a list of cards or a v1-v3 game"
        )
    oldest = min((version for _, version in options.player_protocol), default=options.protocol)
    try:
        kingdom = game_kingdom(
            options.kingdom,
            options.protocol,
            seed if options.kingdom_seed is None else options.kingdom_seed,
            oldest=oldest,
        )
    except KingdomError as error:
        raise UsageError(f"--kingdom: {error}") from None
    config = MatchConfig(
        players=players_from_specs(options.players),
        seed=seed,
        version=options.protocol,
        kingdom=kingdom,
        edition=options.edition,
        turn_limit=options.turn_limit,
        cover_reactions=options.cover_reactions,
        limits=cliargs.limits(options),
        log=cliargs.writable_file(options.log, "--log") if options.log else None,
        stderr_dir=_usable_directory(options.stderr_dir) if options.stderr_dir else None,
        player_versions=tuple(options.player_protocol),
        player_seed_key=options.player_seed_key,
    )
    report = output.Report(config, json_only=options.json)
    report.start()
    observer = report.observer() if options.verbose else None
    record = play_match(config, observer)
    report.finish(record)
    return 0


def _usable_directory(path_text: str) -> Path:
    path = Path(path_text)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"--stderr-dir {path_text!r} cannot be created: {error.strerror}") from None
    if not os.access(path, os.W_OK):
        raise UsageError(f"--stderr-dir {path_text!r} cannot be written (permission denied)")
    return path


if __name__ == "__main__":
    sys.exit(main())
