"""Command-line plumbing shared by every `referee` command: argument types, the parser, the usage line.

    from referee.cli import options as cliargs

    parser = cliargs.Parser("check", description="...")
    parser.add_argument("--timeout", type=cliargs.positive_seconds)
    parser.add_argument("--jobs", type=cliargs.positive_int("job"))
    return cliargs.run_command(parser, argv, body)   # body(options) -> exit status

Every command answers bad use the same way (docs/referee.md, "Exit status"): exit status 2 and ONE line on
stderr, ``referee X: error: WHAT (see referee X --help)``, before any player program starts. ``--help``
prints the help and returns 0 instead of ending the process, so `main(argv)` functions can be called from
tests and from `referee.cli`.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import sys
import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from referee.errors import AdvisedUsageError, UsageError

if TYPE_CHECKING:
    from referee.cluster import ClusterAddress
    from referee.seats.process import Limits

PROG = "referee"
"""The name of the command, first word of every usage line."""

MAX_SECONDS = 1_000_000.0
"""The longest time limit accepted (about 11 days): larger values are typos, and overflow some timers."""


def v5_sets() -> str:
    """The sets protocol v5 adds to the base game, in words for a help text, read from the catalogue:
    ``"Intrigue, Seaside, ..., Promotional cards"``."""
    from protocol.catalogue import SET_TITLES
    from protocol.versions import VERSIONS

    return ", ".join(SET_TITLES[name] for name in VERSIONS[5].sets[1:])


def positive_seconds(text: str) -> float:
    """Argument type: a time limit in seconds, a finite number above 0 and at most `MAX_SECONDS`.

    Example: ``"2.5"`` -> 2.5. Raises `argparse.ArgumentTypeError` ("expected a number of seconds" or
    "expected a positive number of seconds", quoting `text`), which `Parser` turns into a usage error.
    """
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    if value > MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"expected at most {MAX_SECONDS:.0f} seconds, got {text!r}")
    return value


def wall_cap(text: str) -> float:
    """Parse ``--hard-cap FACTOR``: a number of at least 1 (`referee.seats.process.Limits.wall_cap`)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not (math.isfinite(value) and value >= 1):
        raise argparse.ArgumentTypeError(
            f"expected a number of at least 1 (a multiple of the limit), got {text!r}"
        )
    return value


def player_seed_key(text: str) -> str:
    """Argument type: a player seed key, 32 hexadecimal digits (`referee.match.check_player_seed_key`).

    Raises `argparse.ArgumentTypeError` quoting `text`.
    """
    from referee.match import check_player_seed_key

    try:
        return check_player_seed_key(text)
    except UsageError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def seed(text: str) -> int:
    """Argument type: a seed, a whole number from 0 to `referee.match.MAX_SEED` (2**63 - 1).

    Raises `argparse.ArgumentTypeError` ("expected a whole number" or "expected 0 to N", quoting `text`).
    """
    from referee.match import MAX_SEED  # imported when used: `referee validate` needs no match machinery

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"expected 0 to {MAX_SEED}, got {text!r}")
    return value


def positive_int(unit: str) -> Callable[[str], int]:
    """Argument type for a count of `unit` (singular, e.g. ``"turn"``): a whole number of 1 or more.

    The returned function raises `argparse.ArgumentTypeError`: "expected a whole number of turns, got 'x'"
    or "expected at least 1 turn, got '0'".
    """

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number of {unit}s, got {text!r}") from None
        if value < 1:
            raise argparse.ArgumentTypeError(f"expected at least 1 {unit}, got {text!r}")
        return value

    parse.__name__ = f"positive_{unit}_count"  # argparse names the type in some messages
    return parse


def kingdom(text: str) -> tuple[str, ...] | str:
    """Argument type of ``--kingdom``: `referee.kingdom.parse_kingdom` (10 cards in the canonical order, or
    ``"random"``); its `KingdomError` (naming the card and what is expected) becomes a usage error."""
    from referee.kingdom import KingdomError, parse_kingdom

    try:
        return parse_kingdom(text)
    except KingdomError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def players_per_game(text: str) -> int:
    """Argument type of ``--players-per-game K``: a whole number from 2 to 4. Raises
    `argparse.ArgumentTypeError` ("expected 2 to 4 players per game, got '5'")."""
    from referee.tournament.schedule import MAX_PLAYERS_PER_GAME, MIN_PLAYERS_PER_GAME

    value = positive_int("player")(text)
    if not MIN_PLAYERS_PER_GAME <= value <= MAX_PLAYERS_PER_GAME:
        raise argparse.ArgumentTypeError(
            f"expected {MIN_PLAYERS_PER_GAME} to {MAX_PLAYERS_PER_GAME} players per game, got {text!r}"
        )
    return value


def add_players_per_game_option(parser: argparse.ArgumentParser, help_text: str) -> None:
    """Add ``--players-per-game K`` (2 to 4, default 2), the one name of players per game on every
    command (`referee tournament`, `referee serve`), followed by `help_text`."""
    parser.add_argument(
        "--players-per-game",
        type=players_per_game,
        default=2,
        metavar="K",
        help=f"players in each game, 2 to 4 (default 2){help_text}",
    )


class Deprecated(argparse.Action):
    """An old spelling of an option (hidden from the help): parses its value as the new option does, stores
    it where the new option does (give the same `dest`), and prints one line on stderr:
    ``referee serve: --players is deprecated, use --players-per-game (same meaning)``.

    Arguments (to `add_argument`): `new`, the option to use instead; any other argument as for the new one.
    """

    def __init__(self, option_strings: list[str], dest: str, *, new: str, **options) -> None:
        super().__init__(option_strings, dest, help=argparse.SUPPRESS, **options)
        self.new = new

    def __call__(self, parser, namespace, values, option_string=None) -> None:  # noqa: ANN001
        print(f"{parser.prog}: {option_string} is deprecated, use {self.new} (same meaning)", file=sys.stderr)
        setattr(namespace, self.dest, values)


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """Add the options that set how each game is played: ``--protocol``, ``--kingdom``, ``--edition``,
    ``--timeout``, ``--first-timeout``, ``--hard-cap`` and ``--turn-limit`` (`referee`, `referee tournament`,
    `referee compare`). Read the
    time limits with `limits`; a game's kingdom is `referee.kingdom.game_kingdom` of ``--kingdom``."""
    from protocol.versions import DEFAULT, NUMBERS

    parser.add_argument(
        "--protocol",
        type=int,
        choices=NUMBERS,
        default=DEFAULT.number,
        metavar="{" + ",".join(map(str, NUMBERS)) + "}",
        help="protocol version, which also sets the kingdom: 1 = mine; 2 = + cellar market remodel smithy "
        "village woodcutter workshop; 3 = + militia moat (default 3); 4 = the whole base game, any kingdom "
        "(--kingdom); 5 = every card of the catalogue (" + v5_sets() + "). "
        "Example: --protocol 1",
    )
    add_kingdom_option(
        parser,
        "the 10 kingdom cards, separated by commas, or 'random': drawn from every kingdom card of the "
        "base game (v4) or of the catalogue (v5: base game, " + v5_sets() + "), seeded by the "
        "game's seed (a v4 or v5 game without --kingdom draws one so). With Young Witch, bane=CARD after "
        "the 10 names its Bane (a card costing 2 or 3; without it, one is drawn with the game's seed). A "
        "v1-v3 game's kingdom is its version's. Example: --protocol 4 --kingdom "
        "witch,chapel,village,smithy,market,moat,cellar,mine,gardens,throne-room",
        parse=True,
    )
    add_edition_option(parser)
    add_timeout_option(parser, "")
    parser.add_argument(
        "--first-timeout",
        type=positive_seconds,
        metavar="SECONDS",
        help="time limit for a player's first reply, which includes its start-up (default 20). "
        "Example: --first-timeout 60 for a slow JVM",
    )
    parser.add_argument(
        "--hard-cap",
        type=wall_cap,
        metavar="FACTOR",
        help="a time limit counts only the time a player could run: on a busy machine it grows by the time "
        "the player's processes waited for a CPU, up to FACTOR times the limit in wall-clock time (default "
        "10); a reply still missing then is the machine's fault, and the game is void, not a forfeit "
        '(docs/referee.md, "A busy machine"). Example: --hard-cap 20',
    )
    add_turn_limit_option(parser, "; the result says so. Example: --turn-limit 30")
    parser.add_argument(
        "--run-as",
        metavar="USER",
        help="run every player program as this user (a name or uid; the referee must run as root), so "
        "that a program cannot read the referee's files such as transcripts: recommended for untrusted "
        "programs. The programs and their interpreters must be readable by that user. "
        "Example: --run-as nobody",
    )


TURN_LIMIT = 100
"""The default turn limit: turns per player after which a game ends (every command that plays games)."""


def add_turn_limit_option(parser: argparse.ArgumentParser, more: str = "") -> None:
    """Add ``--turn-limit N`` (a positive integer, default `TURN_LIMIT`), its help followed by `more`."""
    parser.add_argument(
        "--turn-limit",
        type=positive_int("turn"),
        default=TURN_LIMIT,
        metavar="N",
        help=f"end a game after N turns per player (default {TURN_LIMIT}){more}",
    )


def add_seed_option(parser: argparse.ArgumentParser, help_text: str, default: int | None = None) -> None:
    """Add ``--seed N`` (`seed`: an integer from 0 to 2**63 - 1), its help saying what it seeds."""
    parser.add_argument("--seed", type=seed, default=default, metavar="N", help=help_text)


def add_kingdom_option(
    parser: argparse.ArgumentParser, help_text: str, *, parse: bool, default: str | None = None
) -> None:
    """Add ``--kingdom CARDS|random``: parsed by `kingdom` when `parse` (the game commands), else kept as
    the text given (`referee simulate` and `referee serve` resolve it against their own card sets)."""
    if parse:
        parser.add_argument(
            "--kingdom", type=kingdom, default=default, metavar="CARDS|random", help=help_text
        )
    else:
        parser.add_argument("--kingdom", default=default, metavar="CARDS|random", help=help_text)


REPLY_TIMEOUT = 5.0
"""The default time limit of a reply, in seconds, on every command
(`referee.seats.process.Limits.reply_timeout` and `referee serve`'s remote players alike)."""


def add_timeout_option(
    parser: argparse.ArgumentParser, help_text: str, *, default: float | None = None
) -> None:
    """Add ``--timeout SECONDS``, the one name of the reply time limit on every command: a positive number of
    seconds, `REPLY_TIMEOUT` when not given (the option's value is `default`, None: the command's limits
    then hold their own default, the same), followed by `help_text`."""
    parser.add_argument(
        "--timeout",
        type=positive_seconds,
        default=default,
        metavar="SECONDS",
        help=f"time limit for each reply (default {REPLY_TIMEOUT:g}){help_text}. Example: --timeout 2.5",
    )


def add_jobs_and_cluster_options(parser: argparse.ArgumentParser, what: str) -> None:
    """Add ``--jobs J`` and ``--cluster ADDRESS`` (`referee simulate`, `referee tournament`): where the
    games of `what` (e.g. ``"games"``) are played. Read them with `jobs_or_cluster`."""
    from referee.cluster import default_jobs

    parser.add_argument(
        "--jobs",
        type=positive_int("job"),
        metavar="J",
        help=f"{what} played at a time, each in a process of its own on this machine (default: the CPU "
        f"cores, {default_jobs()} here). Example: --jobs 2",
    )
    parser.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play the games as tasks on a Dask cluster instead: tcp://HOST:PORT of its scheduler, or "
        "local:N to start N workers on this machine (needs pip install -e '.[cluster]'; docs/cluster.md). "
        "Example: --cluster tcp://10.0.0.5:8786",
    )


def jobs_or_cluster(options: argparse.Namespace) -> tuple[int, ClusterAddress | None]:
    """The (jobs, cluster) that `add_jobs_and_cluster_options`'s options ask for: (--jobs or the CPU
    cores, None) without ``--cluster``; (0, the parsed address) with it.

    Raises:
        UsageError: both ``--jobs`` and ``--cluster`` (a cluster plays as many games at a time as its
            workers have threads), a malformed address, or dask distributed not installed.
    """
    from referee.cluster import default_jobs, parse_cluster, require_distributed

    if options.cluster is None:
        return (options.jobs or default_jobs()), None
    if options.jobs is not None:
        raise UsageError(
            "--jobs and --cluster: give one; a cluster plays as many games at a time as its workers have "
            "threads"
        )
    cluster = parse_cluster(options.cluster)
    require_distributed()
    return 0, cluster


def add_cover_option(parser: argparse.ArgumentParser, *, default: bool) -> None:
    """Add ``--cover-reactions`` and ``--no-cover-reactions`` (`default`: True in `referee tournament`,
    False in `referee`): whether every owner of a reaction card is asked where a holder would be
    (`referee.match.MatchConfig.cover_reactions`, docs/sandbox.md "A reaction's delay")."""
    parser.add_argument(
        "--cover-reactions",
        action=argparse.BooleanOptionalAction,
        default=default,
        help="ask every player who owns a reaction card (Watchtower, Trader, Fool's Gold, Market Square, "
        "Pirate, Hovel, a further reaction to an attack) wherever a player holding one would be asked, "
        "with a question of no option when it holds none, so that the delay of a question tells the other "
        "players nothing of a hidden hand (protocol v5; docs/sandbox.md). Default: "
        + ("on" if default else "off, on in tournaments")
        + ". Example: "
        + ("--no-cover-reactions" if default else "--cover-reactions"),
    )


def add_edition_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--edition {1,2}`` (default 2): whose card texts are played where the base game's two editions
    differ (docs/rules.md)."""
    parser.add_argument(
        "--edition",
        type=int,
        choices=(1, 2),
        default=2,
        help="whose card texts are played where the two editions of the base game differ (default 2). "
        "Example: --edition 1",
    )


def limits(options: argparse.Namespace) -> Limits:
    """The `referee.seats.process.Limits` of `options` parsed with `add_game_options`: its defaults, but for
    the ``--timeout`` (reply_timeout), ``--first-timeout`` (first_reply_timeout), ``--hard-cap`` (wall_cap)
    and ``--run-as`` (run_as) given.

    Raises:
        UsageError: ``--run-as`` names no user of this machine, or the referee is not root.
    """
    from referee.seats.process import Limits

    given = {
        "reply_timeout": options.timeout,
        "first_reply_timeout": options.first_timeout,
        "wall_cap": options.hard_cap,
        "run_as": options.run_as,
    }
    if options.run_as is not None and os.geteuid() != 0:
        raise UsageError(
            f"--run-as {options.run_as}: only a referee running as root can run players as another user"
        )
    try:
        return Limits(**{field: value for field, value in given.items() if value is not None})
    except ValueError as error:
        raise UsageError(f"--run-as {options.run_as}: {error}") from None


def writable_file(path_text: str, option: str) -> Path:
    """The path of an output file named by `option` (e.g. ``"--log"``), checked before any game starts.

    The check opens the file for writing, as the command will (an existing file in append mode, so its
    content is untouched; a new file is created and removed again): file systems such as /proc refuse
    files that permission bits allow, and only an attempt tells.
    Raises:
        UsageError: the path is a directory, its directory does not exist, or it cannot be written.
    """
    path = Path(path_text)
    if path.is_dir():
        raise UsageError(f"{option} {path_text!r} is a directory; give a file name")
    parent = path.parent
    if not parent.is_dir():
        raise UsageError(f"{option} {path_text!r}: directory {str(parent)!r} does not exist")
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise UsageError(f"{option} {path_text!r} cannot be written (permission denied)")
    existed = path.exists()
    try:
        with open(path, "ab"):
            pass
    except OSError as error:
        raise UsageError(f"{option} {path_text!r} cannot be written: {error.strerror or error}") from None
    if not existed:
        path.unlink(missing_ok=True)
    return path


DISTRIBUTION = "dominion-referee"
"""The name this project is installed under (pyproject.toml), whose version `--version` prints."""


def version_text() -> str:
    """What ``--version`` prints on every command, one line: ``referee 0.1.0 (Python 3.11.2; Dominion
    Protocol v1, v2, v3, v4; DominAI JSON-RPC 2.0 over WebSocket with referee serve)``: the installed version
    of this project, the Python running it and the protocol versions the referee speaks."""
    import platform
    from importlib.metadata import PackageNotFoundError, version

    from protocol.versions import NUMBERS

    try:
        ours = version(DISTRIBUTION)
    except PackageNotFoundError:  # run from a source tree that was never installed
        ours = "(not installed)"
    spoken = ", ".join(f"v{number}" for number in NUMBERS)
    return (
        f"{PROG} {ours} (Python {platform.python_version()}; Dominion Protocol {spoken}; "
        f"DominAI JSON-RPC 2.0 over WebSocket with {PROG} serve)"
    )


class _Version(argparse.Action):
    """``--version``: print `version_text` as it is (argparse's own action wraps it) and exit 0."""

    def __call__(self, parser, namespace, values, option_string=None) -> NoReturn:  # noqa: ANN001
        print(version_text())
        parser.exit(0)


class _WholeWords(argparse.HelpFormatter):
    """Wraps each option's help between words only: a long example such as ``--kingdom witch,chapel,...``
    or ``throne-room`` stays whole on its line, so that it can be copied (argparse would cut it mid-word)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        return textwrap.wrap(" ".join(text.split()), width, break_long_words=False, break_on_hyphens=False)


class FittedRawDescription(argparse.RawDescriptionHelpFormatter):
    """The description and epilog as written (paragraphs, tables, examples), fitted to the terminal's width:
    a paragraph (unindented lines) is refilled as a whole; an indented line too wide is wrapped between
    words, its continuation lines starting under its second column when it is a table row
    (``  NAME   text``, two spaces or more after the name), else 4 columns further in. An indented example
    command (``  referee ...``) stays whole, to be copied."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        out: list[str] = []
        paragraph: list[str] = []

        def flush() -> None:
            if paragraph:
                out.extend(
                    textwrap.wrap(" ".join(paragraph), width, break_long_words=False, break_on_hyphens=False)
                )
                paragraph.clear()

        for line in text.splitlines():
            if line and not line[0].isspace() and not line.endswith(":"):
                paragraph.append(line)
                continue
            flush()
            if len(line) <= width or line.lstrip().startswith("referee "):
                out.append(line)
                continue
            row = re.match(r"\s+\S+\s{2,}", line)
            hanging = " " * (row.end() if row else len(line) - len(line.lstrip()) + 4)
            out.extend(
                textwrap.wrap(
                    line,
                    width,
                    subsequent_indent=hanging,
                    break_long_words=False,
                    break_on_hyphens=False,
                )
            )
        flush()
        return "\n".join(indent + line for line in out)


class Parser(argparse.ArgumentParser):
    """`argparse.ArgumentParser` for ``referee COMMAND``: misuse raises `UsageError` instead of exiting.

    Every command so made takes ``--version`` (`version_text`, then exit status 0). Option help wraps between
    words only (an example stays whole to be copied), whatever `formatter_class` is given.

    Arguments:
        command: the subcommand (``"check"``, ``"tournament"``, ...), or ``""`` for `referee` itself; the
            program name shown in the help and in usage lines is ``referee COMMAND``.
        **options: any other `argparse.ArgumentParser` argument except `prog`.
    """

    def __init__(self, command: str = "", **options) -> None:
        base = options.pop("formatter_class", argparse.HelpFormatter)
        options["formatter_class"] = type(f"WholeWords{base.__name__}", (_WholeWords, base), {})
        super().__init__(prog=f"{PROG} {command}" if command else PROG, **options)
        self.add_argument(
            "--version",
            action=_Version,
            nargs=0,
            help="print the referee's version, the Python running it and the protocol versions it speaks",
        )

    def error(self, message: str) -> NoReturn:
        """Raise `UsageError(message)` (argparse would print the usage and exit the process)."""
        raise UsageError(message)

    def usage_line(self, message: str, *, hint: bool = True) -> str:
        """The one line shown for bad use: ``referee X: error: MESSAGE (see referee X --help)``."""
        return usage_line(self.prog, message, hint=hint)


def usage_line(prog: str, message: str | UsageError, *, hint: bool = True) -> str:
    """``PROG: error: MESSAGE (see PROG --help)``, with the message's whitespace (newlines too) folded.

    Without the ``(see ...)`` hint when `hint` is False or `message` is an `AdvisedUsageError` (its text
    already says what to do).
    """
    text = f"{prog}: error: {' '.join(str(message).split())}"
    if not hint or isinstance(message, AdvisedUsageError):
        return text
    return f"{text} (see {prog} --help)"


def run_command(
    parser: Parser,
    argv: Sequence[str],
    body: Callable[[argparse.Namespace], int],
    *,
    intermixed: bool = False,
) -> int:
    """Parse `argv` with `parser`, run `body(options)` and return the exit status it returns.

    Arguments:
        parser: the command's parser.
        argv: the arguments after the command name (strings).
        body: does the work; may raise `UsageError` for bad use found after parsing (a missing file, ...).
        intermixed: parse with `parse_intermixed_args` (options may follow positional arguments).
    Returns:
        `body`'s status; the status argparse asked for after ``--help`` (0) without ending the process;
        2 for a `UsageError` from parsing or from `body`, after printing its `usage_line` on stderr.
    """
    try:
        try:
            options = parser.parse_intermixed_args(argv) if intermixed else parser.parse_args(argv)
        except SystemExit as done:  # --help printed; only argparse's own exits reach here
            code = done.code
            return code if isinstance(code, int) else (0 if code is None else 1)
        return body(options)
    except UsageError as error:
        print(usage_line(parser.prog, error), file=sys.stderr)
        return 2
