"""A protocol play's arguments as answers to its card's up-front decisions (v1-v5 plays carry them:
``(act remodel estate silver)``; a v4 Throne Room's argument is the nested play of its card).

docs/protocol.md, "How v4 maps onto the rules core".
"""

from __future__ import annotations

from protocol.messages import Act, Card
from referee.rules.spec import SPECS


def play_answers(play: Act, *, every: bool = True, v5: bool = False) -> list[tuple[Card, ...]]:
    """The answers the arguments of the protocol play `play` give to its card's up-front decisions, in
    order: `split_arguments` of the card's argument shape; a Throne Room's nested play ``(act throne-room
    (act CARD ARG ...))`` gives ``(CARD,)``, then the answers of ``(act CARD ARG ...)``, which are its first
    play's only (docs/protocol.md, "How v4 maps onto the rules core"). `every` as for `split_arguments`.
    `v5`: a card of another set than the base game's carries no argument (protocol v5), so gives none."""
    args = play.args
    if args and type(args[0]) is Act:
        inner = args[0]
        return [(inner.card,), *play_answers(inner, every=every, v5=v5)]
    if v5 and SPECS[play.card].set != "base":
        return []
    return split_arguments(SPECS[play.card].arguments, args, every=every)


def split_arguments(
    shape: tuple[int | None, ...], args: tuple[Card, ...], *, every: bool = True
) -> list[tuple[Card, ...]]:
    """The answers a protocol play's arguments give, one per up-front decision of the card (`shape`: cards
    per decision, None for "the rest"; a missing argument answers with no card). No arguments and not
    `every` (a game of the rules alone): no answer, every decision is asked."""
    if not args and not every:
        return []
    answers = []
    at = 0
    for count in shape:
        if count is None:
            answers.append(tuple(args[at:]))
            at = len(args)
        else:
            answers.append(tuple(args[at : at + count]))
            at += count
    return answers
