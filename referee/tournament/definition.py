"""What defines a tournament: everything that, if changed, would make its recorded games another tournament.

Players (names and commands), format, games per group, players per game, protocol version, seed, turn limit,
the player limits, for the scalable formats the swiss rounds or the sampled round robin's games per player
(and, once a sampled round robin was extended, its parts), the kingdom (v4), the edition and the swiss
pairing rule (these keys appear in the JSON only when set, or for the edition and the pairing rule when not
the first ones, so that older definitions keep their digests).
The definition is stored in the database with a sha256 digest of its canonical JSON;
resuming compares the two and refuses a change, naming each field that differs.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from protocol.versions import VERSIONS
from referee.seats.process import Limits
from referee.tournament.schedule import (
    Conduct,
    Points,
    ScheduledGame,
    build_extended_sampled_schedule,
    build_schedule,
    build_swiss_schedule,
    sampled_games,
    swiss_games_per_round,
)

FORFEIT_PAIRING = 2
"""The swiss pairing rule of tournaments started since forfeits are recorded: rules 1-5 of
`referee.tournament.schedule.swiss_pairing` (rule 1 alone pairs the tournaments started before)."""


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
        format: ``"round-robin"``, ``"gauntlet"`` or ``"swiss"`` (`referee.tournament.schedule.FORMATS`).
        games: games per group (per meeting of a group in the sampled and swiss formats), a multiple of
            `players_per_game`.
        players_per_game: 2 to 4.
        version: protocol version, 1 to 3.
        seed: the tournament seed; game seeds derive from it.
        turn_limit: turns per player after which a game ends (`referee.seats.engine.play_game`).
        limits: the player limits as a JSON-ready dict of `referee.seats.process.Limits` fields.
        rounds: swiss rounds (swiss only, else None).
        games_per_player: games each player plays in a sampled round robin (a multiple of
            `players_per_game`), or None for a full round robin (and for the other formats).
        kingdom: the kingdom of every game: 10 kingdom cards (canonical order), ``"random"`` (each game
            draws its own, seeded by the game's seed: `kingdom_of_game`), or None (a v1-v3 tournament:
            the version's kingdom).
        edition: whose card texts are played where the two editions differ, 1 or 2.
        pairing: the swiss pairing rule: 1 (by score alone, tournaments started before forfeits were
            recorded) or `FORFEIT_PAIRING` (forfeits and broken players apart).
        parts: a sampled round robin extended with more games per player: the games per player of each part,
            in the order they were asked for (their sum is `games_per_player`); empty when never extended.
        cover_reactions: every game asks each owner of a reaction card where a holder would be asked
            (`referee.match.MatchConfig.cover_reactions`); True by default, and for a tournament recorded
            before the option existed (its games still to play get it).
    """

    entrants: tuple[Entrant, ...]
    format: str
    games: int
    players_per_game: int
    version: int
    seed: int
    turn_limit: int
    limits: dict[str, Any] = field(default_factory=dict)
    rounds: int | None = None
    games_per_player: int | None = None
    kingdom: tuple[str, ...] | str | None = None
    edition: int = 2
    pairing: int = 1
    parts: tuple[int, ...] = ()
    cover_reactions: bool = True

    def kingdom_of_game(self, game: ScheduledGame) -> tuple[str, ...] | None:
        """The kingdom `game` is played with (`referee.kingdom.game_kingdom`): the definition's cards, or one
        drawn with the game's own seed (so a resumed tournament draws the same one again, and the games of a
        seed, one per seat rotation, share it), or None for a v1-v3 game (its version's kingdom).

        Raises `referee.kingdom.KingdomError` for a kingdom the version cannot play (see `game_kingdom`)."""
        from referee.kingdom import game_kingdom

        return game_kingdom(self.kingdom, self.version, game.seed)

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

    @property
    def kingdom_text(self) -> str:
        """The kingdom and edition as the standings heading and the report say them: ``", kingdom random
        (one per game)"``, ``", kingdom cellar, chapel, ..."`` (an eleventh card: ``"... (Bane)"``; events
        and landmarks: ``"delve (event)"``),
        ``", edition 1"``; empty for a v1-v3
        tournament of the second edition (its kingdom is its version's)."""
        text = ""
        if self.kingdom == "random" or (
            self.kingdom is None and VERSIONS[self.version].knows("chosen-kingdom")
        ):
            text = ", kingdom random (one per game)"
        elif self.kingdom is not None:
            from referee.kingdom import kingdom_words

            text = f", kingdom {', '.join(kingdom_words(self.kingdom))}"
        return text + (", edition 1" if self.edition == 1 else "")

    @property
    def label(self) -> str:
        """The format as people say it: ``round-robin``, ``sampled round-robin``, ``gauntlet``, ``swiss``."""
        return "sampled round-robin" if self.games_per_player else self.format

    def schedule(self, points: Points | None = None, conduct: Conduct | None = None) -> list[ScheduledGame]:
        """The games of the tournament known now, in schedule order (`referee.tournament.schedule`).

        Round robin (full or sampled) and gauntlet: every game, whatever `points`. Swiss: the games of the
        rounds that can be paired from `points` (schedule index -> name -> points, as
        `TournamentStore.points` gives; None: no game recorded), so round 0 at first, and with the
        `FORFEIT_PAIRING` rule from `conduct` too (`TournamentStore.conduct`; None: no ejection recorded).
        """
        if self.format == "swiss":
            assert self.rounds is not None
            return build_swiss_schedule(
                self.names,
                self.players_per_game,
                self.rounds,
                self.seed,
                points or {},
                (conduct or {}) if self.pairing >= FORFEIT_PAIRING else None,
            )[0]
        if self.games_per_player:
            return build_extended_sampled_schedule(
                self.names, self.players_per_game, self._meetings(), self.seed
            )
        return build_schedule(self.names, self.format, self.games, self.players_per_game, self.seed)

    def _meetings(self) -> list[int]:
        """A sampled round robin's meetings per player of each part (one part unless extended)."""
        assert self.games_per_player is not None
        return [games // self.players_per_game for games in self.parts or (self.games_per_player,)]

    def total_games(self) -> int:
        """Games in the whole tournament, those of swiss rounds not paired yet included."""
        if self.format == "swiss":
            assert self.rounds is not None
            return self.rounds * swiss_games_per_round(len(self.entrants), self.players_per_game)
        if self.games_per_player:
            return sum(
                sampled_games(len(self.entrants), self.players_per_game, meetings)
                for meetings in self._meetings()
            )
        return len(self.schedule())

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict; `from_json` reads it back."""
        data: dict[str, Any] = {
            "players": [{"name": e.name, "command": list(e.command)} for e in self.entrants],
            "format": self.format,
            "games": self.games,
            "players_per_game": self.players_per_game,
            "version": self.version,
            "seed": self.seed,
            "turn_limit": self.turn_limit,
            "limits": dict(sorted(self.limits.items())),
        }
        if self.rounds is not None:
            data["rounds"] = self.rounds
        if self.games_per_player is not None:
            data["games_per_player"] = self.games_per_player
        if self.kingdom is not None:
            data["kingdom"] = self.kingdom if isinstance(self.kingdom, str) else list(self.kingdom)
        if self.edition != 2:
            data["edition"] = self.edition
        if self.pairing != 1:
            data["pairing"] = self.pairing
        if self.parts:
            data["parts"] = list(self.parts)
        if not self.cover_reactions:
            data["cover_reactions"] = False
        return data

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
            rounds=None if data.get("rounds") is None else int(data["rounds"]),
            games_per_player=None if data.get("games_per_player") is None else int(data["games_per_player"]),
            kingdom=_kingdom_json(data.get("kingdom")),
            edition=int(data.get("edition", 2)),
            pairing=int(data.get("pairing", 1)),
            parts=tuple(int(games) for games in data.get("parts", ())),
            cover_reactions=bool(data.get("cover_reactions", True)),
        )

    def canonical(self) -> str:
        """The canonical JSON text of the definition (sorted keys, no spaces)."""
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    def digest(self) -> str:
        """sha256 (hex) of `canonical`: equal digests mean the same tournament."""
        return hashlib.sha256(self.canonical().encode()).hexdigest()

    def extended_to(self, asked: TournamentDefinition) -> tuple[TournamentDefinition, str] | None:
        """`self` (the recorded definition) made bigger as `asked` says, and the change in words, or None
        when `asked` differs in anything but the size of a swiss tournament (`rounds`) or of a sampled
        round robin (`games_per_player`).

        A swiss tournament gets more rounds: the rounds played keep their pairings, the new ones are paired
        from the results like any other. A sampled round robin gets a further part (`parts`) of
        ``asked.games_per_player - self.games_per_player`` games per player, drawn after the games already
        scheduled, which keep their indices and seeds.
        Raises:
            ValueError: `asked` is smaller than `self` (a tournament is extended, never shortened).
        """
        size = {"rounds": asked.rounds, "games_per_player": asked.games_per_player, "parts": self.parts}
        if dataclasses.replace(self, **size).digest() != asked.digest() or asked == self:
            return None
        if self.format == "swiss":
            key, was, now = "rounds", self.rounds, asked.rounds
        elif self.games_per_player:
            key, was, now = "games per player", self.games_per_player, asked.games_per_player
        else:
            return None
        assert was is not None and now is not None
        if now < was:
            raise ValueError(
                f"this tournament has {was} {key} recorded: it can be extended to more, never shortened "
                f"(give {was} or more to resume it)"
            )
        extended = asked
        if self.format != "swiss":
            extended = dataclasses.replace(asked, parts=(*(self.parts or (was,)), now - was))
        return extended, f"{key}: {was} -> {now}"

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
        for key in (
            "format",
            "games",
            "players_per_game",
            "version",
            "seed",
            "turn_limit",
            "rounds",
            "games_per_player",
            "kingdom",
            "edition",
            "pairing",
            "cover_reactions",
        ):
            if mine.get(key) != theirs.get(key):
                was, now = (_shown(data.get(key)) for data in (mine, theirs))
                changes.append(f"{key.replace('_', ' ')}: {was} recorded, {now} now")
        # A limit recorded before it existed (a database older than the field) held its default.
        defaults = dataclasses.asdict(Limits())
        for key in sorted(set(mine["limits"]) | set(theirs["limits"])):
            a, b = (data["limits"].get(key, defaults.get(key)) for data in (mine, theirs))
            if a != b:
                changes.append(f"limit {key}: {a} recorded, {b} now")
        return changes


def _kingdom_json(value: Any) -> tuple[str, ...] | str | None:
    if value is None or isinstance(value, str):
        return value
    return tuple(value)


def _shown(value: Any) -> str:
    """A definition value in a message: a list as its items separated by commas."""
    return ",".join(map(str, value)) if isinstance(value, list) else str(value)


def _describe_players(players: list[dict[str, Any]]) -> str:
    return " ".join(f"{p['name']}={' '.join(p['command'])!r}" for p in players)
