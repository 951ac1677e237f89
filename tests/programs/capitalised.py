"""Answers its first move with a capitalised card name: `(clean Copper)` (card names are lowercase)."""

from passive_kit import run


def answer(message, count):
    hand = message.state.hand
    if count == 0 and hand:
        return f"(clean {hand[0].capitalize()})\n"
    return None


raise SystemExit(run(answer))
