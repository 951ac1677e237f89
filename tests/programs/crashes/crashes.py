"""A Python player that dies of an AttributeError at its first message that begins with argument 1 (default
``(move (``, a move): a student's bug, deep in a function, with nothing on stderr but Python's traceback."""

import sys


def first_card(hand):
    return hand.cards[0]  # `hand` is None: AttributeError


trigger = sys.argv[1] if len(sys.argv) > 1 else "(move ("
for line in sys.stdin:
    if line.startswith(trigger):
        first_card(None)
