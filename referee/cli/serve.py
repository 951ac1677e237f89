"""`referee serve`: play DominAI players that connect over WebSocket (argument parsing and printing only).

    referee serve                                   ws://127.0.0.1:8080, 2 remote players per game
    referee serve --games 10 --opponent "python -m players.big_money"
    referee serve --host 0.0.0.0 --token s3cret --players-per-game 3

Prints one line when listening, one when each game starts and one when it ends (players, scores, why it
ended, every ejection with its reason); `--json` prints each result as one JSON object per line instead.
Exit status 0 after `--games` games, 2 for bad use, 130 after Ctrl-C. docs/network.md documents the protocol.
"""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import json
import shlex
import sys
import threading
from pathlib import Path

from referee.cli import options as cliargs
from referee.errors import UsageError
from referee.network.browser import PERSON_TIMEOUT, TABLE_WAIT, TableConfig, Tables
from referee.network.seat import NetworkLimits
from referee.network.server import DOMINAI_KINGDOMS, ServeConfig, Server
from referee.output import counted
from referee.result import GameResult

COMMAND = "serve"


def build_parser() -> cliargs.Parser:
    """The parser of `referee serve`."""
    parser = cliargs.Parser(
        COMMAND,
        description="Serve games of Dominion to player programs that connect a WebSocket and speak\n"
        "DominAI's JSON-RPC 2.0 (docs/network.md). Players join at ws://HOST:PORT/join/GAME?name=PLAYER\n"
        "(or at ws://HOST:PORT/?name=PLAYER); a game starts when its seats are taken. Every play is judged\n"
        "by the same rules as local games; a misbehaving player is ejected with the reason and the game\n"
        "goes on.",
        epilog="examples:\n"
        "  referee serve --games 1 &\n"
        "  python -m players.remote ws://127.0.0.1:8080 --strategy big_money --name alice &\n"
        "  python -m players.remote ws://127.0.0.1:8080 --strategy smithy_money --name bob\n"
        '  referee serve --opponent "python -m players.militia_money" --games 5 --kingdom engines\n'
        "  referee serve --host 0.0.0.0 --token s3cret --players-per-game 3\n"
        "  referee serve --program mine=./my-player      # then open http://127.0.0.1:8080/ and play\n"
        "\nA person plays in the browser at http://HOST:PORT/ (docs/browser.md).",
        formatter_class=cliargs.FittedRawDescription,
    )
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1: this machine only; another address needs --token)",
    )
    parser.add_argument("--port", type=int, default=8080, help="TCP port (default 8080; 0 picks a free one)")
    cliargs.add_kingdom_option(
        parser,
        "the 10 kingdom cards of every game, separated by commas as `referee --kingdom` takes them "
        "(DominAI or our spelling: ThroneRoom or throne-room), one of DominAI's kingdoms by its name: "
        f"{', '.join(DOMINAI_KINGDOMS)}, or random (default): 10 of DominAI's 26 cards drawn per game, as "
        "its random kingdom. The cards given as separate arguments still work, with a deprecation line",
        parse=False,
    )
    parser.add_argument(
        "--games",
        type=cliargs.positive_int("game"),
        metavar="N",
        help="stop after N games (default: serve until Ctrl-C)",
    )
    cliargs.add_players_per_game_option(parser, ": remote players plus --opponent programs")
    parser.add_argument(
        "--players",
        dest="players_per_game",
        action=cliargs.Deprecated,
        new="--players-per-game",
        type=cliargs.players_per_game,
    )
    parser.add_argument(
        "--opponent",
        action="append",
        default=[],
        metavar="COMMAND",
        help="a player program ([NAME=]COMMAND) speaking protocol v4 that takes a seat in every game; "
        "repeat for more",
    )
    parser.add_argument(
        "--player-protocol",
        action="append",
        type=_player_protocol,
        default=[],
        metavar="NAME=VERSION",
        help="opponent NAME speaks protocol VERSION, 3 or 4 (default 4); a v3 program plays only v3's "
        "kingdom cards (without --kingdom the game's kingdom is then v3's). Example: --player-protocol old=3",
    )
    parser.add_argument(
        "--token",
        action="append",
        default=[],
        metavar="SECRET",
        help="a shared secret a client must send (?token=SECRET or Authorization: Bearer); "
        "repeat to give each seat its own",
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME[:PORT]",
        help="another name of this server that requests may give in their Host header (a proxy's, a DNS "
        "name of the machine), with any port or PORT; repeat for more. By default only the address "
        "listened on, localhost and the machine's own names are answered (docs/network.md)",
    )
    parser.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="another web page (https://NAME[:PORT]) whose scripts may open the page's WebSocket, a "
        "table's address or a lobby; repeat for more. By default only the server's own page may",
    )
    cliargs.add_timeout_option(parser, " of a remote player", default=cliargs.REPLY_TIMEOUT)
    parser.add_argument(
        "--max-message",
        type=cliargs.positive_int("byte"),
        default=65536,
        metavar="BYTES",
        help="largest message a remote player may send (default 65536)",
    )
    parser.add_argument(
        "--max-connections",
        type=cliargs.positive_int("connection"),
        default=256,
        metavar="N",
        help="connections open at once (default 256)",
    )
    cliargs.add_seed_option(parser, "seed of the first game (the next: N+1...)")
    cliargs.add_turn_limit_option(parser)
    parser.add_argument(
        "--log-dir",
        metavar="DIR",
        help="write each game's transcript to DIR/game-N.jsonl (each table's to DIR/table-N.jsonl)",
    )
    parser.add_argument(
        "--program",
        action="append",
        default=[],
        metavar="NAME=COMMAND",
        help="a local player program the page may seat at a table (docs/browser.md); repeat for more",
    )
    parser.add_argument(
        "--max-tables",
        type=cliargs.positive_int("table"),
        default=16,
        metavar="N",
        help="tables of the page played at once (default 16; docs/browser.md)",
    )
    parser.add_argument(
        "--person-timeout",
        type=cliargs.positive_seconds,
        default=PERSON_TIMEOUT,
        metavar="SECONDS",
        help=f"time a person playing in the page has for each move or decision (default {PERSON_TIMEOUT:g})",
    )
    parser.add_argument(
        "--table-wait",
        type=cliargs.positive_seconds,
        default=TABLE_WAIT,
        metavar="SECONDS",
        help=f"time a page's table with remote seats waits for its remote players before it is closed "
        f"(default {TABLE_WAIT:g}; docs/browser.md)",
    )
    parser.add_argument("--json", action="store_true", help="print each result as one JSON object per line")
    return parser


def _player_protocol(text: str) -> tuple[str, int]:
    from referee.cli.main import player_protocol

    return player_protocol(text)


def _card(text: str) -> str:
    from protocol.dominai import CARD_FROM_WIRE
    from referee.kingdom import KingdomError, card_name

    if text in CARD_FROM_WIRE:
        return str(CARD_FROM_WIRE[text])
    try:
        return card_name(text)
    except KingdomError as error:
        raise UsageError(f"--kingdom: {error}") from None


def config_of(options: argparse.Namespace) -> ServeConfig:
    """The `ServeConfig` of parsed options; raises `UsageError` naming the bad option."""
    from referee.match import players_from_specs

    try:
        loopback = ipaddress.ip_address(options.host).is_loopback
    except ValueError:
        loopback = options.host == "localhost"
    if not loopback and not options.token:
        raise UsageError(
            f"--host {options.host} accepts players from other machines: give --token SECRET too, and "
            "tell your players to connect with ?token=SECRET"
        )
    if not 0 <= options.port <= 65535:
        raise UsageError(f"--port {options.port}: expected 0 to 65535")
    given = options.kingdom if options.kingdom and options.kingdom.strip().lower() != "random" else ""
    if given.strip() in DOMINAI_KINGDOMS:
        given = ",".join(DOMINAI_KINGDOMS[given.strip()])
    names = [text for text in given.split(",") if text.strip()]
    kingdom = tuple(_card(text.strip()) for text in names) if names else None
    if kingdom is not None:
        from referee.rules.kingdoms import check_kingdom

        try:
            check_kingdom(kingdom)
        except ValueError as error:
            raise UsageError(f"--kingdom: {error}") from None
    opponents = players_from_specs(options.opponent) if options.opponent else ()
    for name, version in options.player_protocol:
        if name not in {given for given, _ in opponents}:
            known = ", ".join(given for given, _ in opponents) or "none"
            raise UsageError(f"--player-protocol {name}={version}: there is no opponent {name!r} ({known})")
    log_dir = None
    if options.log_dir:
        log_dir = Path(options.log_dir)
        try:
            log_dir.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UsageError(f"--log-dir {options.log_dir!r} cannot be created: {error.strerror}") from None
    try:
        return ServeConfig(
            host=options.host,
            port=options.port,
            kingdom=kingdom,
            games=options.games,
            players=options.players_per_game,
            opponents=opponents,
            opponent_versions=tuple(options.player_protocol),
            tokens=tuple(options.token),
            limits=NetworkLimits(reply_timeout=options.timeout, max_message_bytes=options.max_message),
            max_connections=options.max_connections,
            seed=options.seed,
            turn_limit=options.turn_limit,
            log_dir=log_dir,
            allowed_hosts=tuple(options.allow_host),
            allowed_origins=tuple(options.allow_origin),
        )
    except ValueError as error:
        raise UsageError(str(error)) from None


def table_config(options: argparse.Namespace, config: ServeConfig) -> TableConfig:
    """What the page may create (`--program`, `--person-timeout`, and the server's limits, seed, log
    directory and tokens); raises `UsageError` for a bad `--program` (its form, or a program that cannot
    be started: `referee.seats.process.find_program`)."""
    from referee.seats.process import find_program

    programs = {}
    for spec in options.program:
        name, _, command = spec.partition("=")
        if not name.isascii() or not name.isalpha() or not command.strip():
            raise UsageError(
                f"--program {spec!r}: expected NAME=COMMAND, NAME of letters, e.g. mine=./my-player"
            )
        try:
            programs[name] = tuple(shlex.split(command))
        except ValueError as error:
            raise UsageError(f"--program {spec!r}: {error}") from None
        problem = find_program(programs[name])
        if problem is not None:
            raise UsageError(f"--program {spec!r}: {problem}")
    return TableConfig(
        programs=programs,
        person_timeout=options.person_timeout,
        max_tables=options.max_tables,
        table_wait=options.table_wait,
        limits=config.opponent_limits,
        network_limits=config.limits,
        turn_limit=config.turn_limit,
        log_dir=config.log_dir,
        tokens=config.tokens,
        seed=config.seed,
    )


def describe(number: int, result: GameResult) -> str:
    """One line for a finished game: who won (``bob won``, ``bob and alice shared the win``, ``no winner``),
    the players with their scores best first, why and after how many turns it ended, the kingdom (and
    edition when it is the first), then each ejection; passed through `referee.output.printable` as a
    whole (an ejection quotes what a remote client sent). For example ``game 1 (seed 5): bob won; bob 32,
    alice 27; the province pile is empty after 31 turns; kingdom cellar, chapel, ...``."""
    from referee.output import END_TEXTS, printable

    ranked = sorted(result.players, key=lambda p: p.rank)
    winners = list(result.winners)
    won = (
        "no winner"
        if not winners
        else f"{winners[0]} won"
        if len(winners) == 1
        else f"{', '.join(winners[:-1])} and {winners[-1]} shared the win"
    )
    players = ", ".join(f"{p.name} {p.score}" for p in ranked)
    limit = max((p.turns for p in result.players), default=0)  # at the turn limit every player played it
    end = END_TEXTS.get(result.end or "", result.end or "").format(limit=limit)
    kingdom = f"; kingdom {', '.join(result.kingdom)}" if result.kingdom else ""
    if result.kingdom and result.edition != 2:
        kingdom += f" (edition {result.edition})"
    ejections = "".join(
        f"; {p.name} ejected ({p.ejection.kind}: {p.ejection.message})" for p in result.ejections
    )
    return printable(
        f"game {number} (seed {result.seed}): {won}; {players}; {end} after "
        f"{result.turns} turns{kingdom}{ejections}"
    )


def _serve(options: argparse.Namespace) -> int:
    config = config_of(options)
    lock = threading.Lock()

    def report(number: int, result: GameResult) -> None:
        with lock:
            if options.json:
                print(
                    json.dumps({"game": number, **result.to_json(), "seats": server.seats.get(number)}),
                    flush=True,
                )
            else:
                print(describe(number, result), flush=True)

    def ready(port: int) -> None:
        where = f"ws://{config.host}:{port}"
        seats = f"{counted(config.remote_seats, 'remote player')}" + (
            f" + {counted(len(config.opponents), 'program')}" if config.opponents else ""
        )
        page = f"http://{config.host}:{port}/" + ("?token=SECRET" if config.tokens else "")
        print(
            f"referee serve: listening on {where} (join at {where}/join/GAME?name=PLAYER); {seats} per game; "
            f"people play in the browser at {page}",
            file=sys.stderr if options.json else sys.stdout,
            flush=True,
        )

    def table_report(number: int, result: GameResult) -> None:
        with lock:
            if options.json:
                print(json.dumps({"table": number, **result.to_json()}), flush=True)
            else:
                print("table" + describe(number, result)[len("game") :], flush=True)

    tables = Tables(table_config(options, config), table_report)
    server = Server(config, report, tables=tables)
    try:
        asyncio.run(server.run(ready))
    except OSError as error:
        raise UsageError(f"cannot listen on {config.host}:{config.port}: {error.strerror or error}") from None
    server.join()
    return 0


def joined_kingdom(argv: list[str]) -> list[str]:
    """`argv` with the old form ``--kingdom CARD CARD ...`` (the cards as separate arguments, up to the next
    option) made the one form of every command, ``--kingdom CARD,CARD,...``, after a deprecation line on
    stderr. Anything else is left as it is."""
    args = list(argv)
    if "--kingdom" not in args:
        return args
    start = args.index("--kingdom") + 1
    end = start
    while end < len(args) and not args[end].startswith("-"):
        end += 1
    if end - start > 1:
        print(
            f"{cliargs.PROG} {COMMAND}: --kingdom CARD CARD ... is deprecated, give the cards as one "
            "argument separated by commas: --kingdom CARD,CARD,...",
            file=sys.stderr,
        )
        args[start:end] = [",".join(args[start:end])]
    return args


def main(argv: list[str]) -> int:
    """`referee serve ARGS`: exit status 0 when done, 2 for bad use."""
    return cliargs.run_command(build_parser(), joined_kingdom(argv), _serve)
