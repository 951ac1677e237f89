"""The `referee tournament` and `referee standings` commands (argument parsing and printing only).

`referee.cli` hands ``referee tournament ARGS`` to `tournament_main` and ``referee standings ARGS`` to
`standings_main`. Exit status: 0 done; 1 a game could not be played by the referee (a later run retries it)
or another failure of the referee; 2 bad command-line use (one line on stderr); 130 stopped by Ctrl-C or
SIGTERM (run the same command again to resume).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import signal
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from referee import cliargs
from referee.errors import UsageError
from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.schedule import FORMATS, MAX_PLAYERS_PER_GAME, MIN_PLAYERS_PER_GAME, games_per_group

if TYPE_CHECKING:
    from rich.console import Console

    from referee.tournament.store import TournamentStore

DEFAULT_DB = "tournament.sqlite"
"""The database used when `--db` is not given, in the current directory."""

DEFAULT_GAMES = 10

SEED_BITS = 63
"""Bits of a tournament seed drawn at random (`secrets`) when `--seed` is not given: far too many to guess,
and still an SQLite INTEGER. A fixed default seed would let any student compute every game's seed, and so
every shuffle, before the tournament (the seeds derive from it and the public player names)."""


def random_tournament_seed() -> int:
    """A fresh secret tournament seed, `SEED_BITS` bits from `secrets` (0 to 2**63 - 1)."""
    import secrets

    return secrets.randbits(SEED_BITS)


def default_jobs() -> int:
    """The CPU cores this process may use (its affinity mask, which containers narrow), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def _players_per_game(text: str) -> int:
    value = cliargs.positive_int("player")(text)
    if not MIN_PLAYERS_PER_GAME <= value <= MAX_PLAYERS_PER_GAME:
        raise argparse.ArgumentTypeError(
            f"expected {MIN_PLAYERS_PER_GAME} to {MAX_PLAYERS_PER_GAME} players per game, got {text!r}"
        )
    return value


def _add_output_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--csv",
        metavar="FILE",
        help="also write the standings as CSV, one row per player. Example: --csv out.csv",
    )
    parser.add_argument(
        "--json",
        metavar="FILE",
        help="also write the definition, standings, crosstable, ejections and every game's result as JSON. "
        "Example: --json out.json",
    )


def build_tournament_parser() -> argparse.ArgumentParser:
    """The parser of `referee tournament`; its errors raise `UsageError`."""
    parser = cliargs.Parser(
        "tournament",
        description="Run many games between player programs with rotated seats and paired seeds, in "
        "parallel, recording every game in a SQLite file as it ends. Running the same command again "
        "resumes. Full documentation: docs/tournaments.md",
    )
    parser.add_argument(
        "players",
        nargs="+",
        metavar="PLAYER",
        help='[NAME=]COMMAND, as for a game, e.g. "python -m players.big_money" or "alice=./alice"',
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default="round-robin",
        help="round-robin: every group of --players-per-game players; gauntlet: the first player against "
        "every group of the others (default round-robin)",
    )
    parser.add_argument(
        "--games",
        type=cliargs.positive_int("game"),
        default=DEFAULT_GAMES,
        metavar="N",
        help=f"games per group (default {DEFAULT_GAMES}), rounded up to a multiple of --players-per-game so "
        "that each seed is played once in every seat rotation",
    )
    parser.add_argument(
        "--players-per-game",
        type=_players_per_game,
        default=2,
        metavar="K",
        help="players in each game, 2 to 4 (default 2)",
    )
    parser.add_argument(
        "--jobs",
        type=cliargs.positive_int("job"),
        default=default_jobs(),
        metavar="J",
        help=f"games played at a time (default: the number of CPU cores, {default_jobs()} here)",
    )
    parser.add_argument(
        "--db",
        default=DEFAULT_DB,
        metavar="FILE",
        help=f"the tournament's SQLite file (default {DEFAULT_DB} in the current directory); a new file "
        "starts a tournament, an existing one is resumed",
    )
    parser.add_argument(
        "--logs",
        metavar="DIR",
        help="directory for transcripts and players' stderr (default: next to the database, e.g. "
        "tournament-games/ for tournament.sqlite)",
    )
    parser.add_argument(
        "--keep-logs",
        action="store_true",
        help="keep the transcript of every game (default: only of games in which a player was ejected)",
    )
    parser.add_argument(
        "--seed",
        type=cliargs.seed,
        metavar="N",
        help="tournament seed; every game's seed derives from it (default: a new database draws a random "
        "one, kept in it and printed; resuming reuses the recorded one). Keep it secret until the "
        "tournament is over: whoever knows it can compute every shuffle",
    )
    cliargs.add_game_options(parser)
    _add_output_options(parser)
    return parser


def build_standings_parser() -> argparse.ArgumentParser:
    """The parser of `referee standings`; its errors raise `UsageError`."""
    parser = cliargs.Parser(
        "standings",
        description="Show the standings, crosstable and ejections of a tournament database (while it runs "
        "or after). Full documentation: docs/tournaments.md",
    )
    parser.add_argument(
        "--db",
        default=DEFAULT_DB,
        metavar="FILE",
        help=f"the tournament's SQLite file (default {DEFAULT_DB})",
    )
    _add_output_options(parser)
    return parser


def definition_from_options(
    options: argparse.Namespace, recorded_seed: int | None = None
) -> tuple[TournamentDefinition, str | None]:
    """The tournament definition the parsed options ask for, and a note to print (or None).

    The seed is ``options.seed`` if given, else `recorded_seed` (the seed of the tournament being resumed),
    else a new `random_tournament_seed`. The note says when `--games` was rounded up to a multiple of the
    players per game.
    Raises:
        UsageError: a bad PLAYER, a program that cannot be started, duplicate names, or too few players.
    """
    from referee.match import players_from_specs

    players = players_from_specs(options.players)
    if len(players) < options.players_per_game:
        raise UsageError(
            f"{options.players_per_game} players per game need at least {options.players_per_game} players, "
            f"got {len(players)}"
        )
    games = games_per_group(options.games, options.players_per_game)
    note = None
    if games != options.games:
        note = (
            f"note: --games {options.games} rounded up to {games}, a multiple of {options.players_per_game} "
            f"players per game, so that every seed is played once in every seat rotation"
        )
    definition = TournamentDefinition(
        entrants=tuple(Entrant(name, command) for name, command in players),
        format=options.format,
        games=games,
        players_per_game=options.players_per_game,
        version=options.protocol,
        seed=(
            options.seed
            if options.seed is not None
            else recorded_seed
            if recorded_seed is not None
            else random_tournament_seed()
        ),
        turn_limit=options.turn_limit,
        limits=dataclasses.asdict(cliargs.limits(options)),
    )
    return definition, note


def _check_output_paths(options: argparse.Namespace) -> None:
    for option in ("csv", "json"):
        value = getattr(options, option)
        if value is None:
            continue
        cliargs.writable_file(value, f"--{option}")


def tournament_main(argv: Sequence[str]) -> int:
    """Run `referee tournament ARGV` (see `build_tournament_parser`); return the exit status."""
    return cliargs.run_command(build_tournament_parser(), argv, _tournament, intermixed=True)


def standings_main(argv: Sequence[str]) -> int:
    """Run `referee standings ARGV` (see `build_standings_parser`); return the exit status."""
    return cliargs.run_command(build_standings_parser(), argv, _standings)


def _tournament(options: argparse.Namespace) -> int:
    from referee.tournament.report import LiveProgress
    from referee.tournament.runner import TournamentRunner, logs_dir_for
    from referee.tournament.store import TournamentStore

    _check_output_paths(options)
    db = cliargs.writable_file(options.db, "--db")
    recorded_seed = _recorded_seed(db)
    definition, note = definition_from_options(options, recorded_seed)
    logs = Path(options.logs) if options.logs else logs_dir_for(db)
    err = _console(stderr=True)
    if note:
        err.print(note)
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        # A shell starts background commands of a script so; ignoring Ctrl-C then is the convention.
        err.print(
            f"note: Ctrl-C (SIGINT) is ignored, as for any command started in the background of a script; "
            f"stop this tournament with: kill {os.getpid()} (SIGTERM)"
        )
    if options.seed is None:
        drawn = "recorded in the database" if recorded_seed is not None else "drawn at random"
        err.print(f"tournament seed {definition.seed} ({drawn}; --seed {definition.seed} replays it)")
    with TournamentStore.create_or_resume(db, definition) as store:
        with LiveProgress(err) as live:
            runner = TournamentRunner(
                definition,
                store,
                jobs=options.jobs,
                logs_dir=logs,
                keep_logs=options.keep_logs,
                on_start=live.start,
                on_game=live.game,
            )
            summary = runner.run()
        _show(store, definition, options, str(db))
    if summary.interrupted:
        err.print(
            f"stopped: {summary.already + summary.played} of {summary.total} games recorded; "
            f"run the same command again to resume"
        )
        return 130
    if summary.failed:
        err.print(
            f"[red]the referee failed to play {len(summary.failed)} game(s) (see the messages above); "
            f"run the same command again to retry them"
        )
        return 1
    return 0


def _recorded_seed(db: Path) -> int | None:
    """The seed recorded in database `db`, or None if it holds no tournament (yet).

    Resuming without `--seed` reuses it: the random default seed is drawn once, when the tournament starts.
    Raises:
        UsageError: `db` exists but is not a tournament database (checked here, before a seed is drawn and
            printed for a tournament that cannot start).
    """
    from referee.tournament.store import TournamentStore

    if not db.is_file():
        return None
    store = TournamentStore(db)
    try:
        recorded = store.definition()
    finally:
        store.close()
    return None if recorded is None else recorded.seed


def _standings(options: argparse.Namespace) -> int:
    from referee.tournament.store import TournamentStore

    _check_output_paths(options)
    with TournamentStore.open_existing(options.db) as store:
        definition = store.definition()
        assert definition is not None
        _show(store, definition, options, options.db)
    return 0


def _console(*, stderr: bool) -> Console:
    """A rich console on stdout or stderr; piped or redirected, it does not wrap at 80 columns."""
    from rich.console import Console

    console = Console(stderr=stderr, highlight=False)
    if not console.is_terminal:
        console = Console(stderr=stderr, highlight=False, width=200)
    return console


def _show(
    store: TournamentStore, definition: TournamentDefinition, options: argparse.Namespace, db: str
) -> None:

    from referee.tournament.report import print_standings, write_csv, write_json
    from referee.tournament.standings import compute_standings

    games = store.games()
    standings = compute_standings(definition.names, games)
    total = len(definition.schedule())
    print_standings(_console(stderr=False), definition, standings, total, db)
    if options.csv:
        write_csv(options.csv, standings)
    if options.json:
        write_json(options.json, definition, standings, games, total)
