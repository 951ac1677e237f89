"""A helper of the Castles' tests (tests/rules/test_card_*castle*.py): the pile's top cards taken by a gain,
so that a dearer Castle comes on top through the rules' own moves."""

from __future__ import annotations


def take_castles(t, name: str, count: int) -> list[str]:
    """Player `name` of table `t` gains the top `count` cards of the Castles pile, one by one, answering each
    decision a gain asks (Sprawling Castle's, Haunted Castle's) with its first options; returns them."""
    taken = []
    for _ in range(count):
        top = t.game.pile_top("castles")
        taken.append(top)
        gain = t.game.gain(t.game.find(name), top)
        decision = next(gain, None)
        while decision is not None:
            try:
                decision = gain.send(decision.options[: max(decision.min, 1)])
            except StopIteration:
                decision = None
    return taken
