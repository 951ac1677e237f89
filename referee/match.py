"""One game between player programs: subprocess seats, the rules engine, the transcript, the result.

`run_match(config)` is what `referee P1 P2 ...` does once the command line is parsed, and what a tournament
does for each game. It starts one `referee.seats.process.SubprocessSeat` per player, lets
`referee.seats.engine.play_game` drive the game, fills in what only the match knows (each player's command and
reply times), writes the result as the transcript's last line, and closes every seat whatever happens.

Player names (docs/rules.md, "Set-up"; docs/referee.md, "Command line"): ASCII letters only, unique in the
game. `NAME=COMMAND` sets one (`parse_player`); otherwise `name_from_command` derives it from the program
(see its docstring for the scheme) and `unique_names` makes the derived names unique.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
import shlex
from collections.abc import Sequence
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import TYPE_CHECKING

from protocol.versions import DEFAULT, VERSIONS, first_knowing, is_version, spoken
from referee.errors import UsageError
from referee.result import GameResult, kingdom_of, with_match_facts
from referee.seats.process import find_program  # also referee.match.find_program, as before
from referee.transcript import Transcript

if TYPE_CHECKING:
    from referee.seats.engine import Observer
    from referee.seats.process import Limits, SubprocessSeat

MIN_PLAYERS = 2
MAX_PLAYERS = 4
"""A game has 2 to 4 players (docs/rules.md, "Set-up")."""

MAX_SEED = 2**63 - 1
"""Seeds are non-negative integers up to this (they are stored as SQLite INTEGERs by tournaments)."""

NAME_RULE = "a player name is ASCII letters only (the protocol's `name` is a sequence of letters)"

_NAME = re.compile(r"[A-Za-z]+")
_NAME_PREFIX = re.compile(r"([^\s=/\\'\"]+)=(.*)", re.DOTALL)
_ENV_ASSIGNMENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*=.*", re.DOTALL)

INTERPRETERS = frozenset(
    {
        "python",
        "python2",
        "python3",
        "pypy",
        "pypy3",
        "java",
        "node",
        "nodejs",
        "deno",
        "bun",
        "racket",
        "ruby",
        "perl",
        "sh",
        "bash",
        "dash",
        "zsh",
        "php",
        "lua",
        "guile",
        "sbcl",
        "csi",
        "scheme",
        "chez",
        "petite",
        "clojure",
        "scala",
        "kotlin",
        "dotnet",
        "mono",
        "Rscript",
        "julia",
        "ocaml",
        "runghc",
        "runhaskell",
        "elixir",
        "erl",
        "escript",
    }
)
"""Programs whose name says little: the player is named after the module, script, jar or class they run."""

_CLASS_RUNNERS = frozenset({"java", "scala", "kotlin"})
"""Interpreters whose argument may be a dotted class name (named after its last part)."""

_INTERPRETER_VERSIONED = re.compile(r"(python|pypy)[0-9.]*")

_OPTIONS_WITH_VALUE = frozenset({"-cp", "-classpath", "--class-path", "-X", "-W"})
"""Interpreter options that take the next argument as their value (so it is not the script)."""

_INLINE_CODE = frozenset({"-c", "-e", "--eval", "-E", "--command"})
"""Interpreter options whose value is program text: no script name to take the player's name from."""

FILE_PLAYING_MODULES: dict[str, frozenset[str]] = {"players.strategy": frozenset({"--protocol"})}
"""Modules that play a file named by their first argument (module -> its options that take a value): a player
run by one is named after that file, not the module (``python -m players.strategy smithy-money`` ->
``smithymoney``; a class of strategy files would otherwise be ``strategy``, ``strategyb``, ...)."""

SCRIPT_SUFFIXES = frozenset(
    {".py", ".pyc", ".jar", ".class", ".js", ".mjs", ".cjs", ".ts", ".rkt", ".rb", ".pl", ".sh", ".scm",
     ".ss", ".lisp", ".lsp", ".clj", ".php", ".lua", ".exe", ".R", ".jl", ".ml", ".hs", ".exs", ".erl",
     ".toml"}
)  # fmt: skip
"""Suffixes of program files (scripts, jars, ...) dropped from a derived player name; ``.toml`` is a strategy
file's (`FILE_PLAYING_MODULES`)."""


@dataclass(frozen=True, slots=True)
class MatchConfig:
    """Everything needed to run one game between subprocess players.

    Raises `referee.errors.UsageError` on construction if the players, version, seed or turn limit are
    not acceptable (the message is one line naming the bad input and the rule).
    """

    players: tuple[tuple[str, tuple[str, ...]], ...]
    """(name, command) per player in seat order: 2 to 4 of them, names ASCII letters and unique, each
    command a non-empty argv list (program first). Lists are accepted and stored as tuples."""

    seed: int
    """Seed of the game's random generator, 0 to `MAX_SEED`. With `player_seed_key`, the source of each
    player's `DOMINION_PLAYER_SEED` (see `player_seed`)."""

    version: int = 3
    """Protocol version of the game: 1, 2 or 3 (it also decides the kingdom), or 4 (it needs `kingdom`).
    Every player speaks it, but those of `player_versions`."""

    turn_limit: int = 100
    """Turns per player after which the game ends with reason ``"turn-limit"``; at least 1."""

    limits: Limits | None = None
    """A `referee.seats.process.Limits` (time, size and resource limits of each player); None: the
    defaults."""

    log: str | Path | None = None
    """Path of the JSON Lines transcript to write (created or truncated), or None to keep it in memory."""

    stderr_dir: str | Path | None = None
    """Directory (created if missing) where each player's stderr is kept as ``NAME.stderr``, capped by the
    limits; None keeps only a capped in-memory tail."""

    cwd: str | Path | None = None
    """Working directory of every player process; None means the referee's own."""

    kingdom: tuple[str, ...] | None = None
    """The game's 10 kingdom cards (a v4 game needs them), or None for the version's default kingdom.
    `referee.kingdom.game_kingdom` resolves the command line's ``--kingdom`` (a drawn one included)."""

    edition: int = 2
    """Whose card texts the game plays where the editions differ: 2 (default) or 1."""

    player_versions: tuple[tuple[str, int], ...] = ()
    """(name, version) for each player speaking an older protocol version than a v4 game (1, 2 or 3): it
    gets that version's messages only (docs/protocol.md, "An older player in a v4 game"). The game is
    refused when the kingdom has a card that version does not know."""

    cover_reactions: bool = False
    """Ask every owner of a reaction card where a holder would be asked whether to use it, holder or not
    (`referee.rules.game.Game.cover_reactions`), so that neither a question nor the delay it puts before the
    other players' next message tells what a hand holds (docs/sandbox.md, "A reaction's delay"). The
    default of `referee tournament`; `referee --cover-reactions` for one game."""

    player_seed_key: str | None = None
    """The secret key of the players' seeds (`player_seed`), 32 hexadecimal digits; None draws a fresh one
    (`new_player_seed_key`). Kept in the result and the transcript: replaying the game exactly, random
    players included, needs it (``--player-seed-key``); the game's cards need only `seed`."""

    def __post_init__(self) -> None:
        if self.player_seed_key is None:
            object.__setattr__(self, "player_seed_key", new_player_seed_key())
        else:
            object.__setattr__(self, "player_seed_key", check_player_seed_key(self.player_seed_key))
        for name, command in self.players:
            if isinstance(command, str):
                raise UsageError(
                    f"player {name!r}: the command must be a list of arguments, not the string {command!r}"
                    " (split it with shlex.split)"
                )
        players = tuple((name, tuple(command)) for name, command in self.players)
        object.__setattr__(self, "players", players)
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise UsageError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(players)}")
        seen: set[str] = set()
        for name, command in players:
            check_name(name)
            if name in seen:
                raise UsageError(f"two players are named {name!r}: names must be unique in a game")
            seen.add(name)
            if not command or not command[0]:
                raise UsageError(f"player {name!r} has an empty command")
        if not is_version(self.version):
            raise UsageError(f"unknown protocol version {self.version!r}: expected {spoken()}")
        protocol = VERSIONS[self.version]
        if self.kingdom is not None:
            from referee.protocol_rules import check_version_cards
            from referee.rules.kingdoms import check_kingdom, split_landscapes

            try:
                cards, landscapes = split_landscapes(self.kingdom)
                if landscapes and not protocol.knows("landscapes"):
                    raise ValueError(
                        f"{landscapes[0]} is an event or landmark, which protocol v{self.version} does not "
                        f"know (events and landmarks come with protocol {first_knowing('landscapes')})"
                    )
                object.__setattr__(self, "kingdom", (*check_kingdom(cards), *landscapes))
                check_version_cards(cards, self.version, f"a protocol {self.version} game's kingdom")
            except ValueError as error:
                raise UsageError(f"bad kingdom: {error}") from None
        elif protocol.knows("chosen-kingdom"):
            raise UsageError(f"a protocol {self.version} game needs its kingdom: 10 kingdom cards")
        if self.edition not in (1, 2):
            raise UsageError(f"unknown edition {self.edition!r}: expected 1 or 2")
        object.__setattr__(self, "player_versions", tuple((n, v) for n, v in self.player_versions))
        self._check_player_versions(seen)
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed <= MAX_SEED:
            raise UsageError(f"bad seed {self.seed!r}: expected an integer from 0 to {MAX_SEED}")
        if isinstance(self.turn_limit, bool) or not isinstance(self.turn_limit, int) or self.turn_limit < 1:
            raise UsageError(f"bad turn limit {self.turn_limit!r}: expected a whole number, at least 1")

    def _check_player_versions(self, names: set[str]) -> None:
        """Raise UsageError for a `player_versions` entry naming no player, naming one twice, with a version
        that is not older than the game's, in a game before v4, or refused by the kingdom."""
        from referee.seats.engine import check_seat_versions

        given: dict[str, int] = {}
        for name, version in self.player_versions:
            if name not in names:
                known = ", ".join(sorted(names))
                raise UsageError(f"--player-protocol {name}={version}: there is no player {name!r} ({known})")
            if name in given:
                raise UsageError(f"--player-protocol gives player {name!r} twice: give it once")
            game = VERSIONS[self.version]
            if not game.knows("older-seats"):
                taking = spoken(v.number for v in VERSIONS.values() if v.knows("older-seats"))
                raise UsageError(
                    f"--player-protocol {name}={version}: only a protocol {taking} game takes players of an "
                    f"older version (this game is protocol {self.version})"
                )
            if not any(version == older.number for older in game.older):
                older = ", ".join(str(v.number) for v in game.older)
                raise UsageError(
                    f"--player-protocol {name}={version}: expected an older protocol version, one of {older}"
                )
            given[name] = version
        if given and self.kingdom is not None:
            try:
                check_seat_versions(given, self.version, self.kingdom)
            except ValueError as error:
                raise UsageError(str(error)) from None

    def version_of(self, name: str) -> int:
        """The protocol version player `name` speaks: its `player_versions` entry, else the game's."""
        return dict(self.player_versions).get(name, self.version)


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """What a match leaves behind, for the command line's report.

    Fields:
        result: the game's result with commands and reply times filled in.
        transcript: every message of the game (also written to `config.log` when one was given).
        stderr_tails: player name -> the last lines it wrote to stderr ("" if none).
        stderr_paths: player name -> the file holding its stderr (only with `config.stderr_dir`).
    """

    result: GameResult
    transcript: Transcript
    stderr_tails: dict[str, str] = field(default_factory=dict)
    stderr_paths: dict[str, Path] = field(default_factory=dict)


def random_seed() -> int:
    """A fresh random game seed (53 bits: exact in every JSON reader, and far too many to guess)."""
    return secrets.randbits(53)


PLAYER_SEED_KEY_DIGITS = 32
"""Hexadecimal digits of a player seed key (128 bits)."""


def new_player_seed_key() -> str:
    """A fresh random key for `player_seed`: 128 bits as 32 hexadecimal digits."""
    return secrets.token_hex(PLAYER_SEED_KEY_DIGITS // 2)


def check_player_seed_key(key: str) -> str:
    """`key` in lowercase if it is a player seed key (32 hexadecimal digits), else raise `UsageError`."""
    if not isinstance(key, str) or not re.fullmatch(rf"[0-9a-fA-F]{{{PLAYER_SEED_KEY_DIGITS}}}", key):
        raise UsageError(
            f"bad player seed key {key!r}: expected {PLAYER_SEED_KEY_DIGITS} hexadecimal digits "
            "(as a game's result gives it)"
        )
    return key.lower()


def player_seed(seed: int, name: str, key: str | None = None) -> int:
    """The `DOMINION_PLAYER_SEED` of player `name` in a game seeded `seed`, 0 to 2**63-1.

    With `key` (a player seed key, `new_player_seed_key`): the first 8 bytes (big-endian) of
    HMAC-SHA256 keyed with the key's 16 bytes of ``"SEED:NAME"``, shifted right by one bit. A player knows
    its own seed and its name, but not the key: it cannot try game seeds against its seed, however small
    the instructor's ``--seed`` (docs/referee.md, "Seeds"). The key is in the game's result and
    transcript, which no player can read, so that a replay is exact.

    Without `key` (the in-process strategies of `referee simulate`, which run no program of anyone's):
    the first 8 bytes of sha256 of ``"SEED:NAME"``, shifted right by one bit.
    """
    message = f"{seed}:{name}".encode()
    if key is None:
        digest = hashlib.sha256(message).digest()
    else:
        digest = hmac.new(bytes.fromhex(key), message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def check_name(name: str) -> str:
    """Return `name` if it is a valid player name (ASCII letters only, non-empty), else raise `UsageError`."""
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise UsageError(f"bad player name {name!r}: {NAME_RULE}")
    return name


def parse_player(spec: str) -> tuple[str | None, list[str]]:
    """Split one command-line PLAYER, ``[NAME=]COMMAND``, into (name or None, argv).

    `NAME=` is recognised when the text before the first ``=`` has no space, quote or slash (so
    ``./bot --x=1`` and ``python bot.py --x=1`` are plain commands); the name must then be ASCII letters.
    COMMAND is split like a POSIX shell would (`shlex.split`), without expanding anything.

    Raises:
        UsageError: an empty command, unbalanced quotes, or a NAME that is not letters only.
    """
    name: str | None = None
    command_text = spec
    prefix = _NAME_PREFIX.fullmatch(spec)
    if prefix is not None:
        name, command_text = prefix.group(1), prefix.group(2)
        if not _NAME.fullmatch(name):
            raise UsageError(f"bad player name {name!r} in {spec!r}: {NAME_RULE}")
    try:
        argv = shlex.split(command_text)
    except ValueError as error:
        raise UsageError(f"cannot split player command {spec!r} like a shell would: {error}") from None
    if not argv:
        raise UsageError(f"player {spec!r} has no command to run")
    return name, argv


def name_from_command(argv: Sequence[str]) -> str:
    """Derive a player name from a command (`argv`, program first): letters only, lowercase.

    Scheme: skip a leading ``env`` and its ``VAR=value`` arguments. If the program is an interpreter
    (`INTERPRETERS`: python, java, node, racket, ruby, perl, sh, bash, ...), the name comes from the module
    after ``-m`` (its last dotted part), the jar after ``-jar``, or else the first argument that is not an
    option (the script or class: its base name without suffix, or the last dotted part of a class name).
    Otherwise, or if there is no such argument, it is the program's base name without suffix. Then keep
    the ASCII letters and lowercase them; if none are left, the name is ``player``.

    Examples: ``python -m players.big_money`` -> ``bigmoney``; ``java -cp bin org.x.MyBot`` -> ``mybot``;
    ``./my-player2`` -> ``myplayer``; ``racket bot.rkt`` -> ``bot``.
    """
    args = list(argv)
    if args and PurePath(args[0]).name == "env":
        args.pop(0)
        while args and (args[0].startswith("-") or _ENV_ASSIGNMENT.fullmatch(args[0])):
            args.pop(0)
    if not args:
        return "player"
    source = _stem(args[0])
    if _is_interpreter(args[0]):
        chosen = _script_of(args[1:], classes=PurePath(args[0]).name in _CLASS_RUNNERS)
        if chosen is not None:
            source = chosen
    letters = "".join(ch for ch in source if "a" <= ch.lower() <= "z").lower()
    return letters or "player"


def _is_interpreter(program: str) -> bool:
    base = PurePath(program).name
    return base in INTERPRETERS or _INTERPRETER_VERSIONED.fullmatch(base) is not None


def _stem(path: str) -> str:
    base = PurePath(path).name
    suffix = PurePath(base).suffix
    return base[: -len(suffix)] if suffix in SCRIPT_SUFFIXES else base


def _module_name(module: str, args: Sequence[str]) -> str:
    """The name source of ``-m MODULE ARGS``: the last dotted part of the module, or for a module of
    `FILE_PLAYING_MODULES` the stem of the file it plays (its first argument that is no option)."""
    with_value = FILE_PLAYING_MODULES.get(module)
    if with_value is not None:
        index = 0
        while index < len(args):
            arg = args[index]
            if arg in with_value:
                index += 2
            elif arg.startswith("-"):
                index += 1
            else:
                return _stem(arg)
    return module.rsplit(".", 1)[-1]


def _script_of(args: Sequence[str], *, classes: bool) -> str | None:
    """The module/script/jar/class an interpreter runs, as a name source, or None."""
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "-m" and index + 1 < len(args):
            return _module_name(args[index + 1], args[index + 2 :])
        if arg.startswith("-m") and len(arg) > 2 and not arg.startswith("--"):
            return _module_name(arg[2:], args[index + 1 :])
        if arg == "-jar" and index + 1 < len(args):
            return _stem(args[index + 1])
        if arg in _INLINE_CODE:
            return None
        if arg in _OPTIONS_WITH_VALUE:
            index += 2
            continue
        if arg.startswith("-"):
            index += 1
            continue
        stem = _stem(arg)
        if classes and "/" not in arg:
            stem = stem.rsplit(".", 1)[-1]  # a class name such as org.example.MyBot
        return stem
    return None


def unique_names(names: Sequence[str | None], commands: Sequence[Sequence[str]]) -> list[str]:
    """Fill in every missing name (None) from its command and make derived names unique in the game.

    Given names are kept as they are (they must be valid and distinct: else `UsageError`). A derived name
    that is already taken gets a letter suffix: the second ``bigmoney`` becomes ``bigmoneyb``, the third
    ``bigmoneyc``, and so on (the letters after ``a``, skipping any name already in use).
    """
    if len(names) != len(commands):
        raise ValueError(f"{len(names)} names for {len(commands)} commands")
    taken: set[str] = set()
    for name in names:
        if name is not None:
            check_name(name)
            if name in taken:
                raise UsageError(f"two players are named {name!r}: names must be unique in a game")
            taken.add(name)
    result: list[str] = []
    for name, command in zip(names, commands, strict=True):
        if name is None:
            base = name_from_command(command)
            name = base
            suffixes = iter("bcdefghijklmnopqrstuvwxyz")
            while name in taken:
                name = base + next(suffixes)
            taken.add(name)
        result.append(name)
    return result


def players_from_specs(specs: Sequence[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The (name, argv) of each command-line PLAYER ``[NAME=]COMMAND``, in order, before any is started.

    Each spec is split by `parse_player`; every program must be startable (`find_program`, from the current
    directory); players without a NAME are named by `unique_names`.
    Raises:
        UsageError: a bad spec, a program that cannot be started, or two players given the same name.
    """
    parsed = [parse_player(spec) for spec in specs]
    for _, command in parsed:
        problem = find_program(command)
        if problem is not None:
            raise UsageError(problem)
    names = unique_names([name for name, _ in parsed], [command for _, command in parsed])
    return tuple((name, tuple(command)) for name, (_, command) in zip(names, parsed, strict=True))


def _with_bane(kingdom: tuple[str, ...] | None, bane: str | None) -> tuple[str, ...] | None:
    """`kingdom` with the game's Bane last when it was drawn at set-up (not named in `kingdom`): what a
    result records, so that a replay sets up the same game."""
    if kingdom is None or bane is None or bane in kingdom:
        return kingdom
    return (*kingdom, bane)


def replay_command(config: MatchConfig) -> str:
    """The `referee` command line that replays this game: the same seed and player seed key, players (named),
    protocol version,
    kingdom (listed: a drawn one is replayed as drawn), edition, turn limit and reply time limits (those the
    command line can set, when they are not the defaults)."""
    from referee.kingdom import kingdom_text
    from referee.seats.process import Limits

    parts = ["referee"]
    if config.version != DEFAULT.number:
        parts += ["--protocol", str(config.version)]
    if config.kingdom is not None:
        parts += ["--kingdom", kingdom_text(config.kingdom)]
    if config.edition != 2:
        parts += ["--edition", str(config.edition)]
    parts += ["--seed", str(config.seed)]
    if config.turn_limit != 100:
        parts += ["--turn-limit", str(config.turn_limit)]
    for name, version in config.player_versions:
        parts += ["--player-protocol", f"{name}={version}"]
    if config.cover_reactions:
        parts.append("--cover-reactions")
    limits, defaults = config.limits or Limits(), Limits()
    if limits.reply_timeout != defaults.reply_timeout:
        parts += ["--timeout", f"{limits.reply_timeout:g}"]
    if limits.first_reply_timeout != defaults.first_reply_timeout:
        parts += ["--first-timeout", f"{limits.first_reply_timeout:g}"]
    if limits.run_as is not None:
        parts += ["--run-as", shlex.quote(limits.run_as)]
    for name, command in config.players:
        parts.append(shlex.quote(f"{name}={shlex.join(command)}"))
    # Last, after the players: the commands of games before keys read the same up to here.
    parts += ["--player-seed-key", str(config.player_seed_key)]
    return " ".join(parts)


def play_match(config: MatchConfig, observer: Observer | None = None) -> MatchRecord:
    """Run one game between the configured player programs; return the result and what the match saw.

    Each player is a `referee.seats.process.SubprocessSeat` (its own process group, limits, stderr captured in
    ``stderr_dir/NAME.stderr`` when a directory is given) with `DOMINION_PLAYER_SEED` set to
    `player_seed(config.seed, name, config.player_seed_key)`. `referee.seats.engine.play_game` drives the
    game and ejects misbehaving players; every seat is closed (its process tree ended) before this returns
    or raises.

    Arguments:
        config: the game.
        observer: a `referee.seats.engine.Observer` told of each turn, play, defense, ejection and the end.
    Raises:
        OSError: the log file or the stderr directory cannot be created.
        RefereeError (or any other exception): a failure of the referee itself; the seats are still closed
            and the transcript file is closed without a result line.
    """
    from referee.seats.engine import play_game
    from referee.seats.process import Limits, SubprocessSeat

    limits = config.limits if config.limits is not None else Limits()
    stderr_paths: dict[str, Path] = {}
    if config.stderr_dir is not None:
        directory = Path(config.stderr_dir)
        directory.mkdir(parents=True, exist_ok=True)
        stderr_paths = {name: directory / f"{name}.stderr" for name, _ in config.players}
    transcript = Transcript(config.log)
    seats: list[SubprocessSeat] = []
    result: GameResult | None = None
    try:
        # ExitStack closes every seat started so far, even if the engine or another close fails.
        with ExitStack() as closing:
            for name, command in config.players:
                seat = SubprocessSeat(
                    name,
                    list(command),
                    version=config.version_of(name),
                    limits=limits,
                    cwd=None if config.cwd is None else str(config.cwd),
                    transcript=transcript,
                    stderr_path=str(stderr_paths[name]) if name in stderr_paths else None,
                    env_extra={
                        "DOMINION_PLAYER_SEED": str(player_seed(config.seed, name, config.player_seed_key))
                    },
                )
                seats.append(seat)
                closing.callback(seat.close)
            game = play_game(
                seats,
                version=config.version,
                seed=config.seed,
                turn_limit=config.turn_limit,
                observer=observer,
                kingdom=config.kingdom,
                edition=config.edition,
                cover_reactions=config.cover_reactions,
            )
        result = with_match_facts(
            game,
            commands={name: shlex.join(command) for name, command in config.players},
            replies={seat.name: seat.reply_stats() for seat in seats},
            kingdom=_with_bane(config.kingdom, game.bane) or kingdom_of({"version": config.version}),
            edition=config.edition,
            player_seed_key=config.player_seed_key,
        )
        if limits.run_as is not None and result.ejections:
            result = _with_environment_causes(result, config, limits)
        tails = {seat.name: seat.stderr_tail() for seat in seats}
    finally:
        transcript.close(None if result is None else result.to_json())
    return MatchRecord(result=result, transcript=transcript, stderr_tails=tails, stderr_paths=stderr_paths)


def run_match(config: MatchConfig, observer: Observer | None = None) -> GameResult:
    """Run one game between the configured player programs and return its result.

    The result has each player's `command` (as a shell-quoted string) and `reply` times filled in; the
    transcript's last line (with `config.log`) is the same result. See `play_match` for the details and
    the errors raised.
    """
    return play_match(config, observer).result


def _with_environment_causes(result: GameResult, config: MatchConfig, limits: Limits) -> GameResult:
    """`result` with the environment's part said in the message of each player that crashed while run as
    another user (`Limits.run_as`) that cannot reach files it needs
    (`referee.seats.preflight.environment_cause`): ``...; the environment, not the program: user nobody
    cannot read /root/.pyenv/shims/python ...``."""
    import dataclasses

    from referee.seats.preflight import environment_cause

    commands = dict(config.players)
    players = []
    for p in result.players:
        if p.ejection is not None and p.ejection.kind == "crashed":
            cwd = None if config.cwd is None else str(config.cwd)
            found = environment_cause(commands[p.name], limits, cwd)
            if found is not None:
                message = f"{p.ejection.message}; the environment, not the program: {found}"
                p = dataclasses.replace(p, ejection=dataclasses.replace(p.ejection, message=message))
        players.append(p)
    return dataclasses.replace(result, players=tuple(players))
