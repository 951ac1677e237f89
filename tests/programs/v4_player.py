"""A small protocol-v4 player for the tests of `referee check --protocol 4`, correct unless told to break.

It plays a Throne Room on an action card that takes no argument (``(act throne-room (act smithy))``), else
such an action card alone, then adds its treasures, buys the best of province, gold and silver it can
afford, and cleans up. It answers ``(decide ...)`` with the first `min` options offered, an attack with
``(moat)`` when it holds a moat, else with Militia's discard down to 3 cards or ``(discard)``, and writes
nothing after ``moved``, ``defended`` and ``happened``.

The first argument, if any, breaks it one way (each a mistake a student could make):

    decide-with-play    answers (decide ...) with a play, (clean), as if it were (move ...)
    decide-unoffered    answers (decide ...) with (choose province), an option never offered
    answers-happened    writes (choose) after each (happened ...), as if it asked for an answer
    v3-defense          answers every attack as v3's militia: discards down to 3 cards, never reveals a moat
    always-moat         answers every attack with (moat), moat in hand or not
    unnested-throne-room  plays (act throne-room smithy) instead of (act throne-room (act smithy))
"""

from __future__ import annotations

import os
import sys

from protocol import parse_notification
from protocol.framing import DatumSplitter
from protocol.messages import Attacked, Card, Decide, Happened, Move, StateV4
from protocol.parse import ACT_SHAPES_V4

MODE = sys.argv[1] if len(sys.argv) > 1 else ""
NO_ARGUMENT = {card for card, shape in ACT_SHAPES_V4.items() if not shape and card != Card.THRONE_ROOM}
COSTS = {Card.PROVINCE: 8, Card.GOLD: 6, Card.SILVER: 3}


def move(state: StateV4) -> str:
    hand = state.hand
    if state.actions >= 1:
        actions = [card for card in hand if card in NO_ARGUMENT]
        if Card.THRONE_ROOM in hand and actions:
            if MODE == "unnested-throne-room":
                return f"(act throne-room {actions[0]})"
            return f"(act throne-room (act {actions[0]}))"
        if actions:
            return f"(act {actions[0]})"
    for treasure in (Card.GOLD, Card.SILVER, Card.COPPER):
        if treasure in hand:
            return f"(add {treasure})"
    if state.buys >= 1:
        for card, cost in COSTS.items():
            if cost <= state.coins and card in state.supply:
                return f"(buy {card})"
    return f"(clean {hand[0]})" if hand else "(clean)"


def defend(attack: Card, state: StateV4) -> str:
    hand = state.hand
    if MODE == "always-moat":
        return "(moat)"
    if MODE != "v3-defense" and Card.MOAT in hand:
        return "(moat)"
    if attack == Card.MILITIA or MODE == "v3-defense":
        return "(discard" + "".join(f" {card}" for card in hand[3:]) + ")"
    return "(discard)"


def answer(note) -> str | None:
    if isinstance(note, Move):
        return move(note.state)
    if isinstance(note, Attacked):
        return defend(note.attack.card, note.state)
    if isinstance(note, Decide):
        if MODE == "decide-with-play":
            return "(clean)"
        if MODE == "decide-unoffered":
            return "(choose province)"
        question = note.question
        return "(choose" + "".join(f" {option}" for option in question.options[: question.min]) + ")"
    if isinstance(note, Happened) and MODE == "answers-happened":
        return "(choose)"
    return None


def main() -> int:
    splitter = DatumSplitter(max_bytes=1 << 20)
    while True:
        data = os.read(0, 65536)
        if not data:
            return 0
        for datum in splitter.feed(data):
            text = answer(parse_notification(datum, version=4))
            if text is not None:
                os.write(1, (text + "\n").encode())


if __name__ == "__main__":
    raise SystemExit(main())
