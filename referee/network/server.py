"""The DominAI-compatible game server: WebSocket connections in, whole games out (`referee serve`).

One asyncio event loop accepts connections (the `websockets` library: the opening handshake, framing,
pings, size limits) and keeps each one's `Link`. Players join a game by the URL's path: ``/join/GAME`` (the
later DominAI server) or ``/`` (the README's server: one lobby); ``?name=PLAYER`` names them. When a lobby
holds as many players as a game has remote seats, the game starts in a thread of its own: the rules core's
`Driver` plays it through `NetworkSeat`s (and `ProgramOpponent`s for `--opponent` programs), exactly as local
games are played, so the loop is never blocked by a game and a game by no other. After `GameOver` the
players that ask for a rematch go back to their lobby; the others are disconnected.

Safe defaults (docs/network.md, "Limits and safety"): loopback only unless told; with `tokens`, a client
must present one (``?token=`` or ``Authorization: Bearer``); at most `max_connections` connections; the
handshake within `handshake_timeout`; messages of at most `NetworkLimits.max_message_bytes`; every reply
within `NetworkLimits.reply_timeout`.
"""

from __future__ import annotations

import asyncio
import hmac
import ipaddress
import logging
import random
import re
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, partial
from http import HTTPStatus
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import ServerConnection, serve
from websockets.datastructures import Headers
from websockets.http11 import Request as HttpRequest

from protocol.versions import VERSIONS, is_version
from referee import views
from referee.match import new_player_seed_key, player_seed
from referee.network.browser import PAGE_PATH, REMOTE_PATH, TableConfig, Tables
from referee.network.legacy import V3_KINGDOM, ProgramOpponent
from referee.network.legacy import check_kingdom as check_v3_kingdom
from referee.network.link import Link
from referee.network.seat import NetworkLimits, NetworkSeat
from referee.network.served import ServedObserver, engine_names, played_again, wire_names, with_reply_stats
from referee.output import counted, printable
from referee.result import GameResult
from referee.rules.game import Game
from referee.rules.kingdoms import check_kingdom
from referee.seats.engine import run_game
from referee.seats.process import Limits, SubprocessSeat
from referee.transcript import Transcript

log = logging.getLogger("referee.network")

DOMINAI_CARDS: tuple[str, ...] = (
    "artisan", "bandit", "bureaucrat", "cellar", "chapel", "council-room", "festival", "gardens",
    "harbinger", "laboratory", "library", "market", "merchant", "militia", "mine", "moat", "moneylender",
    "poacher", "remodel", "sentry", "smithy", "throne-room", "vassal", "village", "witch", "workshop",
)  # fmt: skip
"""DominAI's 26 kingdom cards (the second-edition base game): a kingdom is drawn from them by default, as
DominAI's `random` selection draws one."""

DOMINAI_KINGDOMS: dict[str, tuple[str, ...]] = {
    "first_game": ("cellar", "market", "merchant", "militia", "mine", "moat", "remodel", "smithy",
                   "village", "workshop"),
    "deck_top": ("artisan", "bureaucrat", "council-room", "festival", "harbinger", "laboratory",
                 "moneylender", "sentry", "vassal", "village"),
    "sleight_of_hand": ("cellar", "council-room", "festival", "gardens", "library", "harbinger", "militia",
                        "poacher", "smithy", "throne-room"),
    "engines": ("chapel", "moat", "vassal", "village", "militia", "smithy", "festival", "laboratory",
                "library", "witch"),
}  # fmt: skip
"""DominAI's preset kingdoms by its names (`--kingdom engines`)."""

DEFAULT_OPPONENT_VERSION = 4
"""Protocol version of an `--opponent` program unless told otherwise (`ServeConfig.opponent_versions`)."""

NOT_SERVED: frozenset[str] = frozenset({"adventurer", "chancellor", "feast", "spy", "thief"})
"""First-edition cards a DominAI game cannot hold: DominAI has no name or message for their choices."""

FIRST_REQUEST_DELAY = 0.1
"""Seconds to wait after a connection opens before the first request: some DominAI programs read their
first message before their own set-up is done (docs/network.md)."""

MESSAGE_CAP_FACTOR = 4
"""The WebSocket layer refuses (close code 1009) a message over this many times the message limit, without
reading it whole; one between the two is read, and its player ejected with a `FatalError` saying why."""

MAX_NAME = 32
"""Longest player name accepted in ``?name=``, in characters."""

_JOIN = re.compile(r"/join/([A-Za-z0-9_.~-]{1,64})/?")


@dataclass(frozen=True, slots=True)
class ServeConfig:
    """What `referee serve` serves. Raises ValueError on construction for a bad field (named)."""

    host: str = "127.0.0.1"
    """Address to listen on; the default is this machine only."""
    port: int = 8080
    """TCP port; 0 picks a free one (see `Server.port`)."""
    kingdom: tuple[str, ...] | None = None
    """The 10 kingdom cards of every game, or None: a random second-edition kingdom per game (seeded)."""
    games: int | None = None
    """Stop after this many games have finished; None: serve until stopped."""
    players: int = 2
    """Seats per game, 2 to 4 (remote players plus `opponents`)."""
    opponents: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """(name, command) of the player programs that take seats in every game, in seat order after the
    remote players."""
    opponent_versions: tuple[tuple[str, int], ...] = ()
    """(name, protocol version 3 or 4) of the opponents that do not speak `DEFAULT_OPPONENT_VERSION`."""
    tokens: tuple[str, ...] = ()
    """Shared secrets; when any is given a client must present one to connect."""
    limits: NetworkLimits = field(default_factory=NetworkLimits)
    """Limits of each remote player."""
    opponent_limits: Limits = field(default_factory=Limits)
    """Limits of each opponent program."""
    max_connections: int = 256
    """Connections open at once (lobbies and games); more are refused with HTTP 503."""
    handshake_timeout: float = 10.0
    """Seconds a client has to finish the WebSocket opening handshake."""
    seed: int | None = None
    """Seed of the first game (the next games take seed + 1, + 2, ...); None: random."""
    turn_limit: int = 100
    """Turns per player after which a game ends."""
    log_dir: Path | None = None
    """Directory for each game's transcript, ``game-N.jsonl`` (N from 1), or None."""
    edition: int = 2
    """Whose card texts are played where the editions differ."""
    allowed_hosts: tuple[str, ...] = ()
    """``--allow-host``: names (``NAME`` with any port, or ``NAME:PORT``) a request's ``Host`` may give
    besides this server's own address (`foreign`)."""
    allowed_origins: tuple[str, ...] = ()
    """``--allow-origin``: origins (``https://NAME[:PORT]``) a browser's request may come from besides the
    server's own page (`foreign`)."""

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise ValueError(f"a game has 2 to 4 seats, got {self.players}")
        if len(self.opponents) >= self.players:
            raise ValueError(
                f"{counted(len(self.opponents), 'opponent program')} "
                f"{'leaves' if len(self.opponents) == 1 else 'leave'} no seat for a remote player in a game "
                f"of {self.players}"
            )
        if self.kingdom is not None:
            object.__setattr__(self, "kingdom", check_kingdom(self.kingdom))
            refused = [card for card in self.kingdom if card in NOT_SERVED]
            if refused:
                raise ValueError(
                    "kingdom: DominAI has no message for the choices of the first-edition "
                    f"card{'' if len(refused) == 1 else 's'} "
                    f"{', '.join(refused)} (every second-edition card, and woodcutter, may be played)"
                )
        names = {name for name, _ in self.opponents}
        for name, version in self.opponent_versions:
            if name not in names:
                raise ValueError(f"opponent version {name}={version}: there is no opponent {name!r}")
            known = VERSIONS.get(version) if is_version(version) else None
            if known is not None and len(known.actions) < 10:
                raise ValueError(
                    f"opponent {name} speaks protocol v{version}, which knows "
                    f"{counted(len(known.actions), 'kingdom card')}: a served game has 10 (seat a program of "
                    "protocol v3 or v4)"
                )
            if known is None or known.knows("later-sets"):
                raise ValueError(f"opponent {name} speaks protocol {version}: expected 3 or 4")
            if not known.knows("chosen-kingdom") and self.kingdom is not None:
                check_v3_kingdom(self.kingdom, f"opponent {name}")
        if self.games is not None and self.games < 1:
            raise ValueError(f"games must be at least 1, got {self.games}")
        for name in self.allowed_hosts:
            if _host_and_port(name) is None:
                raise ValueError(
                    f"--allow-host {name!r}: expected NAME or NAME:PORT, e.g. dominion.example.edu"
                )
        for origin in self.allowed_origins:
            if _origin(origin) is None:
                raise ValueError(
                    f"--allow-origin {origin!r}: expected SCHEME://NAME[:PORT], e.g. https://dominion.example.edu"
                )

    @property
    def remote_seats(self) -> int:
        """Remote players per game."""
        return self.players - len(self.opponents)

    def opponent_version(self, name: str) -> int:
        """The protocol version opponent `name` speaks."""
        return dict(self.opponent_versions).get(name, DEFAULT_OPPONENT_VERSION)


@dataclass(slots=True)
class Waiting:
    """A remote player waiting in a lobby: the name it asked for and its link."""

    name: str
    link: Link


def _host_and_port(text: str) -> tuple[str, int | None] | None:
    """(name, port or None) of a ``Host`` value (``NAME``, ``NAME:PORT``, ``[IPV6]:PORT``), the name lower
    case without a final dot; None when it is not one."""
    try:
        url = urlsplit("//" + text)
        port = url.port
    except ValueError:
        return None
    name = (url.hostname or "").rstrip(".")
    if not name or url.username is not None or url.path or url.query or url.fragment or "@" in text:
        return None
    return name, port


def _origin(text: str) -> tuple[str, str] | None:
    """(scheme, ``host[:port]`` as a browser writes it) of an ``Origin`` value, lower case; None when it is
    not one (``null`` included: a sandboxed frame or a file has no origin to trust)."""
    url = urlsplit(text.strip().lower())
    if url.scheme not in ("http", "https") or not url.netloc or url.path not in ("", "/") or url.query:
        return None
    if _host_and_port(url.netloc) is None:
        return None
    return url.scheme, url.netloc


@cache
def _machine_names() -> frozenset[str]:
    """This machine's own names (its host name and fully qualified name), lower case: a browser that opens
    the page by one of them reaches this server, and no other site can claim them."""
    names = {socket.gethostname(), socket.getfqdn()}
    return frozenset(name.lower().rstrip(".") for name in names if name)


def foreign(headers: Headers, local_address: str, port: int, config: ServeConfig) -> str | None:
    """Why a request is not this server's own (docs/network.md, "Same origin only"), or None when it is.

    Arguments:
        headers: the request's headers.
        local_address: the address of this machine the connection reached (`socket.getsockname`).
        port: the port the server listens on.
        config: its ``--allow-host`` and ``--allow-origin`` (`ServeConfig.allowed_hosts`,
            `ServeConfig.allowed_origins`).

    ``Host`` must be given once and name this server: the address the client reached (an IP address, which
    no DNS rebinding can give), ``localhost`` on a loopback address, this machine's own names, each with the
    server's port (none: 80); or a name of ``--allow-host`` (with its port when it gives one). ``Origin``,
    which every browser sends with a WebSocket handshake and a script's request, and no program of
    `players.remote` or DominAI's clients sends, must be the page's own (``http://`` or ``https://`` and the
    ``Host`` given) or one of ``--allow-origin``. So no other site's page, loaded in a browser on this
    machine or another, can open the page's WebSocket, a table's address or a lobby.
    """
    hosts = headers.get_all("Host")
    if len(hosts) != 1:
        return f"a request needs exactly one Host header, got {len(hosts)}"
    given = _host_and_port(hosts[0])
    if given is None:
        return f"Host {hosts[0]!r} is not a host name"
    name, asked_port = given
    own = False
    try:
        reached = ipaddress.ip_address(local_address.split("%")[0])
    except ValueError:
        reached = None
    if (asked_port or 80) == port:
        try:
            own = ipaddress.ip_address(name) == reached
        except ValueError:
            own = (name == "localhost" and reached is not None and reached.is_loopback) or (
                name in _machine_names()
            )
    for allowed in config.allowed_hosts:
        allowed_name, allowed_port = _host_and_port(allowed) or ("", None)
        own = own or (name == allowed_name and allowed_port in (None, asked_port))
    if not own:
        return (
            f"Host {hosts[0]!r} is not this server's address (:{port}); if it is a name of this server, "
            f"start it with --allow-host {name}"
        )
    origins = headers.get_all("Origin")
    if not origins:
        return None
    origin = _origin(origins[0]) if len(origins) == 1 else None
    allowed_origins = {_origin(text) for text in config.allowed_origins}
    if origin is not None and (origin[1] == hosts[0].lower() or origin in allowed_origins):
        return None
    return (
        f"Origin {', '.join(origins)!r} is not this server's page (http://{hosts[0]}); if that page is "
        f"yours, start the server with --allow-origin {origins[0]}"
    )


class Server:
    """The server of one `referee serve` run.

    Arguments:
        config: what to serve.
        report: called with each game's number and its `GameResult` when it ends (from the game's thread);
            None: nothing.
        arrange: called with each game's number and its new `Game` before it is played (tests set up a
            position with `Game.arrange`); None: nothing.
    Attributes: `results` (number -> `GameResult`, in the order games end), `seats` (number -> each seat of
    the game as a JSON object: seat, name, type "remote" or "program", wire_name or command, protocol),
    `port` (once listening).
    """

    def __init__(
        self,
        config: ServeConfig,
        report: Callable[[int, GameResult], None] | None = None,
        arrange: Callable[[int, Game], None] | None = None,
        tables: Tables | None = None,
    ) -> None:
        self.config = config
        self.tables = tables or Tables(
            TableConfig(
                limits=config.opponent_limits,
                network_limits=config.limits,
                turn_limit=config.turn_limit,
                log_dir=config.log_dir,
                tokens=config.tokens,
                seed=config.seed,
            )
        )
        """The page's tables (docs/browser.md): a plain GET of ``/`` is the page, ``/browser`` its
        WebSocket."""
        self.report = report
        self.arrange = arrange
        self.results: dict[int, GameResult] = {}
        self.seats: dict[int, list[dict]] = {}
        self.port: int | None = None
        self._lobbies: dict[str, list[Waiting]] = {}
        self._connections = 0
        self._started = 0
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()
        self._failed = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**53)
        # The --opponent programs' DOMINION_PLAYER_SEED: keyed, so that a small --seed cannot be guessed.
        self._player_seed_key = new_player_seed_key()

    # ---- accepting connections ---------------------------------------------------------------------------

    async def run(self, ready: Callable[[int], None] | None = None) -> None:
        """Serve until `stop` is called or `config.games` games have finished; `ready(port)` is called once
        listening. Games under way when stopped are left to finish in their threads (see `join`)."""
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        limits = self.config.limits
        async with serve(
            self._handle,
            self.config.host,
            self.config.port,
            process_request=self._admit,
            open_timeout=self.config.handshake_timeout,
            max_size=MESSAGE_CAP_FACTOR * limits.max_message_bytes,
            max_queue=16,
            compression=None,  # messages are small; deflate would cost more CPU than it saves bytes
            ping_interval=20,
            ping_timeout=20,
        ) as server:
            self.port = next(iter(server.sockets)).getsockname()[1]
            if ready is not None:
                ready(self.port)
            await self._stop.wait()
        # Games under way finish (their links need this loop) before the loop closes; a table's person, who
        # could keep a game waiting for minutes, leaves it at once (`Tables.stop`).
        self.tables.stop()
        await asyncio.to_thread(self.join)
        await asyncio.to_thread(self.tables.join)

    def stop(self) -> None:
        """Stop accepting connections and return from `run` (any thread)."""
        if self._loop is not None and self._stop is not None:
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:
                pass  # the loop is closed: the server has stopped already

    def join(self, timeout: float | None = None) -> None:
        """Wait for every game thread to end."""
        for thread in list(self._threads):
            thread.join(timeout)

    def waiting(self, lobby: str = "") -> int:
        """How many players wait in `lobby` (``""`` is the lobby of ``/``) for their game to start."""
        return len(self._lobbies.get(lobby, ()))

    def _admit(self, connection: ServerConnection, request: HttpRequest):
        """Refuse a connection before the WebSocket upgrade: HTTP 403 for a request that is not this
        server's own (`foreign`: another site's page, another host name), 404 for a path that is not a
        game, 400 for a bad name, 401 without a valid token, 503 over the connection cap or after the last
        game."""
        assert self.port is not None
        why = foreign(request.headers, connection.local_address[0], self.port, self.config)
        if why is not None:
            peer = connection.remote_address[0] if connection.remote_address else "?"
            log.warning("referee serve: refused %s", printable(f"{request.path} from {peer}: {why}", 300))
            return connection.respond(HTTPStatus.FORBIDDEN, f"{why}\n")
        url = urlsplit(request.path)
        query = parse_qs(url.query)
        if self.tables.wants(url.path, request.headers):
            response = self.tables.respond(connection, request.path, request.headers)
            if response is not None or self._connections < self.config.max_connections:
                return response  # the page, or its WebSocket within the connection cap
            return connection.respond(
                HTTPStatus.SERVICE_UNAVAILABLE,
                f"the server holds its {self.config.max_connections} connections\n",
            )
        name = query.get("name", [""])[0]
        if url.path.startswith(REMOTE_PATH):
            # A page's table waiting for remote players: its secret address is the authorisation.
            if self.tables.waiting_table(url.path[len(REMOTE_PATH) :].rstrip("/")) is None:
                return connection.respond(
                    HTTPStatus.NOT_FOUND, "no table waits for remote players at this address\n"
                )
            if len(name) > MAX_NAME or not name.isprintable():
                return connection.respond(
                    HTTPStatus.BAD_REQUEST,
                    f"name: at most {MAX_NAME} printable characters, got {name[:40]!r}\n",
                )
            if self._connections >= self.config.max_connections:
                return connection.respond(
                    HTTPStatus.SERVICE_UNAVAILABLE,
                    f"the server holds its {self.config.max_connections} connections\n",
                )
            return None
        if url.path not in ("", "/") and not _JOIN.fullmatch(url.path):
            return connection.respond(
                HTTPStatus.NOT_FOUND, "join a game at /join/GAME?name=PLAYER (or at /)\n"
            )
        if len(name) > MAX_NAME or not name.isprintable():
            return connection.respond(
                HTTPStatus.BAD_REQUEST, f"name: at most {MAX_NAME} printable characters, got {name[:40]!r}\n"
            )
        if self.config.tokens:
            token = query.get("token", [""])[0]
            header = request.headers.get("Authorization", "")
            if header.startswith("Bearer "):
                token = header[len("Bearer ") :]
            if not any(hmac.compare_digest(token.encode(), known.encode()) for known in self.config.tokens):
                return connection.respond(
                    HTTPStatus.UNAUTHORIZED, "this server needs a token: add ?token=SECRET to the URL\n"
                )
        if self._connections >= self.config.max_connections:
            return connection.respond(
                HTTPStatus.SERVICE_UNAVAILABLE,
                f"the server holds its {self.config.max_connections} connections\n",
            )
        if self.config.games is not None and self._started >= self.config.games:
            return connection.respond(
                HTTPStatus.SERVICE_UNAVAILABLE, "the server has started its last game\n"
            )
        return None

    async def _handle(self, connection: ServerConnection) -> None:
        self._connections += 1
        try:
            url = urlsplit(connection.request.path)
            if url.path == PAGE_PATH:
                await self.tables.handle(connection)
                return
            if url.path.startswith(REMOTE_PATH):
                await self._join_table(connection, url.path[len(REMOTE_PATH) :].rstrip("/"))
                return
            match = _JOIN.fullmatch(url.path)
            lobby = match.group(1) if match else ""
            name = parse_qs(url.query).get("name", [""])[0] or "player"
            link = Link(
                connection,
                asyncio.get_running_loop(),
                self.config.limits.max_message_bytes,
                self.config.limits.write_timeout,
            )
            link.start()
            await asyncio.sleep(FIRST_REQUEST_DELAY)
            waiting = Waiting(name, link)
            self._enter(lobby, waiting)
            await link.wait_closed()
            self._leave(lobby, waiting)
        finally:
            self._connections -= 1

    async def _join_table(self, connection: ServerConnection, key: str) -> None:
        """A remote player takes a seat of the page's table waiting at ``/table/KEY`` (docs/browser.md)."""
        name = parse_qs(urlsplit(connection.request.path).query).get("name", [""])[0] or "player"
        limits = self.tables.config.network_limits
        link = Link(connection, asyncio.get_running_loop(), limits.max_message_bytes, limits.write_timeout)
        link.start()
        await asyncio.sleep(FIRST_REQUEST_DELAY)
        if not self.tables.join_remote(key, name, link):
            link.close(1013, "the table's remote seats are taken")
        await link.wait_closed()

    def _enter(self, lobby: str, waiting: Waiting) -> None:
        """Put `waiting` in `lobby` (on the loop); start a game when the lobby is full."""
        if waiting.link.is_closed():
            return
        players = self._lobbies.setdefault(lobby, [])
        players[:] = [p for p in players if not p.link.is_closed()]
        players.append(waiting)
        if len(players) < self.config.remote_seats:
            return
        if self.config.games is not None and self._started >= self.config.games:
            waiting.link.close(1013, "the server has played its last game")
            players.remove(waiting)
            return
        chosen = players[: self.config.remote_seats]
        del players[: self.config.remote_seats]
        self._started += 1
        number = self._started
        thread = threading.Thread(
            target=self._game_thread, args=(number, lobby, chosen), name=f"game-{number}", daemon=True
        )
        # Finished games' threads are let go: a server that runs for weeks keeps only the running ones.
        self._threads = [running for running in self._threads if running.is_alive()]
        self._threads.append(thread)
        thread.start()

    def _leave(self, lobby: str, waiting: Waiting) -> None:
        players = self._lobbies.get(lobby)
        if players is not None and waiting in players:
            players.remove(waiting)

    # ---- one game ----------------------------------------------------------------------------------------

    def kingdom_of(self, number: int) -> tuple[str, ...]:
        """The kingdom of game `number`: the configured one, v3's with a v3 opponent, else 10 of DominAI's
        cards drawn with the game's seed."""
        if self.config.kingdom is not None:
            return self.config.kingdom
        opponents = self.config.opponents
        if any(
            not VERSIONS[self.config.opponent_version(name)].knows("chosen-kingdom") for name, _ in opponents
        ):
            return V3_KINGDOM
        return tuple(random.Random(self.seed_of(number)).sample(DOMINAI_CARDS, 10))

    def seed_of(self, number: int) -> int:
        """The seed of game `number` (1-based)."""
        return (self._seed + number - 1) % 2**63

    def _game_thread(self, number: int, lobby: str, chosen: list[Waiting]) -> None:
        try:
            rematch = self._play(number, chosen)
        except Exception:
            log.exception("game %d failed", number)
            with self._lock:
                self._failed += 1
            rematch = []
            for waiting in chosen:
                waiting.link.close(1011, "the server failed; sorry")
        for waiting in chosen:
            if waiting in rematch:
                self._loop.call_soon_threadsafe(self._enter, lobby, waiting)
            elif not waiting.link.is_closed():
                waiting.link.close(1000, "game over")
        with self._lock:
            finished = len(self.results) + self._failed
        if self.config.games is not None and finished >= self.config.games:
            self.stop()

    def _play(self, number: int, chosen: list[Waiting]) -> list[Waiting]:
        """Play game `number` with the remote players `chosen`; return those asking for a rematch."""
        config = self.config
        kingdom = self.kingdom_of(number)
        seed = self.seed_of(number)
        wanted = [waiting.name for waiting in chosen] + [name for name, _ in config.opponents]
        names = engine_names(wanted)
        wires = wire_names(wanted)
        if config.log_dir is not None:
            config.log_dir.mkdir(parents=True, exist_ok=True)
        transcript = Transcript(config.log_dir / f"game-{number}.jsonl" if config.log_dir else None)
        result: GameResult | None = None
        seats: list = []
        network: dict[str, NetworkSeat] = {}
        try:
            for at, waiting in enumerate(chosen):
                seat = NetworkSeat(names[at], wires[at], waiting.link, config.limits, transcript)
                network[seat.name] = seat
                seats.append(seat)
            game = Game(
                names,
                seed=seed,
                turn_limit=config.turn_limit,
                kingdom=kingdom,
                edition=config.edition,
            )
            game.ask_every_victim = True  # DominAI sends every victim of every attack its `Attack`
            game.ask_bandit_victims = True  # ... a Bandit's with the cards revealed
            described = [
                {
                    "seat": at,
                    "name": names[at],
                    "type": "remote",
                    "wire_name": wires[at],
                    "protocol": "dominai",
                }
                for at in range(len(chosen))
            ]
            for at, (given, command) in enumerate(config.opponents, start=len(chosen)):
                version = config.opponent_version(given)
                process = SubprocessSeat(
                    names[at],
                    list(command),
                    version=version,
                    limits=config.opponent_limits,
                    transcript=transcript,
                    env_extra={
                        "DOMINION_PLAYER_SEED": str(player_seed(seed, names[at], self._player_seed_key))
                    },
                )
                seats.append(ProgramOpponent(process, game))
                described.append(
                    {"seat": at, "name": names[at], "type": "program", "command": " ".join(command),
                     "protocol": version}
                )  # fmt: skip
            with self._lock:
                self.seats[number] = described
            game.again_listeners.append(partial(played_again, game, {seat.name: seat for seat in seats}))
            if self.arrange is not None:
                self.arrange(number, game)
            piles = tuple(str(card) for card in game.piles)
            order = list(zip(names, wires, strict=True))
            for seat in network.values():
                seat.start_game(kingdom, piles, order, config.edition)
            result = run_game(
                game,
                seats,
                observer=ServedObserver(game, network, [s for s in seats if isinstance(s, ProgramOpponent)]),
            )
            result = with_reply_stats(
                result, seats, dict(zip(names, wanted, strict=True)), game, self._player_seed_key
            )
            scores = {player.name: player.score for player in result.players}
            rematch = []
            for waiting, seat in zip(chosen, network.values(), strict=False):
                player = game.find(seat.name)
                state = views.view(game, player) if player is not None else None
                if seat.game_over(seat.name in result.winners, scores, state):
                    seat.reset()
                    rematch.append(waiting)
        finally:
            for seat in seats:
                if isinstance(seat, ProgramOpponent):
                    seat.close()
            transcript.close(None if result is None else {**result.to_json(), "seats": described})
        with self._lock:
            self.results[number] = result
        if self.report is not None:
            self.report(number, result)
        return rematch
