"""The tournament database: definition kept and compared, each game recorded once, one writer at a time."""

from __future__ import annotations

import dataclasses
import sqlite3
import stat
from pathlib import Path

import pytest

from referee.errors import RefereeError
from referee.tournament.definition import Entrant, TournamentDefinition
from referee.tournament.store import SCHEMA_VERSION, AlreadyRunning, DefinitionChanged, TournamentStore

DEFINITION = TournamentDefinition(
    entrants=(Entrant("alice", ("./alice",)), Entrant("bob", ("python", "-m", "bob"))),
    format="round-robin",
    games=4,
    players_per_game=2,
    version=3,
    seed=9,
    turn_limit=30,
    limits={"reply_timeout": 5.0, "first_reply_timeout": 20.0},
)


def result_for(game, winner: str) -> dict:
    return {
        "seed": game.seed,
        "version": 3,
        "end": "turn-limit",
        "turns": 60,
        "players": [
            {
                "name": name,
                "seat": seat,
                "score": 10 if name == winner else 3,
                "turns": 30,
                "rank": 1 if name == winner else 2,
                "ejection": None,
                "command": "cmd",
                "reply": {"count": 40, "mean": 0.01, "max": 0.2},
                "status": "finished",
            }
            for seat, name in enumerate(game.seats)
        ],
        "winners": [winner],
    }


def test_definition_round_trips_and_its_digest_is_stable() -> None:
    again = TournamentDefinition.from_json(DEFINITION.to_json())
    assert again == DEFINITION
    assert again.digest() == DEFINITION.digest()
    assert dataclasses.replace(DEFINITION, seed=10).digest() != DEFINITION.digest()


def test_a_game_is_recorded_once_and_read_back(tmp_path: Path) -> None:
    schedule = DEFINITION.schedule()
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", DEFINITION) as store:
        assert store.record(
            schedule[0], result_for(schedule[0], "alice"), transcript=None, stderr_dir=None, duration=2
        )
        assert not store.record(
            schedule[0], result_for(schedule[0], "bob"), transcript=None, stderr_dir=None, duration=2
        )
        assert store.finished_indices() == {0}
        [recorded] = store.games()
    assert recorded.winners == ("alice",)  # the first record stands
    assert recorded.seats == schedule[0].seats
    assert [p.outcome for p in recorded.players] == [
        "win" if n == "alice" else "loss" for n in recorded.seats
    ]
    db = sqlite3.connect(tmp_path / "t.sqlite")
    assert db.execute("SELECT count(*) FROM game_players").fetchone() == (2,)


def test_a_result_that_does_not_match_its_scheduled_game_is_refused(tmp_path: Path) -> None:
    schedule = DEFINITION.schedule()
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", DEFINITION) as store:
        with pytest.raises(RefereeError, match="scheduled seed"):
            store.record(
                schedule[0], result_for(schedule[1], "bob"), transcript=None, stderr_dir=None, duration=1
            )
        assert store.finished_indices() == set()


def test_resuming_with_another_definition_is_refused_naming_what_changed(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    TournamentStore.create_or_resume(db, DEFINITION).close()
    TournamentStore.create_or_resume(db, DEFINITION).close()  # the same definition resumes
    changed = dataclasses.replace(
        DEFINITION,
        seed=10,
        turn_limit=50,
        entrants=(Entrant("alice", ("./alice2",)), DEFINITION.entrants[1]),
        limits={**DEFINITION.limits, "reply_timeout": 2.0},
    )
    with pytest.raises(DefinitionChanged) as caught:
        TournamentStore.create_or_resume(db, changed)
    message = str(caught.value)
    for phrase in (
        "seed: 9 recorded, 10 now",
        "turn limit: 30 recorded, 50 now",
        "limit reply_timeout: 5.0 recorded, 2.0 now",
        "alice='./alice2'",
        "--db",
    ):
        assert phrase in message


def test_only_one_writer_at_a_time(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    with TournamentStore.create_or_resume(db, DEFINITION):
        with pytest.raises(AlreadyRunning, match="is running on"):
            TournamentStore.create_or_resume(db, DEFINITION)
        # Readers (referee standings) are welcome meanwhile.
        with TournamentStore.open_existing(db) as reader:
            assert reader.definition() == DEFINITION
    TournamentStore.create_or_resume(db, DEFINITION).close()


def test_open_existing_needs_a_tournament_database(tmp_path: Path) -> None:
    from referee.errors import UsageError

    with pytest.raises(UsageError, match="no tournament database"):
        TournamentStore.open_existing(tmp_path / "missing.sqlite")
    junk = tmp_path / "junk.sqlite"
    junk.write_text("this is not sqlite, it is long enough to have a header of sorts............")
    with pytest.raises(RefereeError, match="not a tournament database"):
        TournamentStore.open_existing(junk)
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE grades (student TEXT)").connection.commit()
    with pytest.raises(RefereeError, match="not a tournament database"):
        TournamentStore.create_or_resume(other, DEFINITION)
    assert [r[0] for r in sqlite3.connect(other).execute("SELECT name FROM sqlite_master")] == ["grades"]


def test_a_new_database_is_readable_by_its_owner_only(tmp_path: Path) -> None:
    """It holds the tournament seed, from which every shuffle can be computed."""
    path = tmp_path / "t.sqlite"
    with TournamentStore.create_or_resume(path, DEFINITION):
        pass
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_reply_histograms_are_recorded_in_fixed_bins(tmp_path: Path) -> None:
    from referee.transcript import REPLY_BIN_EDGES, reply_histogram

    counts = reply_histogram([0.00005, 0.0001, 0.0003, 0.3, 25.0])
    assert len(counts) == len(REPLY_BIN_EDGES) + 1 and sum(counts) == 5
    assert counts[0] == 2 and counts[2] == 1 and counts[-1] == 1  # edges belong to the bin below them
    game = DEFINITION.schedule()[0]
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", DEFINITION) as store:
        store.record(
            game,
            result_for(game, "alice"),
            transcript=None,
            stderr_dir=None,
            duration=1,
            reply_histograms={"alice": counts},
        )
        [recorded] = store.games()
    by_name = {p.name: p for p in recorded.players}
    assert by_name["alice"].reply_histogram == tuple(counts)
    assert by_name["bob"].reply_histogram is None


def test_a_schema_1_database_is_read_and_upgraded_when_resumed(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite"
    schedule = DEFINITION.schedule()
    with TournamentStore.create_or_resume(db, DEFINITION) as store:
        store.record(
            schedule[0], result_for(schedule[0], "bob"), transcript=None, stderr_dir=None, duration=1
        )
    # What the referee before schema 2 wrote: no reply_histogram column, schema_version 1.
    old = sqlite3.connect(db)
    old.execute("ALTER TABLE game_players DROP COLUMN reply_histogram")
    old.execute("UPDATE tournament SET schema_version = 1")
    old.commit()
    old.close()
    with TournamentStore.open_existing(db) as store:  # a reader does not change the file
        [game] = store.games()
        assert game.winners == ("bob",) and all(p.reply_histogram is None for p in game.players)
    assert sqlite3.connect(db).execute("SELECT schema_version FROM tournament").fetchone() == (1,)
    with TournamentStore.create_or_resume(db, DEFINITION) as store:
        store.record(
            schedule[1],
            result_for(schedule[1], "alice"),
            transcript=None,
            stderr_dir=None,
            duration=1,
            reply_histograms={"alice": [1] * 18, "bob": [2] * 18},
        )
        first, second = store.games()
    assert first.players[0].reply_histogram is None and second.players[0].reply_histogram is not None
    version = sqlite3.connect(db).execute("SELECT schema_version FROM tournament").fetchone()
    assert version == (SCHEMA_VERSION,)


V3_KINGDOM = (
    "mine",
    "cellar",
    "market",
    "remodel",
    "smithy",
    "village",
    "woodcutter",
    "workshop",
    "militia",
    "moat",
)


def test_a_schema_2_database_gets_its_games_kingdoms_when_resumed(tmp_path: Path) -> None:
    """Before schema 3 no kingdom was recorded: every game was a v1-v3 game, played with its version's
    kingdom. A reader sees it so without changing the file; a resumed tournament fills the new columns in."""
    db = tmp_path / "old.sqlite"
    schedule = DEFINITION.schedule()
    with TournamentStore.create_or_resume(db, DEFINITION) as store:
        store.record(
            schedule[0], result_for(schedule[0], "bob"), transcript=None, stderr_dir=None, duration=1
        )
    old = sqlite3.connect(db)
    old.execute("ALTER TABLE games DROP COLUMN kingdom")
    old.execute("ALTER TABLE games DROP COLUMN edition")
    old.execute("UPDATE tournament SET schema_version = 2")
    old.commit()
    old.close()
    with TournamentStore.open_existing(db) as store:
        [game] = store.games()
        assert (game.kingdom, game.edition) == (V3_KINGDOM, 2)
    assert sqlite3.connect(db).execute("SELECT schema_version FROM tournament").fetchone() == (2,)
    with TournamentStore.create_or_resume(db, DEFINITION) as store:
        store.record(
            schedule[1], result_for(schedule[1], "alice"), transcript=None, stderr_dir=None, duration=1
        )
        assert [(g.kingdom, g.edition) for g in store.games()] == [(V3_KINGDOM, 2)] * 2
    rows = sqlite3.connect(db).execute("SELECT kingdom, edition FROM games").fetchall()
    assert rows == [('["mine", "cellar", "market", "remodel", "smithy", "village", "woodcutter", '
                     '"workshop", "militia", "moat"]', 2)] * 2  # fmt: skip


def test_a_v4_game_records_its_kingdom_and_edition(tmp_path: Path) -> None:
    kingdom = [
        "market",
        "chapel",
        "festival",
        "gardens",
        "laboratory",
        "library",
        "sentry",
        "spy",
        "thief",
        "witch",
    ]
    definition = dataclasses.replace(DEFINITION, version=4, kingdom="random", edition=1)
    game = definition.schedule()[0]
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", definition) as store:
        result = {**result_for(game, "alice"), "version": 4, "kingdom": kingdom, "edition": 1}
        store.record(game, result, transcript=None, stderr_dir=None, duration=1)
        [recorded] = store.games()
    assert (recorded.kingdom, recorded.edition) == (tuple(kingdom), 1)


def test_a_random_kingdom_is_drawn_per_game_from_its_seed() -> None:
    """The same seed gives the same kingdom (a resumed game, the seat rotations of one seed); seeds differ,
    kingdoms differ. A list is every game's kingdom; a v1-v3 tournament has its version's."""
    definition = dataclasses.replace(DEFINITION, version=4, kingdom="random", games=8)
    games = definition.schedule()
    kingdoms = {game.seed: definition.kingdom_of_game(game) for game in games}
    assert all(definition.kingdom_of_game(game) == kingdoms[game.seed] for game in games)
    assert len(set(kingdoms.values())) == len(kingdoms) == 4
    assert all(len(k) == 10 for k in kingdoms.values())
    fixed = dataclasses.replace(definition, kingdom=tuple(sorted(kingdoms[games[0].seed])))
    assert {fixed.kingdom_of_game(game) for game in games} == {kingdoms[games[0].seed]}
    assert {DEFINITION.kingdom_of_game(game) for game in games} == {None}


def test_the_kingdom_and_edition_are_part_of_the_definition_and_old_digests_stay() -> None:
    assert "kingdom" not in DEFINITION.to_json() and "edition" not in DEFINITION.to_json()
    changed = dataclasses.replace(DEFINITION, version=4, kingdom="random", edition=1)
    assert TournamentDefinition.from_json(changed.to_json()) == changed
    listed = dataclasses.replace(changed, kingdom=V3_KINGDOM)
    assert TournamentDefinition.from_json(listed.to_json()) == listed
    assert listed.differences(changed) == [f"kingdom: {','.join(V3_KINGDOM)} recorded, random now"]


def test_a_database_of_a_newer_schema_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    from referee.errors import UsageError

    db = tmp_path / "new.sqlite"
    with TournamentStore.create_or_resume(db, DEFINITION):
        pass
    newer = sqlite3.connect(db)
    newer.execute("UPDATE tournament SET schema_version = 99")
    newer.commit()
    newer.close()
    with pytest.raises(UsageError, match="schema 99; this referee reads schemas 1, 2"):
        TournamentStore.open_existing(db)


def test_the_standings_heading_says_the_kingdom_and_edition() -> None:
    assert DEFINITION.kingdom_text == ""
    assert dataclasses.replace(DEFINITION, version=4, kingdom="random").kingdom_text == (
        ", kingdom random (one per game)"
    )
    listed = dataclasses.replace(DEFINITION, version=4, kingdom=V3_KINGDOM, edition=1)
    assert listed.kingdom_text == f", kingdom {', '.join(V3_KINGDOM)}, edition 1"


def ejected_result(game, ejected: set[str]) -> dict:
    """`result_for` a game in which the players `ejected` were ejected (the others finish)."""
    result = result_for(game, next(name for name in game.seats if name not in ejected))
    for p in result["players"]:
        if p["name"] in ejected:
            p["ejection"] = {"kind": "crashed", "message": "exited", "text": None, "state": None, "turn": 3}
            p["status"], p["rank"] = "ejected", 2
    return result


def test_a_win_only_because_every_opponent_was_ejected_is_recorded_as_a_forfeit(tmp_path: Path) -> None:
    schedule = DEFINITION.schedule()
    with TournamentStore.create_or_resume(tmp_path / "t.sqlite", DEFINITION) as store:
        store.record(
            schedule[0], result_for(schedule[0], "bob"), transcript=None, stderr_dir=None, duration=1
        )
        store.record(
            schedule[1], ejected_result(schedule[1], {"bob"}), transcript=None, stderr_dir=None, duration=1
        )
        first, second = store.games()
        assert store.conduct() == {1: {"alice": "forfeit", "bob": "ejected"}}
    assert [p.forfeit for p in first.players] == [False, False]
    assert {p.name: p.forfeit for p in second.players} == {"alice": True, "bob": False}
    rows = sqlite3.connect(tmp_path / "t.sqlite").execute(
        "SELECT schedule_index, name, forfeit FROM game_players ORDER BY schedule_index, name"
    )
    assert rows.fetchall() == [(0, "alice", 0), (0, "bob", 0), (1, "alice", 1), (1, "bob", 0)]


def test_a_schema_3_database_gets_its_forfeits_when_resumed(tmp_path: Path) -> None:
    """Before schema 4 forfeits were not recorded: a reader works them out from the ejections without
    changing the file; a resumed tournament adds the column and the changes table, and fills them in."""
    db = tmp_path / "old.sqlite"
    schedule = DEFINITION.schedule()
    with TournamentStore.create_or_resume(db, DEFINITION) as store:
        store.record(
            schedule[0], ejected_result(schedule[0], {"alice"}), transcript=None, stderr_dir=None, duration=1
        )
    old = sqlite3.connect(db)
    old.execute("ALTER TABLE game_players DROP COLUMN forfeit")
    old.execute("DROP TABLE changes")
    old.execute("UPDATE tournament SET schema_version = 3")
    old.commit()
    old.close()
    with TournamentStore.open_existing(db) as store:
        [game] = store.games()
        assert {p.name: p.forfeit for p in game.players} == {"alice": False, "bob": True}
    assert sqlite3.connect(db).execute("SELECT schema_version FROM tournament").fetchone() == (3,)
    with TournamentStore.create_or_resume(db, DEFINITION) as store:
        store.record(
            schedule[1], result_for(schedule[1], "bob"), transcript=None, stderr_dir=None, duration=1
        )
    upgraded = sqlite3.connect(db)
    assert upgraded.execute("SELECT schema_version FROM tournament").fetchone() == (4,)
    rows = upgraded.execute("SELECT schedule_index, name, forfeit FROM game_players ORDER BY 1, 2").fetchall()
    assert rows == [(0, "alice", 0), (0, "bob", 1), (1, "alice", 0), (1, "bob", 0)]
    assert upgraded.execute("SELECT count(*) FROM changes").fetchone() == (0,)
