"""A person plays in the browser: the page `referee serve` serves, its tables and its seat (docs/browser.md).

`referee serve` answers a plain HTTP ``GET /`` with the page (`static/`: plain HTML, CSS and ES modules, no
build step) and a WebSocket at ``/browser`` with the page's connection. Over it the page creates a table
(2 to 4 seats; protocol version; kingdom named or random) whose seats are people (`BrowserSeat`),
reference players, shipped strategy files or the server's ``--program`` commands (each a
`referee.seats.process.SubprocessSeat` with its usual sandbox and limits), and the table's game is played by
the engine (`referee.seats.engine.play_game`) in a thread of its own, exactly as `referee` plays
a local game: same judge, same limits, same transcript (S-expression texts, so `referee replay` shows it),
same result record.

A `BrowserSeat` is a seat like any other: the engine asks it to `move`, `defend` and `decide` with the
player's view; the seat computes the legal answers with the server's own legality
(`referee.rules.legality.legal_plays`, `legal_defenses`, `legal_answers`, and the rules core's own
up-front decisions of a played card), sends them to the page as data, and waits for the person's choice,
at most `TableConfig.person_timeout` seconds per request of the engine. The page never computes legality,
and it is sent only what the seat's player may see: its view (own hand; deck and discard sizes; the
supply, trash, its cards in play) and the public notifications (`moved`, `happened`): never a hidden card.
A person who closes the tab is ejected as a program that stops answering is (`reply-timeout`) and the
game goes on; reopening the seat's link within the limit takes the seat back.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import mimetypes
import queue
import random
import secrets
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, partial
from http import HTTPStatus
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import ServerConnection
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Response

import protocol
from players import REFERENCE
from protocol.catalogue import CATALOGUE, EVENT, LANDSCAPES
from protocol.messages import (
    EVENT_KINDS,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Choose,
    Clean,
    Coffers,
    Decide,
    Defended,
    Defense,
    DiscardDefense,
    Happened,
    MoatDefense,
    Move,
    Moved,
    Play,
    State,
    StateV5,
    StateV6,
)
from protocol.versions import NUMBERS, VERSIONS, ProtocolVersion, is_version, records, spoken
from referee import views
from referee.errors import ReplyTimeout
from referee.kingdom import (
    CATEGORIES,
    DRAW_TIME_LIMIT,
    SET_TEXT,
    SETS,
    WHOLE_GAME,
    KingdomError,
    KingdomRequest,
    card_sets,
    categories,
    draw_in_worker,
)
from referee.kingdom import KINGDOM_CARDS as EVERY_KINGDOM_CARD
from referee.kingdom import version_sets as kingdom_version_sets
from referee.match import new_player_seed_key, player_seed
from referee.network.seat import NetworkLimits
from referee.network.served import ServedObserver, engine_names, played_again, wire_names, with_reply_stats
from referee.output import event_text
from referee.protocol_rules import version_kingdom
from referee.result import GameResult, ReplyStats, kingdom_of, with_match_facts
from referee.rules.arguments import play_answers
from referee.rules.cards import KINGDOM_CARDS
from referee.rules.decisions import Decision, question
from referee.rules.game import Game
from referee.rules.kingdoms import MIXED_PILES, check_kingdom, split_landscapes
from referee.rules.legality import check_answer, legal_answers, legal_defenses, legal_plays, next_upfront
from referee.rules.spec import COST, ORDER, SPECS, VALUE
from referee.seats.engine import play_game
from referee.seats.process import Limits, SubprocessSeat
from referee.transcript import Transcript

log = logging.getLogger("referee.network")

STATIC = Path(__file__).with_name("static")
"""The page's files, shipped in the package (pyproject's package-data)."""

PAGE_PATH = "/browser"
"""Path of the page's WebSocket."""

REMOTE_PATH = "/table/"
"""Prefix of a table's address for its remote players: ``/table/KEY``, KEY the table's secret."""

REMOTE_SETS: tuple[str, ...] = ("base2",)
"""The sets a table with remote players draws its kingdom from: DominAI names the second edition's cards
only (docs/browser.md, "Remote players")."""

PERSON_TIMEOUT = 300.0
"""Default seconds a person has for each request of the engine (a move with its choices, a defense, a
decision): generous, since people read and think; `referee serve --person-timeout` sets it."""

TABLE_WAIT = 600.0
"""Default seconds a table with remote seats waits for its remote players before it is closed; `referee
serve --table-wait` sets it (docs/browser.md, "Tables that end")."""

CREATOR_GONE = 10.0
"""Seconds a waiting table outlives its creator's page when nobody else has joined: time to reload the
page (the seat's link takes the table back); then the table is dropped."""

FINISHED_KEPT = 16
"""Finished tables kept, the most recent, so that a seat's link still shows its result; older ones are
released."""

MAX_PAGE_MESSAGE = 16 * 1024
"""Largest message a page may send, in bytes: its messages are short choices."""

MAX_ANSWERS = 4096
"""Most legal answers of one decision sent to the page; past it the page sends its selection and the
server judges it (`referee.rules.legality.check_answer`) before the engine does."""

MAX_QUEUED = 16
"""Answers of a page kept while its seat is asking; more (a page that floods) are dropped."""

LOG_LINES = 200
"""Lines of the public log kept for a page that opens (or reopens) a seat."""

_NESTED_VIEWS = records("nested-act")
"""The views of the versions whose plays carry their up-front answers (asked here one by one)."""

FORM_VERSIONS: tuple[int, ...] = tuple(reversed(NUMBERS))
"""The protocol versions a table plays, as the form lists them: the newest first."""

REMOTE_VERSION: ProtocolVersion = VERSIONS[4]
"""The protocol version of a table with remote players (DominAI's game: the base game, its decisions)."""

FORM_DEFAULT: ProtocolVersion = REMOTE_VERSION
"""The version the form and a table without one play."""

SECOND_EDITION: tuple[str, ...] = tuple(card for card in KINGDOM_CARDS if 2 in SPECS[card].editions)

STRATEGIES: tuple[str, ...] = tuple(
    sorted(path.stem for path in (Path(__file__).parents[2] / "players" / "strategies").glob("*.toml"))
)
"""The strategy files shipped in `players/strategies/`, by name."""


@cache
def strategy_cards() -> dict[str, tuple[str, ...]]:
    """Shipped strategy name -> the kingdom cards its file `requires` (read and compiled once, by
    `players.strategy.load_strategy`), for every name of `STRATEGIES`."""
    from players.strategy import load_strategy

    return {name: tuple(load_strategy(name).requires) for name in STRATEGIES}


def _other_set_cards(cards: Sequence[str]) -> list[str]:
    """The cards of `cards` not of the base game, and its events and landmarks (Adventures', Empires'): a
    table of protocol 1-4 never has them."""
    return [card for card in cards if card in LANDSCAPES or SPECS[card].set != "base"]


class TableError(ValueError):
    """A table the page asked for cannot be made; the message names the field and what was expected."""


@dataclass(frozen=True, slots=True)
class Slot:
    """One seat of a table: `kind` ``person``, ``reference`` (a `players.REFERENCE` name), ``strategy`` (a
    shipped strategy file's name), ``program`` (a name of the server's ``--program``) or ``remote`` (a
    DominAI client that connects to the table's address); `value` names it."""

    kind: str
    value: str = ""


@dataclass(frozen=True, slots=True)
class TableConfig:
    """What the server lets a page create (set by `referee serve`'s options)."""

    programs: dict[str, tuple[str, ...]] = field(default_factory=dict)
    """``--program NAME=COMMAND``: the local programs a page may seat, by name (commands never come from a
    page)."""
    person_timeout: float = PERSON_TIMEOUT
    """Seconds a person has for each request of the engine."""
    limits: Limits = field(default_factory=Limits)
    """Limits of each program seated at a table."""
    network_limits: NetworkLimits = field(default_factory=NetworkLimits)
    """Limits of each remote player seated at a table (`referee serve`'s ``--timeout`` and size limits)."""
    turn_limit: int = 100
    """Turns per player after which a table's game ends."""
    log_dir: Path | None = None
    """Directory of each table's transcript, ``table-N.jsonl``; None: a temporary directory."""
    tokens: tuple[str, ...] = ()
    """With any, creating a table (and opening the page) needs one (``?token=``)."""
    seed: int | None = None
    """Seed of table 1 (table k has seed + k - 1); None: random."""
    max_tables: int = 16
    """Tables played at once; a page asking for another is told to wait."""
    table_wait: float = TABLE_WAIT
    """Seconds a table with remote seats waits for them; then it is closed and its page told why."""
    draw_limit: float = DRAW_TIME_LIMIT
    """Seconds a kingdom drawn under constraints may take (`referee.kingdom.draw_in_worker`)."""
    finished_kept: int = FINISHED_KEPT
    """Finished tables kept (the most recent) so that their seats' links still show the result."""


def parse_table(
    spec: Any, programs: dict[str, tuple[str, ...]]
) -> tuple[list[Slot], int, tuple[str, ...] | KingdomRequest | None]:
    """The seats, protocol version and kingdom of a table the page asks for.

    Arguments:
        spec: ``{"players": [{"kind": K, "name": N}, ...], "version": 1-5, "sets": [SET, ...], "kingdom":
            "random", [10 cards] or {"at_least": {CATEGORY: N}, "reaction_if_attack": bool}}``; the first
            person listed is the page that creates the table. `sets` (`referee.kingdom.SETS` names) are
            those a random kingdom is drawn from: by default every set at a v5 table, the base game's two
            editions at a v4 table (which has no other).
        programs: the server's ``--program`` names.
    Returns: (slots, version, kingdom): the 10 cards (and a Bane), a `referee.kingdom.KingdomRequest` to
        draw them from with the table's seed (``"random"``: every kingdom card of the sets, as ``referee
        --kingdom random`` draws), or None for a v1-v3 game (its version's own kingdom).
    Raises:
        TableError: a field is missing or wrong (named, with what was expected).
    """
    if not isinstance(spec, dict):
        raise TableError("table: expected an object with players, version and kingdom")
    players = spec.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 4:
        raise TableError("players: a table has 2 to 4 seats")
    version = spec.get("version", FORM_DEFAULT.number)
    if not is_version(version):
        raise TableError(f"version: protocol version {spoken()}, got {version!r}")
    protocol = VERSIONS[version]
    slots = []
    for at, player in enumerate(players, 1):
        if not isinstance(player, dict):
            raise TableError(f"players[{at}]: expected an object with kind and name")
        kind, name = player.get("kind"), player.get("name", "")
        if kind == "person":
            if name and not (isinstance(name, str) and name.isascii() and name.isalpha() and len(name) <= 16):
                raise TableError(f"players[{at}]: a person's name is 1 to 16 ASCII letters, got {name!r}")
            slots.append(Slot("person", name or ""))
        elif kind == "reference" and name in REFERENCE:
            slots.append(Slot(kind, name))
        elif kind == "strategy" and name in STRATEGIES:
            elsewhere = _other_set_cards(strategy_cards()[name])
            if elsewhere and not protocol.knows("later-sets"):
                sets = ", ".join(
                    dict.fromkeys((SPECS.get(card) or LANDSCAPES[card]).set for card in elsewhere)
                )
                raise TableError(
                    f"players[{at}]: strategy {name} needs {', '.join(elsewhere)}, of {sets}; a table of "
                    f"protocol {version} plays the base game: choose protocol 5"
                )
            slots.append(Slot(kind, name))

        elif kind == "program" and name in programs:
            slots.append(Slot(kind, name))
        elif kind == "remote":
            slots.append(Slot(kind))
        else:
            raise TableError(
                f"players[{at}]: expected a person, a remote player, a reference player "
                f"({', '.join(REFERENCE)}), a strategy file ({', '.join(STRATEGIES)}) or a program of "
                f"--program ({', '.join(programs) or 'none'}), got {kind!r} {name!r}"
            )
    if slots[0].kind != "person":
        raise TableError("players[1]: the first seat is the person creating the table")
    kingdom = spec.get("kingdom", "random")
    remote = any(slot.kind == "remote" for slot in slots)
    if remote and protocol is not REMOTE_VERSION:
        raise TableError(f"version: a table with remote players plays protocol 4, got {version!r}")
    # The cards each strategy seat's file requires: a drawn kingdom includes them, a chosen one must too.
    needs = {at: strategy_cards()[slot.value] for at, slot in enumerate(slots, 1) if slot.kind == "strategy"}
    needed = tuple(dict.fromkeys(card for cards in needs.values() for card in cards))
    if not protocol.knows("chosen-kingdom"):
        if kingdom not in ("random", None):
            raise TableError(
                f"kingdom: a v{version} game plays its version's kingdom; choose protocol 4 or 5"
            )
        own = [str(card) for card in version_kingdom(version)]
        _check_needs(needs, slots, own, f"a v{version} game's kingdom is {', '.join(own)}: choose protocol 4")
        return slots, version, None
    sets = _table_sets(spec.get("sets"), version, remote)
    if kingdom in ("random", None):
        request = KingdomRequest(sets=sets)
        return slots, version, replace(request, include=needed) if needed else request
    if isinstance(kingdom, dict):
        return slots, version, _drawn(kingdom, sets, needed)
    if not isinstance(kingdom, list) or not all(isinstance(card, str) for card in kingdom):
        raise TableError(
            'kingdom: "random", a list of 10 card names or {"at_least": ..., "reaction_if_attack": ...}'
        )
    try:
        piles, landscapes = split_landscapes(kingdom)
        cards = check_kingdom(piles)
    except ValueError as error:
        raise TableError(f"kingdom: {error}") from None
    if landscapes and not protocol.knows("landscapes"):
        raise TableError(
            f"kingdom: {landscapes[0]} is an event or landmark, which a table of protocol {version} does not "
            "have: choose protocol 6"
        )
    later = [card for card in cards if SPECS[card].set != "base"]
    if later and not protocol.knows("later-sets"):  # the game would fail once made
        raise TableError(
            f"kingdom: {later[0]} is a card of {SPECS[later[0]].set}; a table of protocol 4 plays the base "
            "game's kingdom cards: choose protocol 5"
        )
    unnamed = [card for card in cards if card not in SECOND_EDITION]
    if remote and unnamed:
        raise TableError(
            f"kingdom: DominAI has no name for {', '.join(unnamed)}: a table with remote players plays "
            "second-edition cards"
        )
    cards = (*cards, *landscapes)
    _check_needs(needs, slots, [str(card) for card in cards], "tick {them}, or seat another player")
    return slots, version, cards


def _table_sets(given: Any, version: int, remote: bool) -> tuple[str, ...]:
    """The sets (`referee.kingdom.SETS` names, in its order) a v4 or v5 table's random kingdom is drawn
    from: `given` (a list of names) or, if None, every set a table of `version` plays (`version_sets`); at a
    table with remote players, those of `REMOTE_SETS` among them (DominAI names no other card). Raises
    TableError for a name that is no set the table's version plays, or a table with remote players left
    with none."""
    allowed = REMOTE_SETS if remote else version_sets(version)
    if given is None:
        return allowed
    if not isinstance(given, list) or not given or not all(isinstance(name, str) for name in given):
        raise TableError(f"sets: a list of one or more sets of {', '.join(version_sets(version))}")
    for name in given:
        if name not in version_sets(version):
            raise TableError(
                f"sets: {name!r} is not a set a table of protocol {version} plays; expected some of "
                f"{', '.join(version_sets(version))}"
            )
    chosen = tuple(name for name in allowed if name in given)
    if not chosen:
        raise TableError(f"sets: a table with remote players plays {', '.join(allowed)}: tick it")
    return chosen


def _oldest_table(cards: Sequence[str]) -> ProtocolVersion:
    """The oldest version whose tables may seat a strategy needing `cards` (cards, events and landmarks):
    the first that chooses its kingdom and names them all."""
    piles, landscapes = split_landscapes(cards)
    return next(
        v
        for v in VERSIONS.values()
        if v.knows("chosen-kingdom")
        and v.cards.issuperset(piles)
        and (v.knows("landscapes") or not landscapes)
    )


def version_sets(version: int) -> tuple[str, ...]:
    """The sets (`referee.kingdom.SETS` names) whose kingdom cards a table of protocol `version` (4 or
    later) plays: those the version names from v5 on (`referee.kingdom.version_sets`: v6 adds Adventures and
    Empires), the base game's two editions in v4 (`WHOLE_GAME`)."""
    if VERSIONS[version].knows("later-sets"):
        return kingdom_version_sets(version)
    return WHOLE_GAME.sets


def _check_needs(
    needs: dict[int, tuple[str, ...]], slots: Sequence[Slot], kingdom: Sequence[str], advice: str
):
    """Raise TableError for the first strategy seat (`needs`: seat number -> the cards its file requires)
    whose cards are not all in `kingdom`, naming them and saying what to do (`advice`, whose ``{them}`` is
    "it" or "them")."""
    for at, cards in needs.items():
        missing = [card for card in cards if card not in kingdom]
        if missing:
            raise TableError(
                f"players[{at}]: strategy {slots[at - 1].value} needs {', '.join(missing)}, not in the "
                f"kingdom: {advice.format(them='it' if len(missing) == 1 else 'them')}"
            )


def _drawn(spec: dict[str, Any], sets: tuple[str, ...], include: tuple[str, ...] = ()) -> KingdomRequest:
    """The `referee kingdom` request of a kingdom to draw: ``{"at_least": {CATEGORY: N}, "reaction_if_attack":
    bool}`` (docs/kingdoms.md), from the kingdom cards of `sets` (every card of the base game, as
    ``--kingdom random`` draws, or `REMOTE_SETS` at a table with remote players), holding `include` (the
    cards the strategy seats need)."""
    at_least = spec.get("at_least", {})
    if not isinstance(at_least, dict) or not all(
        category in CATEGORIES and type(count) is int and 0 <= count <= 10
        for category, count in at_least.items()
    ):
        raise TableError(f"kingdom: at_least maps categories ({', '.join(CATEGORIES)}) to counts of 0 to 10")
    request = KingdomRequest(
        sets=sets,
        at_least=tuple((category, count) for category, count in at_least.items() if count),
        reaction_if_attack=spec.get("reaction_if_attack") is True,
        include=include,
    )
    try:
        request.constraints()
    except KingdomError as error:
        raise TableError(f"kingdom: {error}") from None
    return request


def _wire(message: Any) -> str:
    return protocol.to_wire(message)


def _label(play: Play) -> str:
    """A play in words for the page: ``Play Village``, ``Buy Silver``, ``Spend 2 Coffers``, ``End turn``."""
    if isinstance(play, Act):
        args = " ".join(_wire(a) if isinstance(a, Act) else str(a) for a in play.args)
        return f"Play {title(play.card)}" + (f" ({args})" if args else "")
    if isinstance(play, Add):
        return f"Play {title(play.card)}"
    if isinstance(play, Buy):
        return f"Buy {title(play.card)}"
    if isinstance(play, Coffers):
        return f"Spend {play.count} Coffers"
    return "End turn"


def title(card: str) -> str:
    """A card's name as printed on it, from the catalogue (``kings-court`` -> ``King's Court``,
    ``bag-of-gold`` -> ``Bag of Gold``); a word that is no card (an option such as ``discard-deck``)
    capitalized word by word."""
    row = CATALOGUE.get(str(card)) or LANDSCAPES.get(str(card))  # a card, an event or a landmark
    return row.title if row is not None else " ".join(word.capitalize() for word in str(card).split("-"))


def _pile(card: str) -> str:
    """The supply pile `card` is taken from: its own, or the mixed pile its type makes it part of
    (`MIXED_PILES`: a Knight's is ``knights``, a Ruins' is ``ruins``)."""
    spec = SPECS[card]
    for pile, (kind, _) in MIXED_PILES.items():
        if kind in spec.types and card != pile:
            return pile
    return card


def _options(decision: Decision, chosen: Sequence[str]) -> tuple:
    """The options of `decision` named by `chosen` (legal), as the wire writes them (`question`: a card, an
    option word of the base game, or in v5 any other word or amount as it is)."""
    written = {str(option): option for option in question(decision).options}
    return tuple(written[str(card)] for card in chosen)


def _order(card: str) -> int:
    """The canonical card order, a word option (``discard-deck``) after every card."""
    return ORDER.get(card, len(ORDER))


def card_facts(cards: Sequence[str]) -> dict[str, dict[str, Any]]:
    """Each card's title, cost (coins, and `potion` True when it costs a Potion too), types and our own
    text, for the page (the page knows nothing per card); an event's or landmark's too (its kind as its
    type, an event's `debt`); a
    word option of a decision (Chancellor's ``discard-deck``) gets its title only."""
    facts = {}
    for card in cards:
        spec = SPECS.get(str(card))
        if str(card) in LANDSCAPES:  # an event or landmark: its kind as its type, a cost in coins and debt
            one = LANDSCAPES[str(card)]
            facts[str(card)] = {
                "title": one.title,
                "cost": one.cost if one.kind == EVENT else "",
                "debt": one.debt,
                "types": [one.kind],
                "text": one.text,
            }
        elif spec is None:
            facts[str(card)] = {"title": title(card), "cost": "", "types": ["choice"], "text": ""}
        else:
            facts[str(card)] = {
                "title": title(spec.name),
                "cost": spec.cost,
                "potion": spec.potion,
                "types": sorted(spec.types),
                "text": spec.text,
            }
    return facts


class Page:
    """The page of one seat, seen from the game thread: sends JSON to the open tab (if any), receives its
    answers. A reopened tab replaces the previous one."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.connection: ServerConnection | None = None
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.stopped = threading.Event()
        """Set when the server stops: the seat's pending and later requests end at once (`Tables.stop`)."""
        self._order = asyncio.Lock()  # taken in the order the messages were sent: they leave in that order

    def send(self, message: dict[str, Any]) -> None:
        """Send `message` to the open tab, without waiting (any thread); nothing when no tab is open."""
        connection = self.connection
        if connection is None:
            return
        text = json.dumps(message)

        async def deliver() -> None:
            async with self._order:
                try:
                    async with asyncio.timeout(10):
                        await connection.send(text)
                except (ConnectionClosed, TimeoutError):
                    pass

        try:
            asyncio.run_coroutine_threadsafe(deliver(), self.loop)
        except RuntimeError:
            pass  # the loop has stopped


def _as_you(line: str, name: str) -> str:
    """A log line said of the seat's own player `name`: ``bob takes 2 VP tokens`` -> ``You take 2 VP
    tokens``, ``bob trashes Copper`` -> ``You trash Copper``, ``bob's Pirate Ship mat`` -> ``Your Pirate
    Ship mat``; a line about anyone else as it is."""
    if line.startswith(f"{name}'s "):
        return "Your " + line[len(name) + 3 :]
    if not line.startswith(f"{name} "):
        return line
    verb, _, rest = line[len(name) + 1 :].partition(" ")
    verb = verb[:-2] if verb.endswith(("sses", "shes")) else verb.removesuffix("s")
    return f"You {verb} {rest}".rstrip()


class BrowserSeat:
    """A `referee.seats.seat.Seat` played by a person through the page.

    Arguments:
        name: the player's name in the game (letters).
        page: the seat's `Page`.
        timeout: seconds the person has for each request of the engine (`ReplyTimeout` after it).
        transcript: where the seat's messages are recorded as S-expression texts, as a program's are.
        version: the game's protocol version (plays carry their up-front arguments from v2 on).
    """

    def __init__(self, name: str, page: Page, timeout: float, transcript: Transcript, version: int) -> None:
        self.name = name
        self.page = page
        self.timeout = timeout
        self.transcript = transcript
        self.game_version = version
        self.version = version
        """The protocol version the seat speaks: the game's (a `referee.network.legacy.ProgramOpponent` of
        version 4 at a table with remote players)."""
        self.command = ("person", "(browser)")
        """What the result records as the seat's command."""
        self.last_reply_text: str | None = None
        self.key = secrets.token_urlsafe(18)
        """The secret of the seat's link: the only way to open this seat's page."""
        self.log: list[str] = []
        """The last `LOG_LINES` lines of the public log."""
        self._noted = 0  # lines logged since the game began
        self._logged = 0  # of which sent to the page
        self._facts_sent: set[str] = set()
        self.board: dict[str, Any] = {
            "players": [name],
            "hand": [],
            "deck": 0,
            "discards": 0,
            "discard_top": None,
            "trash": [],
            "actions": 0,
            "buys": 0,
            "coins": 0,
            "aside": [],
            "potions": 0,
            "seats": [],
            "tokens": {},
            "trade_route": 0,
            "non_supply": [],
            "banned": [],
            "events": [],
            "landmarks": {},
            "debt": {},
            "vp_piles": {},
            "debt_piles": {},
            "tavern": {},
        }
        """The seat's own view as last seen, with the trash kept up to date by the public events."""
        self.asking: dict[str, Any] | None = None
        """The question the page has to answer, if any (sent again to a tab that reopens the seat)."""
        self._deadline = 0.0
        self.result: dict[str, Any] | None = None
        self._asks = 0
        self._treasures = False
        self._piles: list[str] = []
        """The supply's piles, each by its name (a mixed pile's: ``knights``, ``ruins``)."""
        self._supply: list[str] = []
        self._costs: dict[str, int] = {}
        self._in_play: dict[str, list[str]] = {}
        self._turn = ""
        self._replies: list[float] = []

    # ---- what the page shows ---------------------------------------------------------------------------

    def _view(self, state: State) -> None:
        """Take the player's own view `state` as the board (hand, deck and discard sizes, supply, trash; in
        v5 the potions, every seat's tokens, durations and mats, the piles' tokens, the non-supply piles and
        the piles it may not buy)."""
        if not self._piles:
            kingdom = [str(c) for c in getattr(state, "kingdom", ())]
            piles = {_pile(str(card)) for card in state.supply} | set(kingdom)
            self._piles = sorted(piles, key=ORDER.__getitem__)
        self._supply = [str(card) for card in state.supply]
        self._costs = {str(card): coins for card, coins in getattr(state, "costs", ())}
        me = state.players[0] if state.players else self.name
        self._in_play[me] = [str(c) for c in state.plays]
        self.board.update(
            players=list(state.players),
            hand=[str(c) for c in state.hand],
            deck=len(state.deck),
            discards=len(state.discards),
            discard_top=str(state.discards[0]) if state.discards else None,
            trash=[str(c) for c in state.trash],
            actions=state.actions,
            buys=state.buys,
            coins=state.coins,
            aside=[str(c) for c in getattr(state, "aside", ())],
        )
        if isinstance(state, StateV5):
            self.board.update(
                potions=state.potions,
                seats=[
                    {
                        "name": seat.name,
                        "vp": seat.vp,
                        "coffers": seat.coffers,
                        "pirate_ship": seat.pirate_ship,
                        "durations": [str(c) for c in seat.durations],
                        "mats": {mat: [str(c) for c in cards] for mat, cards in seat.mats},
                    }
                    for seat in state.seats
                ],
                tokens={str(card): list(tokens) for card, tokens in state.piles},
                trade_route=state.trade_route,
                non_supply=[str(c) for c in state.non_supply],
                banned=[str(c) for c in state.banned],
            )
        if isinstance(state, StateV6):
            # v6: the game's events and landmarks, and what the players own of them (docs/browser.md).
            self.board.update(
                events=[str(name) for name in state.events],
                landmarks={str(name): vp for name, vp in state.landmarks},
                debt={name: count for name, count in state.debt},
                vp_piles={str(card): count for card, count in state.vp_piles},
                debt_piles={str(card): count for card, count in state.debt_piles},
                tavern={name: [str(c) for c in held] for name, held in state.tavern},
            )

    def _push(self, whole: bool = False) -> None:
        """Send the board: the log lines and card facts not sent yet (all of them with `whole`, for a tab
        that opens the seat), the rest whole. A supply pile shows its top card (a mixed pile's changes: the
        Knights, the Ruins), how many cards it holds and the cost this turn."""
        tops: dict[str, str] = {}
        counts: Counter = Counter()
        for card in self._supply:
            tops.setdefault(_pile(card), card)
            counts[_pile(card)] += 1
        piles = []
        for pile in self._piles:
            card = tops.get(pile, pile)
            piles.append({"card": card, "count": counts[pile], "cost": self._costs.get(card, COST[card])})
        cards = set(tops.values()) | set(self._piles) | set(self.board.get("hand", ()))
        cards |= set(self.board.get("trash", ())) | set(self.board.get("non_supply", ()))
        for played in self._in_play.values():
            cards |= set(played)
        for seat in self.board.get("seats", ()):
            cards |= set(seat["durations"]) | {c for mat in seat["mats"].values() for c in mat}
        cards |= set(self.board["events"]) | set(self.board["landmarks"])
        cards |= {c for held in self.board["tavern"].values() for c in held}
        if whole:
            self._facts_sent = set()
        new = cards - self._facts_sent
        self._facts_sent |= new
        fresh = min(self._noted - (0 if whole else self._logged), LOG_LINES, len(self.log))
        self._logged = self._noted
        self.page.send(
            {
                "type": "board",
                "me": self.name,
                "turn": self._turn,
                "supply": piles,
                "in_play": self._in_play,
                "log": self.log[len(self.log) - fresh :],
                "log_whole": whole,
                "cards": card_facts(sorted(new, key=lambda c: ORDER.get(c, 999))),
                **self.board,
            }
        )

    def resend(self) -> None:
        """Send the board, the pending question and the result to a tab that (re)opened the seat."""
        self._push(whole=True)
        asking = self.asking
        if asking is not None:
            self.page.send({**asking, "limit": max(0, round(self._deadline - time.monotonic()))})
        if self.result is not None:
            self.page.send(self.result)

    def _note(self, line: str) -> None:
        self.log.append(line)
        self._noted += 1
        del self.log[:-LOG_LINES]

    # ---- asking the person -----------------------------------------------------------------------------

    def _wait(self, ask: dict[str, Any], deadline: float) -> dict[str, Any]:
        """Send `ask` (numbered) and return the page's answer to it; `ReplyTimeout` at `deadline`."""
        self._asks += 1
        ask = {"type": "ask", "ask": self._asks, "limit": round(deadline - time.monotonic()), **ask}
        self.asking = ask
        self._deadline = deadline
        self._push()
        self.page.send(ask)
        while True:
            left = deadline - time.monotonic()
            if self.page.stopped.is_set():
                self.asking = None
                raise ReplyTimeout(
                    "the server stopped before the game ended (the person's seat ends with it)"
                )
            if left <= 0:
                self.asking = None
                raise ReplyTimeout(
                    f"no answer from the page within the {self.timeout:g} s a person has for each request "
                    "(the tab was closed, or the person left the table)"
                )
            try:
                answer = self.page.inbox.get(timeout=min(left, 1.0))
            except queue.Empty:
                continue
            if isinstance(answer, dict) and answer.get("ask") == self._asks:
                self.asking = None
                return answer

    def _choose(self, ask: dict[str, Any], count: int, deadline: float) -> int | str:
        """Ask to pick one of `count` choices; return its index, or ``"back"``."""
        while True:
            answer = self._wait(ask, deadline)
            if answer.get("back") and ask.get("back"):
                return "back"
            choice = answer.get("choice")
            if isinstance(choice, int) and not isinstance(choice, bool) and 0 <= choice < count:
                return choice
            ask = {**ask, "error": "choose one of the buttons"}

    def _cards(self, decision: Decision, deadline: float, title_text: str, back: bool = False):
        """Ask `decision` of the person; return the cards chosen (a legal answer) or ``"back"``."""
        answers = legal_answers(decision)
        canonical = {tuple(sorted(map(str, a), key=_order)) for a in answers}
        ask = {
            "mode": "cards",
            "title": title_text,
            "prompt": decision.prompt or f"{decision.kind} from your {decision.source}",
            "card": str(decision.card),
            "kind": decision.kind,
            "source": decision.source,
            "options": [str(o) for o in decision.options],
            "min": decision.min,
            "max": decision.max,
            "ordered": decision.ordered,
            "answers": [list(a) for a in sorted(canonical)] if len(canonical) <= MAX_ANSWERS else None,
            "cards": card_facts(decision.options),
            "back": back,
        }
        while True:
            answer = self._wait(ask, deadline)
            if answer.get("back") and back:
                return "back"
            chosen = answer.get("cards")
            if isinstance(chosen, list) and all(isinstance(c, str) for c in chosen):
                if check_answer(decision, tuple(chosen)) is None:
                    return _options(decision, chosen)
            ask = {**ask, "error": "that choice is not one of the legal answers: choose again"}

    # ---- the Seat protocol -----------------------------------------------------------------------------

    def _asked(self, text: str) -> float:
        self.transcript.record("to", self.name, text)
        return time.monotonic()

    def _replied(self, text: str, start: float) -> None:
        self.transcript.record("from", self.name, text)
        self.last_reply_text = text
        self._replies.append(time.monotonic() - start)

    def move(self, state: State) -> Play:
        """The person's play for `state`: chosen among `legal_plays` (a played card's up-front choices
        asked one by one, each among the legal answers of the rules core's own decision)."""
        start = self._asked(_wire(Move(state)))
        deadline = start + self.timeout
        # The view's first player is the one whose turn it is: another than this seat's in a possessed turn
        # (Possession), which this seat plays; the page says so, the log names that player's buys.
        self._turn = str(state.players[0]) if state.players else self.name
        self._view(state)
        plays = legal_plays(state)
        if self._treasures:
            treasure = next((p for p in plays if isinstance(p, Add)), None)
            if treasure is not None:
                self._replied(_wire(treasure), start)
                return treasure
            self._treasures = False
        play = self._ask_move(state, plays, deadline)
        self._replied(_wire(play), start)
        if isinstance(play, Buy):
            self._say(self._turn, "buys", title(play.card))
        elif isinstance(play, Clean):
            self._say(self._turn, "ends", "the turn")
        return play

    def _ask_move(self, state: State, plays: list[Play], deadline: float) -> Play:
        heads: list[Play] = []
        for play in plays:
            head = Act(play.card) if isinstance(play, Act) else play
            if isinstance(play, Clean):
                continue
            if head not in heads:
                heads.append(head)
        end = Clean(state.hand[0]) if state.hand else Clean()
        choices = [
            {"label": _label(h), "card": str(h.card), "group": type(h).__name__.lower()} for h in heads
        ]
        adds = [p for p in plays if isinstance(p, Add)]
        if adds and sum(1 for card in state.hand if card in VALUE) > 1:
            choices.append({"label": "Play all treasures", "group": "treasures"})
        choices.append({"label": "End turn", "group": "clean"})
        ask = {"mode": "move", "title": "Your turn", "prompt": "play a card, buy a card or end your turn"}
        if self._turn != self.name:  # a possessed turn: this seat plays another player's turn
            ask["title"] = f"{self._turn}'s turn, played by you (Possession)"
            ask["prompt"] = f"play a card, buy a card or end the turn; what {self._turn} would gain, you gain"
        while True:
            pick = self._choose({**ask, "choices": choices}, len(choices), deadline)
            group = choices[pick]["group"]
            if group == "clean":
                return end
            if group == "treasures":
                self._treasures = True
                return adds[0]
            head = heads[pick]
            if not isinstance(head, Act):
                return head
            candidates = [p for p in plays if isinstance(p, Act) and p.card == head.card]
            if len(candidates) == 1 and not candidates[0].args:
                return candidates[0]
            chosen = (
                self._act_v4(state, head.card, candidates, deadline)
                if type(state) in _NESTED_VIEWS
                else self._act_choice(head.card, candidates, deadline)
            )
            if chosen != "back":
                return chosen

    def _act_v4(self, state: State, card: Card, candidates: list[Act], deadline: float) -> Act | str:
        """v4: the up-front decisions of playing `card`, asked one by one as the rules core asks them
        (`Game.start_act`), each answered among its legal answers; the play of `candidates` (the legal
        plays of `card`) whose arguments give those answers, or ``"back"``."""
        prefix: list[tuple] = []
        while True:
            decision = next_upfront(state, card, prefix)[1]
            if decision is None:
                wanted = _answers_key(prefix)
                for play in candidates:
                    if _answers_key(play_answers(play)) == wanted:
                        return play
                raise RuntimeError(f"no legal play of {card} gives the answers {prefix}")
            hand = [str(c) for c in state.hand]
            hand.remove(str(card))  # shown as it will be: the card played has left the hand
            self.board["hand"] = hand
            answer = self._cards(decision, deadline, f"Play {title(card)}", back=True)
            if answer == "back":
                self.board["hand"] = [str(c) for c in state.hand]
                return "back"
            prefix.append(answer)

    def _act_choice(self, card: Card, candidates: list[Act], deadline: float) -> Act | str:
        """v2-v3: the plays of `card` with their arguments, one to pick."""
        choices = [{"label": _label(p), "group": "act"} for p in candidates]
        ask = {
            "mode": "pick",
            "title": f"Play {title(card)}",
            "prompt": "choose how",
            "choices": choices,
            "back": True,
        }
        pick = self._choose(ask, len(choices), deadline)
        return "back" if pick == "back" else candidates[pick]

    def defend(self, attacker: str, state: State, card: str = Card.MILITIA) -> Defense:
        """The person's defense against `attacker`'s `card`, among `legal_defenses`: a reaction to reveal
        (a Moat; in v5 any reaction to attacks in the hand) or none, then (Militia) the cards to discard.
        With one legal defense it is given without asking."""
        start = self._asked(_wire(Attacked(Act(Card(card)), attacker, state)))
        deadline = start + self.timeout
        self._view(state)
        self._note(f"{attacker} attacks you with {title(card)}")
        defenses = legal_defenses(state, card)
        defense = defenses[0]
        if len(defenses) > 1:
            discards = [d for d in defenses if isinstance(d, DiscardDefense)]
            reveals = [d for d in defenses if not isinstance(d, DiscardDefense)]
            chosen: Defense | None = None
            if reveals:
                shown = [Card.MOAT if isinstance(d, MoatDefense) else d.card for d in reveals]
                choices = [{"label": f"Reveal {title(c)}", "group": "reveal", "card": str(c)} for c in shown]
                choices.append({"label": "Do not reveal", "group": "no"})
                ask = {
                    "mode": "pick",
                    "kind": "reveal",
                    "card": str(card),
                    "title": f"{attacker} plays {title(card)}",
                    "prompt": "reveal a reaction?"
                    if len(reveals) > 1 or shown != [Card.MOAT]
                    else "reveal a Moat to be unaffected by the attack?",
                    "choices": choices,
                }
                pick = self._choose(ask, len(choices), deadline)
                if isinstance(pick, int) and pick < len(reveals):
                    chosen = reveals[pick]
            if chosen is None and len(discards) == 1:
                chosen = discards[0]
            if chosen is None:
                hand = [str(c) for c in state.hand]
                decision = Decision(
                    self.name,
                    str(card),
                    "discard",
                    tuple(sorted(hand, key=ORDER.__getitem__)),
                    len(discards[0].cards),
                    len(discards[0].cards),
                    prompt=f"discard {len(discards[0].cards)} cards, down to 3 in hand",
                    ordered=True,
                )
                cards = self._cards(decision, deadline, f"{attacker} plays {title(card)}")
                chosen = DiscardDefense(tuple(cards))
            defense = chosen
        self._replied(_wire(defense), start)
        return defense

    def decide(self, decision: Decision, state: State, mover: str | None = None) -> tuple:
        """The person's answer to `decision`, among its legal answers (`legal_answers`); a decision with
        one legal answer is answered without asking, unless it is `ordered` with different cards to put in
        order."""
        start = self._asked(_wire(Decide(mover or self._turn or self.name, question(decision), state)))
        deadline = start + self.timeout
        self._view(state)
        answers = legal_answers(decision)
        # One legal answer is given without asking, unless its order is the person's to choose (cards put
        # back onto the deck, under the Black Market deck, a gain's triggers).
        if len(answers) == 1 and not (decision.ordered and len(set(answers[0])) > 1):
            answer = tuple(answers[0])
        else:
            answer = self._cards(decision, deadline, f"{title(decision.card)}")
        options = _options(decision, answer)
        self._replied(_wire(Choose(options)), start)
        return options

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Record and show a public notification: another player's play, a defense, an event. In v4 the
        events (`happened`) tell every play and gain, so a play is logged once, from its event."""
        self.transcript.record("to", self.name, _wire(notification))
        v4 = VERSIONS[self.game_version].knows("happened")
        if isinstance(notification, Moved):
            name, play = notification.name, notification.play
            if self._turn != name:
                self._turn = name
                self._in_play[name] = []
            if isinstance(play, (Act, Add)):
                self._in_play.setdefault(name, []).append(str(play.card))
                if not v4:
                    self._say(name, "plays", title(play.card))
            elif isinstance(play, Buy):
                self._say(name, "buys", title(play.card))
            elif isinstance(play, Clean):
                self._in_play[name] = []
                self._say(name, "ends", "the turn")
        elif isinstance(notification, Defended):
            defense = notification.defense
            if isinstance(defense, MoatDefense):
                self._say(notification.name, "reveals", "a Moat")
            elif isinstance(defense, DiscardDefense) and defense.cards:
                self._say(notification.name, "discards", ", ".join(title(c) for c in defense.cards))
        elif isinstance(notification, Happened):
            self._event(notification)
        self._push()

    def _say(self, name: str, verb: str, rest: str = "") -> None:
        """Log ``NAME VERB REST``; the seat's own player is "You", with the verb agreeing."""
        self._note(_as_you(f"{name} {verb} {rest}".rstrip(), self.name))

    def _event(self, event: Happened) -> None:
        cards = ", ".join(title(c) for c in event.cards)
        name, kind = event.name, event.kind
        if kind == "gain":
            for card in map(str, event.cards):
                if card in self._supply:  # until the next view says what the pile holds
                    self._supply.remove(card)
            if self.log and self.log[-1].endswith(f" {cards}") and " buy" in self.log[-1]:
                return  # a buy's gain, logged with the buy
            where = {"hand": " to the hand", "deck": " onto the deck"}.get(event.to, "")
            self._say(name, "gains", f"{cards}{where}")
        elif kind == "trash":
            self.board["trash"] = [str(c) for c in event.cards] + list(self.board.get("trash", ()))
            self._say(name, "trashes", cards)
        elif kind == "topdeck":
            self._say(name, "puts", f"{cards or 'a card'} onto the deck")
        elif kind == "attack":
            self._say(name, "attacks", f"with {cards}")
        elif kind == "extra-turn":  # `to` names who plays it: the possessor (Possession)
            by = "you" if event.to == self.name else event.to
            self._say(name, "takes", f"an extra turn, played by {by} (Possession)" if by else "an extra turn")
        elif kind == "discard" and not cards:  # a whole deck, unseen (Chancellor)
            self._say(name, "puts", "the deck into the discard pile")
        elif kind == "setup":
            return  # the supply shows every pile
        elif kind == "bane":
            self._note(f"Young Witch's Bane: {cards}")
        elif kind == "start":
            self._say(name, "starts", f"with {cards}")
        elif kind not in EVENT_KINDS:  # v5's tokens, mats, durations...: in the words of `referee -v`
            if kind in ("mat", "from-mat"):  # the wire names the mat in `to`, the rules core's event first
                event = replace(event, cards=(event.to, *event.cards))
            self._note(_as_you(event_text(event), self.name))
        else:
            self._say(name, f"{kind}s", cards)

    def ended(self, result: GameResult, transcript: Path, replay: str | None = None) -> None:
        """Tell the page the game is over: ranks, scores, ejections, where the transcript is and the command
        that shows it (`replay`; default ``referee replay FILE``)."""
        self.asking = None
        self.result = {
            "type": "result",
            "end": result.end,
            "turns": result.turns,
            "winners": list(result.winners),
            "players": [
                {
                    "name": p.name,
                    "score": p.score,
                    "rank": p.rank,
                    "ejection": None if p.ejection is None else f"{p.ejection.kind}: {p.ejection.message}",
                }
                for p in result.players
            ],
            "transcript": str(transcript),
            "replay": replay or f"referee replay {transcript}",
        }
        self._push()
        self.page.send(self.result)

    def close(self, *, kill: bool = False) -> None:
        """The page stays open to show the result; at an ejection (`kill`) it is told it left the game."""
        if kill:
            self.asking = None
            self.page.send(
                {
                    "type": "error",
                    "message": "you were ejected from the game; the others play on (the result follows)",
                }
            )

    def reply_stats(self) -> ReplyStats:
        """Count, mean and max of the person's reply times, in seconds."""
        times = self._replies
        return ReplyStats(len(times), sum(times) / len(times) if times else 0.0, max(times, default=0.0))


@dataclass
class Table:
    """One table: its number, seats and game (run in `thread`)."""

    number: int
    seed: int
    version: int
    kingdom: tuple[str, ...] | None
    slots: list[Slot]
    names: list[str]
    persons: dict[str, BrowserSeat] = field(default_factory=dict)
    remote_key: str = ""
    """The secret of the table's address for remote players (``/table/KEY``); empty without remote seats."""
    remotes: list[tuple[str, Any]] = field(default_factory=list)
    """The remote players that joined so far: (the name they asked for, their `referee.network.link.Link`)."""
    result: GameResult | None = None
    transcript: Path | None = None
    thread: threading.Thread | None = None
    recorder: Transcript | None = None
    """The table's `Transcript` (written to `transcript`)."""
    timer: asyncio.TimerHandle | None = None
    """The end of its wait for remote players (`TableConfig.table_wait`), cancelled when the wait ends."""
    closed: str = ""
    """Why the table was closed before its game started (its wait ran out, its creator left), else ""."""

    def waiting(self) -> bool:
        """Whether the table waits for remote players: made, its game not started, not closed."""
        return not self.closed and self.thread is not None and self.thread.ident is None


class Tables:
    """Every table of one `referee serve` run, and the page's HTTP and WebSocket handling.

    Arguments:
        config: what pages may create.
        report: called with each table's number and `GameResult` when its game ends (game thread).
    """

    def __init__(self, config: TableConfig, report: Callable[[int, GameResult], None] | None = None) -> None:
        self.config = config
        self.report = report
        self.tables: dict[int, Table] = {}
        """The tables waiting, playing, and the last `TableConfig.finished_kept` finished, by number."""
        self._numbered = 0  # tables made so far: the next one's number is this + 1
        self._finished: list[int] = []  # numbers of the finished tables kept, oldest first
        self._creating = asyncio.Lock()  # one table made at a time: its number, and seed, are its own
        self._seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**53)
        self._lock = threading.Lock()
        self._log_dir = config.log_dir
        self._loop: asyncio.AbstractEventLoop | None = None
        strategy_cards()  # the shipped files read once, before a page asks for the choices

    # ---- HTTP ------------------------------------------------------------------------------------------

    def wants(self, path: str, headers: Headers) -> bool:
        """True when the request is the page's: a plain GET of ``/`` or a file of ``/static/``, or the
        page's WebSocket (`PAGE_PATH`)."""
        if path == PAGE_PATH:
            return True
        upgrade = "websocket" in headers.get("Upgrade", "").lower()
        return not upgrade and (path in ("", "/") or path.startswith("/static/"))

    def authorised(self, query: dict[str, list[str]]) -> bool:
        """True without tokens, with a known token, or (the page's WebSocket) a seat's key."""
        if not self.config.tokens:
            return True
        token = query.get("token", [""])[0]
        if any(hmac.compare_digest(token.encode(), known.encode()) for known in self.config.tokens):
            return True
        key = query.get("seat", [""])[0]
        return bool(key) and self._seat_of(key) is not None

    def respond(self, connection: ServerConnection, target: str, headers: Headers) -> Response | None:
        """The HTTP answer to a request `wants` took, or None to go on with the WebSocket handshake. With
        tokens, the page and its WebSocket need one (or a seat's key); its static files, which hold no
        game, do not."""
        url = urlsplit(target)
        if not url.path.startswith("/static/") and not self.authorised(parse_qs(url.query)):
            return connection.respond(
                HTTPStatus.UNAUTHORIZED, "this server needs a token: open /?token=SECRET (or a seat's link)\n"
            )
        if url.path == PAGE_PATH:
            return None
        name = "index.html" if url.path in ("", "/") else url.path[len("/static/") :]
        files = {path.name: path for path in STATIC.iterdir() if path.is_file()}
        if name not in files:
            return connection.respond(HTTPStatus.NOT_FOUND, f"no such file: {url.path}\n")
        body = files[name].read_bytes()
        kind = mimetypes.guess_type(name)[0] or "application/octet-stream"
        if name.endswith(".js"):
            kind = "text/javascript"
        response_headers = Headers(
            [
                ("Content-Type", f"{kind}; charset=utf-8" if kind.startswith("text") else kind),
                ("Content-Length", str(len(body))),
                ("Cache-Control", "no-store"),
                ("X-Content-Type-Options", "nosniff"),
                (
                    "Content-Security-Policy",
                    "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
                ),
                ("Connection", "close"),
            ]
        )
        return Response(200, "OK", response_headers, body)

    # ---- the page's WebSocket --------------------------------------------------------------------------

    async def handle(self, connection: ServerConnection) -> None:
        """Serve one page: its first message creates or joins a table; later ones answer its seat's
        questions. Ends when the tab closes (the seat stays; the engine's limit decides)."""
        self._loop = asyncio.get_running_loop()
        await connection.send(json.dumps(self.choices()))
        seat: BrowserSeat | None = None
        query = parse_qs(urlsplit(connection.request.path).query)
        key = query.get("seat", [""])[0]
        if key:
            seat = self._seat_of(key)
            if seat is None:
                await connection.send(
                    json.dumps(
                        {
                            "type": "error",
                            "message": "this seat's link is not known: its table was closed or ended a while "
                            "ago, or the server was restarted",
                        }
                    )
                )
            else:
                self._attach(seat, connection)
        try:
            async for text in connection:
                if len(text) > MAX_PAGE_MESSAGE:
                    await connection.send(json.dumps({"type": "error", "message": "message too large"}))
                    continue
                try:
                    message = json.loads(text)
                except ValueError:
                    continue
                if not isinstance(message, dict):
                    continue
                if message.get("type") == "create" and seat is None:
                    if not self.authorised(query) or (self.config.tokens and not query.get("token")):
                        await connection.send(json.dumps({"type": "error", "message": "a token is needed"}))
                        continue
                    try:
                        seat, links, remote = await self.create(message.get("table"))
                    except TableError as error:
                        await connection.send(json.dumps({"type": "error", "message": str(error)}))
                        continue
                    seated = {"type": "seated", "seat": seat.key, "links": links, **remote}
                    await connection.send(json.dumps(seated))
                    self._attach(seat, connection)
                elif message.get("type") == "answer" and seat is not None:
                    if seat.asking is not None and seat.page.inbox.qsize() < MAX_QUEUED:
                        seat.page.inbox.put_nowait(message)  # else nothing is asked: dropped
        except ConnectionClosed:
            pass
        finally:
            if seat is not None and seat.page.connection is connection:
                seat.page.connection = None
                table = self._table_of(seat)
                if table is not None and table.waiting():
                    asyncio.get_running_loop().call_later(CREATOR_GONE, self._creator_gone, table)

    def _attach(self, seat: BrowserSeat, connection: ServerConnection) -> None:
        old = seat.page.connection
        seat.page.connection = connection
        if old is not None and old is not connection:
            asyncio.ensure_future(old.close(1000, "the seat was opened in another tab"))
        seat.resend()

    def _table_of(self, seat: BrowserSeat) -> Table | None:
        for table in list(self.tables.values()):
            if seat in table.persons.values():
                return table
        return None

    def _seat_of(self, key: str) -> BrowserSeat | None:
        for table in list(self.tables.values()):
            for seat in table.persons.values():
                if hmac.compare_digest(seat.key.encode(), key.encode()):
                    return seat
        return None

    def choices(self) -> dict[str, Any]:
        """What the page's form offers: seats, versions, kingdom cards, the person's time limit."""
        return {
            "type": "choices",
            "reference": {name: player.description for name, player in REFERENCE.items()},
            # Each strategy with the cards its file needs and the oldest version whose tables may seat it.
            "strategies": [
                {"name": name, "needs": list(cards), "version": _oldest_table(cards).number}
                for name, cards in strategy_cards().items()
            ],
            "programs": list(self.config.programs),
            # Each kingdom card with its sets and categories: the form lists the cards of the sets chosen
            # and offers only the constraints those cards can meet (docs/browser.md, "A table").
            "kingdom": [
                {"card": card, "sets": list(card_sets(card)), "categories": sorted(categories(card))}
                for card in EVERY_KINGDOM_CARD
            ],
            "sets": [
                {
                    "name": name,
                    "title": SET_TEXT[name],
                    "versions": [
                        v.number
                        for v in VERSIONS.values()
                        if v.knows("chosen-kingdom") and name in version_sets(v.number)
                    ],
                }
                for name in SETS
            ],
            "categories": list(CATEGORIES),
            "cards": card_facts(EVERY_KINGDOM_CARD),
            "versions": list(FORM_VERSIONS),
            "version": FORM_DEFAULT.number,
            "person_timeout": self.config.person_timeout,
        }

    # ---- tables ----------------------------------------------------------------------------------------

    async def create(self, spec: Any) -> tuple[BrowserSeat, list[dict[str, str]], dict[str, Any]]:
        """Create the table `spec` asks for (see `parse_table`) and start it, or, with remote seats, wait
        for its remote players (`join_remote`) at most `TableConfig.table_wait` seconds; return the creator's
        seat, the links of the other people's seats, and for remote seats ``{"remote": {"path":
        "/table/KEY", "seats": N}}`` (else ``{}``). A kingdom to draw is drawn by
        `referee.kingdom.draw_in_worker` in a thread (never on the loop), at most
        `TableConfig.draw_limit` seconds. Raises TableError for a bad spec, a kingdom that cannot be drawn,
        or a full server."""
        slots, version, kingdom = parse_table(spec, self.config.programs)
        async with self._creating:
            self._check_room()
            number = self._numbered + 1
            seed = (self._seed + number - 1) % 2**63
            if isinstance(kingdom, KingdomRequest):
                try:
                    drawn = await asyncio.to_thread(draw_in_worker, kingdom, seed, self.config.draw_limit)
                    kingdom = (*check_kingdom(drawn.piles), *drawn.landscapes)
                except KingdomError as error:  # no kingdom meets the constraints: the message says why
                    raise TableError(f"kingdom: {error}") from None
            return self._make(number, seed, slots, version, kingdom)

    def _check_room(self) -> None:
        """Raise TableError when `TableConfig.max_tables` tables wait or play already."""
        with self._lock:
            playing = sum(
                1
                for t in self.tables.values()
                if t.thread is None or t.thread.ident is None or t.thread.is_alive()
            )
        if playing >= self.config.max_tables:
            raise TableError(
                f"the server plays {playing} tables already, its most at once (--max-tables); "
                "try again when one ends"
            )

    def _make(
        self, number: int, seed: int, slots: list[Slot], version: int, kingdom: tuple[str, ...] | None
    ) -> tuple[BrowserSeat, list[dict[str, str]], dict[str, Any]]:
        """Make table `number` (see `create`) and start its game, or its wait for remote players."""
        with self._lock:
            self._numbered = number
            wanted = [self._name(slot, at) for at, slot in enumerate(slots)]
            names = engine_names(wanted)
            table = Table(number, seed, version, kingdom, slots, names)
            if self._log_dir is None:
                self._log_dir = Path(tempfile.mkdtemp(prefix="referee-tables-"))
            self._log_dir.mkdir(parents=True, exist_ok=True)
            table.transcript = self._log_dir / f"table-{number}.jsonl"
            transcript = table.recorder = Transcript(table.transcript)
            assert self._loop is not None
            for name, slot in zip(names, slots, strict=True):
                if slot.kind == "person":
                    table.persons[name] = BrowserSeat(
                        name, Page(self._loop), self.config.person_timeout, transcript, version
                    )
            remote_seats = sum(1 for slot in slots if slot.kind == "remote")
            if remote_seats:
                table.remote_key = secrets.token_urlsafe(18)
            self.tables[number] = table
        creator = table.persons[names[0]]
        links = [
            {"name": name, "seat": seat.key} for name, seat in table.persons.items() if seat is not creator
        ]
        table.thread = threading.Thread(
            target=self._run,
            args=(self._play_served if remote_seats else self._play, table, transcript),
            name=f"table-{number}",
            daemon=True,
        )
        if not remote_seats:
            table.thread.start()
            return creator, links, {}
        table.timer = self._loop.call_later(self.config.table_wait, self._waited, table)
        return creator, links, {"remote": {"path": REMOTE_PATH + table.remote_key, "seats": remote_seats}}

    def _run(self, play: Callable[[Table, Transcript], None], table: Table, transcript: Transcript) -> None:
        """Play `table` (`play`: `_play` or `_play_served`), then keep it among the finished tables, the
        oldest of which is released past `TableConfig.finished_kept` (its seats' links are then unknown)."""
        try:
            play(table, transcript)
        finally:
            with self._lock:
                self._finished.append(table.number)
                while len(self._finished) > self.config.finished_kept:
                    self.tables.pop(self._finished.pop(0), None)

    def _close(self, table: Table, why: str) -> None:
        """Close `table` before its game (on the loop): released at once, its remote players' connections
        closed (1001), its pages told `why`, its transcript ended with no result."""
        with self._lock:
            if not table.waiting():
                return
            table.closed = why
            self.tables.pop(table.number, None)
        if table.timer is not None:
            table.timer.cancel()  # the loop's timer would hold the table until the wait's end
        log.info("table %d closed: %s", table.number, why)
        for _, link in table.remotes:
            if not link.is_closed():
                link.close(1001, why[:120])
        for person in table.persons.values():
            person.page.send({"type": "error", "message": why})
        assert table.recorder is not None
        table.recorder.close(None)

    def _waited(self, table: Table) -> None:
        """`TableConfig.table_wait` is over: a table still waiting for remote players is closed."""
        self._close(
            table,
            f"no game: the table's remote seats were not all taken within {self.config.table_wait:g} s "
            "(--table-wait); create it again",
        )

    def _creator_gone(self, table: Table) -> None:
        """`CREATOR_GONE` seconds after the creator's page closed: a waiting table that nobody else joined
        (no remote player, no other person's page open) and whose creator did not come back is dropped."""
        creator = table.persons[table.names[0]]
        others = any(not link.is_closed() for _, link in table.remotes) or any(
            seat.page.connection is not None for seat in table.persons.values()
        )
        if creator.page.connection is None and not others:
            self._close(table, "no game: the table's creator left before anyone joined")

    # ---- remote players --------------------------------------------------------------------------------

    def waiting_table(self, key: str) -> Table | None:
        """The table whose remote players' address has secret `key` while it waits for them, else None."""
        for table in list(self.tables.values()):
            if (
                table.remote_key
                and hmac.compare_digest(table.remote_key.encode(), key.encode())
                and table.waiting()
            ):
                return table
        return None

    def join_remote(self, key: str, name: str, link: Any) -> bool:
        """Seat the remote player `name` (its `referee.network.link.Link`) at the table waiting at
        ``/table/KEY``; start the table's game when its last remote seat is taken (on the server's loop).
        Returns False (the caller closes the link) when no table waits there any more."""
        with self._lock:
            table = self.waiting_table(key)
            if table is None:
                return False
            table.remotes[:] = [(who, held) for who, held in table.remotes if not held.is_closed()]
            table.remotes.append((name, link))
            wanted = sum(1 for slot in table.slots if slot.kind == "remote")
            if len(table.remotes) < wanted:
                return True
            assert table.thread is not None
            table.thread.start()
        if table.timer is not None:
            table.timer.cancel()
        return True

    def _name(self, slot: Slot, at: int) -> str:
        if slot.kind == "person":
            return slot.value or ("you" if at == 0 else "guest")
        if slot.kind == "strategy":
            return slot.value.replace("-", "")
        return slot.value.replace("_", "")

    def _command(self, slot: Slot) -> tuple[str, ...]:
        if slot.kind == "reference":
            return (sys.executable, "-m", REFERENCE[slot.value].module)
        if slot.kind == "strategy":
            return (sys.executable, "-m", "players.strategy", slot.value)
        return self.config.programs[slot.value]

    def _play(self, table: Table, transcript: Transcript) -> None:
        result = None
        seats: list[Any] = []
        key = new_player_seed_key()  # the players' seeds are derived with it (docs/referee.md, "Seeds")
        try:
            commands = {}
            for name, slot in zip(table.names, table.slots, strict=True):
                if slot.kind == "person":
                    seats.append(table.persons[name])
                    commands[name] = "person (browser)"
                else:
                    command = self._command(slot)
                    commands[name] = " ".join(command)
                    seats.append(
                        SubprocessSeat(
                            name,
                            list(command),
                            version=table.version,
                            limits=self.config.limits,
                            transcript=transcript,
                            env_extra={"DOMINION_PLAYER_SEED": str(player_seed(table.seed, name, key))},
                        )
                    )
            game = play_game(
                seats,
                version=table.version,
                seed=table.seed,
                turn_limit=self.config.turn_limit,
                kingdom=table.kingdom,
            )
            result = with_match_facts(
                game,
                commands=commands,
                replies={seat.name: seat.reply_stats() for seat in seats},
                kingdom=table.kingdom or kingdom_of({"version": table.version}),
                edition=game.edition,
                player_seed_key=key,
            )
        except Exception:
            log.exception("table %d failed", table.number)
            for seat in table.persons.values():
                seat.page.send({"type": "error", "message": "the server failed on this table; sorry"})
        finally:
            for seat in seats:
                if isinstance(seat, SubprocessSeat):
                    seat.close(kill=True)
            transcript.close(None if result is None else result.to_json())
        if result is None:
            return
        table.result = result
        for seat in table.persons.values():
            seat.ended(result, table.transcript)
        if self.report is not None:
            self.report(table.number, result)

    def _play_served(self, table: Table, transcript: Transcript) -> None:
        """Play a table with remote players as `referee serve` plays a DominAI game (docs/network.md): a
        game of the rules alone (`referee.seats.engine.run_game`), every decision asked through `decide`,
        each remote player a `referee.network.seat.NetworkSeat`, each person and program a protocol 4
        `referee.network.legacy.ProgramOpponent` (a person's `BrowserSeat` answers as a v4 program would,
        among the legal answers the page is sent)."""
        from referee.network.legacy import ProgramOpponent
        from referee.network.seat import NetworkSeat
        from referee.seats.engine import run_game

        remotes = iter(table.remotes)
        joined = {at: next(remotes) for at, slot in enumerate(table.slots) if slot.kind == "remote"}
        taken = [name for at, name in enumerate(table.names) if at not in joined]
        fresh = iter(engine_names(taken + [name for name, _ in joined.values()])[len(taken) :])
        names = [next(fresh) if at in joined else name for at, name in enumerate(table.names)]
        table.names = names
        wanted = [joined[at][0] if at in joined else name for at, name in enumerate(names)]
        wires = wire_names(wanted)
        result = None
        seats: list[Any] = []
        network: dict[str, NetworkSeat] = {}
        key = new_player_seed_key()
        try:
            game = Game(names, seed=table.seed, turn_limit=self.config.turn_limit,
                        kingdom=table.kingdom, edition=2)  # fmt: skip
            game.ask_every_victim = True  # DominAI sends every victim of every attack its `Attack`
            game.ask_bandit_victims = True
            for at, (name, slot) in enumerate(zip(names, table.slots, strict=True)):
                if slot.kind == "remote":
                    seat = NetworkSeat(name, wires[at], joined[at][1], self.config.network_limits, transcript)
                    network[name] = seat
                    seats.append(seat)
                elif slot.kind == "person":
                    seats.append(ProgramOpponent(table.persons[name], game))  # type: ignore[arg-type]
                else:
                    process = SubprocessSeat(
                        name,
                        list(self._command(slot)),
                        version=REMOTE_VERSION.number,
                        limits=self.config.limits,
                        transcript=transcript,
                        env_extra={"DOMINION_PLAYER_SEED": str(player_seed(table.seed, name, key))},
                    )
                    seats.append(ProgramOpponent(process, game))
            game.again_listeners.append(partial(played_again, game, {seat.name: seat for seat in seats}))
            piles = tuple(str(card) for card in game.piles)
            order = list(zip(names, wires, strict=True))
            for seat in network.values():
                seat.start_game(table.kingdom, piles, order, 2)
            programs = [seat for seat in seats if isinstance(seat, ProgramOpponent)]
            played = run_game(game, seats, observer=ServedObserver(game, network, programs))
            result = with_reply_stats(played, seats, dict(zip(names, wanted, strict=True)), game, key)
            scores = {player.name: player.score for player in result.players}
            for seat in network.values():
                player = game.find(seat.name)
                seat.game_over(
                    seat.name in result.winners, scores, views.view(game, player) if player else None
                )
        except Exception:
            log.exception("table %d failed", table.number)
            for person in table.persons.values():
                person.page.send({"type": "error", "message": "the server failed on this table; sorry"})
        finally:
            for seat in seats:
                if isinstance(seat, ProgramOpponent) and isinstance(seat.seat, SubprocessSeat):
                    seat.close(kill=True)
            for _, link in table.remotes:
                if not link.is_closed():
                    link.close(1000, "game over")
            transcript.close(None if result is None else result.to_json())
        if result is None:
            return
        table.result = result
        for person in table.persons.values():  # a served game's transcript: JSON-RPC texts, not for replay
            person.ended(result, table.transcript, replay=f"jq -a .text {table.transcript}")
        if self.report is not None:
            self.report(table.number, result)

    def stop(self) -> None:
        """End every person's seat now (any thread): the server is stopping. A person's pending request
        ends as a reply timeout saying so, so that no table's game, nor its programs, outlives the server;
        the games' other seats play on to the end as after any ejection (`join` waits for them)."""
        for table in list(self.tables.values()):
            for person in list(table.persons.values()):
                person.page.stopped.set()

    def join(self, timeout: float | None = None) -> None:
        """Wait for every table's game to end."""
        for table in list(self.tables.values()):
            if table.thread is not None and table.thread.ident is not None:  # else never started
                table.thread.join(timeout)


def _answers_key(answers: Sequence[Sequence[str]]) -> list[list[str]]:
    """Answers compared as multisets, the empty ones at the end left out (a play lists no argument for
    them)."""
    key = [sorted(map(str, answer)) for answer in answers]
    while key and not key[-1]:
        key.pop()
    return key
