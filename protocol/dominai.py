"""The DominAI wire language: JSON-RPC 2.0 messages, DominAI's card names, and the shapes of its params.

DominAI is a server where a player program connects a WebSocket and plays the second-edition base game by
JSON-RPC 2.0 (docs/network.md). This module is the codec only: it turns text into typed messages and back,
and a message's params into card tuples. It knows no rules (whether an answer is legal is the rules core's
decision) and opens no socket (`referee.network` does).

- `decode` parses one WebSocket text message into a `Request`, `Notification` or `Response`, or raises
  `RpcError` with the JSON-RPC error code to answer with (-32700 parse error, -32600 invalid request).
- `request`, `notification`, `result`, `error` print messages.
- `card_from_wire` / `card_to_wire` map DominAI's spelling (``ThroneRoom``) to ours (``throne-room``).
- `PLAY_DATA` is the one table of the data a `Play` carries per card; `play_answers` turns a card's data
  into the answers of its decisions, in the order the card asks them. The `parse_*` functions read the
  results of the server's requests (`Harbinger`, `Vassal`, ..., `Attack`, `GameOver`).

Every parse function raises `ParamsError` (a `RpcError` with code -32602) naming the field and what was
expected.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from protocol.messages import CARDS_BY_NAME, Card

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
ILLEGAL_PLAY = -32000
"""Server-defined code: a well-formed request or answer the rules forbid in that position."""
REPLY_TIMEOUT = -32001
"""Server-defined code: no message within the reply time limit."""
MESSAGE_TOO_LARGE = -32002
"""Server-defined code: a message over the size limit."""
OUT_OF_TURN = -32003
"""Server-defined code: a request the game does not expect now (a `Play` while the server waits for an
answer, a `Play` out of turn)."""

ERROR_NAMES: dict[int, str] = {
    PARSE_ERROR: "Parse error",
    INVALID_REQUEST: "Invalid Request",
    METHOD_NOT_FOUND: "Method not found",
    INVALID_PARAMS: "Invalid params",
    ILLEGAL_PLAY: "Illegal play",
    REPLY_TIMEOUT: "Reply timeout",
    MESSAGE_TOO_LARGE: "Message too large",
    OUT_OF_TURN: "Out of turn",
}
"""JSON-RPC error code -> the error object's `message` (the standard texts for the standard codes)."""

MAX_NESTING = 8
"""Deepest nesting of a `Play`'s data (a Throne Room's data holds the throned card's data): deeper is
invalid params. The deepest useful nesting in a game is far less (a hand holds few Throne Rooms)."""


class RpcError(Exception):
    """A message that cannot be served: the JSON-RPC error `code`, a `message` a person can act on, and the
    `id` of the request it answers (None when there is none or it could not be read)."""

    def __init__(self, code: int, message: str, id: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.id = id


class ParamsError(RpcError):
    """Params (or a result) of the wrong shape: code -32602, the message names the field and what was
    expected."""

    def __init__(self, message: str, id: Any = None) -> None:
        super().__init__(INVALID_PARAMS, message, id)


# ---- messages ------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Request:
    """A JSON-RPC request: `id` (a string or a number), `method`, `params`
    (any JSON value; None if absent)."""

    id: Any
    method: str
    params: Any


@dataclass(frozen=True, slots=True)
class Notification:
    """A JSON-RPC notification (a request without `id`): no answer is sent."""

    method: str
    params: Any


@dataclass(frozen=True, slots=True)
class Response:
    """A JSON-RPC response: `id`, and either `result` (`error` None) or `error` (the error object)."""

    id: Any
    result: Any = None
    error: dict | None = None


Message = Request | Notification | Response


def decode(text: str | bytes) -> Message:
    """One JSON-RPC 2.0 message from the text of one WebSocket message.

    Raises `RpcError`: -32700 for text that is not JSON, -32600 for JSON that is not a JSON-RPC 2.0 object
    (a batch array, no ``"jsonrpc": "2.0"``, a method that is not a string, an id that is neither a string,
    a number nor null), with the request's id when it could be read.
    """
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RpcError(PARSE_ERROR, f"the message is not JSON: {error}") from None
    if isinstance(value, list):
        raise RpcError(INVALID_REQUEST, "batches (JSON arrays of messages) are not served: send one object")
    if not isinstance(value, dict):
        raise RpcError(INVALID_REQUEST, f"a JSON-RPC message is a JSON object, got {_kind(value)}")
    id = value.get("id")
    if not (id is None or isinstance(id, str) or (isinstance(id, int | float) and not isinstance(id, bool))):
        raise RpcError(INVALID_REQUEST, f'"id" must be a string or a number, got {_kind(id)}')
    if value.get("jsonrpc") != "2.0":
        raise RpcError(INVALID_REQUEST, 'a JSON-RPC 2.0 message has "jsonrpc": "2.0"', id)
    if "method" in value:
        method = value["method"]
        if not isinstance(method, str):
            raise RpcError(INVALID_REQUEST, f'"method" must be a string, got {_kind(method)}', id)
        if "id" not in value:
            return Notification(method, value.get("params"))
        return Request(id, method, value.get("params"))
    if "result" in value and "error" not in value:
        return Response(id, value["result"])
    if "error" in value and "result" not in value:
        error = value["error"]
        if not isinstance(error, dict):
            raise RpcError(INVALID_REQUEST, f'"error" must be an object, got {_kind(error)}', id)
        return Response(id, None, error)
    raise RpcError(
        INVALID_REQUEST, 'a JSON-RPC message has "method", or exactly one of "result" and "error"', id
    )


def _dump(value: dict) -> str:
    return json.dumps(value, separators=(",", ":"))


def request(id: Any, method: str, params: Any = None) -> str:
    """The text of a JSON-RPC request; without `params` (None) the member is left out, as DominAI's
    `EndTurn` must be sent (DominAI refuses ``"params": {}`` and ``null`` there)."""
    if params is None:
        return _dump({"jsonrpc": "2.0", "id": id, "method": method})
    return _dump({"jsonrpc": "2.0", "id": id, "method": method, "params": params})


def notification(method: str, params: Any) -> str:
    """The text of a JSON-RPC notification."""
    return _dump({"jsonrpc": "2.0", "method": method, "params": params})


def result(id: Any, value: Any) -> str:
    """The text of a successful JSON-RPC response to request `id`."""
    return _dump({"jsonrpc": "2.0", "id": id, "result": value})


def error(id: Any, code: int, data: str) -> str:
    """The text of a JSON-RPC error response: `message` is the standard text of `code` (`ERROR_NAMES`) and
    `data` the reason in words. `id` is the request's, or None when there is none."""
    body = {"code": code, "message": ERROR_NAMES.get(code, "Server error"), "data": data}
    return _dump({"jsonrpc": "2.0", "id": id, "error": body})


def refusal(id: Any, text: str) -> str:
    """The text of DominAI's answer to a refused `Play`, `Buy` or `EndTurn`: the error object
    ``{"code": -32600, "message": TEXT}`` (DominAI's code for every refusal, and no `data`). The player
    stays in the game, its state as before the request, and may send another request."""
    return _dump({"jsonrpc": "2.0", "id": id, "error": {"code": INVALID_REQUEST, "message": text}})


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {json.dumps(value)}"
    if isinstance(value, str):
        return f"the string {json.dumps(value)[:60]}"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, list):
        return "an array"
    return "an object"


# ---- cards -----------------------------------------------------------------------------------------------


def _wire_spelling(card: Card) -> str:
    return "".join(part.capitalize() for part in card.value.split("-"))


CARD_TO_WIRE: dict[Card, str] = {card: _wire_spelling(card) for card in Card}
"""Our card -> DominAI's spelling: each word capitalised, joined (``throne-room`` -> ``ThroneRoom``)."""

CARD_FROM_WIRE: dict[str, Card] = {wire: card for card, wire in CARD_TO_WIRE.items()}
"""DominAI's spelling -> our card."""


def card_to_wire(card: str) -> str:
    """DominAI's spelling of `card` (our spelling, ``council-room``): ``CouncilRoom``."""
    return CARD_TO_WIRE[CARDS_BY_NAME[card]]


_CARD_WORD = re.compile(
    r"(?<![A-Za-z-])("
    + "|".join(sorted((card.value for card in Card), key=len, reverse=True))
    + r")(?![A-Za-z-])"
)


def in_dominai_words(text: str) -> str:
    """`text` (a rule's message from the rules core) with every card name in DominAI's spelling:
    ``"(buy province) needs 8 coins"`` -> ``"(buy Province) needs 8 coins"``."""
    return _CARD_WORD.sub(lambda match: CARD_TO_WIRE[CARDS_BY_NAME[match.group(1)]], text)


def cards_to_wire(cards) -> list[str]:
    """DominAI's spelling of each of `cards`, in order."""
    return [CARD_TO_WIRE[CARDS_BY_NAME[card]] for card in cards]


def card_from_wire(value: Any, field: str) -> Card:
    """The card DominAI's spelling `value` names; `field` names where it was, for the error.

    Raises `ParamsError` for anything but the exact spelling of a card of the base game."""
    if isinstance(value, str):
        card = CARD_FROM_WIRE.get(value)
        if card is not None:
            return card
        if value in CARDS_BY_NAME or value.lower() in CARD_FROM_WIRE:
            hint = CARD_TO_WIRE[CARDS_BY_NAME.get(value) or CARD_FROM_WIRE[value.lower()]]
            raise ParamsError(f"{field}: DominAI spells the card {value!r} as {hint!r}")
        raise ParamsError(f"{field}: {value!r} is not a card (cards are spelled like 'Copper', 'ThroneRoom')")
    raise ParamsError(f"{field}: expected a card name such as 'Copper', got {_kind(value)}")


def cards_from_wire(value: Any, field: str, *, null_is_empty: bool = False) -> tuple[Card, ...]:
    """The cards of the JSON array `value` (`null` too when `null_is_empty`). Raises `ParamsError`."""
    if value is None and null_is_empty:
        return ()
    if not isinstance(value, list):
        raise ParamsError(f"{field}: expected an array of cards, got {_kind(value)}")
    return tuple(card_from_wire(item, f"{field}[{index}]") for index, item in enumerate(value))


def optional_card(value: Any, field: str) -> tuple[Card, ...]:
    """`()` for null, else the one card `value` names. Raises `ParamsError`."""
    return () if value is None else (card_from_wire(value, field),)


def _object(value: Any, field: str, *, null_is_empty: bool = False) -> dict:
    if value is None and null_is_empty:
        return {}
    if not isinstance(value, dict):
        raise ParamsError(f"{field}: expected an object, got {_kind(value)}")
    return value


def _boolean(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise ParamsError(f"{field}: expected true or false, got {_kind(value)}")
    return value


# ---- the data of a Play: one entry per card that takes data ----------------------------------------------

Answers = list[tuple[Card, tuple[Card, ...]]]
"""The answers of a play's decisions, in the order the game asks them: (the card whose decision it answers,
the cards chosen). A Throne Room's data answers its own decision, then the throned card's."""


def _cards_data(card: Card, data: Any, field: str, depth: int) -> Answers:
    return [(card, cards_from_wire(data, field, null_is_empty=True))]


def _card_data(card: Card, data: Any, field: str, depth: int) -> Answers:
    return [(card, (card_from_wire(data, field),))]


def _moneylender_data(card: Card, data: Any, field: str, depth: int) -> Answers:
    return [(card, (Card.COPPER,) if _boolean(data, field) else ())]


def _trash_gain_data(card: Card, data: Any, field: str, depth: int) -> Answers:
    data = _object(data, field)
    trash = optional_card(data.get("trash"), f"{field}.trash")
    return [(card, trash), (card, optional_card(data.get("gain"), f"{field}.gain"))]


def _artisan_data(card: Card, data: Any, field: str, depth: int) -> Answers:
    data = _object(data, field)
    gain = optional_card(data.get("gain"), f"{field}.gain")
    return [(card, gain), (card, optional_card(data.get("topdeck"), f"{field}.topdeck"))]


def _throne_room_data(card: Card, data: Any, field: str, depth: int) -> Answers:
    if data is None:
        return [(card, ())]
    data = _object(data, field)
    throned = card_from_wire(data.get("card"), f"{field}.card")
    return [(card, (throned,)), *play_answers(throned, data.get("data"), f"{field}.data", depth + 1)]


PLAY_DATA: dict[Card, tuple[str, Callable[[Card, Any, str, int], Answers]]] = {
    Card.CELLAR: ("Card[]: the cards to discard", _cards_data),
    Card.CHAPEL: ("Card[]: the cards to trash", _cards_data),
    Card.WORKSHOP: ("Card: the card to gain", _card_data),
    Card.MONEYLENDER: ("boolean: whether to trash a Copper for +3", _moneylender_data),
    Card.REMODEL: ('{"trash": Card, "gain": Card}', _trash_gain_data),
    Card.MINE: ('{"trash": Card, "gain": Card}', _trash_gain_data),
    Card.ARTISAN: ('{"gain": Card, "topdeck": Card}', _artisan_data),
    Card.THRONE_ROOM: ('{"card": Card, "data": <that card\'s data>} or null', _throne_room_data),
}
"""Card -> (the shape of its `Play` data in words, the function giving the answers of the card's up-front
decisions from it). A card not listed takes no data: whatever `data` it is sent is ignored (DominAI's
rule). The answers are in the order the card asks its decisions: Remodel and Mine (trash, gain), Artisan
(gain, topdeck), Throne Room (the card to play, then that card's own answers for its first play)."""


def play_answers(card: Card, data: Any, field: str = "data", depth: int = 0) -> Answers:
    """The answers `data` gives to the up-front decisions of a play of `card` (`PLAY_DATA`).

    A card without an entry answers nothing and its data, whatever it is, is ignored, as DominAI ignores
    it (a `Vassal` answer ``{"play": true, "data": {...}}`` for a Smithy is served). Raises `ParamsError`
    for data of the wrong shape for a card that takes data (the message says the shape expected) or nested
    deeper than `MAX_NESTING`.
    """
    if depth > MAX_NESTING:
        raise ParamsError(f"{field}: Throne Room data nested deeper than {MAX_NESTING}")
    entry = PLAY_DATA.get(card)
    if entry is None:
        return []
    shape, parse = entry
    try:
        return parse(card, data, field, depth)
    except ParamsError as problem:
        if problem.message.startswith(f"{field}: expected"):
            raise ParamsError(f"{problem.message} ({CARD_TO_WIRE[card]}'s data is {shape})") from None
        raise


def play_data(card: str, answers: list[tuple[str, ...]]) -> Any:
    """The `Play` data of `card` whose up-front decisions are answered by `answers` (one tuple of cards per
    decision, in order): the inverse of `play_answers`, for clients. A Throne Room's data names the card to
    play and no data for it (null). A card without data: None."""
    card = CARDS_BY_NAME[card]

    def one(at: int) -> str | None:
        chosen = answers[at] if at < len(answers) else ()
        return card_to_wire(chosen[0]) if chosen else None

    if card in (Card.CELLAR, Card.CHAPEL):
        return cards_to_wire(answers[0] if answers else ())
    if card == Card.WORKSHOP:
        return one(0)
    if card == Card.MONEYLENDER:
        return bool(answers and answers[0])
    if card in (Card.REMODEL, Card.MINE):
        return {"trash": one(0), "gain": one(1)}
    if card == Card.ARTISAN:
        return {"gain": one(0), "topdeck": one(1)}
    if card == Card.THRONE_ROOM:
        throned = one(0)
        return None if throned is None else {"card": throned, "data": None}
    return None


# ---- the player's requests and the results of the server's requests --------------------------------------


def parse_play(params: Any) -> tuple[Card, Any]:
    """The card and raw data of `Play` params ``{"card": Card, "data": ...}`` (data absent means null)."""
    params = _object(params, "params")
    return card_from_wire(params.get("card"), "params.card"), params.get("data")


def parse_buy(params: Any) -> Card:
    """The card of `Buy` params ``{"card": Card}``."""
    return card_from_wire(_object(params, "params").get("card"), "params.card")


def parse_empty(params: Any, method: str) -> None:
    """`EndTurn` params: ``{}``, ``[]`` or absent."""
    if params not in (None, {}, []):
        raise ParamsError(f"params: {method} takes no params (send {{}}), got {_kind(params)}")


def parse_harbinger(value: Any) -> tuple[Card, ...]:
    """`Harbinger` result ``{"card": Card | null}``: the card to put onto the deck, or none."""
    return optional_card(_object(value, "result").get("card"), "result.card")


def parse_vassal(value: Any, card: Card) -> tuple[bool, Answers]:
    """`Vassal` result ``{"play": bool, "data": ...}``: whether to play `card`, and its data's answers."""
    value = _object(value, "result")
    play = _boolean(value.get("play"), "result.play")
    return play, play_answers(card, value.get("data"), "result.data") if play else []


def parse_poacher(value: Any) -> tuple[Card, ...]:
    """`Poacher` result ``{"discard": Card[]}``."""
    return cards_from_wire(_object(value, "result").get("discard"), "result.discard")


def parse_throne_room(value: Any, card: Card) -> Answers:
    """`ThroneRoom` result ``{"data": ...}``: the answers of `card`'s second play."""
    return play_answers(card, _object(value, "result").get("data"), "result.data")


def parse_library(value: Any) -> bool:
    """`Library` result ``{"skip": bool}``: True to set the drawn action aside."""
    return _boolean(_object(value, "result").get("skip"), "result.skip")


SENTRY_PLACEMENTS = ("trash", "discard", "topdeck")


def parse_sentry(value: Any) -> list[tuple[Card, str]]:
    """`Sentry` result: an array of ``{"card": Card, "placement": "trash" | "discard" | "topdeck"}``, one per
    card looked at, in the order they are carried out."""
    if not isinstance(value, list):
        raise ParamsError(f"result: expected an array of {{card, placement}}, got {_kind(value)}")
    placements = []
    for index, item in enumerate(value):
        item = _object(item, f"result[{index}]")
        card = card_from_wire(item.get("card"), f"result[{index}].card")
        placement = item.get("placement")
        if placement not in SENTRY_PLACEMENTS:
            raise ParamsError(
                f"result[{index}].placement: expected one of 'trash', 'discard', 'topdeck', "
                f"got {_kind(placement)}"
            )
        placements.append((card, placement))
    return placements


ATTACK_DATA: dict[Card, str] = {
    Card.MILITIA: "Card[]: the cards to discard",
    Card.BUREAUCRAT: 'Card or "reveal": the victory card to put onto your deck',
    Card.BANDIT: "Card or null: the revealed treasure to trash",
}
"""Attacking card -> the shape of the data of an `Attack` result that does not react with a Moat."""


def parse_attack(value: Any, card: Card) -> tuple[bool, tuple[Card, ...] | None]:
    """`Attack` result ``{"reaction"?: "Moat", "data"?: ...}`` against `card`: whether a Moat is revealed,
    and the answer the data gives (None when absent, or ignored beside the Moat: the attack asks nothing
    more)."""
    value = _object(value, "result", null_is_empty=True)
    reaction = value.get("reaction")
    if reaction not in (None, "Moat"):
        raise ParamsError(f'result.reaction: the only reaction is "Moat" (or none), got {_kind(reaction)}')
    data = value.get("data")
    if data is None or reaction == "Moat":
        return reaction == "Moat", None  # a Moat revealed: any data is ignored, as DominAI ignores it
    if card == Card.MILITIA:
        answer = cards_from_wire(data, "result.data")
    elif card == Card.BUREAUCRAT:
        answer = () if data == "reveal" else (card_from_wire(data, "result.data"),)
    elif card == Card.BANDIT:
        answer = (card_from_wire(data, "result.data"),)
    else:
        raise ParamsError(f"result.data: an Attack by {CARD_TO_WIRE[card]} takes no data; leave it out")
    return reaction == "Moat", answer


def parse_game_over(value: Any) -> bool:
    """`GameOver` result ``{"rematch": bool}`` (null or ``{}``: no rematch): whether to play again."""
    value = _object(value, "result", null_is_empty=True)
    rematch = value.get("rematch", False)
    return _boolean(rematch, "result.rematch")
