"""What defines a tournament: everything that, if changed, would make its recorded games another tournament.

Players (names and commands), format, games per group, players per game, protocol version, seed, turn limit
and the player limits. The definition is stored in the database with a sha256 digest of its canonical JSON;
resuming compares the two and refuses a change, naming each field that differs.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from referee.tournament.schedule import ScheduledGame, build_schedule


@dataclass(frozen=True, slots=True)
class Entrant:
    """One player of a tournament.

    Fields:
        name: the player's name in every game (ASCII letters, unique in the tournament).
        command: the program and its arguments, as run (no shell).
    """

    name: str
    command: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TournamentDefinition:
    """Everything that defines a tournament (see the module doc).

    Fields:
        entrants: the players, in the order given (the gauntlet's first player first).
        format: ``"round-robin"`` or ``"gauntlet"`` (`referee.tournament.schedule.FORMATS`).
        games: games per group, already a multiple of `players_per_game`.
        players_per_game: 2 to 4.
        version: protocol version, 1 to 3.
        seed: the tournament seed; game seeds derive from it.
        turn_limit: turns per player after which a game ends (`referee.rules.engine.play_game`).
        limits: the player limits as a JSON-ready dict of `referee.process.Limits` fields.
    """

    entrants: tuple[Entrant, ...]
    format: str
    games: int
    players_per_game: int
    version: int
    seed: int
    turn_limit: int
    limits: dict[str, Any] = field(default_factory=dict)

    @property
    def names(self) -> tuple[str, ...]:
        """The player names in the order given."""
        return tuple(e.name for e in self.entrants)

    def command_of(self, name: str) -> tuple[str, ...]:
        """The command of the player called `name` (KeyError if there is none)."""
        for e in self.entrants:
            if e.name == name:
                return e.command
        raise KeyError(name)

    def schedule(self) -> list[ScheduledGame]:
        """Every game of the tournament, in schedule order (`referee.tournament.schedule.build_schedule`)."""
        return build_schedule(self.names, self.format, self.games, self.players_per_game, self.seed)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict; `from_json` reads it back."""
        return {
            "players": [{"name": e.name, "command": list(e.command)} for e in self.entrants],
            "format": self.format,
            "games": self.games,
            "players_per_game": self.players_per_game,
            "version": self.version,
            "seed": self.seed,
            "turn_limit": self.turn_limit,
            "limits": dict(sorted(self.limits.items())),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TournamentDefinition:
        """Read a dict made by `to_json`. Raises KeyError or TypeError on a malformed dict."""
        return cls(
            entrants=tuple(Entrant(p["name"], tuple(p["command"])) for p in data["players"]),
            format=data["format"],
            games=int(data["games"]),
            players_per_game=int(data["players_per_game"]),
            version=int(data["version"]),
            seed=int(data["seed"]),
            turn_limit=int(data["turn_limit"]),
            limits=dict(data["limits"]),
        )

    def canonical(self) -> str:
        """The canonical JSON text of the definition (sorted keys, no spaces)."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def digest(self) -> str:
        """sha256 (hex) of `canonical`: equal digests mean the same tournament."""
        return hashlib.sha256(self.canonical().encode()).hexdigest()

    def differences(self, other: TournamentDefinition) -> list[str]:
        """What differs from `other`, one phrase per field: ``"seed: 1 recorded, 2 now"``.

        `self` is the recorded definition, `other` the one asked for now. Empty when they are the same.
        """
        mine, theirs = self.to_json(), other.to_json()
        changes: list[str] = []
        if mine["players"] != theirs["players"]:
            changes.append(
                f"players: {_describe_players(mine['players'])} recorded, "
                f"{_describe_players(theirs['players'])} now"
            )
        for key in ("format", "games", "players_per_game", "version", "seed", "turn_limit"):
            if mine[key] != theirs[key]:
                changes.append(f"{key.replace('_', ' ')}: {mine[key]} recorded, {theirs[key]} now")
        for key in sorted(set(mine["limits"]) | set(theirs["limits"])):
            a, b = mine["limits"].get(key), theirs["limits"].get(key)
            if a != b:
                changes.append(f"limit {key}: {a} recorded, {b} now")
        return changes


def _describe_players(players: list[dict[str, Any]]) -> str:
    return " ".join(f"{p['name']}={' '.join(p['command'])!r}" for p in players)
