"""A protocol v3 player program as an opponent in a game of the rules alone (`referee serve --opponent`).

A game served to DominAI players asks every decision through `Seat.decide`; a v3 program answers only
`move` and `attacked`. `V3Opponent` wraps its `referee.process.SubprocessSeat` and translates: the v3 view
(`referee.rules.engine.older_view`, as a v3 seat in a v4 game is shown: no curse pile; the kingdoms
it may play have no card that gains one), a Moat's reveal and Militia's discard
asked with one `(attacked (act militia) NAME STATE)`, and a decision of its own play that its arguments did
not answer (its v3 play listed none) answered with no card, which is what a v3 play without arguments means.
The kingdom must hold only cards of protocol v3 (`check_kingdom`).
"""

from __future__ import annotations

from protocol.messages import (
    ACTIONS_BY_VERSION,
    Defended,
    Defense,
    DiscardDefense,
    MoatDefense,
    Moved,
    Play,
    State,
)
from referee.errors import UsageError
from referee.process import SubprocessSeat
from referee.rules.decisions import Decision
from referee.rules.engine import older_view

V3_KINGDOM: tuple[str, ...] = tuple(str(card) for card in ACTIONS_BY_VERSION[3])
"""The kingdom cards a v3 program knows: a game with a v3 opponent plays exactly these."""


def check_kingdom(kingdom: tuple[str, ...]) -> None:
    """Raise `UsageError` naming the cards of `kingdom` a v3 program does not know."""
    unknown = [card for card in kingdom if card not in V3_KINGDOM]
    if unknown:
        raise UsageError(
            f"--opponent programs speak protocol v3, which does not know {', '.join(unknown)}: "
            "with --opponent "
            f"the kingdom is {' '.join(V3_KINGDOM)} (leave out --kingdom)"
        )


class V3Opponent:
    """A `Seat` for a v3 program in a game of the rules alone (see the module docstring).

    Arguments:
        seat: the started `SubprocessSeat` (version 3); closed with this seat.
    """

    def __init__(self, seat: SubprocessSeat) -> None:
        self.seat = seat
        self.name = seat.name
        self._defense: Defense | None = None

    @property
    def last_reply_text(self) -> str | None:
        """The program's last reply, as received."""
        return self.seat.last_reply_text

    def move(self, state: State) -> Play:
        """`(move state)` with the v3 view."""
        self._defense = None
        return self.seat.move(older_view(state))

    def decide(self, decision: Decision, state: State) -> tuple:
        """A Moat's reveal or Militia's discard from one `attacked`; any other decision: no card."""
        if decision.kind == "reveal" or (decision.card == "militia" and decision.kind == "discard"):
            if decision.kind == "reveal" or self._defense is None:
                self._defense = self.seat.defend(decision.target or "", older_view(state))
            defense = self._defense
            if decision.kind == "reveal":
                return decision.options[:1] if isinstance(defense, MoatDefense) else ()
            self._defense = None
            return defense.cards if isinstance(defense, DiscardDefense) else ()
        return ()

    def defend(self, attacker: str, state: State, card: str = "militia") -> Defense:
        """`(attacked (act militia) attacker state)` with the v3 view."""
        return self.seat.defend(attacker, older_view(state))

    def notify(self, notification: Moved | Defended) -> None:
        """`(moved ...)` as v3 writes it."""
        self.seat.notify(notification)

    def close(self, *, kill: bool = False) -> None:
        """Close the program (see `SubprocessSeat.close`)."""
        self.seat.close(kill=kill)

    def __repr__(self) -> str:
        return f"V3Opponent({self.seat!r})"
