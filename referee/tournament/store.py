"""The tournament database: one SQLite file holding the definition and every finished game.

Tables:
    tournament     one row: the definition (canonical JSON), its sha256 digest, schema version, creation time.
    games          one row per finished game, keyed by its schedule index (PRIMARY KEY, so never twice):
                   group, round, rotation, seed, protocol version, end reason, turns, winners (JSON list),
                   transcript path (or NULL when deleted), per-player stderr directory, wall-clock duration,
                   finish time, the full `referee.result.GameResult` JSON, and (schema 3) the game's kingdom
                   (JSON list of its cards in supply order) and edition.
    game_players   one row per player of a recorded game: seat, name, command, score, turns, rank, outcome
                   (win / tie / loss), points, ejection kind, message and turn, reply count, mean and max,
                   (schema 2) the reply-time histogram (JSON list of counts in the bins of
                   `referee.transcript.REPLY_BIN_EDGES`), and (schema 4) ``forfeit``: 1 for the player that
                   won only because every opponent was ejected (`referee.result.forfeit_flags`), else 0.
    changes        (schema 4) one row per change of the definition after the tournament started (a swiss
                   tournament given more rounds, a sampled one more games per player): when, what changed
                   in words, and the definition before and after (canonical JSON).

Each game and its players are written in one transaction and committed at once, so a `kill -9` at any moment
leaves every game either fully recorded or absent. Only one process writes: `TournamentStore.lock` takes an
exclusive lock on ``FILE.lock`` (released by the kernel when the holder dies, even by kill -9).

Schema versions: 1 (before reply histograms), 2 (before kingdoms), 3 (before forfeits) and 4 (this one).
An older file is read as it is (its games have no histogram; a game without a recorded kingdom was a v1-v3
game, played with its version's kingdom and the second edition; forfeits are worked out from the ejections)
and upgraded in place when a tournament resumes on it: the columns and tables of the later schemas are
added, and the kingdom, edition and forfeits of every game already recorded are filled in.
A newer version is refused with a message saying so.
"""

from __future__ import annotations

import dataclasses
import datetime
import fcntl
import json
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee.errors import AdvisedUsageError, RefereeError, UsageError
from referee.result import forfeit_flags, kingdom_of
from referee.tournament.definition import TournamentDefinition
from referee.tournament.schedule import ScheduledGame

DEFAULT_DB = "tournament.sqlite"
"""The database used when `--db` is not given, in the current directory."""

SCHEMA_VERSION = 4

READABLE_SCHEMAS = (1, 2, 3, 4)
"""Schema versions this referee opens; older ones are upgraded by `_ADDED_COLUMNS` when resumed."""

_ADDED_COLUMNS: dict[int, tuple[tuple[str, str, str], ...]] = {
    2: (("game_players", "reply_histogram", "TEXT"),),
    3: (("games", "kingdom", "TEXT"), ("games", "edition", "INTEGER")),
    4: (("game_players", "forfeit", "INTEGER"),),
}
"""Schema version -> the (table, column, type) it added to the one before."""


_SCHEMA = """
CREATE TABLE IF NOT EXISTS tournament (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    schema_version INTEGER NOT NULL,
    digest TEXT NOT NULL,
    definition TEXT NOT NULL,
    created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS games (
    schedule_index INTEGER PRIMARY KEY,
    group_index INTEGER NOT NULL,
    round INTEGER NOT NULL,
    rotation INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    version INTEGER NOT NULL,
    end_reason TEXT NOT NULL,
    turns INTEGER NOT NULL,
    winners TEXT NOT NULL,
    transcript TEXT,
    stderr_dir TEXT,
    duration REAL NOT NULL,
    finished TEXT NOT NULL,
    result TEXT NOT NULL,
    kingdom TEXT,
    edition INTEGER
);
CREATE TABLE IF NOT EXISTS game_players (
    schedule_index INTEGER NOT NULL REFERENCES games(schedule_index),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    command TEXT,
    score INTEGER NOT NULL,
    turns INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    outcome TEXT NOT NULL CHECK (outcome IN ('win', 'tie', 'loss')),
    points REAL NOT NULL,
    ejection_kind TEXT,
    ejection_message TEXT,
    ejection_turn INTEGER,
    reply_count INTEGER,
    reply_mean REAL,
    reply_max REAL,
    reply_histogram TEXT,
    forfeit INTEGER,
    PRIMARY KEY (schedule_index, seat)
);
CREATE TABLE IF NOT EXISTS voids (
    id INTEGER PRIMARY KEY,
    voided TEXT NOT NULL,
    schedule_index INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    seats TEXT NOT NULL,
    reason TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS changes (
    id INTEGER PRIMARY KEY,
    changed TEXT NOT NULL,
    change TEXT NOT NULL,
    definition_before TEXT NOT NULL,
    definition_after TEXT NOT NULL
);
"""


class DefinitionChanged(AdvisedUsageError):
    """The tournament asked for differs from the one recorded in the database (resuming is refused)."""


class AlreadyRunning(AdvisedUsageError):
    """Another process is running a tournament on the same database."""


@dataclass(frozen=True, slots=True)
class RecordedPlayer:
    """One player's part in a recorded game (a `game_players` row).

    Fields:
        name, seat, command, score, turns, rank: as in `referee.result.PlayerResult`.
        outcome: ``"win"`` (sole winner), ``"tie"`` (shares the win) or ``"loss"``.
        points: 1 for a win, 1/k when k players share the win, 0 for a loss.
        ejection_kind, ejection_message, ejection_turn: the ejection, or None when the player finished.
        reply_count, reply_mean, reply_max: reply-time figures in seconds, or None when unknown.
        ejection_state: wire text of the message the ejected player was answering (or, for output while
            waiting, had last received), from the game's result JSON; None when there is none.
        reply_histogram: its reply times counted in the bins of `referee.transcript.REPLY_BIN_EDGES`, or
            None when not recorded (games recorded by schema 1).
        forfeit: True when it won only because every opponent was ejected (`referee.result.forfeit_flags`);
            its `outcome` is then ``"win"`` and `points` 1, as the game was played: how a forfeit scores in
            the standings is `referee.tournament.standings.compute_standings`'s choice.
    """

    name: str
    seat: int
    command: str | None
    score: int
    turns: int
    rank: int
    outcome: str
    points: float
    ejection_kind: str | None
    ejection_message: str | None
    ejection_turn: int | None
    reply_count: int | None
    reply_mean: float | None
    reply_max: float | None
    ejection_state: str | None = None
    reply_histogram: tuple[int, ...] | None = None
    forfeit: bool = False


@dataclass(frozen=True, slots=True)
class RecordedGame:
    """A recorded game (a `games` row with its players in seat order).

    Fields:
        index, group, round, rotation, seed: as in `referee.tournament.schedule.ScheduledGame`.
        end: why it ended (`referee.result.END_REASONS`).
        kingdom: its kingdom cards in supply order (a game recorded before schema 3: its version's).
        edition: whose card texts were played, 1 or 2.
        turns: turns played in all.
        winners: names of the winner(s).
        transcript: path of its JSON Lines transcript, or None if it was not kept.
        stderr_dir: directory of the players' stderr files, or None if not kept.
        duration: wall-clock seconds the game took, start-up included.
        players: the players in seat order.
        colony: a v5 game: whether Platinum and Colony were in the supply (Prosperity's set-up rule); None
            for a v1-v4 game.
        shelters: a v5 game: whether each player started with the Shelters (Dark Ages' set-up rule); None
            for a v1-v4 game.
    """

    index: int
    group: int
    round: int
    rotation: int
    seed: int
    end: str
    turns: int
    winners: tuple[str, ...]
    transcript: str | None
    stderr_dir: str | None
    duration: float
    players: tuple[RecordedPlayer, ...]
    kingdom: tuple[str, ...] = ()
    edition: int = 2
    colony: bool | None = None
    shelters: bool | None = None

    @property
    def seats(self) -> tuple[str, ...]:
        """Player names in seat order."""
        return tuple(p.name for p in self.players)

    @property
    def ejected(self) -> tuple[RecordedPlayer, ...]:
        """The players that were ejected, in seat order."""
        return tuple(p for p in self.players if p.ejection_kind is not None)


class TournamentStore:
    """A tournament database file (see the module doc). Use `create_or_resume` or `open_existing`.

    Arguments:
        path: the SQLite file (created if missing).
    Raises:
        UsageError: if the file is not a tournament database (of this schema version).
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._lock_file: int | None = None
        try:
            self._db = sqlite3.connect(self.path, isolation_level=None)
            tables = {r[0] for r in self._db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        except sqlite3.DatabaseError as e:
            raise UsageError(f"{self.path}: not a tournament database ({e})") from e
        if tables and "tournament" not in tables:
            self._db.close()
            raise UsageError(
                f"{self.path}: an SQLite file, but not a tournament database (no tournament table)"
            )
        if "game_players" in tables:
            self._check_schema()
        self._db.executescript(_SCHEMA)
        self._read_columns()

    def _read_columns(self) -> None:
        """Note the columns the file has (an old schema lacks some until it is upgraded)."""
        self._columns = {r[1] for r in self._db.execute("PRAGMA table_info(game_players)")}
        self._game_columns = {r[1] for r in self._db.execute("PRAGMA table_info(games)")}

    def _check_schema(self) -> None:
        """Refuse a database of a schema this referee cannot read (before anything is written to it)."""
        row = self._db.execute("SELECT schema_version FROM tournament WHERE id = 1").fetchone()
        if row is not None and row[0] not in READABLE_SCHEMAS:
            self._db.close()
            raise UsageError(
                f"{self.path}: tournament database schema {row[0]}; this referee reads schemas "
                f"{', '.join(map(str, READABLE_SCHEMAS))} (a newer referee wrote it: use that one)"
            )

    def _upgrade(self, version: int) -> None:
        """Bring a database of schema `version` to `SCHEMA_VERSION` (under the writer lock), in one
        transaction: add the columns later schemas added (old rows keep NULL in the reply histogram), and
        fill in the kingdom and edition of the games recorded before schema 3 (v1-v3 games: their version's
        kingdom, the second edition) and the forfeits of those recorded before schema 4 (from their
        ejections)."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for later in range(version + 1, SCHEMA_VERSION + 1):
                for table, column, kind in _ADDED_COLUMNS.get(later, ()):
                    present = {r[1] for r in self._db.execute(f"PRAGMA table_info({table})")}
                    if column not in present:
                        self._db.execute(f"ALTER TABLE {table} ADD COLUMN {column} {kind}")
            if version < 3:
                versions = [r[0] for r in self._db.execute("SELECT DISTINCT version FROM games")]
                for played in versions:
                    self._db.execute(
                        "UPDATE games SET kingdom = ?, edition = 2 WHERE version = ? AND kingdom IS NULL",
                        (json.dumps(list(kingdom_of({"version": played}))), played),
                    )
            if version < 4:
                # The one player that finished a game in which every other player was ejected.
                others = (
                    "SELECT 1 FROM game_players o WHERE o.schedule_index = game_players.schedule_index"
                    " AND o.seat != game_players.seat"
                )
                self._db.execute(
                    f"UPDATE game_players SET forfeit = (ejection_kind IS NULL AND EXISTS ({others})"
                    f" AND NOT EXISTS ({others} AND o.ejection_kind IS NULL))"
                )
            self._db.execute("UPDATE tournament SET schema_version = ? WHERE id = 1", (SCHEMA_VERSION,))
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._read_columns()

    @classmethod
    def create_or_resume(
        cls, path: str | Path, definition: TournamentDefinition, player_seed_key: str | None = None
    ) -> TournamentStore:
        """Open `path` for running `definition`: a new file records it (and is made readable by its owner
        only, mode 0600: it holds the tournament seed and the player seed key), an existing one must hold
        the same.

        The player seed key (`referee.match.player_seed`: what every game's `DOMINION_PLAYER_SEED` is derived
        with) is recorded beside the definition, not in it (so not in its digest): `player_seed_key`, or a
        fresh random one. A resumed tournament keeps its own (a file recorded before keys gets one now).

        Takes the writer lock (`lock`) first.
        Raises:
            AlreadyRunning: another process holds the lock.
            DefinitionChanged: the file records a different tournament, or another `player_seed_key` than
                the one given; the message names every difference.
        """
        from referee.match import new_player_seed_key

        store = cls(path)
        try:
            store.lock()
            recorded = store.definition()
            if recorded is None:
                # The definition holds the secret seed: owner only (SQLite gives its journals the same mode).
                os.chmod(store.path, 0o600)
                store._db.execute(
                    "INSERT INTO tournament (id, schema_version, digest, definition, created)"
                    " VALUES (1, ?, ?, ?, ?)",
                    (
                        SCHEMA_VERSION,
                        definition.digest(),
                        _with_key(definition.to_json(), player_seed_key or new_player_seed_key()),
                        _now(),
                    ),
                )
            elif store._digest() != definition.digest():
                changes = recorded.differences(definition)
                raise DefinitionChanged(
                    f"{store.path} holds a different tournament, so it cannot be resumed with this command "
                    f"({'; '.join(changes) or 'definition differs'}). Run the original command to resume it, "
                    f"or give another --db FILE to start a new tournament."
                )
            else:
                version = store._db.execute("SELECT schema_version FROM tournament WHERE id = 1").fetchone()[
                    0
                ]
                if version < SCHEMA_VERSION:
                    store._upgrade(version)
                key = store.player_seed_key()
                if key is None:
                    key = player_seed_key or new_player_seed_key()
                    stored = json.loads(store._db.execute("SELECT definition FROM tournament").fetchone()[0])
                    store._db.execute(
                        "UPDATE tournament SET definition = ? WHERE id = 1", (_with_key(stored, key),)
                    )
                elif player_seed_key is not None and player_seed_key != key:
                    raise DefinitionChanged(
                        f"{store.path} holds a tournament played with another player seed key "
                        f"({key}); resume it without --player-seed-key, or give another --db FILE"
                    )
        except BaseException:
            store.close()
            raise
        return store

    def change_definition(self, definition: TournamentDefinition, change: str) -> None:
        """Replace the recorded definition with `definition` (an extension of it,
        `TournamentDefinition.extended_to`) and record the change in the ``changes`` table, in one
        transaction. Call it holding the writer lock (after `create_or_resume` of the recorded definition).

        Arguments:
            definition: the extended definition.
            change: the change in words, e.g. ``"rounds: 6 -> 7"``.
        """
        assert self._lock_file is not None, "change_definition needs the writer lock"
        before = self.definition()
        assert before is not None
        self._db.execute("BEGIN IMMEDIATE")
        try:
            key = self.player_seed_key()  # kept beside the definition, as `create_or_resume` records it
            text = definition.canonical() if key is None else _with_key(definition.to_json(), key)
            self._db.execute(
                "UPDATE tournament SET digest = ?, definition = ? WHERE id = 1", (definition.digest(), text)
            )
            self._db.execute(
                "INSERT INTO changes (changed, change, definition_before, definition_after)"
                " VALUES (?, ?, ?, ?)",
                (_now(), change, before.canonical(), definition.canonical()),
            )
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def changes(self) -> list[tuple[str, str]]:
        """The changes of the definition since the tournament started, oldest first: (when, in ISO 8601
        UTC; what, e.g. ``"rounds: 6 -> 7"``)."""
        return [tuple(row) for row in self._db.execute("SELECT changed, change FROM changes ORDER BY id")]

    def record_void(self, game: ScheduledGame, reason: str) -> None:
        """Record that `game` was void: the machine starved a player past the hard cap
        (`referee.errors.MachineBusy`, whose message is `reason`). The game stays unplayed, to be played
        again."""
        self._db.execute(
            "INSERT INTO voids (voided, schedule_index, seed, seats, reason) VALUES (?, ?, ?, ?, ?)",
            (_now(), game.index, game.seed, " ".join(game.seats), reason),
        )

    def voids(self) -> list[tuple[str, int, str]]:
        """Every void game, oldest first: (when, in ISO 8601 UTC; its schedule index; the reason, with the
        figures)."""
        rows = self._db.execute("SELECT voided, schedule_index, reason FROM voids ORDER BY id")
        return [tuple(row) for row in rows]

    def player_seed_key(self) -> str | None:
        """The key every game's player seeds are derived with (32 hexadecimal digits), or None for a file
        recorded before keys and not resumed since."""
        row = self._db.execute("SELECT definition FROM tournament WHERE id = 1").fetchone()
        return None if row is None else json.loads(row[0]).get("player_seed_key")

    @classmethod
    def open_existing(cls, path: str | Path) -> TournamentStore:
        """Open a database that already holds a tournament (for `referee standings`), without locking it.

        Raises:
            UsageError: the file does not exist or holds no tournament.
        """
        if not Path(path).is_file():
            raise AdvisedUsageError(
                f"no tournament database at {path}: give the --db FILE the tournament used"
            )
        store = cls(path)
        if store.definition() is None:
            store.close()
            raise UsageError(f"{path} holds no tournament")
        return store

    def lock(self) -> None:
        """Take the exclusive writer lock on ``FILE.lock``; AlreadyRunning if another process has it."""
        lock_path = self.path.with_name(self.path.name + ".lock")
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.read(fd, 32).decode(errors="replace").strip()
            os.close(fd)
            raise AlreadyRunning(
                f"another tournament (pid {holder or '?'}) is running on {self.path}; wait for it or stop it"
            ) from None
        os.ftruncate(fd, 0)
        os.write(fd, str(os.getpid()).encode())
        self._lock_file = fd

    def definition(self) -> TournamentDefinition | None:
        """The recorded definition, or None for a new file."""
        row = self._db.execute("SELECT schema_version, definition FROM tournament WHERE id = 1").fetchone()
        if row is None:
            return None
        if row[0] not in READABLE_SCHEMAS:
            raise UsageError(
                f"{self.path}: database schema {row[0]}, this referee reads "
                f"{', '.join(map(str, READABLE_SCHEMAS))}"
            )
        return TournamentDefinition.from_json(json.loads(row[1]))

    def finished_indices(self) -> set[int]:
        """Schedule indices of the games recorded so far."""
        return {r[0] for r in self._db.execute("SELECT schedule_index FROM games")}

    def record(
        self,
        game: ScheduledGame,
        result: dict[str, Any],
        *,
        transcript: str | None,
        stderr_dir: str | None,
        duration: float,
        reply_histograms: dict[str, list[int]] | None = None,
    ) -> bool:
        """Record one finished game and its players, committed in one transaction.

        Arguments:
            game: the scheduled game that was played.
            result: its `referee.result.GameResult.to_json()` dict (players in seat order).
            transcript: path of its transcript, or None when not kept.
            stderr_dir: directory of its players' stderr files, or None when not kept.
            duration: wall-clock seconds.
            reply_histograms: player name -> its reply times counted in the bins of
                `referee.transcript.REPLY_BIN_EDGES` (`referee.transcript.reply_histogram`); players left out
                get NULL.
        Returns:
            True if recorded; False if a game with this index was already recorded (nothing changes).
        Raises:
            RefereeError: if the result does not match the scheduled game (seed or seats differ).
        """
        seats = tuple(p["name"] for p in result["players"])
        if result["seed"] != game.seed or seats != game.seats:
            raise RefereeError(
                f"game {game.index}: result for seed {result['seed']} seats {seats}, "
                f"scheduled seed {game.seed} seats {game.seats}"
            )
        winners = tuple(result["winners"])
        histograms = reply_histograms or {}
        try:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.execute(
                    "INSERT INTO games (schedule_index, group_index, round, rotation, seed, version,"
                    " end_reason, turns, winners, transcript, stderr_dir, duration, finished, result,"
                    " kingdom, edition)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game.index,
                        game.group,
                        game.round,
                        game.rotation,
                        game.seed,
                        result["version"],
                        result["end"],
                        result["turns"],
                        json.dumps(list(winners)),
                        transcript,
                        stderr_dir,
                        duration,
                        _now(),
                        json.dumps(result, sort_keys=True),
                        json.dumps(list(kingdom_of(result))),
                        result.get("edition", 2),
                    ),
                )
            except sqlite3.IntegrityError:
                self._db.execute("ROLLBACK")
                return False
            forfeits = forfeit_flags([bool(p.get("ejection")) for p in result["players"]])
            for p, forfeit in zip(result["players"], forfeits, strict=True):
                ejection = p.get("ejection")
                reply = p.get("reply")
                outcome, points = outcome_of(p["name"], winners)
                self._db.execute(
                    "INSERT INTO game_players (schedule_index, seat, name, command, score, turns, rank,"
                    " outcome, points, ejection_kind, ejection_message, ejection_turn,"
                    " reply_count, reply_mean, reply_max, reply_histogram, forfeit)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        game.index,
                        p["seat"],
                        p["name"],
                        p.get("command"),
                        p["score"],
                        p["turns"],
                        p["rank"],
                        outcome,
                        points,
                        ejection["kind"] if ejection else None,
                        ejection["message"] if ejection else None,
                        ejection["turn"] if ejection else None,
                        reply["count"] if reply else None,
                        reply["mean"] if reply else None,
                        reply["max"] if reply else None,
                        json.dumps(histograms[p["name"]]) if p["name"] in histograms else None,
                        int(forfeit),
                    ),
                )
            self._db.execute("COMMIT")
        except BaseException:
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise
        return True

    def games(self) -> list[RecordedGame]:
        """Every recorded game, in schedule order, with its players in seat order."""
        players: dict[int, list[RecordedPlayer]] = {}
        for row in self._db.execute(
            "SELECT schedule_index, name, seat, command, score, turns, rank, outcome, points, ejection_kind,"
            " ejection_message, ejection_turn, reply_count, reply_mean, reply_max, "
            + ("reply_histogram" if "reply_histogram" in self._columns else "NULL")
            + " FROM game_players ORDER BY schedule_index, seat"
        ):
            histogram = tuple(json.loads(row[15])) if row[15] else None
            players.setdefault(row[0], []).append(RecordedPlayer(*row[1:15], reply_histogram=histogram))
        ejected = [index for index, seats in players.items() if any(p.ejection_kind for p in seats)]
        for index in ejected:
            states = self._ejection_states(index)
            # Worked out from the ejections, as recorded since schema 4 (and so also for older files).
            forfeits = forfeit_flags([p.ejection_kind is not None for p in players[index]])
            players[index] = [
                dataclasses.replace(p, ejection_state=states.get(p.name), forfeit=forfeit)
                for p, forfeit in zip(players[index], forfeits, strict=True)
            ]
        return [
            RecordedGame(
                index=row[0],
                group=row[1],
                round=row[2],
                rotation=row[3],
                seed=row[4],
                end=row[5],
                turns=row[6],
                winners=tuple(json.loads(row[7])),
                transcript=row[8],
                stderr_dir=row[9],
                duration=row[10],
                players=tuple(players.get(row[0], ())),
                kingdom=tuple(json.loads(row[12])) if row[12] else kingdom_of({"version": row[11]}),
                edition=row[13] or 2,
                colony=None if row[14] is None else bool(row[14]),
                shelters=None if row[15] is None else bool(row[15]),
            )
            for row in self._db.execute(
                "SELECT schedule_index, group_index, round, rotation, seed, end_reason, turns, winners,"
                " transcript, stderr_dir, duration, version, "
                + ("kingdom, edition" if "kingdom" in self._game_columns else "NULL, NULL")
                + ", json_extract(result, '$.colony'), json_extract(result, '$.shelters')"
                " FROM games ORDER BY schedule_index"
            )
        ]

    def _ejection_states(self, index: int) -> dict[str, str]:
        """Name -> the message each ejected player of game `index` was answering (from its result JSON)."""
        row = self._db.execute("SELECT result FROM games WHERE schedule_index = ?", (index,)).fetchone()
        states: dict[str, str] = {}
        for p in json.loads(row[0]).get("players", []) if row else []:
            state = (p.get("ejection") or {}).get("state")
            if state:
                states[p["name"]] = state
        return states

    def players_with_transcripts(self) -> set[str]:
        """Names of the players that have at least one recorded game whose transcript was kept."""
        return {
            r[0]
            for r in self._db.execute(
                "SELECT DISTINCT p.name FROM game_players p JOIN games g USING (schedule_index)"
                " WHERE g.transcript IS NOT NULL"
            )
        }

    def points(self) -> dict[int, dict[str, float]]:
        """Schedule index -> player name -> points, for every recorded game (what swiss pairing reads)."""
        points: dict[int, dict[str, float]] = {}
        for index, name, value in self._db.execute("SELECT schedule_index, name, points FROM game_players"):
            points.setdefault(index, {})[name] = value
        return points

    def conduct(self) -> dict[int, dict[str, str]]:
        """Schedule index -> player name -> ``"ejected"`` or ``"forfeit"``, for every recorded game with an
        ejection (what forfeit-aware swiss pairing reads, `referee.tournament.schedule.Conduct`)."""
        seats: dict[int, list[tuple[str, bool]]] = {}
        for index, name, kind in self._db.execute(
            "SELECT schedule_index, name, ejection_kind FROM game_players WHERE schedule_index IN"
            " (SELECT schedule_index FROM game_players WHERE ejection_kind IS NOT NULL)"
            " ORDER BY schedule_index, seat"
        ):
            seats.setdefault(index, []).append((name, kind is not None))
        conduct: dict[int, dict[str, str]] = {}
        for index, players in seats.items():
            forfeits = forfeit_flags([out for _, out in players])
            conduct[index] = {
                name: "forfeit" if forfeit else "ejected"
                for (name, out), forfeit in zip(players, forfeits, strict=True)
                if out or forfeit
            }
        return conduct

    def results(self) -> dict[int, dict[str, Any]]:
        """The full `GameResult` JSON of every recorded game, by schedule index."""
        return {r[0]: json.loads(r[1]) for r in self._db.execute("SELECT schedule_index, result FROM games")}

    def _digest(self) -> str:
        return self._db.execute("SELECT digest FROM tournament WHERE id = 1").fetchone()[0]

    def close(self) -> None:
        """Close the database and release the writer lock (if taken)."""
        self._db.close()
        if self._lock_file is not None:
            os.close(self._lock_file)
            self._lock_file = None

    def __enter__(self) -> TournamentStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def outcome_of(name: str, winners: tuple[str, ...]) -> tuple[str, float]:
    """A player's outcome and points from the winners of its game.

    Rule: the sole winner wins (1 point); k players sharing the win tie (1/k point each); everyone else loses
    (0 points), ejected players included.
    """
    if name not in winners:
        return "loss", 0.0
    if len(winners) == 1:
        return "win", 1.0
    return "tie", 1.0 / len(winners)


def _with_key(definition: dict[str, Any], key: str) -> str:
    """The text of the definition column: the definition's JSON with the player seed key beside its fields
    (canonical: sorted keys, no spaces)."""
    return json.dumps({**definition, "player_seed_key": key}, sort_keys=True, separators=(",", ":"))


def _now() -> str:
    return datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds")
