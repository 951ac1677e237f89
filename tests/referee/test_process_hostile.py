"""Hostile player programs (tests/programs/hostile.py) against the isolation of player processes.

Each attack runs twice:
- in a full game (`referee.match.run_match`, the referee's real configuration) against the big_money
  reference player: every attempt must fail AND the game must complete normally (nobody ejected);
- as a control, with the isolation this machine had before (the same kill set, but no namespaces, nothing
  hidden, privileges kept: `WAVE1`): the same attempt must succeed, which proves the attack is real and
  the assertion above can fail.

Nothing here depends on timing: the hostile program attacks at its first move and writes its report
before answering it.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import socket
import sys
from pathlib import Path

import programs_harness as harness
import pytest
import sexpdata

from protocol.messages import Card, Clean
from referee.match import MatchConfig, run_match
from referee.seats import sandbox
from referee.seats.process import Limits, SubprocessSeat
from referee.transcript import Transcript
from tests.run_as import OtherUserPlace

ROOT = Path(__file__).resolve().parents[2]

GOOD = (sys.executable, "-m", "players.big_money")

ISOLATED = sandbox.detect()
"""What the referee uses on this machine."""

WAVE1 = dataclasses.replace(
    ISOLATED, pid_namespace=None, namespaces=(), mount=None, setpriv=None, hidden_mounts=()
)
"""The same kill set without any of the isolation (what every player had before)."""

LIMITS = Limits(reply_timeout=5.0, first_reply_timeout=20.0, exit_grace=0.5)


def needs(*namespaces: str, hide: bool = False, drop: bool = False) -> None:
    """Skip the test where this machine cannot give the isolation it tests (docs/sandbox.md, fallbacks)."""
    missing = [name for name in namespaces if name not in ISOLATED.namespaces]
    if hide and ISOLATED.mount is None:
        missing.append("file hiding")
    if drop and ISOLATED.setpriv is None:
        missing.append("setpriv")
    if missing:
        pytest.skip(f"not available here: {', '.join(missing)} ({sandbox.describe(ISOLATED)})")


def hostile(attack: str, report: Path, *args: object) -> list[str]:
    return harness.program("hostile", attack, report, *args)


def hostile_game(tmp_path: Path, attack: str, *args: object, seed: int = 77) -> tuple[dict, Path]:
    """A full game of big_money ("good", first) against the hostile program ("evil"); asserts it ended
    normally with nobody ejected. Returns the hostile's report and the transcript file."""
    report = tmp_path / "report.json"
    log = tmp_path / "game.jsonl"
    config = MatchConfig(
        players=(("good", GOOD), ("evil", tuple(hostile(attack, report, *args)))),
        seed=seed,
        limits=LIMITS,
        log=log,
        stderr_dir=tmp_path / "stderr",
    )
    result = run_match(config)
    assert [player.ejection for player in result.players] == [None, None]
    assert result.end in ("provinces", "three-piles", "turn-limit")
    return json.loads(report.read_text()), log


def control(tmp_path: Path, attack: str, *args: object, **seat_args) -> dict:
    """The hostile program in a seat with the `WAVE1` containment, asked one move; returns its report."""
    report = tmp_path / "control.json"
    with SubprocessSeat(
        "evil", hostile(attack, report, *args), version=3, limits=LIMITS, containment=WAVE1, **seat_args
    ) as evil:
        assert evil.move(harness.state()) == Clean(Card.COPPER)
    return json.loads(report.read_text())


def succeeded(report: dict, what: str) -> list[dict]:
    return [attempt for attempt in report["attempts"] if attempt["what"] == what and attempt["ok"]]


def has_cap_sys_admin() -> bool:
    """True if this process has CAP_SYS_ADMIN (root outside a restricted container): namespaces then work."""
    with open("/proc/self/status", encoding="ascii") as status:
        effective = next(line.split()[1] for line in status if line.startswith("CapEff:"))
    return bool(int(effective, 16) >> 21 & 1)


def test_the_referee_isolates_players_fully_here() -> None:
    # The project's machines (and CI) run the referee as root with util-linux: everything must be in force.
    if os.environ.get("DOMINION_REFEREE_CONTAINMENT") or not has_cap_sys_admin():
        pytest.skip("a kill set was chosen by DOMINION_REFEREE_CONTAINMENT, or no CAP_SYS_ADMIN here")
    if not all(shutil.which(tool) for tool in ("unshare", "setpriv", "mount")):
        pytest.skip("util-linux unshare, setpriv or mount is missing here")
    assert ISOLATED.namespaces == sandbox.NAMESPACES, sandbox.describe(ISOLATED)
    assert ISOLATED.mount is not None and ISOLATED.setpriv is not None, sandbox.describe(ISOLATED)
    line = sandbox.describe(ISOLATED)
    assert "namespaces pid (private /proc), mount, net (no network), ipc, cgroup" in line
    assert "privileges dropped by setpriv" in line
    assert "NO " not in line and "NOT DROPPED" not in line and "NOTHING HIDDEN" not in line


def test_a_player_sees_no_other_process_nor_its_stdin_or_environment(tmp_path: Path) -> None:
    needs("pid", "mount")
    report, _ = hostile_game(tmp_path, "snoop")
    assert report["pid"] == 1  # PID 1 of its own namespace
    assert report["attempts"][0]["what"] == "list-proc"
    assert [a for a in report["attempts"] if a["ok"]] == [], report


def test_control_without_isolation_a_player_opens_another_players_stdin(tmp_path: Path) -> None:
    with SubprocessSeat("victim", harness.program("passive_kit"), version=3, limits=LIMITS) as victim:
        victim_pids = [victim.pid, *sandbox.descendants(victim.pid)]
        report = control(tmp_path, "snoop")
        assert victim.move(harness.state()) == Clean(Card.COPPER)
    opened = {int(a["target"]) for a in succeeded(report, "open-stdin")}
    assert opened & set(victim_pids), report
    assert succeeded(report, "environ")


def test_a_player_cannot_signal_its_opponent_nor_the_referee(tmp_path: Path) -> None:
    needs("pid")
    with SubprocessSeat("victim", harness.program("passive_kit"), version=3, limits=LIMITS) as victim:
        targets = [f"9:{pid}" for pid in [victim.pid, *sandbox.descendants(victim.pid)]]
        report = tmp_path / "report.json"
        with SubprocessSeat(
            "evil", hostile("signal", report, *targets, f"0:{os.getpid()}"), version=3, limits=LIMITS
        ) as evil:
            assert evil.move(harness.state()) == Clean(Card.COPPER)
        assert victim.move(harness.state()) == Clean(Card.COPPER)  # alive and well
    attempts = json.loads(report.read_text())["attempts"]
    assert len(attempts) == len(targets) + 1  # it found no process to signal in its /proc
    assert [a for a in attempts if a["ok"]] == []
    assert all(a["detail"].startswith("ESRCH") for a in attempts), attempts
    assert victim.returncode == 0


def test_control_without_isolation_a_player_can_signal_the_referee(tmp_path: Path) -> None:
    report = control(tmp_path, "signal", f"0:{os.getpid()}")
    assert succeeded(report, "signal")[0]["target"] == str(os.getpid())


def test_a_player_has_no_network(tmp_path: Path) -> None:
    needs("net")
    with socket.create_server(("127.0.0.1", 0)) as listener:
        listener.setblocking(False)
        report, _ = hostile_game(tmp_path, "connect", listener.getsockname()[1])
        with pytest.raises(BlockingIOError):
            listener.accept()  # nobody connected
    [attempt] = report["attempts"]
    assert attempt["what"] == "connect" and not attempt["ok"], attempt


def test_control_without_isolation_a_player_connects(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as listener:
        report = control(tmp_path, "connect", listener.getsockname()[1])
        listener.settimeout(10)
        conn, _ = listener.accept()
        conn.close()
    assert succeeded(report, "connect")


def decoy_cgroup(containment: sandbox.Containment) -> Path:
    """A cgroup outside the player's, named like a player's (a later referee sweeps it if this test dies)."""
    parent = containment.pids_v1 or containment.cgroup_v2
    if parent is None:
        pytest.skip("no writable cgroup here")
    path = parent / f"{sandbox.owner_tag()}-decoy"
    path.mkdir()
    return path


def remove_decoy(path: Path) -> None:
    for pid in harness.read_pids(path / "cgroup.procs", 0):
        try:
            os.kill(int(pid), 9)
        except ProcessLookupError:
            pass
    sandbox._remove_cgroup(path)  # noqa: SLF001 - the same careful rmdir the referee uses


def test_a_player_cannot_leave_its_cgroups(tmp_path: Path) -> None:
    needs("mount", hide=True)
    decoy = decoy_cgroup(ISOLATED)
    try:
        report, _ = hostile_game(tmp_path, "cgroup", decoy / "cgroup.procs")
        assert (decoy / "cgroup.procs").read_text() == ""
    finally:
        remove_decoy(decoy)
    assert [a for a in report["attempts"] if a["ok"]] == [], report
    assert report["attempts"][0]["detail"] == "0 cgroup.procs files"


def test_control_without_isolation_a_player_leaves_its_cgroups(tmp_path: Path) -> None:
    decoy = decoy_cgroup(WAVE1)
    try:
        report = control(tmp_path, "cgroup", decoy / "cgroup.procs")
        assert succeeded(report, "join-cgroup")
    finally:
        remove_decoy(decoy)


def test_a_player_has_no_privileges(tmp_path: Path) -> None:
    needs(drop=True)
    report, _ = hostile_game(tmp_path, "privileges")
    assert [a for a in report["attempts"] if a["ok"]] == [], report
    assert report["attempts"][-1]["detail"] == "EPERM"


def test_control_without_isolation_a_root_player_keeps_its_privileges(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("the control needs a root referee")
    report = control(tmp_path, "privileges")
    assert succeeded(report, "capabilities") and succeeded(report, "unshare-mount")


def test_a_player_cannot_read_the_transcript_nor_an_earlier_players_stderr(tmp_path: Path) -> None:
    needs("mount", hide=True)
    log, good_stderr = tmp_path / "game.jsonl", tmp_path / "stderr" / "good.stderr"
    report, _ = hostile_game(tmp_path, "read", log, good_stderr)
    assert len(log.read_text().splitlines()) > 10  # the transcript was there to read
    attempts = report["attempts"]
    assert [a["target"] for a in attempts] == [str(log), str(good_stderr)]
    for attempt in attempts:
        assert not attempt["ok"]
        assert attempt["detail"] == "0 bytes from a mode crw-rw-rw-", attempt  # /dev/null over it


def test_control_without_isolation_a_player_reads_the_transcript(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    transcript = Transcript(log)
    try:
        report = control(tmp_path, "read", log, transcript=transcript)
    finally:
        transcript.close()
    assert succeeded(report, "read"), report


def test_a_player_run_as_another_user_cannot_read_a_later_players_stderr(
    run_as_place: OtherUserPlace, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The report must be writable by nobody: the place is.
    monkeypatch.setenv(
        sandbox.WRITABLE_ENV, f"{os.environ.get(sandbox.WRITABLE_ENV, '')}:{run_as_place.directory}"
    )
    # The hostile program on the system Python, with what it imports beside it (sexpdata is one file).
    for source in (harness.PROGRAMS / "hostile.py", harness.PROGRAMS / "passive_kit.py", ROOT / "protocol"):
        run_as_place.copy(source)
    run_as_place.copy(sexpdata.__file__, "sexpdata.py")
    report, victim_stderr = run_as_place.directory / "report.json", tmp_path / "victim.stderr"
    limits = dataclasses.replace(LIMITS, run_as=run_as_place.user)
    argv = [
        run_as_place.python,
        str(run_as_place.directory / "hostile.py"),
        "read",
        str(report),
        str(victim_stderr),
    ]
    victim = harness.program("passive_kit")
    with SubprocessSeat("evil", argv, version=3, limits=limits) as evil:
        # Started after the hostile player: its stderr file is not hidden from it, only unreadable.
        with SubprocessSeat("victim", victim, version=3, limits=LIMITS, stderr_path=str(victim_stderr)):
            assert evil.move(harness.state()) == Clean(Card.COPPER)
    found = json.loads(report.read_text())
    assert found["uid"] == run_as_place.uid
    [attempt] = found["attempts"]
    assert not attempt["ok"] and attempt["detail"].startswith("EACCES"), attempt
    assert oct(victim_stderr.stat().st_mode & 0o777) == "0o600"


def test_run_as_is_validated() -> None:
    with pytest.raises(ValueError, match="Limits.run_as: there is no user 'no-such-user-xyz'"):
        Limits(run_as="no-such-user-xyz")
    with pytest.raises(ValueError, match="Limits.run_as must be a user name or a numeric uid"):
        Limits(run_as="")
    assert Limits(run_as="12345").run_as_ids() == (12345, 12345)
    assert Limits().run_as_ids() is None
