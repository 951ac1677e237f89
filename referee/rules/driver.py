"""The driving of decisions: the effect under way (a generator of `Decision`s) is stepped, its up-front
decisions answered from a protocol play's arguments, the game stopped at the next decision to ask
(`Game.pending`) and resumed by its answer; a greenlet steps it in a game that asks at shuffles (Stash).

Functions over a `referee.rules.game.Game` (`game`), bound as its methods (`game.answer(...)`,
`game.begin(...)`). docs/rules-core.md, "The spec" (how a hook asks) and "Set-up" (`ask_now`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from protocol.messages import Card
from referee.rules.decisions import Decision


def _step(effect, answer):
    """A greenlet's run (`Game._send`): one step of `effect`, ("yield", decision) or ("stop",) at its end."""
    try:
        return ("yield", effect.send(answer))
    except StopIteration:
        return ("stop",)


def answer(game, answer: Sequence[Card]) -> Decision | None:
    """Answer the pending decision with `answer` (cards chosen from its options, judged legal by
    `referee.rules.legality.check_answer`) and resume; returns the next pending decision, or None.

    Raises ValueError when no decision is pending.
    """
    if game.pending is None:
        raise ValueError("no decision is pending")
    return game._advance(tuple(answer))


def _begin(game, effect, supplied: list[tuple[Card, ...]]) -> None:
    game._effect = effect
    game._supplied = supplied
    game.arguments_ended = False
    game._advance(None)


def _advance(game, answer: tuple | None) -> Decision | None:
    """Resume the effect under way with `answer`, answering from the play's arguments every up-front
    decision of the current player they cover, and for an ejected player an empty answer; stop at the
    next decision to ask (`pending`), or at the end of the effect. In a v4 game a decision with nothing
    to choose (`max` 0) is answered with nothing, never asked and never given an argument, except a
    victim's reveal (`ask_every_victim`)."""
    effect = game._effect
    supplied = game._supplied
    mover = game.players[game.current].name if game.players else None
    v4 = game._skips_empty
    # A game that asks at shuffles steps the effect through `_send`'s greenlet; any other game (nearly
    # all) sends to the generator itself, paying no call for it.
    send = partial(game._send, effect) if game.asks_at_shuffle else effect.send
    try:
        decision = send(answer)
        while True:
            if v4 and decision.max == 0 and decision.kind != "reveal":
                # Nothing to choose (a Mine with no treasure in hand): never asked, takes no argument.
                decision = send(())
            elif supplied and decision.upfront and decision.player == mover and game.carries(decision):
                given = supplied.pop(0)
                if game.judge is not None:
                    message = game.judge(decision, given)
                    if message is not None:
                        game.misjudged = message
                        game._close(effect)
                        raise StopIteration
                decision = send(given)
            elif game.judge is not None and not supplied:
                game._close(effect)  # judging a play: every argument has been judged
                raise StopIteration
            elif game.find(decision.player) is None:
                decision = send(())
            else:
                break
    except StopIteration:
        game._effect = None
        game.pending = None
        if game.judge is not None and game.misjudged is None and any(supplied):
            game.misjudged = "too many cards"
        game._supplied = []
        return None
    game.pending = decision
    return decision


def _send(game, effect, answer: tuple | None) -> Decision:
    """`effect.send(answer)`: the effect's next decision (StopIteration at its end). In a game that asks
    at shuffles (`asks_at_shuffle`) the step runs in a greenlet, which `ask_now` may stop at a decision
    of its own (returned here as the next decision); the answer to that decision resumes the greenlet
    where it stopped."""
    if not game.asks_at_shuffle:
        return effect.send(answer)
    from greenlet import greenlet  # (only games that ask at shuffles need it)

    worker = game._suspended
    if worker is not None:
        game._suspended = None
        out = worker.switch(answer)
    else:
        worker = game._worker = greenlet(_step)
        out = worker.switch(effect, answer)
    if out[0] == "ask":
        game._suspended = worker
        return out[1]
    game._worker = None
    if out[0] == "stop":
        raise StopIteration
    return out[1]


def ask_now(game, decision: Decision) -> tuple[Card, ...] | None:
    """Ask `decision` from inside a move that is not a generator (a shuffle: Stash's placement) and
    return its answer, the game stopping at it (`pending`) as at any decision. None when the move does
    not run inside an effect's step of a game that asks at shuffles (`asks_at_shuffle`: a tool's or a
    test's direct `draw`, `run`), or runs inside a `take_top` whose caller did not allow it (`asks`):
    the caller then does its default."""
    if not game.asks_at_shuffle or game._worker is None or game._asks_blocked:
        return None
    from greenlet import getcurrent

    worker = getcurrent()
    if worker is not game._worker:
        return None
    return worker.parent.switch(("ask", decision))


def _close(game, effect) -> None:
    """Close `effect`, first unwinding a step stopped at a decision of `ask_now` (its greenlet gets
    GreenletExit, which closes the generators it runs)."""
    worker = game._suspended
    if worker is not None:
        game._suspended = None
        worker.throw()
    game._worker = None
    effect.close()


def end_arguments(game) -> None:
    """The first play of a Throne Room's card is over (`referee.rules.cards`' Throne Room calls this):
    a protocol play's arguments answered that play only, so what they still hold is dropped and the
    second play's choices are asked. An answer left over that chooses a card makes a judged play list
    too many cards (an empty one stood for an argument left out)."""
    supplied = game._supplied
    if supplied:
        if game.judge is not None and game.misjudged is None and any(supplied):
            game.misjudged = "too many cards"
        supplied.clear()
    game.arguments_ended = True


def _abort(game) -> None:
    """Stop the effect under way (its player was ejected): set-aside cards go to their owners'
    discards."""
    if game._effect is not None:
        game._close(game._effect)
    game._effect = None
    game.pending = None
    game._supplied = []
    for player in game.players:
        if player.aside:
            player.discards.extend(player.aside)
            player.aside.clear()
            player._discards_view = None


def run(game, behaviour):
    """Run `behaviour` (a generator: a gain, a trash, a hook) to its end when it asks nothing (tools and
    tests); returns its return value. Raises ValueError, closing it, when it asks a decision: use
    `begin` for a behaviour that may."""
    try:
        decision = next(behaviour)
    except StopIteration as stop:
        return stop.value
    behaviour.close()
    raise ValueError(f"the behaviour asks a decision; start it with begin(): {decision.prompt}")


def begin(game, behaviour) -> Decision | None:
    """Run `behaviour` (a generator of decisions: a hook, a test's or a tool's step) as the game's effect
    under way; returns the first decision left to ask (`pending`), or None. Raises ValueError when a
    decision is pending already."""
    if game.pending is not None:
        raise ValueError(f"a decision is pending: {game.pending.prompt} ({game.pending.player})")
    game._begin(behaviour, [])
    return game.pending
