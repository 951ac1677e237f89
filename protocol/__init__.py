"""The Dominion Protocol (v1-v3) wire language: message types, framing, parsing and printing.

No game rules and no processes here, and nothing imports `referee`.

    from protocol import parse_play, to_wire, Buy, Card
    parse_play("(buy silver)", version=1) == Buy(Card.SILVER)
    to_wire(Buy(Card.SILVER)) == "(buy silver)"

Framing (bytes -> datums) lives in `protocol.framing` (`DatumSplitter`, `DatumReader`).
"""

from __future__ import annotations

from protocol.errors import (
    DatumTooLarge,
    EndOfStream,
    InvalidEncoding,
    NestingTooDeep,
    ProtocolError,
    ReadTimeout,
    TruncatedDatum,
)
from protocol.messages import (
    ACTIONS_BY_VERSION,
    CARDS_BY_NAME,
    TREASURES,
    VERSIONS,
    VICTORIES,
    Act,
    Add,
    Attacked,
    Buy,
    Card,
    Clean,
    Defended,
    Defense,
    DiscardDefense,
    Message,
    MoatDefense,
    Move,
    Moved,
    Notification,
    Play,
    State,
    cards_of_version,
)
from protocol.parse import (
    ACT_SHAPES,
    STATE_FIELDS,
    parse_defense,
    parse_notification,
    parse_play,
    parse_state,
)
from protocol.printer import to_wire

__all__ = [
    "ACTIONS_BY_VERSION",
    "ACT_SHAPES",
    "CARDS_BY_NAME",
    "STATE_FIELDS",
    "TREASURES",
    "VERSIONS",
    "VICTORIES",
    "Act",
    "Add",
    "Attacked",
    "Buy",
    "Card",
    "Clean",
    "DatumTooLarge",
    "Defended",
    "Defense",
    "DiscardDefense",
    "EndOfStream",
    "InvalidEncoding",
    "Message",
    "MoatDefense",
    "Move",
    "Moved",
    "NestingTooDeep",
    "Notification",
    "Play",
    "ProtocolError",
    "ReadTimeout",
    "State",
    "TruncatedDatum",
    "cards_of_version",
    "parse_defense",
    "parse_notification",
    "parse_play",
    "parse_state",
    "to_wire",
]
