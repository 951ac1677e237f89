"""Seats: how the game asks a player for decisions and tells it what happened.

The rules engine never reads or writes a pipe. It talks to each player through a `Seat`; a seat is either
a subprocess speaking the protocol (`referee.seats.process.SubprocessSeat`) or an in-process `Strategy`
wrapped in an `InProcessSeat` for fast simulation. Both see exactly the same `State` views (`StateV4` in a v4
game).

A seat may speak an older protocol version than its game (`version` below the game's): the engine then gives
it that version's views and messages only (docs/protocol.md, "An older player in a v4 game").
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from protocol.messages import Card, Defended, Defense, Happened, Moved, Play, State
from referee.rules.decisions import Decider, Decision, Strategy

__all__ = ["Decider", "InProcessSeat", "Seat", "Strategy"]


@runtime_checkable
class Seat(Protocol):
    """One player in one game, as the engine sees it.

    `move`, `defend` and `decide` return the player's answer or raise a `referee.errors.PlayerFault` (a
    protocol violation, a timeout, a crash, ...); `notify` may raise one too (write timeout, output while
    waiting). The engine, not the seat, judges legality. `last_reply_text` is the exact text of the last
    answer when there is one (subprocess seats), for ejection records; in-process seats leave it None.
    A seat may have a `version` attribute, the protocol version it speaks (None or missing: the game's).
    """

    name: str
    last_reply_text: str | None

    def move(self, state: State) -> Play:
        """Send `(move state)`; return the player's play (grammatical, not yet judged)."""
        ...

    def defend(self, attacker: str, state: State, card: str = Card.MILITIA) -> Defense:
        """Send `(attacked (act CARD) attacker state)`; return the player's defense (not yet judged). The
        engine passes `card` only in a v4 game (a v1-v3 seat may take two arguments)."""
        ...

    def decide(self, decision: Decision, state: State) -> tuple:
        """v4: send `(decide NAME QUESTION state)` for `decision` (`referee.rules.decisions.Decision`; the
        wire carries its fields `player card kind source target options min max ordered`); return the
        options chosen, a tuple (not yet judged)."""
        ...

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Send `(moved ...)`, `(defended ...)` or (v4) `(happened ...)`, which get no answer."""
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
            `notify` (see `referee.rules.decisions.Strategy`). In a v4 game it needs `decide(decision,
            state)`, and its `defend` is given the attacking card as a third argument except against Militia
            (so a v3 strategy's ``defend(attacker, state)`` keeps working wherever Militia is the attack).
        version: the protocol version the strategy speaks, if older than the game's (a v3 strategy in a
            v4 game: v3 views, no `decide`, no `happened`); None: the game's.
    """

    __slots__ = ("name", "strategy", "last_reply_text", "version")

    def __init__(self, name: str, strategy: Strategy, version: int | None = None) -> None:
        self.name = name
        self.strategy = strategy
        self.last_reply_text: str | None = None
        self.version = version

    def move(self, state: State) -> Play:
        """The strategy's play for `state`."""
        return self.strategy.move(state)

    def defend(self, attacker: str, state: State, card: str = Card.MILITIA) -> Defense:
        """The strategy's defense against `attacker`'s `card`: ``strategy.defend(attacker, state)`` against
        Militia, ``strategy.defend(attacker, state, card)`` against any other attack (v4)."""
        if card == Card.MILITIA:
            return self.strategy.defend(attacker, state)
        return self.strategy.defend(attacker, state, card)

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Pass the notification to the strategy."""
        self.strategy.notify(notification)

    def decide(self, decision: Decision, state: State) -> tuple:
        """The strategy's answer to `decision` (the strategy must be a `Decider` too)."""
        return self.strategy.decide(decision, state)

    def close(self, *, kill: bool = False) -> None:
        """Nothing to release in-process."""

    def __repr__(self) -> str:
        return f"InProcessSeat({self.name!r}, {self.strategy!r})"
