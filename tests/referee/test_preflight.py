"""The pre-flight of `referee tournament` and `referee compare`: each program started once, as the games
run it, must answer its first move; a failure stops before any game is recorded and names the program, the
identity and the cause. Real programs, real subprocesses; the `--run-as` test needs a root referee and
setpriv."""

from __future__ import annotations

import os
import pwd
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli import patience, referee_command
from tests.run_as import SYSTEM_PYTHON, OtherUserPlace

ROOT = Path(__file__).resolve().parents[2]
PROGRAMS = ROOT / "tests" / "programs"
REFEREE = referee_command()
BIG = f"{sys.executable} -m players.big_money"
JUNK = f"junk={sys.executable} {PROGRAMS / 'garbage.py'}"

PASSIVE = r"""
import re, sys
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
"""A player of the standard library only (a system Python runs it as any user): cleans up every turn."""


def referee(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*REFEREE, *args], cwd=cwd, capture_output=True, text=True, timeout=patience(300))


def own_identity() -> str:
    uid = os.geteuid()
    return f"user {pwd.getpwuid(uid).pw_name} (uid {uid}, the referee's own user)"


def test_a_tournament_with_a_program_that_cannot_answer_stops_before_any_game(tmp_path: Path) -> None:
    run = referee("tournament", "--games", "2", "--turn-limit", "5", "--seed", "1", BIG, JUNK, cwd=tmp_path)
    assert run.returncode == 2, run.stderr
    [failure] = [line for line in run.stderr.splitlines() if "did not answer its first move" in line]
    assert failure.startswith(f"pre-flight: junk ({sys.executable} {PROGRAMS / 'garbage.py'}) did not answer")
    assert f"as {own_identity()}: the program: ejected (protocol-error)" in failure
    assert "(please let me win)" in failure and "referee check" in failure and "--skip-preflight" in failure
    assert (
        "pre-flight failed for 1 program: the tournament did not start and nothing was recorded" in run.stderr
    )
    assert not (tmp_path / "tournament.sqlite").exists()
    assert not (tmp_path / "tournament-games").exists()
    # For those who know: the games are played, and junk is ejected from each.
    skipped = referee(
        "tournament", "--games", "2", "--turn-limit", "5", "--seed", "1", "--skip-preflight", BIG, JUNK,
        cwd=tmp_path,
    )  # fmt: skip
    assert skipped.returncode == 0, skipped.stderr
    assert "pre-flight" not in skipped.stderr and (tmp_path / "tournament.sqlite").exists()


def test_working_programs_pass_and_the_tournament_says_so(tmp_path: Path) -> None:
    players = [BIG, f"{sys.executable} -m players.passive", f"other={sys.executable} -m players.passive"]
    run = referee("tournament", "--games", "2", "--turn-limit", "3", "--seed", "1", *players, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    # passive is given twice: one program, started once.
    assert f"pre-flight: starting each of the 2 programs once as {own_identity()}" in run.stderr
    assert "pre-flight: all 2 programs answered their first move" in run.stderr
    assert "round-robin tournament: 6 of 6 games recorded" in run.stdout


def test_compare_runs_the_pre_flight_too(tmp_path: Path) -> None:
    run = referee("compare", "--seed", "1", "--max-games", "4", BIG, JUNK, cwd=tmp_path)
    assert run.returncode == 2
    assert "pre-flight: junk" in run.stderr and "the program: ejected (protocol-error)" in run.stderr
    assert "pre-flight failed: no game was played" in run.stderr and run.stdout == ""


@pytest.fixture
def shared(run_as_place: OtherUserPlace) -> Path:
    """A directory user nobody can enter, holding ``passive.py`` (readable by all) and
    ``private/passive.py`` in a directory closed to everyone but root (mode 700)."""
    run_as_place.write("passive.py", PASSIVE)
    private = run_as_place.directory / "private"
    private.mkdir(mode=0o700)
    (private / "passive.py").write_text(PASSIVE)
    return run_as_place.directory


def test_run_as_a_user_that_cannot_read_the_program_is_named_as_the_environment(
    shared: Path, tmp_path: Path
) -> None:
    good = f"good={SYSTEM_PYTHON} passive.py"
    hidden = f"hidden={SYSTEM_PYTHON} private/passive.py"
    db = tmp_path / "t.sqlite"
    options = ["--games", "2", "--turn-limit", "3", "--seed", "1", "--run-as", "nobody", "--db", str(db)]
    run = referee("tournament", *options, good, hidden, cwd=shared)
    assert run.returncode == 2, run.stderr
    [failure] = [line for line in run.stderr.splitlines() if "did not answer its first move" in line]
    nobody = pwd.getpwnam("nobody").pw_uid
    hidden_file = shared / "private" / "passive.py"
    assert failure.startswith(
        f"pre-flight: hidden ({SYSTEM_PYTHON} private/passive.py) did not answer its first move as user "
        f"nobody (uid {nobody}): the environment: user nobody cannot read {hidden_file} "
        f"(the directory {shared / 'private'} is closed to it)"
    ), failure
    assert "[Errno 13] Permission" in failure, failure  # what the program said, as evidence
    assert "where nobody can read them" in failure and "leave out --run-as" in failure
    assert not db.exists()
    # The same program in one game: its ejection says the environment's part too.
    game = referee("--run-as", "nobody", "--seed", "1", "--turn-limit", "3", good, hidden, cwd=shared)
    assert game.returncode == 0, game.stderr
    assert "hidden was ejected on game turn" in game.stdout and "(crashed)" in game.stdout
    assert "the environment, not the program: user nobody cannot read" in game.stdout
    # Readable, it answers: the tournament runs as nobody.
    (shared / "private").chmod(0o755)
    (shared / "private" / "passive.py").chmod(0o644)
    fixed = referee("tournament", *options, good, hidden, cwd=shared)
    assert fixed.returncode == 0, fixed.stderr
    assert "pre-flight: all 2 programs answered their first move" in fixed.stderr
