"""Games through the installed `referee` command: the report, --json, --log, -v, replay, ejections, exit 0."""

from __future__ import annotations

import json
import os
import pty
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

from programs_harness import alive, assert_all_dead

from protocol import parse_notification, parse_play
from tests.cli import patience, referee_command
from tests.run_as import OtherUserPlace

ROOT = Path(__file__).resolve().parents[2]
BIG = f"{sys.executable} -m players.big_money"
MINE = f"{sys.executable} -m players.mine_money"
RANDOM = f"{sys.executable} -m players.random_legal"
MILITIA = f"{sys.executable} -m players.militia_money"


def run_referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*referee_command(), *args], capture_output=True, text=True, timeout=patience(120), cwd=ROOT
    )


def tagged(command: str, tag_file: Path) -> str:
    """A PLAYER that writes its process tag to `tag_file` (atomically), then runs `command` in its place.

    A player has its own PID namespace, so ``$$`` is not a host pid; the tag (``pid:<namespace inode>:<pid
    there>:<start time>``) is what `programs_harness.resolve` finds in the host's /proc."""
    tag = 'pid:$(stat -L -c %i /proc/self/ns/pid):$$:$(cut -d" " -f22 /proc/$$/stat)'
    return f"sh -c 'echo {tag} > {tag_file}.tmp; mv {tag_file}.tmp {tag_file}; exec {command}'"


def read_log(path: Path) -> tuple[list[dict], dict]:
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    return lines[:-1], lines[-1]["result"]


def test_json_and_log(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    completed = run_referee("--json", "--seed", "11", "--protocol", "1", "--log", str(log), BIG, MINE)
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)  # nothing but one JSON object on stdout
    assert result["seed"] == 11 and result["version"] == 1
    assert [p["name"] for p in result["players"]] == ["bigmoney", "minemoney"]
    assert [p["command"] for p in result["players"]] == [BIG, MINE]
    assert all(p["status"] == "finished" and p["reply"]["count"] > 0 for p in result["players"])
    assert result["replay"].startswith("referee --protocol 1 --seed 11 ")

    messages, logged = read_log(log)
    assert logged == {key: value for key, value in result.items() if key != "replay"}
    assert [m["seq"] for m in messages] == list(range(1, len(messages) + 1))
    times = [m["time"] for m in messages]
    assert times == sorted(times)
    for message in messages:
        assert set(message) == {"seq", "time", "dir", "player", "text"}
        # Protocol 1 has no attacks: every message to a player is a notification, every reply a play.
        parse = parse_notification if message["dir"] == "to" else parse_play
        parse(message["text"], 1)

    # The printed replay command replays the game message for message.
    replay_log = tmp_path / "replay.jsonl"
    replay = shlex.split(result["replay"])[1:]
    again = run_referee("--json", "--log", str(replay_log), *replay)
    assert again.returncode == 0, again.stderr
    replayed, _ = read_log(replay_log)
    strip = [(m["dir"], m["player"], m["text"]) for m in messages]
    assert [(m["dir"], m["player"], m["text"]) for m in replayed] == strip


def test_report_for_people(tmp_path: Path) -> None:
    completed = run_referee("--seed", "5", "--stderr-dir", str(tmp_path / "err"), f"ann={BIG}", RANDOM)
    assert completed.returncode == 0, completed.stderr
    out = completed.stdout
    first = out.splitlines()[0]
    assert first.startswith("Game: ann (") and "randomlegal (" in first and "seed 5" in first
    assert "protocol 3" in first
    for header in ("Rank", "Player", "Score", "Turns", "Reply mean/max", "Status"):
        assert header in out
    # Reference players answer within milliseconds: the table shows decimals, not "0/0 ms".
    assert re.search(r"\b\d+(\.\d+)?/\d+(\.\d+)? ms\b", out) and " 0/0 ms" not in out
    assert "Game over after " in out
    assert "Seed 5. Replay: referee --seed 5 " in out
    assert str(tmp_path / "err" / "ann.stderr") in out
    assert (tmp_path / "err" / "randomlegal.stderr").exists()


def test_verbose_prints_the_game_as_it_goes() -> None:
    completed = run_referee("-v", "--seed", "3", "--turn-limit", "5", MILITIA, BIG)
    assert completed.returncode == 0, completed.stderr
    lines = completed.stdout.splitlines()
    assert any("militiamoney" in line and "buy" in line for line in lines)
    assert any("bigmoney" in line and "clean" in line for line in lines)
    assert len(lines) > 20


def test_a_player_that_crashes_is_ejected_and_the_game_still_ends_with_status_0(tmp_path: Path) -> None:
    completed = run_referee("--seed", "1", "--json", BIG, "quitter=sh -c 'echo bye >&2; exit 3'")
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    quitter = result["players"][1]
    assert quitter["status"] == "ejected" and quitter["ejection"]["kind"] == "crashed"
    assert quitter["rank"] == 2 and result["winners"] == ["bigmoney"]
    assert result["end"] == "last-player-standing"
    # The result records that bigmoney won only because every opponent was ejected: a forfeit win.
    assert [p["forfeit"] for p in result["players"]] == [True, False]


def test_a_forfeit_is_only_the_win_of_the_one_player_left_when_every_other_was_ejected() -> None:
    from referee.result import forfeit_flags

    assert forfeit_flags([False, True]) == (True, False)
    assert forfeit_flags([True, False, True, True]) == (False, True, False, False)
    assert forfeit_flags([False, True, False]) == (False, False, False)  # two finished: a game played out
    assert forfeit_flags([True, True]) == (False, False)  # nobody finished: nobody won
    assert forfeit_flags([False, False]) == (False, False)


def test_an_illegal_play_is_reported_with_kind_rule_text_and_state(tmp_path: Path) -> None:
    cheat = "cheat=sh -c 'read state; echo \"(buy province)\"; cat >/dev/null'"
    completed = run_referee("--seed", "9", cheat, BIG, RANDOM)
    assert completed.returncode == 0, completed.stderr
    out = completed.stdout
    assert "ejected: illegal-play" in out
    assert "cheat was ejected on game turn 1 (illegal-play)" in out
    assert "received:  (buy province)" in out
    # The excerpt of the state answered: the hand and play area first, then the rest (docs/referee.md).
    assert "answering: (move ((hand copper copper estate estate copper) (plays) (actions 1)" in out
    assert "(players cheat bigmoney randomlegal)" in out
    assert "(buy province)\n  after:" not in out


def test_a_failure_of_the_referee_exits_1_with_one_line_and_ends_every_player(tmp_path: Path) -> None:
    # A real failure of the referee's own environment: its transcript cannot be written (disk full).
    tags = [tmp_path / "a.tag", tmp_path / "b.tag"]
    players = [tagged(BIG, tag) for tag in tags]
    completed = subprocess.run(
        [*referee_command(), "--seed", "1", "--log", "/dev/full", *players],
        capture_output=True,
        text=True,
        timeout=patience(120),
        cwd=ROOT,
        env={**os.environ, "TMPDIR": str(tmp_path)},
    )
    assert completed.returncode == 1
    lines = completed.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("referee: failed: OSError: "), completed.stderr
    traceback_file = Path(lines[0].split("(traceback in ", 1)[1].split(")")[0])
    assert traceback_file.parent == tmp_path and "Traceback" in traceback_file.read_text()
    assert_all_dead([tag.read_text().strip() for tag in tags])


def test_ctrl_c_ends_every_player_and_exits_130(tmp_path: Path) -> None:
    tag_file = tmp_path / "sleeper.tag"
    sleeper = tagged("sleep 300", tag_file)
    referee = subprocess.Popen(
        [*referee_command(), "--seed", "1", sleeper, BIG],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        # Ctrl-C as from a terminal, even when this test runs with SIGINT ignored (`(pytest &)` in a script).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + patience(60)
    while not tag_file.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert tag_file.exists(), "the sleeping player never started"
    tag = tag_file.read_text().strip()
    assert alive([tag]), f"the tag {tag!r} names no running process"  # so the check below can fail
    referee.send_signal(signal.SIGINT)
    out, err = referee.communicate(timeout=patience(60))
    assert referee.returncode == 130
    assert err.splitlines() == ["referee: interrupted; every player process was ended"]
    assert_all_dead([tag])


def test_verbose_with_json_keeps_stdout_for_the_json() -> None:
    completed = run_referee("--json", "-v", "--seed", "2", "--turn-limit", "3", BIG, MINE)
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["end"] == "turn-limit"
    assert completed.stderr.startswith("containment: ")
    assert "turn 1: bigmoney" in completed.stderr


def test_on_a_terminal_the_table_is_drawn_with_rich() -> None:
    controller, terminal = pty.openpty()
    try:
        child = subprocess.Popen(
            [*referee_command(), "--seed", "2", "--turn-limit", "3", BIG, MINE],
            stdout=terminal,
            stderr=subprocess.PIPE,
            cwd=ROOT,
            env={**os.environ, "COLUMNS": "120", "TERM": "xterm"},
        )
        os.close(terminal)
        terminal = -1
        output = b""
        while True:
            try:
                chunk = os.read(controller, 65536)
            except OSError:  # EIO: the terminal's other side is closed
                break
            if not chunk:
                break
            output += chunk
        assert child.wait(timeout=patience(60)) == 0
    finally:
        os.close(controller)
        if terminal != -1:
            os.close(terminal)
    text = output.decode()
    assert "━" in text or "─" in text  # a rich box rule under the header
    assert "Seed 2. Replay: referee --seed 2 --turn-limit 3 " in text


def test_a_player_that_never_answers_is_ejected_within_the_time_limits() -> None:
    never = f"{sys.executable} tests/programs/never_answers.py"
    start = time.monotonic()
    completed = run_referee("--seed", "6", "--timeout", "4", "--first-timeout", "4", "--json", BIG, never)
    elapsed = time.monotonic() - start
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert result["players"][1]["ejection"]["kind"] == "reply-timeout"
    assert result["winners"] == ["bigmoney"]
    assert "--timeout 4 --first-timeout 4" in result["replay"]
    assert 4 <= elapsed < patience(60)


# A passive player in the standard library alone, so that an unprivileged user can run it with the system
# interpreter (the project's interpreter may live where only root can read, as under /root here).
PASSIVE_STDLIB = r"""
import os, re, sys
sys.stderr.write(f"uid {os.getuid()}\n")
buffer = ""
for line in sys.stdin:
    buffer += line
    if buffer.count("(") != buffer.count(")"):
        continue
    message, buffer = buffer, ""
    if message.startswith(("(move ", "(attacked ")):
        hand = re.search(r"\(hand([^()]*)\)", message).group(1).split()
        if message.startswith("(move "):
            answer = f"(clean {hand[0]})" if hand else "(clean)"
        else:
            answer = "(discard " + " ".join(hand[: max(0, len(hand) - 3)]) + ")"
        print(answer.replace(" )", ")"), flush=True)
"""


def test_run_as_plays_every_player_as_that_user(run_as_place: OtherUserPlace, tmp_path: Path) -> None:
    player = f"{run_as_place.python} {run_as_place.write('passive.py', PASSIVE_STDLIB)}"
    logs = tmp_path / "stderr"
    completed = run_referee(
        "--json",
        "--seed",
        "3",
        "--turn-limit",
        "3",
        "--run-as",
        run_as_place.user,
        "--stderr-dir",
        str(logs),
        f"ann={player}",
        f"bob={player}",
    )
    assert completed.returncode == 0, completed.stderr
    result = json.loads(completed.stdout)
    assert [p["status"] for p in result["players"]] == ["finished", "finished"], result
    assert result["end"] == "turn-limit"
    assert f"--run-as {run_as_place.user}" in result["replay"]
    for name in ("ann", "bob"):
        assert (logs / f"{name}.stderr").read_text().startswith(f"uid {run_as_place.uid}\n")
