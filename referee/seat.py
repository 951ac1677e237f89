"""Seats: how the game asks a player for decisions and tells it what happened.

The rules engine never reads or writes a pipe. It talks to each player through a `Seat`; a seat is either
a subprocess speaking the protocol (`referee.process.SubprocessSeat`) or an in-process `Strategy` wrapped
in an `InProcessSeat` for fast simulation. Both see exactly the same `State` views.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from protocol.messages import Defended, Defense, Moved, Play, State
from referee.rules.decisions import Decider, Decision, Strategy

__all__ = ["Decider", "InProcessSeat", "Seat", "Strategy"]


@runtime_checkable
class Seat(Protocol):
    """One player in one game, as the engine sees it.

    `move` and `defend` return the player's answer or raise a `referee.errors.PlayerFault` (a protocol
    violation, a timeout, a crash, ...); `notify` may raise one too (write timeout, output while waiting).
    The engine, not the seat, judges legality. `last_reply_text` is the exact text of the last answer
    when there is one (subprocess seats), for ejection records; in-process seats leave it None.
    """

    name: str
    last_reply_text: str | None

    def move(self, state: State) -> Play:
        """Send `(move state)`; return the player's play (grammatical, not yet judged)."""
        ...

    def defend(self, attacker: str, state: State) -> Defense:
        """Send `(attacked (act militia) attacker state)`; return the player's defense (not yet judged)."""
        ...

    def notify(self, notification: Moved | Defended) -> None:
        """Send `(moved ...)` or `(defended ...)`, which gets no answer."""
        ...

    def close(self, *, kill: bool = False) -> None:
        """Release the player, for good; a second call does nothing. At the end of the game (`kill` False)
        a subprocess gets its stdin closed and a short grace to exit; at an ejection (`kill` True) it and
        every descendant are killed at once (docs/protocol.md, "Ejection"; docs/sandbox.md)."""
        ...


class InProcessSeat:
    """A `Seat` that calls a `Strategy` directly, with no process and no protocol text.

    Arguments:
        name: the player's name in the game (letters only, unique in the game).
        strategy: the decisions; its exceptions are *not* caught here (a bug in an in-process bot is a
            bug to see, not a player to eject). If it declares ``listens = False`` the engine does not call
            `notify` (see `referee.rules.decisions.Strategy`).
    """

    __slots__ = ("name", "strategy", "last_reply_text")

    def __init__(self, name: str, strategy: Strategy) -> None:
        self.name = name
        self.strategy = strategy
        self.last_reply_text: str | None = None

    def move(self, state: State) -> Play:
        """The strategy's play for `state`."""
        return self.strategy.move(state)

    def defend(self, attacker: str, state: State) -> Defense:
        """The strategy's defense against `attacker`'s militia."""
        return self.strategy.defend(attacker, state)

    def notify(self, notification: Moved | Defended) -> None:
        """Pass the notification to the strategy."""
        self.strategy.notify(notification)

    def decide(self, decision: Decision, state: State) -> tuple:
        """The strategy's answer to `decision` (the strategy must be a `Decider` too)."""
        return self.strategy.decide(decision, state)

    def close(self, *, kill: bool = False) -> None:
        """Nothing to release in-process."""

    def __repr__(self) -> str:
        return f"InProcessSeat({self.name!r}, {self.strategy!r})"
