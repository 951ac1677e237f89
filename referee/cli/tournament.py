"""The `referee tournament` and `referee standings` commands (argument parsing and printing only).

`referee.cli` hands ``referee tournament ARGS`` to `tournament_main` and ``referee standings ARGS`` to
`standings_main`. Exit status: 0 done; 1 a game could not be played by the referee (a later run retries it)
or another failure of the referee; 2 bad command-line use (one line on stderr); 130 stopped by Ctrl-C or
SIGTERM (run the same command again to resume).
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from referee.cli import options as cliargs
from referee.errors import MachineBusy, UsageError
from referee.output import counted
from referee.seats.preflight import add_preflight_option
from referee.tournament.definition import FORFEIT_PAIRING, Entrant, TournamentDefinition
from referee.tournament.schedule import FORMATS, games_per_group
from referee.tournament.store import DEFAULT_DB

if TYPE_CHECKING:
    from rich.console import Console

    from referee.tournament.store import TournamentStore

DEFAULT_GAMES = 10

DEFAULT_ROUNDS = 10
"""Swiss rounds when `--rounds` is not given."""

CONFIRM_ABOVE = 300
"""A run with more games than this to play asks first (or needs `--yes` when stdin is not a terminal)."""

SEED_BITS = 63
"""Bits of a tournament seed drawn at random (`secrets`) when `--seed` is not given: far too many to guess,
and still an SQLite INTEGER. A fixed default seed would let any student compute every game's seed, and so
every shuffle, before the tournament (the seeds derive from it and the public player names)."""


def random_tournament_seed() -> int:
    """A fresh secret tournament seed, `SEED_BITS` bits from `secrets` (0 to 2**63 - 1)."""
    import secrets

    return secrets.randbits(SEED_BITS)


def add_forfeit_option(parser: argparse.ArgumentParser) -> None:
    """``--forfeit none|win``: how a win by forfeit (every opponent ejected) scores in the standings."""
    from referee.tournament.standings import DEFAULT_FORFEIT, FORFEIT_SCORING

    parser.add_argument(
        "--forfeit",
        choices=FORFEIT_SCORING,
        default=DEFAULT_FORFEIT,
        help="how a win by forfeit (the only player left when every opponent was ejected) scores: none, no "
        "game and no point for the winner, as a bye (the luck of the draw, not strength); win, a point, as "
        f"chess scores a forfeit (default {DEFAULT_FORFEIT}). Forfeit wins are always shown apart, and "
        "intervals, Elo, LOS and ratings always leave forfeit games out",
    )


def _add_output_options(parser: argparse.ArgumentParser) -> None:
    add_forfeit_option(parser)
    parser.add_argument(
        "--details",
        action="store_true",
        help="also print the crosstable however wide (one line per player) and every ejection in full, "
        "with its transcript and stderr (default: one line per ejection kind with its first example)",
    )
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
        help="round-robin: every group of --players-per-game players (or, with --games-per-player, a "
        "balanced sample of them); gauntlet: the first player against every group of the others; swiss: "
        "--rounds rounds, each pairing players of similar score (default round-robin)",
    )
    parser.add_argument(
        "--games",
        type=cliargs.positive_int("game"),
        metavar="N",
        help=f"round robin and gauntlet: games per group (default {DEFAULT_GAMES}), rounded up to a multiple "
        "of --players-per-game so that each seed is played once in every seat rotation",
    )
    parser.add_argument(
        "--games-per-player",
        type=cliargs.positive_int("game"),
        metavar="N",
        help="sampled round robin: instead of every group, each player plays about N games (rounded up to a "
        "multiple of --players-per-game) in groups drawn so that every pair meets about equally often. "
        "Example: --games-per-player 40 --players-per-game 4 for a class of 26. More than a database "
        "records extend its tournament with further groups",
    )
    parser.add_argument(
        "--rounds",
        type=cliargs.positive_int("round"),
        metavar="R",
        help=f"swiss: rounds to play (default {DEFAULT_ROUNDS}, or as recorded when resuming); each round "
        "pairs players of similar score in groups of --players-per-game, and each group plays once in every "
        "seat rotation. More rounds than a database records extend its tournament",
    )
    cliargs.add_players_per_game_option(parser, "")
    cliargs.add_jobs_and_cluster_options(parser, "games")
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
        help="keep the transcript of every game (default: only of games in which a player was ejected, and "
        "of the first game recorded for each player)",
    )
    cliargs.add_seed_option(
        parser,
        "tournament seed; every game's seed derives from it (default: a new database draws a random "
        "one, kept in it and printed; resuming reuses the recorded one). Keep it secret until the "
        "tournament is over: whoever knows it can compute every shuffle",
    )
    parser.add_argument(
        "--player-seed-key",
        type=cliargs.player_seed_key,
        metavar="HEX",
        help="the secret key every game's DOMINION_PLAYER_SEED is derived with (default: a new database "
        "draws a random one and keeps it; resuming reuses it). Give the same one to two tournaments of "
        "the same --seed for the same games, random players included",
    )
    parser.add_argument(
        "--allow-weak-sandbox",
        action="store_true",
        help="run even where players can only be contained weakly (no namespaces, or a kill set a "
        "double-forked child escapes: see `referee -v`); refused by default. Not on a --cluster: its workers "
        "must always contain players strongly, without network",
    )
    parser.add_argument(
        "--yes",
        action="store_true",
        help=f"do not ask before a run of more than {CONFIRM_ABOVE} games (required then when stdin is not "
        "a terminal, e.g. under cron or nohup)",
    )
    add_preflight_option(parser)
    cliargs.add_game_options(parser)
    cliargs.add_cover_option(parser, default=True)
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
    options: argparse.Namespace, recorded: TournamentDefinition | None = None
) -> tuple[TournamentDefinition, str | None]:
    """The tournament definition the parsed options ask for, and a note to print (or None).

    `recorded` is the definition of the tournament being resumed, if any. The seed is ``options.seed`` if
    given, else the recorded one, else a new `random_tournament_seed`. A swiss tournament without
    ``--rounds`` has the recorded rounds (else `DEFAULT_ROUNDS`); it keeps the recorded pairing rule (a new
    one pairs with `FORFEIT_PAIRING`), and a sampled round robin of the recorded size keeps its parts. The
    note says when `--games` was rounded up to a multiple of the players per game.
    Raises:
        UsageError: a bad PLAYER, a program that cannot be started, duplicate names, too few players, or a
            kingdom the protocol version cannot play.
    """
    from referee.match import players_from_specs

    kingdom = _kingdom(options)
    players = players_from_specs(options.players)
    k = options.players_per_game
    if len(players) < k:
        raise UsageError(f"{k} players per game need at least {k} players, got {len(players)}")
    sampled = options.games_per_player is not None
    if options.format == "swiss" or sampled:
        if options.games is not None:
            raise UsageError(
                "--games counts games per group of a full round robin or gauntlet; "
                + (
                    "give --rounds for swiss"
                    if options.format == "swiss"
                    else "--games-per-player replaces it"
                )
            )
        if sampled and options.format != "round-robin":
            raise UsageError(
                f"--games-per-player samples a round robin; it does not apply to {options.format}"
            )
    if options.rounds is not None and options.format != "swiss":
        raise UsageError(f"--rounds is for --format swiss, not {options.format}")
    # Swiss: each group plays once in every seat rotation per round, so k games per group and round.
    asked = k if options.format == "swiss" else options.games_per_player if sampled else options.games
    asked = asked or DEFAULT_GAMES
    games = games_per_group(asked, k)
    note = None
    if games != asked:
        option = "--games-per-player" if sampled else "--games"
        note = (
            f"note: {option} {asked} rounded up to {games}, a multiple of {k} players per game, so that "
            f"every seed is played once in every seat rotation"
        )
    same_format = recorded is not None and recorded.format == options.format
    recorded_rounds = recorded.rounds if same_format and recorded is not None else None
    definition = TournamentDefinition(
        entrants=tuple(Entrant(name, command) for name, command in players),
        format=options.format,
        games=k if options.format == "swiss" or sampled else games,
        players_per_game=k,
        version=options.protocol,
        seed=(
            options.seed
            if options.seed is not None
            else recorded.seed
            if recorded is not None
            else random_tournament_seed()
        ),
        turn_limit=options.turn_limit,
        limits=dataclasses.asdict(cliargs.limits(options)),
        rounds=(options.rounds or recorded_rounds or DEFAULT_ROUNDS) if options.format == "swiss" else None,
        games_per_player=games if sampled else None,
        kingdom=kingdom,
        edition=options.edition,
        cover_reactions=options.cover_reactions,
        pairing=(
            recorded.pairing if recorded is not None else FORFEIT_PAIRING if options.format == "swiss" else 1
        ),
    )
    if recorded is not None and recorded.parts and recorded.games_per_player == definition.games_per_player:
        definition = dataclasses.replace(definition, parts=recorded.parts)
    return definition, note


def _kingdom(options: argparse.Namespace) -> tuple[str, ...] | str | None:
    """The definition's kingdom from ``--kingdom``: the cards, ``"random"`` (also for a v4 tournament
    without ``--kingdom``: one kingdom per game, drawn with its seed), or None for a v1-v3 tournament.

    Raises UsageError for a kingdom the version cannot play (``witch is a v4 card: use --protocol 4``)."""
    from referee.kingdom import RANDOM, KingdomError, game_kingdom

    try:
        own = game_kingdom(options.kingdom, options.protocol, 0) is None
    except KingdomError as error:
        raise UsageError(f"--kingdom: {error}") from None
    if own:
        return None  # the version's kingdom, given or not: the same tournament, the same digest
    return RANDOM if options.kingdom is None else options.kingdom


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
    from referee.tournament.runner import logs_dir_for

    _check_output_paths(options)
    db = cliargs.writable_file(options.db, "--db")
    recorded = _recorded_definition(db)
    definition, note = definition_from_options(options, recorded)
    extension = None
    if recorded is not None and recorded.digest() != definition.digest():
        try:
            extension = recorded.extended_to(definition)
        except ValueError as error:
            raise cliargs.AdvisedUsageError(f"{db}: {error}") from None
        if extension is not None:
            definition = extension[0]
    logs = Path(options.logs) if options.logs else logs_dir_for(db)
    err = _console(stderr=True)
    jobs, cluster = cliargs.jobs_or_cluster(options)
    with contextlib.ExitStack() as stack:
        if cluster is None:
            _check_sandbox(options.allow_weak_sandbox, err)
            client = None
            _remaining(definition, db, options)  # refuses a long run without --yes first, before anything
            if not options.skip_preflight and not _preflight_passed(definition, db, options, err, jobs):
                return 2
        else:
            from referee.cluster import connect, threads_of, workers_line

            client = stack.enter_context(connect(cluster))
            jobs = threads_of(client)
            err.print(workers_line(client, str(cluster)), markup=False)
        return _run_tournament(options, definition, note, db, logs, recorded, extension, err, jobs, client)


def _run_tournament(
    options: argparse.Namespace,
    definition: TournamentDefinition,
    note: str | None,
    db: Path,
    logs: Path,
    recorded: TournamentDefinition | None,
    extension: tuple[TournamentDefinition, str] | None,
    err: Console,
    jobs: int,
    client: Any,
) -> int:
    """Confirm, run and report the tournament, `jobs` games at a time (on `client`'s cluster if not None).
    With an `extension` (the definition extended and the change in words), the recorded definition is
    replaced by it and the change recorded, once the run is confirmed."""
    from referee.seats.load import overload
    from referee.tournament.report import LiveProgress
    from referee.tournament.runner import MAX_VOIDS, TournamentRunner
    from referee.tournament.store import TournamentStore

    if not _confirmed(definition, db, options, err, jobs, client):
        err.print("not started: nothing was recorded")
        return 1
    if note:
        err.print(note)
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        # A shell starts background commands of a script so; ignoring Ctrl-C then is the convention.
        err.print(
            f"note: Ctrl-C (SIGINT) is ignored, as for any command started in the background of a script; "
            f"stop this tournament with: kill {os.getpid()} (SIGTERM)"
        )
    if options.seed is None:
        drawn = "recorded in the database" if recorded is not None else "drawn at random"
        err.print(f"tournament seed {definition.seed} ({drawn}; --seed {definition.seed} replays it)")
    with TournamentStore.create_or_resume(
        db, definition if extension is None or recorded is None else recorded, options.player_seed_key
    ) as store:
        if extension is not None:
            store.change_definition(*extension)
            err.print(
                f"extended: {extension[1]}; the games recorded stay, and the change is recorded in {db}",
                markup=False,
                soft_wrap=True,
            )
        # The pre-flight said it already, unless skipped; a cluster's workers have machines of their own.
        busy = overload(jobs) if client is None and options.skip_preflight else None
        if busy is not None:
            err.print(busy, markup=False, soft_wrap=True, style="yellow")
        with LiveProgress(err) as live:
            runner = TournamentRunner(
                definition,
                store,
                jobs=jobs,
                logs_dir=logs,
                keep_logs=options.keep_logs,
                on_start=live.start,
                on_game=live.game,
                cluster=client,
            )
            summary = runner.run()
        _show(store, definition, options, str(db))
    if summary.interrupted:
        err.print(
            f"stopped: {summary.already + summary.played} of {summary.total} games recorded; "
            f"run the same command again to resume"
        )
        return 130
    if summary.left_void:
        err.print(
            f"[yellow]{counted(len(summary.left_void), 'game')} void {MAX_VOIDS} times (the machine is too "
            "busy: see the lines above); run the same command again on a quieter machine, or with fewer "
            "--jobs, to play them"
        )
        return MachineBusy.EXIT_STATUS
    if summary.failed:
        err.print(
            f"[red]the referee failed to play {counted(len(summary.failed), 'game')} (see the messages "
            "above); "
            f"run the same command again to retry them"
        )
        return 1
    return 0


def _preflight_passed(
    definition: TournamentDefinition, db: Path, options: argparse.Namespace, err: Console, jobs: int
) -> bool:
    """Pre-flight every program of `definition` (`referee.seats.preflight`) when games remain to be played;
    print each failure and what to do. True when every program answered its first move (or nothing is to
    play)."""
    from referee.kingdom import game_kingdom
    from referee.seats.preflight import preflight

    total = definition.total_games()
    if _recorded_count(db, total) >= total:
        return True
    failures = preflight(
        [(e.name, e.command) for e in definition.entrants],
        version=definition.version,
        kingdom=game_kingdom(definition.kingdom, definition.version, definition.seed),
        edition=definition.edition,
        limits=cliargs.limits(options),
        jobs=jobs,
        say=lambda line: err.print(line, markup=False, soft_wrap=True),
    )
    for failure in failures:
        err.print(failure.message(), markup=False, soft_wrap=True, style="red")
    if failures:
        err.print(
            f"pre-flight failed for {counted(len(failures), 'program')}: the tournament did not start and "
            f"nothing was recorded in {db}",
            markup=False,
            soft_wrap=True,
        )
    return not failures


def _check_sandbox(allowed: bool, err: Console) -> None:
    """Refuse the weakest containment (`referee.seats.sandbox.Containment.weak`) unless `allowed`; then
    warn."""
    from referee.seats import sandbox

    containment = sandbox.detect()
    if not containment.weak:
        return
    if not allowed:
        raise UsageError(
            f"players cannot be contained safely here ({sandbox.describe(containment)}); a tournament of "
            "untrusted programs refuses to start: run it where util-linux unshare works as root, or "
            "accept the risk with --allow-weak-sandbox"
        )
    err.print(f"WARNING: weak containment, allowed by --allow-weak-sandbox: {sandbox.describe(containment)}")


def _recorded_count(db: Path, total: int) -> int:
    """Games of the first `total` schedule indices already recorded in `db` (0 for a new file)."""
    from referee.tournament.store import TournamentStore

    if not db.is_file():
        return 0
    store = TournamentStore(db)
    try:
        return sum(1 for index in store.finished_indices() if index < total)
    finally:
        store.close()


def _remaining(definition: TournamentDefinition, db: Path, options: argparse.Namespace) -> int:
    """Games of `definition` not recorded in `db` yet.

    Raises:
        UsageError: more than `CONFIRM_ABOVE` of them, no `--yes`, and stdin is not a terminal to ask on.
    """
    total = definition.total_games()
    remaining = total - _recorded_count(db, total)
    if remaining > CONFIRM_ABOVE and not options.yes and not sys.stdin.isatty():
        raise UsageError(
            f"this tournament has {remaining:,} games to play (more than {CONFIRM_ABOVE}); stdin is not a "
            f"terminal to confirm it on, so give --yes to run it"
        )
    return remaining


def _confirmed(
    definition: TournamentDefinition,
    db: Path,
    options: argparse.Namespace,
    err: Console,
    jobs: int,
    cluster: Any = None,
) -> bool:
    """Whether to go on with a run of more than `CONFIRM_ABOVE` games to play (always True for fewer).

    With `--yes`: True. Otherwise, when stdin is not a terminal: a `UsageError` saying to give `--yes`
    (nothing has been started or created yet). On a terminal: play the first few games of the schedule in a
    throwaway database to measure the rate, print the number of games and the estimated duration, and ask.
    """
    total = definition.total_games()
    remaining = _remaining(definition, db, options)
    if remaining <= CONFIRM_ABOVE or options.yes:
        return True
    from referee.tournament.report import format_duration

    where = f"--jobs {jobs}" if cluster is None else f"--cluster {options.cluster}"
    sample = min(remaining, 2 * jobs)
    err.print(f"{remaining:,} games to play; measuring {sample} of them to estimate the duration ...")
    seconds = measure_games(definition, sample, jobs, cluster)
    rate = sample / seconds if seconds > 0 else float("inf")
    err.print(
        f"{remaining:,} games to play ({total:,} in the tournament): about "
        f"{format_duration(remaining / rate)} at {rate:.2f} games/s with {where} "
        f"(measured on {sample} games)"
    )
    err.print("Continue? [y/N] ", end="", markup=False)
    err.file.flush()
    return sys.stdin.readline().strip().lower() in ("y", "yes")


def measure_games(definition: TournamentDefinition, count: int, jobs: int, cluster: Any = None) -> float:
    """Play the first `count` games of `definition`'s schedule in a throwaway database, `jobs` at a time
    (on `cluster`, a `distributed.Client`, when not None);
    return the wall-clock seconds they took (the real run plays them again: a few seconds, and nothing of
    the real database is touched before the user says yes)."""
    import tempfile
    import time

    from referee.tournament.runner import TournamentRunner
    from referee.tournament.store import TournamentStore

    with tempfile.TemporaryDirectory(prefix="referee-measure-") as scratch:
        with TournamentStore.create_or_resume(Path(scratch) / "measure.sqlite", definition) as store:
            runner = TournamentRunner(
                definition,
                store,
                jobs=jobs,
                logs_dir=Path(scratch) / "games",
                max_games=count,
                cluster=cluster,
            )
            started = time.monotonic()
            runner.run()
            return time.monotonic() - started


def _recorded_definition(db: Path) -> TournamentDefinition | None:
    """The definition recorded in database `db`, or None if it holds no tournament (yet).

    Resuming without `--seed` reuses its seed: the random default seed is drawn once, when the tournament
    starts; and without `--rounds`, a swiss tournament its rounds.
    Raises:
        UsageError: `db` exists but is not a tournament database (checked here, before a seed is drawn and
            printed for a tournament that cannot start).
    """
    from referee.tournament.store import TournamentStore

    if not db.is_file():
        return None
    store = TournamentStore(db)
    try:
        return store.definition()
    finally:
        store.close()


def _standings(options: argparse.Namespace) -> int:
    from referee.tournament.store import TournamentStore

    _check_output_paths(options)
    with TournamentStore.open_existing(options.db) as store:
        definition = store.definition()
        assert definition is not None
        _show(store, definition, options, options.db)
    return 0


UNWRAPPED = 100_000
"""The width of a console off a terminal (a file, a pipe): wide enough that rich wraps no line and splits no
name, whatever $COLUMNS says; a log or a file is read with the lines whole."""


def _console(*, stderr: bool) -> Console:
    """A rich console on stdout or stderr: the terminal's width, or `UNWRAPPED` when piped or redirected
    (rich would otherwise wrap at $COLUMNS or 80)."""
    from rich.console import Console

    console = Console(stderr=stderr, highlight=False)
    if not console.is_terminal:
        console = Console(stderr=stderr, highlight=False, width=UNWRAPPED)
    return console


def _standings_console() -> Console:
    """The console the standings are printed on (stdout): they fit the terminal's width (`print_standings`
    cuts or wraps every line to it; --details has everything whole), and off a terminal nothing is wrapped."""
    return _console(stderr=False)


def _show(
    store: TournamentStore, definition: TournamentDefinition, options: argparse.Namespace, db: str
) -> None:

    from referee.tournament.report import print_standings, write_csv, write_json
    from referee.tournament.standings import compute_standings

    games = store.games()
    standings = compute_standings(definition.names, games, options.forfeit)
    total = definition.total_games()
    print_standings(_standings_console(), definition, standings, total, db, full=options.details)
    if options.csv:
        write_csv(options.csv, standings)
    if options.json:
        write_json(options.json, definition, standings, games, total, store.changes())
