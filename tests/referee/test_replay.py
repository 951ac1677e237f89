"""`referee replay`: a real game's transcript shown turn by turn, piped and stepped on a terminal."""

from __future__ import annotations

import io
import json
import os
import pty
import re
import select
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from protocol import parse_notification
from referee.replay import read_replay, render, step
from tests.cli import patience, referee_command

ROOT = Path(__file__).resolve().parents[2]
MILITIA = f"{sys.executable} -m players.militia_money"
BIG = f"{sys.executable} -m players.big_money"
ILLEGAL = f"{sys.executable} {ROOT / 'tests' / 'programs' / 'illegal_play.py'}"


def referee(*args: str, **options) -> subprocess.CompletedProcess[str]:
    command = referee_command()
    return subprocess.run(
        [*command, *args], capture_output=True, text=True, timeout=patience(120), cwd=ROOT, **options
    )


@pytest.fixture(scope="module")
def transcript(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real 3-player game with militia attacks and an ejection on game turn 2."""
    log = tmp_path_factory.mktemp("replay") / "game.jsonl"
    played = referee("--seed", "7", "--log", str(log), MILITIA, ILLEGAL, BIG)
    assert played.returncode == 0, played.stderr
    return log


def test_the_end_is_said_in_the_referees_own_words(tmp_path: Path) -> None:
    """A game won because every other player was ejected ends, replayed, as the referee said it ended (a user
    review found "(last-player-standing)")."""
    log = tmp_path / "game.jsonl"
    played = referee("--seed", "3", "--log", str(log), BIG, ILLEGAL)
    assert played.returncode == 0, played.stderr
    said = next(line for line in played.stdout.splitlines() if line.startswith("Game over after "))
    assert ": every other player was ejected." in said
    shown = referee("replay", str(log))
    assert shown.returncode == 0, shown.stderr
    [again] = [line for line in shown.stdout.splitlines() if line.startswith("Game over after ")]
    assert said.startswith(again)  # the referee goes on with the winner: "... ejected. Winner: bigmoney."
    assert "last-player-standing" not in shown.stdout


def test_turns_are_numbered_as_the_referee_numbers_them(transcript: Path) -> None:
    replay = read_replay(transcript)
    result = replay.result
    assert result is not None and len(replay.turns) == result["turns"]
    assert [t.number for t in replay.turns] == list(range(1, result["turns"] + 1))
    [ejected] = [p for p in result["players"] if p["ejection"]]
    turn = replay.turns[ejected["ejection"]["turn"] - 1]
    assert turn.player == ejected["name"] and turn.ejections[0][:2] == (ejected["name"], "illegal-play")
    # Each turn starts with the state the mover was sent: its hand is the one shown.
    records = [json.loads(line) for line in transcript.read_text().splitlines()[:-1]]
    first_move = next(r for r in records if r["dir"] == "to" and r["text"].startswith("(move"))
    hand = parse_notification(first_move["text"]).state.hand
    assert replay.turns[0].state is not None and replay.turns[0].state["hand"] == [str(c) for c in hand]
    defenses = [r for t in replay.turns for r in t.replies if r.kind == "defense"]
    assert defenses and all(r.attacker == "militiamoney" and r.hand for r in defenses)


def test_piped_it_prints_every_turn_with_hand_plays_buys_and_supply(transcript: Path) -> None:
    shown = referee("replay", str(transcript))
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[0] == "Game: militiamoney, illegalplay, bigmoney | protocol 3 | seed 7"
    headings = [line for line in lines if re.match(r"turn \d+: ", line)]
    assert len(headings) == read_replay(transcript).result["turns"]
    assert "  illegalplay: (buy province)" in lines
    assert any(
        line.startswith("  EJECTED illegalplay (illegal-play): (buy province) needs 8") for line in lines
    )
    assert any(line.startswith("  supply: copper ") for line in lines)
    assert any(re.match(r"  militiamoney: hand .* \| deck \d+, discards \d+ \|", line) for line in lines)
    assert any("defends against militiamoney (hand " in line for line in lines)
    assert lines[-4].startswith("Game over after ") and "1. militiamoney" in shown.stdout
    only = referee("replay", "--turn", "2", str(transcript))
    assert only.returncode == 0
    assert [line for line in only.stdout.splitlines() if line.startswith("turn ")] == ["turn 2: illegalplay"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.jsonl"], "cannot read transcript missing.jsonl"),
        (["--turn", "999", "TRANSCRIPT"], "--turn 999: the game in"),
        (["--turn", "0", "TRANSCRIPT"], "--turn"),
        (["NOTJSON"], "line 1 is not JSON"),
        (["BINARY"], "bad.bin is not a transcript: byte 1 is not UTF-8 text"),
        (["SQLITE"], "t.sqlite is a tournament's database, not a game's transcript: referee standings --db"),
        (["DIRECTORY"], "cannot read transcript"),
    ],
)
def test_bad_use_is_one_line_and_exit_2(
    transcript: Path, tmp_path: Path, args: list[str], message: str
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text("hello\n")
    (tmp_path / "bad.bin").write_bytes(b"{\xc2(\n")
    database = tmp_path / "t.sqlite"
    sqlite3.connect(database).execute("CREATE TABLE games (n INTEGER)").connection.commit()
    files = {"TRANSCRIPT": transcript, "NOTJSON": bad, "BINARY": tmp_path / "bad.bin", "SQLITE": database}
    args = [str(files.get(a, tmp_path if a == "DIRECTORY" else a)) for a in args]
    shown = referee("replay", *args)
    assert shown.returncode == 2
    assert shown.stderr.startswith("referee replay: error: ") and message in shown.stderr
    assert len(shown.stderr.splitlines()) == 1


def test_stepping_follows_enter_previous_number_and_quit(transcript: Path) -> None:
    out = io.StringIO()
    step(read_replay(transcript), 1, out, io.StringIO("\n\np\n40\nq\n"))
    # (The prompt has no newline: on a terminal the Enter typed ends its line.)
    shown = [int(n) for n in re.findall(r"\bturn (\d+): \w+", out.getvalue())]
    assert shown == [1, 2, 3, 2, 40]
    assert "Game over" not in out.getvalue()  # quit before the end
    out = io.StringIO()
    step(read_replay(transcript), 46, out, io.StringIO(""))  # end of input quits
    assert out.getvalue().count("\nturn ") == 1
    out = io.StringIO()
    step(read_replay(transcript), 46, out, io.StringIO("\n\n"))
    assert (
        out.getvalue()
        .rstrip()
        .splitlines()[-4]
        .endswith("Game over after 47 turns: the province pile is empty.")
    )


def test_on_a_terminal_it_waits_for_enter(transcript: Path) -> None:
    command = referee_command()
    main, child = pty.openpty()
    process = subprocess.Popen([*command, "replay", str(transcript)], stdin=child, stdout=child, stderr=child)
    os.close(child)
    seen = b""

    def read_until(needle: bytes, within: float = 60.0) -> None:
        nonlocal seen
        deadline = time.monotonic() + patience(within)
        while needle not in seen:
            assert time.monotonic() < deadline, seen[-500:]
            if select.select([main], [], [], 0.5)[0]:
                seen += os.read(main, 65536)

    try:
        read_until(b"-- turn 1 of 47")
        assert b"turn 2:" not in seen  # it waits
        os.write(main, b"\n")
        read_until(b"-- turn 2 of 47")
        os.write(main, b"q\n")
        assert process.wait(timeout=patience(60)) == 0
    finally:
        process.kill()
        os.close(main)
    assert b"turn 3:" not in seen


def test_a_transcript_without_result_is_still_shown(transcript: Path, tmp_path: Path) -> None:
    cut = tmp_path / "cut.jsonl"
    cut.write_text("\n".join(transcript.read_text().splitlines()[:40]) + "\n")
    replay = read_replay(cut)
    assert replay.result is None and replay.turns
    lines = render(replay)
    assert "did not finish" in lines[0] and lines[-1] == "No result: the transcript ends here."
