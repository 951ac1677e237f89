"""`referee replay`: step through a game's transcript (``--log`` JSON Lines) turn by turn.

A transcript (docs/referee.md, `referee.transcript`) holds every message the referee sent or received, then
the result. `read_replay` groups the messages into turns: a turn begins with the first ``(move STATE)`` sent
to a player after another player's turn (or after its own ``(clean ...)``), so turns are numbered as the
referee numbers them (every player's turns, from 1; `-v` and the ejection messages use the same numbers).
For each turn it keeps the mover's state at its start (hand, deck and discard sizes, actions, buys, coins,
and the public supply and trash), every reply in order (plays, and the defenses militia asks for, each
with the hand it was chosen from), text written while not asked (output while waiting), and the ejections
the result places on that turn.

`render_turn` prints a turn as plain lines; the terminal (`main`) and the HTML report's replay pages
(`referee.site`) both show those lines. Nothing here judges legality: it shows what happened.
A transcript holds what players wrote, and may itself come from anyone: every line shown on a terminal
passes `referee.output.printable` (control characters escaped), in `render` and `step` alike.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from protocol.versions import is_version
from referee.errors import UsageError
from referee.kingdom import kingdom_words
from referee.output import END_TEXTS, counted, event_lines, printable, setup_lines
from referee.result import kingdom_of
from referee.transcript import ASKING


@dataclass(frozen=True, slots=True)
class Reply:
    """One message a player wrote, with what it was answering.

    Fields:
        player: who wrote it.
        text: the text as recorded.
        kind: ``"play"`` (answering a move), ``"defense"`` (answering an attack), ``"answer"`` (v4:
            answering a ``(decide ...)``) or ``"unasked"`` (written while it should have waited).
        hand: the player's hand when it was asked (from the state it was sent), or None for ``"unasked"``
            or a state that could not be read.
        attacker: for a defense, the attacking player's name; else None.
        asked: for an answer, what was asked: ``sentry: trash, from revealed, options copper estate, 0-2``.
        events: the public events it caused (v4, v5: each ``(happened ...)`` told after it and before the
            next reply, once, however many players were told it; the ``play`` event of the card it played
            left out, as `-v` leaves it out): `protocol.Happened`s, or the text of one that could not be
            read.
    """

    player: str
    text: str
    kind: str
    hand: tuple[str, ...] | None = None
    attacker: str | None = None
    asked: str | None = None
    events: list[Any] = field(default_factory=list)


@dataclass(slots=True)
class Turn:
    """One turn of the game.

    Fields:
        number: the game turn, from 1, counting every player's turns.
        player: who moves.
        state: the first state the mover was sent this turn, as parsed fields (see `_state_fields`), or None
            if it could not be read (the raw text is then in `raw_state`).
        raw_state: the wire text of that state.
        replies: every reply and unasked text in order.
        ejections: (player, kind, message) of each ejection the result places on this turn.
        by: the player whose program made the plays when not the mover's (a possessed turn: Possession),
            else None.
        events: the public events told before the turn's first reply that are not the previous turn's:
            the set-up's before the first turn, a turn's start (a duration's effects) after the clean-up
            that ended the turn before (see `Reply.events`).
    """

    number: int
    player: str
    state: dict[str, Any] | None
    raw_state: str
    replies: list[Reply] = field(default_factory=list)
    ejections: list[tuple[str, str, str]] = field(default_factory=list)
    by: str | None = None
    events: list[Any] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Replay:
    """A transcript read into turns.

    Fields:
        path: the transcript file.
        turns: the turns in order.
        result: the result line's `GameResult` JSON, or None when the transcript has none (the referee
            failed, or the file was cut).
        before: unasked text written before the first turn (player, text).
    """

    path: Path
    turns: tuple[Turn, ...]
    result: dict[str, Any] | None
    before: tuple[Reply, ...] = ()

    def header(self) -> list[str]:
        """Lines about the game: players in seat order, seed, protocol version (from the result); the kingdom
        and edition of a v4 game, or of a game played with the first edition's texts; a v5 game's set-up
        choices, Platinum and Colony and Shelters (`referee.output.setup_lines`), as the game's report says
        them."""
        if self.result is None:
            names = list(dict.fromkeys(t.player for t in self.turns))
            return [
                f"Game of {', '.join(names) or 'no player'} (no result line: the game did not finish)",
                counted(len(self.turns), "turn"),
            ]
        players = ", ".join(p["name"] for p in self.result["players"])
        lines = [f"Game: {players} | protocol {self.result['version']} | seed {self.result['seed']}"]
        edition = self.result.get("edition", 2)
        if self.result["version"] >= 4 or edition != 2:
            cards = kingdom_words(kingdom_of(self.result))  # the Bane, events and landmarks marked
            lines.append(f"Kingdom: {', '.join(cards)} (edition {edition})")
            lines += setup_lines(
                self.result.get("colony"), self.result.get("shelters"), kingdom_of(self.result)
            )
        return [*lines, counted(len(self.turns), "turn")]

    def footer(self) -> list[str]:
        """Lines about the end: why it ended, then each player's rank, score, turns and status."""
        if self.result is None:
            return ["No result: the transcript ends here."]
        # The referee's own words (`referee.output.end_text`); at the turn limit every player played it.
        limit = max((p["turns"] for p in self.result["players"]), default=0)
        end = self.result["end"]
        why = END_TEXTS[end].format(limit=limit) if end in END_TEXTS else end
        lines = [f"Game over after {counted(self.result['turns'], 'turn')}: {why}."]
        for p in sorted(self.result["players"], key=lambda p: (p["rank"], p["seat"])):
            status = f"ejected: {p['ejection']['kind']}" if p.get("ejection") else "finished"
            if p["name"] in self.result["winners"]:
                status = "won" if len(self.result["winners"]) == 1 else "shared win"
            lines.append(
                f"  {p['rank']}. {p['name']}: {p['score']} points, {counted(p['turns'], 'turn')}, {status}"
            )
        return lines


def read_replay(path: str | Path) -> Replay:
    """Read transcript `path` into turns (see the module doc).

    Raises:
        UsageError: the file cannot be read, or a line is not a transcript record (naming the line).
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise UsageError(f"cannot read transcript {path}: {error.strerror or error}") from None
    if data.startswith(b"SQLite format 3\0"):
        games = path.with_name(path.stem + "-games")  # where a tournament keeps its transcripts
        raise UsageError(
            f"{path} is a tournament's database, not a game's transcript: referee standings --db {path} "
            f"shows its standings, referee report --db {path} its games; replay takes a game's transcript, "
            f"one of those it keeps in {games}/"
        )
    try:
        lines = data.decode("utf-8").splitlines()
    except UnicodeDecodeError as error:
        raise UsageError(
            f"{path} is not a transcript: byte {error.start} is not UTF-8 text (a transcript, as --log FILE "
            "writes it, is JSON Lines)"
        ) from None
    records: list[dict[str, Any]] = []
    result = None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            raise UsageError(
                f"{path} line {number} is not JSON: a transcript (--log FILE) has one JSON object per line"
            ) from None
        if isinstance(record, dict) and "result" in record:
            problem = _result_problem(record["result"])
            if problem is not None:
                raise UsageError(f"{path} line {number}: the result record's {problem}")
            result, result_line = record["result"], number
        elif isinstance(record, dict) and record.keys() & _MESSAGE_FIELDS.keys():
            problem = _message_problem(record)
            if problem is not None:
                raise UsageError(f"{path} line {number}: the message record's {problem}")
            records.append(record)
        else:
            raise UsageError(
                f"{path} line {number} is not a transcript record: expected "
                f'{{"seq", "time", "dir", "player", "text"}} or {{"result": ...}}'
            )
    if records and records[0]["text"].startswith("{"):
        raise UsageError(
            f"{path} is the transcript of a game served by referee serve (DominAI's JSON-RPC messages): "
            "replay shows S-expression games; read it with a JSON tool, e.g. jq -a .text FILE (-a keeps what "
            "remote players wrote escaped)"
        )
    if result is not None and result["version"] is None:
        raise UsageError(
            f"{path} line {result_line}: the result record's field version: expected a protocol version, "
            "1 to 5, got null"
        )
    return _group(path, records, result)


_MESSAGE_FIELDS: dict[str, tuple[str, Any]] = {
    "dir": ('"to" or "from"', lambda v: v in ("to", "from")),
    "player": ("a string", lambda v: isinstance(v, str)),
    "text": ("a string", lambda v: isinstance(v, str)),
}
"""The fields of a message record replay reads: name -> (what is expected, in words; its test)."""


def _integer(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


_RESULT_FIELDS: dict[str, tuple[str, Any]] = {
    # null: a game `referee serve` played over DominAI's JSON-RPC (its transcript is refused as such below).
    "version": ("a protocol version, 1 to 5", lambda v: v is None or is_version(v)),
    "seed": ("an integer", _integer),
    "end": ("a string", lambda v: isinstance(v, str)),
    "turns": ("an integer, 0 or more", lambda v: _integer(v) and v >= 0),
    "winners": ("a list of names", _strings),
    "players": ("a list of objects", lambda v: isinstance(v, list) and all(isinstance(p, dict) for p in v)),
}
"""The fields of a result record (`referee.result.GameResult.to_json`) replay reads, each required."""

_RESULT_OPTIONAL: dict[str, tuple[str, Any]] = {
    "edition": ("1 or 2", lambda v: _integer(v) and v in (1, 2)),
    "kingdom": ("a list of card names, or null", lambda v: v is None or _strings(v)),
    "colony": ("true, false or null", lambda v: v is None or isinstance(v, bool)),
    "shelters": ("true, false or null", lambda v: v is None or isinstance(v, bool)),
}
"""The fields of a result record replay reads when they are there (older results lack them)."""

_PLAYER_FIELDS: dict[str, tuple[str, Any]] = {
    "name": ("a string", lambda v: isinstance(v, str)),
    "seat": ("an integer", _integer),
    "rank": ("an integer", _integer),
    "score": ("an integer", _integer),
    "turns": ("an integer", _integer),
    "ejection": ("null or an object", lambda v: v is None or isinstance(v, dict)),
}
"""The fields of each of the result's players replay reads, each required."""

_EJECTION_FIELDS: dict[str, tuple[str, Any]] = {
    "kind": ("a string", lambda v: isinstance(v, str)),
    "message": ("a string", lambda v: isinstance(v, str)),
    "turn": ("an integer", _integer),
}
"""The fields of a player's ejection replay reads, each required."""


def _field_problem(
    record: dict[str, Any], fields: dict[str, tuple[str, Any]], where: str, *, optional: bool = False
) -> str | None:
    """The first field of `record` (named `where` + its name) missing (unless `optional`) or not as `fields`
    expects it, in words, else None."""
    for name, (expected, test) in fields.items():
        if name not in record:
            if optional:
                continue
            return f"{where}{name} is missing: expected {expected}"
        if not test(record[name]):
            return f"{where}{name}: expected {expected}, got {_shown_value(record[name])}"
    return None


def _shown_value(value: Any) -> str:
    """A forged value as JSON, at most 60 characters (the line is escaped when printed)."""
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _message_problem(record: dict[str, Any]) -> str | None:
    """What is wrong with a message record (``{"seq", "time", "dir", "player", "text"}``), or None."""
    return _field_problem(record, _MESSAGE_FIELDS, "field ")


def _result_problem(result: Any) -> str | None:
    """What is wrong with a result record's object (every field replay reads: its shape and types), or
    None: ``players[1].ejection.turn: expected an integer, got "2"``."""
    if not isinstance(result, dict):
        return f"value: expected an object (the game's result), got {_shown_value(result)}"
    problem = _field_problem(result, _RESULT_FIELDS, "field ") or _field_problem(
        result, _RESULT_OPTIONAL, "field ", optional=True
    )
    if problem is not None:
        return problem
    for index, player in enumerate(result["players"]):
        where = f"field players[{index}]."
        problem = _field_problem(player, _PLAYER_FIELDS, where)
        if problem is None and player["ejection"] is not None:
            problem = _field_problem(player["ejection"], _EJECTION_FIELDS, f"{where}ejection.")
        if problem is not None:
            return problem
    return None


def _group(path: Path, records: Iterable[dict[str, Any]], result: dict[str, Any] | None) -> Replay:
    version = result["version"] if result else 3
    turns: list[Turn] = []
    before: list[Reply] = []
    asked: dict[str, tuple[str, tuple[str, ...] | None, str | None, str | None]] = {}
    turn_over = True
    # The public events told since the last reply (each once: `_Told`), and that reply (None before any).
    told = _Told(version)
    last: Reply | None = None
    for record in records:
        player, text = record["player"], record["text"]
        if record["dir"] == "to" and text.startswith("(happened "):
            told.hear(player, text)
            continue
        told.end_run()
        if record["dir"] == "to":
            if not text.startswith(ASKING):
                continue  # moved / defended: the others hear of a reply already shown
            state, attacker, question = _asked_state(text, version)
            hand = tuple(state["hand"]) if state else None
            if text.startswith("(move "):
                asked[player] = ("play", hand, None, None)
                # The mover is the view's first player: another than the program asked in a possessed turn.
                mover = state["players"][0] if state and state["players"] else player
                if turn_over or not turns or turns[-1].player != mover:
                    by = player if mover != player else None
                    turn = Turn(len(turns) + 1, mover, state, _inner(text), by=by)
                    # What was told since the last clean-up: its own events (a shuffle, Treasury put back)
                    # under it, from the first event of another player on the turn's start (durations).
                    kept, turn.events = told.split(turns[-1].player if turns else None)
                    _attach(kept, last, turns)
                    turns.append(turn)
                    last = None  # what is told before its first reply opens the turn
                    turn_over = False
            elif text.startswith("(decide "):
                asked[player] = ("answer", hand, None, question)
            else:
                asked[player] = ("defense", hand, attacker, None)
            continue
        kind, hand, attacker, question = asked.pop(player, ("unasked", None, None, None))
        reply = Reply(player, text, kind, hand, attacker, question)
        if turns:  # before the first turn, the events wait for it (the set-up's)
            _attach(told.take(), last, turns)
        if kind == "play":
            # The card it played is told as `(happened MOVER (play CARD))`: the play's line says it already.
            told.skip_play(turns[-1].player if turns else player, text)
        if kind != "unasked":  # what follows text written while waiting is still the last answer's doing
            last = reply
        if turns:
            turns[-1].replies.append(reply)
        else:
            before.append(reply)
        if kind == "play" and text.lstrip().startswith("(clean"):
            turn_over = True
    _attach(told.take(), last, turns)
    for p in (result or {}).get("players", []):
        ejection = p.get("ejection")
        if ejection and 1 <= ejection["turn"] <= len(turns):
            turns[ejection["turn"] - 1].ejections.append((p["name"], ejection["kind"], ejection["message"]))
        elif ejection and turns:
            turns[-1].ejections.append((p["name"], ejection["kind"], ejection["message"]))
    return Replay(path, tuple(turns), result, tuple(before))


def _attach(events: list[Any], last: Reply | None, turns: list[Turn]) -> None:
    """Put `events` under the reply that caused them (`last`), or, with no reply yet in the turn, under the
    current turn's heading (events before any turn are dropped: only the set-up's come there)."""
    if last is not None:
        last.events.extend(events)
    elif turns:
        turns[-1].events.extend(events)


class _Told:
    """The ``(happened ...)`` a transcript records since the last reply, each event once.

    Every player is told each public event, one after the other (docs/protocol.md, "Notifications of public
    events"): a run of records of the same text to different players is one event; the same text told
    again to a player of the run starts another event (two Curses gained in a row)."""

    def __init__(self, version: int) -> None:
        self.version = version
        self.events: list[Any] = []
        self._run: tuple[str, set[str]] | None = None
        self._skip: tuple[str, str] | None = None

    def hear(self, player: str, text: str) -> None:
        """A ``(happened ...)`` sent to `player`."""
        if self._run is not None and self._run[0] == text and player not in self._run[1]:
            self._run[1].add(player)
            return
        self._run = (text, {player})
        event = _happened(text, self.version)
        if not isinstance(event, str) and event.kind in _SAID_BY_HEADER:
            return
        if self._skip is not None and not isinstance(event, str):
            skip, self._skip = self._skip, None
            if (event.name, event.kind, tuple(map(str, event.cards))) == (skip[0], "play", (skip[1],)):
                return
        self._skip = None
        self.events.append(event)

    def end_run(self) -> None:
        """Another record came: the next ``(happened ...)`` is another event."""
        self._run = None

    def skip_play(self, mover: str, text: str) -> None:
        """The play `text` was just made: its ``(happened MOVER (play CARD))``, if it comes first, is left
        out."""
        words = text.strip("() \t").split()
        self._skip = (mover, words[1]) if len(words) > 1 and words[0] in ("act", "add") else None

    def take(self) -> list[Any]:
        """The events heard since the last `take`."""
        events, self.events = self.events, []
        self._skip = None
        return events

    def split(self, cleaner: str | None) -> tuple[list[Any], list[Any]]:
        """The events heard since the last `take`, split in two at the first event about another player than
        `cleaner` (the mover of the turn that just ended): those of its clean-up, and those of the next
        turn's start. Before the first turn (`cleaner` None) all are the turn's."""
        events = self.take()
        at = next(
            (i for i, e in enumerate(events) if cleaner is None or isinstance(e, str) or e.name != cleaner),
            len(events),
        )
        return events[:at], events[at:]


_SAID_BY_HEADER = ("setup", "start")
"""v5's set-up events (the supply's piles, each starting deck): the header says the game's set-up, and `-v`
prints them neither."""


def _happened(text: str, version: int) -> Any:
    """A ``(happened ...)`` record as a `protocol.Happened`, or its text if this version cannot read it."""
    from protocol import Happened, ProtocolError, parse_notification

    try:
        message = parse_notification(text, max(version, 4))
    except (ProtocolError, ValueError):
        return text
    return message if isinstance(message, Happened) else text


def _event_lines(events: Sequence[Any]) -> list[str]:
    """`events` (see `Reply.events`) as `-v` says them (`referee.output.event_lines`), 4 spaces in; the text
    of an event that could not be read as it is."""
    lines: list[str] = []
    readable: list[Any] = []
    for event in [*events, None]:
        if event is None or isinstance(event, str):
            lines += [f"    {line}" for line in event_lines(readable)]
            readable = []
            if event is not None:
                lines.append(f"    (unreadable) {event}")
        else:
            readable.append(event)
    return lines


def _inner(text: str) -> str:
    """The state part of ``(move STATE)``, or the whole text if it is not one."""
    return text[len("(move ") : -1] if text.startswith("(move ") and text.endswith(")") else text


def _asked_state(text: str, version: int) -> tuple[dict[str, Any] | None, str | None, str | None]:
    """The state in a ``(move ...)``, ``(attacked ...)`` or (v4) ``(decide ...)`` notification as fields,
    the attacker's name for an attack, and what a decision asks (``sentry: trash, from revealed, options
    copper estate, 0-2``; ``, in order`` after an ordered one of several cards: ``black-market: choose from
    revealed, cache militia, 2, in order``); Nones if the text is not a notification this version can
    read."""
    from protocol import Attacked, Decide, Move, ProtocolError, parse_notification

    try:
        message = parse_notification(text, version)
    except (ProtocolError, ValueError):
        return None, None, None
    if isinstance(message, Move):
        return _state_fields(message.state), None, None
    if isinstance(message, Attacked):
        return _state_fields(message.state), message.name, None
    if isinstance(message, Decide):
        q = message.question
        count = f"{q.min}" if q.min == q.max else f"{q.min}-{q.max}"
        options = " ".join(map(str, q.options)) or "none"
        whose = f" of {q.target}" if q.target else ""
        # The order of an answer of several counts only when the decision says so (Black Market's cards left).
        order = ", in order" if q.ordered and q.max > 1 else ""
        what = f"{q.card}: {q.kind}{whose} from {q.source}, {options}, {count}{order}"
        return _state_fields(message.state), None, what
    return None, None, None


def _state_fields(state: Any) -> dict[str, Any]:
    """A `protocol.State` as a dict of plain values (card names as strings)."""
    return {
        "players": list(state.players),
        "supply": [str(c) for c in state.supply],
        "trash": [str(c) for c in state.trash],
        "actions": state.actions,
        "buys": state.buys,
        "coins": state.coins,
        "deck": [str(c) for c in state.deck],
        "hand": [str(c) for c in state.hand],
        "plays": [str(c) for c in state.plays],
        "discards": [str(c) for c in state.discards],
        "tokens": v5_tokens(state),
        "landscapes": v6_landscapes(state),
    }


def v6_landscapes(state: Any) -> str:
    """What a v6 state shows of the game's events and landmarks and what the players own of them
    (docs/protocol.md, "The v6 state"), in words for a replay's ``landscapes:`` line: the events, each
    landmark with the VP tokens on it, each player's debt, the VP and debt tokens on piles, the players'
    tokens on piles and the Tavern mats, e.g. ``events delve, wedding | landmarks battlefield 12 VP, wall |
    debt ann 3 | VP on piles silver 7``. Empty for a state before v6 or a game without any of them."""
    if not hasattr(state, "events"):
        return ""
    groups = [f"events {', '.join(map(str, state.events))}"] if state.events else []
    if state.landmarks:
        marks = (f"{name} {vp} VP" if vp else str(name) for name, vp in state.landmarks)
        groups.append(f"landmarks {', '.join(marks)}")
    for label, pairs in (
        ("debt", state.debt),
        ("VP on piles", state.vp_piles),
        ("debt on piles", state.debt_piles),
    ):
        shown = [f"{name} {count}" for name, count in pairs if count]
        if shown:
            groups.append(f"{label} {', '.join(shown)}")
    tokens = [
        f"{name} {' '.join(' '.join(token) for token in held)}" for name, held in state.player_tokens if held
    ]
    if tokens:
        groups.append(f"tokens {'; '.join(tokens)}")
    tavern = [f"{name} {cards(map(str, held))}" for name, held in state.tavern if held]
    if tavern:
        groups.append(f"tavern {'; '.join(tavern)}")
    return " | ".join(groups)


def v5_tokens(state: Any) -> str:
    """What a v5 state shows beside the cards (docs/protocol.md, "The v5 state"), in words for a replay's
    ``tokens:`` line: each seat's VP tokens, Coffers, Pirate Ship coins, cards in play from earlier turns and
    mats, the tokens on piles, the Trade Route mat, potions and the costs changed this turn, e.g. ``ann 3
    VP, 1 Coffers; bob island mat: estate | trade route 2``. Empty for a v1-v4 state or when nothing is
    there."""
    if not hasattr(state, "seats"):
        return ""
    seats = []
    for seat in state.seats:
        parts = [f"{seat.vp} VP"] if seat.vp else []
        parts += [f"{seat.coffers} Coffers"] if seat.coffers else []
        parts += [f"{seat.pirate_ship} Pirate Ship coins"] if seat.pirate_ship else []
        parts += [f"in play from earlier turns: {cards(map(str, seat.durations))}"] if seat.durations else []
        parts += [f"{mat} mat: {cards(map(str, held))}" for mat, held in seat.mats]
        if parts:
            seats.append(f"{seat.name} {', '.join(parts)}")
    groups = ["; ".join(seats)] if seats else []
    if state.piles:
        groups.append("pile tokens " + ", ".join(f"{card} {' '.join(kinds)}" for card, kinds in state.piles))
    if state.trade_route:
        groups.append(f"trade route {state.trade_route}")
    if state.potions:
        groups.append(f"potions {state.potions}")
    if state.costs:
        groups.append("costs now " + ", ".join(f"{card} {cost}" for card, cost in state.costs))
    return " | ".join(groups)


def cards(names: Iterable[str]) -> str:
    """Cards as counts in first-seen order: ``3 copper, 2 estate``; ``nothing`` when empty."""
    counts = Counter(names)
    return ", ".join(f"{n} {card}" if n > 1 else card for card, n in counts.items()) or "nothing"


def supply_line(supply: Sequence[str]) -> str:
    """The supply as ``copper 46, silver 40, ...`` (piles in the order the state lists them)."""
    return ", ".join(f"{card} {n}" for card, n in Counter(supply).items()) or "empty"


def render_turn(turn: Turn) -> list[str]:
    """The lines that show `turn`: its heading, the public state and the mover's cards at its start, each
    reply (with the hand it answered from) and each ejection."""
    by = f" (played by {turn.by}: a possessed turn)" if turn.by else ""
    lines = [f"turn {turn.number}: {turn.player}{by}"]
    state = turn.state
    if state is None:
        lines.append(f"  state (unreadable): {turn.raw_state}")
    else:
        lines += [
            f"  supply: {supply_line(state['supply'])}",
            f"  trash: {cards(state['trash'])}",
            f"  {turn.player}: hand {cards(state['hand'])} | deck {len(state['deck'])}, "
            f"discards {len(state['discards'])} | actions {state['actions']}, buys {state['buys']}, "
            f"coins {state['coins']}",
        ]
        if state.get("tokens"):
            lines.append(f"  tokens: {state['tokens']}")
        if state.get("landscapes"):
            lines.append(f"  landscapes: {state['landscapes']}")
    lines += _event_lines(turn.events)
    after_action = False
    for reply in turn.replies:
        if reply.kind == "play":
            if after_action and reply.hand is not None:
                lines.append(f"    (hand now {cards(reply.hand)})")
            lines.append(f"  {reply.player}: {reply.text}")
            after_action = reply.text.startswith("(act ")
        elif reply.kind == "defense":
            hand = "" if reply.hand is None else f" (hand {cards(reply.hand)})"
            lines.append(f"  {reply.player} defends against {reply.attacker}{hand}: {reply.text}")
        elif reply.kind == "answer":
            lines.append(f"  {reply.player} decides ({reply.asked or 'unreadable request'}): {reply.text}")
        else:
            lines.append(f"  {reply.player} wrote while waiting: {reply.text}")
        lines += _event_lines(reply.events)
    for player, kind, message in turn.ejections:
        lines.append(f"  EJECTED {player} ({kind}): {message}")
    return lines


def _shown(lines: Iterable[str]) -> str:
    """`lines` as one text for a terminal, each line passed through `printable` (nothing of a transcript
    reaches the terminal as a control character, a newline inside a line included)."""
    return "\n".join(printable(line) for line in lines)


def render(replay: Replay, only: int | None = None) -> list[str]:
    """Every line of `replay` (header, each turn, footer), or only turn `only` with the header; each line
    passed through `printable`."""
    lines = [*replay.header()]
    for unasked in replay.before:
        lines.append(f"  {unasked.player} wrote before its first turn: {unasked.text}")
    for turn in replay.turns:
        if only is None or turn.number == only:
            lines += render_turn(turn)
    if only is None:
        lines += replay.footer()
    return [printable(line) for line in lines]


def step(replay: Replay, start: int, out: IO[str], keys: IO[str]) -> None:
    """Show `replay` one turn at a time from turn `start`, reading a command line from `keys` after each:
    Enter (or ``n``) the next turn, ``p`` the previous one, a number that turn, ``q`` (or end of input)
    quit. The footer follows the last turn."""
    print(_shown(replay.header()), file=out)
    index = start - 1
    while 0 <= index < len(replay.turns):
        print(_shown(render_turn(replay.turns[index])), file=out)
        print(
            f"-- turn {index + 1} of {len(replay.turns)}: Enter next, p previous, NUMBER go to, q quit -- ",
            end="",
            file=out,
            flush=True,
        )
        answer = keys.readline()
        command = answer.strip().lower()
        if not answer or command == "q":
            print(file=out)
            return
        if command == "p":
            index = max(0, index - 1)
        elif command.isdigit() and 1 <= int(command) <= len(replay.turns):
            index = int(command) - 1
        else:
            index += 1
    print(_shown(replay.footer()), file=out)
