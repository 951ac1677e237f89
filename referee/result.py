"""The result of one game: who won, the scores, and every ejection with its reason.

The engine fills in the game facts; the match adds what only it knows (commands, reply times). The JSON
shape produced by `GameResult.to_json` is what `--json`, `--log` and the tournament database store.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Any

END_REASONS = ("provinces", "three-piles", "turn-limit", "last-player-standing", "colonies")
"""Why a game ended: the province pile is empty; three supply piles are empty; the turn limit was
reached; all players but one were ejected; the Colony pile is empty (a Colony game)."""


@dataclass(frozen=True, slots=True)
class Ejection:
    """Why and when a player was ejected.

    Fields:
        kind: the fault kind's short name (`referee.errors.PlayerFault.KIND`), e.g. ``"reply-timeout"``.
        message: what went wrong and the rule or limit broken, for a student to act on.
        text: the offending text as received, cut to at most 200 characters, or None.
        state: wire text of the notification the player was answering (whole, up to 65,536 characters:
            `referee.seats.engine.STATE_LIMIT`), or None.
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
        version: the protocol version (1 to 5).
        end: why the game ended, one of `END_REASONS`.
        turns: the number of turns played in all.
        players: one `PlayerResult` per player, in seat order.
        winners: names of the winner(s); more than one when they share the win.
        kingdom: the game's 10 kingdom cards (fewer in a v1 or v2 game: its version's kingdom), in the
            canonical supply order; None when not recorded (a result written before kingdoms were: its
            version's kingdom, `kingdom_of`).
        edition: whose card texts were played where the editions differ, 1 or 2 (2 before editions were
            recorded).
        player_seed_key: the secret key the players' `DOMINION_PLAYER_SEED` were derived with
            (`referee.match.player_seed`), 32 hexadecimal digits; None for a game without one (in-process
            strategies, results written before keys).
        colony: a v5 game: whether Platinum and Colony were in the supply (Prosperity's set-up, decided by
            a kingdom card revealed at random with the game's seed); None for a v1-v4 game, whose JSON has
            no ``colony``.
        bane: the Bane pile's card of a game with Young Witch (named with the kingdom or drawn at set-up
            with the game's seed); it is also the last of `kingdom`. None otherwise, and the JSON has no
            ``bane``.
        shelters: a v5 game: whether each player started with the Shelters instead of 3 Estates (Dark Ages'
            set-up, decided by a kingdom card revealed at random with the game's seed); None for a v1-v4
            game, whose JSON has no ``shelters``.
    """

    seed: int
    version: int
    end: str
    turns: int
    players: tuple[PlayerResult, ...]
    winners: tuple[str, ...]
    # Not in the repr: a v1-v3 game's repr stays what it was before kingdoms were recorded
    # (tests/rules/test_protocol_unchanged.py hashes it); to_json has both.
    kingdom: tuple[str, ...] | None = field(default=None, repr=False)
    edition: int = field(default=2, repr=False)
    player_seed_key: str | None = field(default=None, repr=False)
    colony: bool | None = field(default=None, repr=False)
    bane: str | None = field(default=None, repr=False)
    shelters: bool | None = field(default=None, repr=False)

    @property
    def ejections(self) -> tuple[PlayerResult, ...]:
        """The players that were ejected, in seat order."""
        return tuple(p for p in self.players if p.ejection is not None)

    @property
    def forfeits(self) -> tuple[bool, ...]:
        """For each player in seat order, whether it won by forfeit (`forfeit_flags`)."""
        return forfeit_flags([p.ejection is not None for p in self.players])

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of the whole result (players in seat order, with their ``status`` and
        ``forfeit``: true for the player that won only because every opponent was ejected; ``colony`` only
        for a v5 game; ``bane`` only for a game with one)."""
        data = asdict(self)
        if self.colony is None:
            del data["colony"]
        if self.bane is None:
            del data["bane"]
        if self.shelters is None:
            del data["shelters"]
        for record, player, forfeit in zip(data["players"], self.players, self.forfeits, strict=True):
            record["status"] = player.status
            record["forfeit"] = forfeit
        return data


def with_match_facts(
    result: GameResult,
    *,
    commands: Mapping[str, str],
    replies: Mapping[str, ReplyStats | None],
    kingdom: tuple[str, ...] | None,
    edition: int,
    player_seed_key: str | None,
) -> GameResult:
    """The engine's `result` (`referee.seats.engine`: the game's facts) with what only the one who ran the
    game knows: each player's `commands[name]` and `replies[name]` (keyed by player name), the kingdom as
    recorded, the edition and the player seed key. The one place a finished game's result is assembled
    (`referee.match`, a browser table, a served DominAI game). Raises KeyError for a player missing from
    `commands` or `replies`."""
    players = tuple(
        replace(player, command=commands[player.name], reply=replies[player.name])
        for player in result.players
    )
    return replace(result, players=players, kingdom=kingdom, edition=edition, player_seed_key=player_seed_key)


def forfeit_flags(ejected: Sequence[bool]) -> tuple[bool, ...]:
    """Which players of a game won by *forfeit*: given whether each player (in seat order) was ejected, True
    for the one player that finished when every other player was ejected (its win came only from their
    ejections, however the scores stood), False for everyone else. A game where two or more players
    finished, or nobody did, has no forfeit (docs/tournaments.md, "Forfeits")."""
    finished = [i for i, out in enumerate(ejected) if not out]
    alone = finished[0] if len(finished) == 1 and len(ejected) > 1 else None
    return tuple(i == alone for i in range(len(ejected)))


def kingdom_of(result: dict[str, Any]) -> tuple[str, ...]:
    """The kingdom of a game from its result JSON (`GameResult.to_json`), old records included: the recorded
    ``kingdom``, or for a result without one (written before kingdoms were recorded, always v1-v3) the
    kingdom of its ``version``."""
    recorded = result.get("kingdom")
    if recorded:
        return tuple(recorded)
    from referee.protocol_rules import version_kingdom

    return tuple(str(card) for card in version_kingdom(int(result.get("version", 3))))
