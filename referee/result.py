"""The result of one game: who won, the scores, and every ejection with its reason.

The engine fills in the game facts; the match adds what only it knows (commands, reply times). The JSON
shape produced by `GameResult.to_json` is what `--json`, `--log` and the tournament database store.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

END_REASONS = ("provinces", "three-piles", "turn-limit", "last-player-standing")
"""Why a game ended: the province pile is empty; three supply piles are empty; the turn limit was
reached; all players but one were ejected."""


@dataclass(frozen=True, slots=True)
class Ejection:
    """Why and when a player was ejected.

    Fields:
        kind: the fault kind's short name (`referee.errors.PlayerFault.KIND`), e.g. ``"reply-timeout"``.
        message: what went wrong and the rule or limit broken, for a student to act on.
        text: the offending text as received, cut to at most 200 characters, or None.
        state: wire text of the notification the player was answering (cut to 2,000 characters), or None.
        turn: the game's turn number (1-based, counting every player's turns) when it happened.
    """

    kind: str
    message: str
    text: str | None
    state: str | None
    turn: int


@dataclass(frozen=True, slots=True)
class ReplyStats:
    """Reply times of one player over a game, in seconds (wall time from notification sent to reply read)."""

    count: int
    mean: float
    max: float


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """One player's outcome.

    Fields:
        name: the player's name in the game.
        seat: 0-based position in the initial turn order.
        score: victory points of all its cards (at the end, or when it was ejected).
        turns: turns it started.
        rank: 1 is best; tied players share a rank; every ejected player ranks below every finisher.
        ejection: why it was ejected, or None if it finished.
        command: the command that ran it (subprocess players), or None.
        reply: its reply-time figures (subprocess players), or None.
    """

    name: str
    seat: int
    score: int
    turns: int
    rank: int
    ejection: Ejection | None = None
    command: str | None = None
    reply: ReplyStats | None = None

    @property
    def status(self) -> str:
        """``"finished"`` or ``"ejected"``."""
        return "finished" if self.ejection is None else "ejected"


@dataclass(frozen=True, slots=True)
class GameResult:
    """The outcome of one game.

    Fields:
        seed: the seed of the game's random generator (the same seed and decisions give the same game).
        version: the protocol version (1, 2, 3 or 4).
        end: why the game ended, one of `END_REASONS`.
        turns: the number of turns played in all.
        players: one `PlayerResult` per player, in seat order.
        winners: names of the winner(s); more than one when they share the win.
    """

    seed: int
    version: int
    end: str
    turns: int
    players: tuple[PlayerResult, ...]
    winners: tuple[str, ...]

    @property
    def ejections(self) -> tuple[PlayerResult, ...]:
        """The players that were ejected, in seat order."""
        return tuple(p for p in self.players if p.ejection is not None)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of the whole result (players in seat order, with their status)."""
        data = asdict(self)
        for record, player in zip(data["players"], self.players, strict=True):
            record["status"] = player.status
        return data
