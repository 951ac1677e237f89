"""Plays passively with odd but legal spacing, split over lines, and no newline after the datum:
`(  clean\n\t copper )` (a Lisp `write`). The referee must accept it."""

import os
import time

from passive_kit import passive_defense, run

from protocol.messages import Move


def answer(message, count):
    if isinstance(message, Move):
        hand = message.state.hand
        text = f"(  clean\n\t {hand[0]} )" if hand else "(clean  )"
    else:
        text = passive_defense(message.state).replace("(", "( ", 1)
    # In two pieces with a pause: a reply is a datum, not a write.
    os.write(1, text[:4].encode())
    time.sleep(0.01)
    os.write(1, text[4:].encode())
    return ""


raise SystemExit(run(answer))
