"""`referee replay` of a forged transcript: every field replay reads is checked (shape and type) before it is
used, so that a forged file ends in one line naming the record and the field, exit 2, never a traceback
(issue 39: ``"result": {"players": "nobody"}`` raised AttributeError, ``"players": [{"name": 7}]``
TypeError). The transcript forged is a real game's (an ejection included); hypothesis puts every kind of
JSON value in every field replay reads, and takes fields away."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.cli.replay import main
from tests.cli import run_referee as referee

ROOT = Path(__file__).resolve().parents[2]
BIG = f"{sys.executable} -m players.big_money"
ILLEGAL = f"{sys.executable} {ROOT / 'tests' / 'programs' / 'illegal_play.py'}"

RESULT_FIELDS = ["version", "seed", "end", "turns", "winners", "players"]
OPTIONAL_FIELDS = ["edition", "kingdom", "colony", "shelters"]
PLAYER_FIELDS = ["name", "seat", "rank", "score", "turns", "ejection"]
EJECTION_FIELDS = ["kind", "message", "turn"]
MESSAGE_FIELDS = ["dir", "player", "text"]

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=6,
)
"""Any JSON value."""

GONE = object()
"""Marks a field taken away."""


@pytest.fixture(scope="module")
def game(tmp_path_factory: pytest.TempPathFactory) -> list[dict[str, Any]]:
    """The records of a real game's transcript: bigmoney against a program ejected on its first turn."""
    log = tmp_path_factory.mktemp("forged") / "game.jsonl"
    played = referee("--seed", "3", "--log", str(log), BIG, ILLEGAL)
    assert played.returncode == 0, played.stderr
    records = [json.loads(line) for line in log.read_text().splitlines()]
    result = records[-1]["result"]
    assert any(p["ejection"] for p in result["players"])  # the ejection's fields are read too
    result.update(edition=2, colony=False, shelters=False)  # a v5 result's fields, read when there
    return records


def replay(tmp_path: Path, records: list[dict[str, Any]], capsys: pytest.CaptureFixture[str]):
    path = tmp_path / "forged.jsonl"
    path.write_text("".join(json.dumps(record) + "\n" for record in records))
    status = main(["--all", str(path)])
    out, err = capsys.readouterr()
    return status, out, err, path


def forge(records: list[dict[str, Any]], where: tuple, value: Any) -> tuple[list[dict[str, Any]], int]:
    """A deep copy of `records` with the field at `where` (a path of keys and indexes from a record) set
    to `value` (or taken away: `GONE`), and the line number of the record forged."""
    forged = json.loads(json.dumps(records))
    index = where[0]
    target = forged[index]
    for key in where[1:-1]:
        target = target[key]
    if value is GONE:
        del target[where[-1]]
    else:
        target[where[-1]] = value
    return forged, (index % len(forged)) + 1


def field_paths(records: list[dict[str, Any]]) -> list[tuple]:
    """Every field replay reads, as paths into `records`: the result's, each player's and its ejection's,
    and a message record's (one sent, one received)."""
    result = records[-1]["result"]
    paths: list[tuple] = [(-1, "result", name) for name in RESULT_FIELDS + OPTIONAL_FIELDS]
    for seat, player in enumerate(result["players"]):
        paths += [(-1, "result", "players", seat, name) for name in PLAYER_FIELDS]
        if player["ejection"]:
            paths += [(-1, "result", "players", seat, "ejection", name) for name in EJECTION_FIELDS]
    sent = next(i for i, r in enumerate(records) if r.get("dir") == "to")
    received = next(i for i, r in enumerate(records) if r.get("dir") == "from")
    paths += [(index, name) for index in (sent, received) for name in MESSAGE_FIELDS]
    return paths


def shown_path(where: tuple) -> str:
    """How the error names the field at `where`: ``players[0].name``."""
    text = ""
    for key in where[2:] if where[1] == "result" else where[1:]:
        text += f"[{key}]" if isinstance(key, int) else f".{key}"
    return text.lstrip(".")


def test_the_real_transcript_replays(
    game: list[dict[str, Any]], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err, _ = replay(tmp_path, game, capsys)
    assert status == 0 and err == "" and "EJECTED illegalplay" in out


@pytest.mark.parametrize(
    ("where", "value"),
    [
        (("players",), "nobody"),  # AttributeError on today's main
        (("players", 0, "name"), 7),  # TypeError on today's main
        (("end",), "{limit} {oops}"),  # an unknown end is shown as it is, never formatted
    ],
)
def test_the_issues_forgeries_end_in_one_line_naming_the_field(
    game: list[dict[str, Any]], tmp_path: Path, where: tuple, value: Any
) -> None:
    forged, line = forge(game, (-1, "result", *where), value)
    path = tmp_path / "forged.jsonl"
    path.write_text("".join(json.dumps(record) + "\n" for record in forged))
    done = referee("replay", str(path))
    if where == ("end",):
        assert done.returncode == 0, done.stderr
        assert f": {value}." in done.stdout
        return
    assert done.returncode == 2 and done.stdout == ""
    [message] = done.stderr.splitlines()
    assert message.startswith(f"referee replay: error: {path} line {line}: the result record's field ")
    assert shown_path((-1, "result", *where)) in message and "Traceback" not in done.stderr


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_value_in_any_field_is_shown_or_named(
    game: list[dict[str, Any]], tmp_path: Path, capsys: pytest.CaptureFixture[str], data: st.DataObject
) -> None:
    where = data.draw(st.sampled_from(field_paths(game)), label="field")
    value = data.draw(st.just(GONE) | JSON, label="value")
    forged, line = forge(game, where, value)
    status, out, err, path = replay(tmp_path, forged, capsys)  # a traceback fails the test
    if status == 0:
        assert err == "" and out.startswith("Game: ")
        return
    assert status == 2 and out == ""
    [message] = err.splitlines()
    record = "result" if where[1] == "result" else "message"
    assert message.startswith(f"referee replay: error: {path} line {line}: the {record} record's field ")
    assert shown_path(where) in message


@pytest.mark.parametrize("where", ["version", "seed", "end", "turns", "winners", "players"])
def test_a_required_field_of_the_wrong_type_is_refused(
    game: list[dict[str, Any]], tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """The values of the wrong type (a list for a number, a number for a list or a string) are refused,
    not shown: the property above allows both."""
    for value in (GONE, None, [1], {"a": 1} if where != "end" else 3):
        forged, line = forge(game, (-1, "result", where), value)
        status, _, err, path = replay(tmp_path, forged, capsys)
        assert status == 2, (where, value)
        assert f"line {line}: the result record's field {where}" in err
