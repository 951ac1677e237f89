"""Containment: no process of a player outlives close(), in every kill set this machine offers.

Each kill set (`referee.seats.sandbox.KILL_SETS`) is forced with `sandbox.probe(at_most=...)`; one this
machine cannot provide is skipped (the weak ``process-group`` set is tested for what it does promise).
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import programs_harness as harness
import pytest

from protocol.messages import Card, Clean
from referee.errors import PlayerCrashed
from referee.seats import process, sandbox
from referee.seats.process import Limits, SubprocessSeat
from tests.cli import patience

program, state, proc_state = harness.program, harness.state, harness.proc_state
assert_all_dead, read_pids = harness.assert_all_dead, harness.read_pids

FAST = harness.FAST

STRONG = ("cgroup-v2", "cgroup-v1-pids", "pid-namespace")


def containment(kill_set: str) -> sandbox.Containment:
    found = sandbox.probe(at_most=kill_set)
    if found.kill_set != kill_set:
        pytest.skip(f"kill set {kill_set} is not available here (best: {found.kill_set})")
    return found


def seat(kill_set: str, name: str, *args: object, limits: Limits = FAST) -> SubprocessSeat:
    return SubprocessSeat(
        "me", program(name, *args), version=3, limits=limits, containment=containment(kill_set)
    )


def test_the_best_kill_set_is_strong_on_this_machine() -> None:
    # The project's machines (and CI, which runs on them) offer cgroups and PID namespaces; the weak
    # fallback must not be what is used there.
    if os.environ.get("DOMINION_REFEREE_CONTAINMENT"):
        pytest.skip("a kill set was chosen by DOMINION_REFEREE_CONTAINMENT")
    assert sandbox.detect().kill_set in STRONG, sandbox.describe()


def test_probe_never_raises_and_respects_at_most() -> None:
    weakest = sandbox.probe(at_most="process-group")
    assert weakest.kill_set == "process-group"
    assert weakest.cgroup_v2 is None and weakest.pids_v1 is None and weakest.pid_namespace is None
    assert "WEAK" in sandbox.describe(weakest)
    assert sandbox.probe(at_most="no-such-thing").kill_set == sandbox.probe().kill_set


@pytest.mark.parametrize("kill_set", STRONG)
def test_double_fork_with_setsid_dies_at_close(kill_set: str, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with seat(kill_set, "double_fork", pids) as player:
        recorded = read_pids(pids, 2)
        assert len(recorded) == 2
        assert proc_state(recorded[1]) not in (None, "Z")  # the grandchild runs, in its own session
        for _ in range(3):
            assert player.move(state()) == Clean(Card.COPPER)
    assert player.kill_set == kill_set
    assert player.exited_on_its_own is True  # the player itself exits at end of input
    assert_all_dead(recorded)


@pytest.mark.parametrize("kill_set", STRONG)
def test_a_child_holding_the_pipes_after_its_parent_exits_dies(kill_set: str, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    limits = Limits(reply_timeout=30.0, first_reply_timeout=30.0, exit_grace=0.5)
    with seat(kill_set, "fork_child_exits", 1, pids, limits=limits) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
    assert "exited with status 0" in caught.value.message
    assert_all_dead(read_pids(pids, 2))


@pytest.mark.parametrize("kill_set", (*STRONG, "process-group"))
def test_closing_stdout_while_running_is_seen_at_once(kill_set: str, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    limits = Limits(reply_timeout=30.0, first_reply_timeout=30.0, exit_grace=0.5)
    with seat(kill_set, "closes_stdout", 1, pids, limits=limits) as player:
        assert player.move(state()) == Clean(Card.COPPER)
        start = time.monotonic()
        with pytest.raises(PlayerCrashed) as caught:
            player.move(state())
        assert time.monotonic() - start < 10  # not at the 30 s reply limit
    assert "closed its stdout while still running" in caught.value.message
    assert_all_dead(read_pids(pids, 1))


@pytest.mark.parametrize("kill_set", (*STRONG, "process-group"))
def test_a_spinning_player_is_killed(kill_set: str, tmp_path: Path) -> None:
    pids = tmp_path / "pids"
    with seat(kill_set, "spins_at_eof", pids, limits=Limits(exit_grace=0.3)) as player:
        assert player.move(state()) == Clean(Card.COPPER)
    assert player.exited_on_its_own is False
    assert_all_dead(read_pids(pids, 1))


@pytest.mark.parametrize("kill_set", STRONG)
def test_closing_one_player_leaves_another_games_players_alone(kill_set: str, tmp_path: Path) -> None:
    first_pids, second_pids = tmp_path / "first", tmp_path / "second"
    first = seat(kill_set, "double_fork", first_pids)
    second = seat(kill_set, "double_fork", second_pids)
    try:
        first_recorded, second_recorded = read_pids(first_pids, 2), read_pids(second_pids, 2)
        first.close()
        assert_all_dead(first_recorded)
        assert all(proc_state(pid) not in (None, "Z") for pid in second_recorded[1:])
        assert second.move(state()) == Clean(Card.COPPER)
    finally:
        second.close()
    assert_all_dead(second_recorded)


def test_games_in_threads_each_clean_up(tmp_path: Path) -> None:
    errors: list[BaseException] = []
    files = [tmp_path / f"pids{i}" for i in range(4)]

    def one(path: Path) -> None:
        try:
            with SubprocessSeat("me", program("double_fork", path), version=3, limits=FAST) as player:
                for _ in range(5):
                    assert player.move(state()) == Clean(Card.COPPER)
        except BaseException as error:  # noqa: BLE001 - reported by the main thread
            errors.append(error)

    threads = [threading.Thread(target=one, args=(path,)) for path in files]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not errors
    for path in files:
        assert_all_dead(read_pids(path, 2))


def test_process_limit_is_enforced_where_a_pids_cgroup_exists(tmp_path: Path) -> None:
    found = sandbox.detect()
    if not found.process_limit:
        pytest.skip("no writable pids cgroup here: the process limit is not enforced (see docs/sandbox.md)")
    out = tmp_path / "forks"
    code = (
        "import os, sys, time\n"
        "made = 0\n"
        "for _ in range(60):\n"
        "    try:\n"
        "        if os.fork() == 0:\n"
        "            time.sleep(60)\n"
        "            os._exit(0)\n"
        "        made += 1\n"
        "    except OSError:\n"
        "        break\n"
        "open(sys.argv[1] + '.tmp', 'w').write(str(made))\n"
        "os.rename(sys.argv[1] + '.tmp', sys.argv[1])\n"
        "time.sleep(60)\n"
    )
    player = SubprocessSeat(
        "me",
        [sys.executable, "-c", code, str(out)],
        version=3,
        limits=Limits(max_processes=10, exit_grace=0.2),
    )
    try:
        deadline = time.monotonic() + patience(20)
        while not out.exists():
            assert time.monotonic() < deadline
            time.sleep(0.01)
        made = int(out.read_text())
    finally:
        player.close()
    assert made < 10  # the launcher chain and the player count too


@pytest.mark.parametrize("kill_set", STRONG)
def test_cgroups_are_removed_after_close(kill_set: str, tmp_path: Path) -> None:
    with seat(kill_set, "double_fork", tmp_path / "pids") as player:
        jail = player._jail  # noqa: SLF001 - the cgroup paths are what this test checks
        made = list(jail.cgroups)
        assert all(path.is_dir() for path in made)
        player.move(state())
    assert not any(path.exists() for path in made)


@pytest.fixture
def stale_cgroup() -> Iterator[Path]:
    """A player cgroup named after a referee process that no longer runs (as if it was killed -9)."""
    found = sandbox.detect()
    parent = found.cgroup_v2 or found.pids_v1
    if parent is None:
        pytest.skip("no writable cgroup here")
    gone = subprocess.Popen(["true"])
    gone.wait()  # a pid that no longer runs: the "killed referee"
    stale = parent / f"{os.stat('/proc/self/ns/pid').st_ino}.{gone.pid}-1"
    stale.mkdir()
    try:
        yield stale
    finally:
        if stale.exists():
            stale.rmdir()


def test_a_later_referee_removes_what_a_killed_referee_left(stale_cgroup: Path, tmp_path: Path) -> None:
    pidfile = tmp_path / "pid"
    script = f"echo $$ > {stale_cgroup / 'cgroup.procs'} && echo $$ > {pidfile} && exec sleep 600"
    orphan = subprocess.Popen(["sh", "-c", script], start_new_session=True)
    try:
        pid = harness.read_pids(pidfile, 1)[0]
        assert harness.proc_state(pid) not in (None, "Z")
        assert stale_cgroup in sandbox.sweep_stale(stale_cgroup.parent)
        assert not stale_cgroup.exists()
        orphan.wait(patience(10))
        harness.assert_all_dead([pid])
    finally:
        orphan.kill()
        orphan.wait()


def test_private_directories_of_a_killed_referee_are_removed() -> None:
    gone = subprocess.Popen(["true"])
    gone.wait()
    namespace = str(os.stat("/proc/self/ns/pid").st_ino)
    stale = Path(tempfile.mkdtemp(prefix=f"dominion-player-{namespace}.{gone.pid}-bot-"))
    (stale / "left.txt").write_text("junk")
    live = Path(tempfile.mkdtemp(prefix=f"dominion-player-{sandbox.owner_tag()}-bot-"))
    foreign = Path(tempfile.mkdtemp(prefix=f"dominion-player-1.{gone.pid}-bot-"))  # another namespace
    try:
        process._sweep_stale_homes.__wrapped__()  # noqa: SLF001 - the once-per-process sweep itself
        assert not stale.exists()
        assert live.exists() and foreign.exists()
    finally:
        for path in (stale, live, foreign):
            if path.exists():
                shutil.rmtree(path)


def _degraded() -> dict[str, sandbox.Containment]:
    """The best containment here with one isolation mechanism taken away, as on a machine lacking it."""
    best = sandbox.detect()
    if best.pid_namespace is None or best.setpriv is None or best.mount is None:
        return {}
    unshare = best.pid_namespace[0]
    user = ("--user", "--map-root-user") if "user" in best.namespaces else ()
    return {
        "pid-only": dataclasses.replace(
            best,
            pid_namespace=(unshare, *user, "--pid", "--fork", "--kill-child"),
            namespaces=(*(("user",) if user else ()), "pid"),
            mount=None,
            hidden_mounts=(),
        ),
        "no-setpriv": dataclasses.replace(best, setpriv=None),
        "no-hiding": dataclasses.replace(best, mount=None, hidden_mounts=()),
        "setpriv-only": dataclasses.replace(
            best, pid_namespace=None, namespaces=(), mount=None, hidden_mounts=()
        ),
    }


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("pid-only", "pid (but the HOST /proc) (NO MOUNT, NET, IPC, CGROUP)"),
        ("no-setpriv", "PRIVILEGES NOT DROPPED"),
        ("no-hiding", "NOTHING HIDDEN"),
        ("setpriv-only", "NO NAMESPACES"),
    ],
)
def test_each_fallback_still_plays_and_kills_everything(name: str, says: str, tmp_path: Path) -> None:
    degraded = _degraded()
    if not degraded:
        pytest.skip(f"this machine lacks some isolation already: {sandbox.describe()}")
    found = degraded[name]
    assert says in sandbox.describe(found)
    pids = tmp_path / "pids"
    with SubprocessSeat(
        "me", program("double_fork", pids), version=3, limits=FAST, containment=found
    ) as player:
        recorded = read_pids(pids, 2)
        assert proc_state(recorded[1]) not in (None, "Z")
        for _ in range(3):
            assert player.move(state()) == Clean(Card.COPPER)
    assert player.exited_on_its_own is True
    assert_all_dead(recorded)


def _start_hiding(tmp_path: Path, path: Path) -> subprocess.CompletedProcess[str]:
    """`echo started` in a jail that hides `path` as a file."""
    found = sandbox.detect()
    if found.mount is None:
        pytest.skip("files cannot be hidden here")
    jail = sandbox.Jail(found, sandbox.ResourceLimits(60, 10**9, 10**7, 64), 16)
    try:
        argv = jail.command(["echo", "started"], hide=[str(path)])
        return subprocess.run(argv, capture_output=True, text=True, timeout=patience(30), check=False)
    finally:
        jail.kill_all()
        jail.release()


def test_a_file_that_cannot_be_hidden_stops_the_start(tmp_path: Path) -> None:
    # A directory where a file was expected: /dev/null cannot be bound over it, and it is still there.
    (tmp_path / "tournament.sqlite").mkdir()
    done = _start_hiding(tmp_path, tmp_path / "tournament.sqlite")
    assert done.returncode == 125
    assert done.stdout == ""
    assert "referee: cannot hide a file from the player" in done.stderr


def test_a_file_to_hide_that_is_gone_does_not_stop_the_start(tmp_path: Path) -> None:
    # Nothing is left to show (an SQLite journal deleted between the referee's look and the mount).
    done = _start_hiding(tmp_path, tmp_path / "tournament.sqlite-journal")
    assert done.returncode == 0, done.stderr
    assert done.stdout == "started\n"


@pytest.mark.parametrize("kill_set", sandbox.KILL_SETS)
def test_a_containment_survives_json(kill_set: str) -> None:
    found = sandbox.probe(at_most=kill_set)
    text = json.dumps(found.to_json())
    assert sandbox.Containment.from_json(json.loads(text)) == found


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: "not a dict", "a containment is a dict with the keys"),
        (lambda d: {k: v for k, v in d.items() if k != "shell"}, "a containment is a dict with the keys"),
        (lambda d: {**d, "extra": 1}, "a containment is a dict with the keys"),
        (lambda d: {**d, "cgroup_v2_pids": "yes"}, "field 'cgroup_v2_pids' has a value of the wrong type"),
        (lambda d: {**d, "pid_namespace": "unshare"}, "field 'pid_namespace' has a value of the wrong type"),
        (lambda d: {**d, "namespaces": None}, "field 'namespaces' has a value of the wrong type"),
        (lambda d: {**d, "setpriv": ["setpriv", 2]}, "field 'setpriv' has a value of the wrong type"),
        (lambda d: {**d, "shell": None}, "field 'shell' has a value of the wrong type"),
        (lambda d: {**d, "cgroup_v2": 7}, "field 'cgroup_v2' has a value of the wrong type"),
    ],
)
def test_a_malformed_containment_is_refused_naming_what_is_wrong(change: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        sandbox.Containment.from_json(change(sandbox.detect().to_json()))  # type: ignore[operator]


def test_an_adopted_containment_replaces_the_probe_and_stale_cgroups_are_still_swept(
    stale_cgroup: Path,
) -> None:
    # A fresh process, whose probe would fail: it must use what it is given, and still sweep.
    code = (
        "import json, sys; from referee.seats import sandbox\n"
        "def refuse(*args): raise AssertionError('probed although a containment was adopted')\n"
        "sandbox.probe = refuse\n"
        "given = sandbox.Containment.from_json(json.loads(sys.argv[1]))\n"
        "sandbox.adopt(given)\n"
        "assert sandbox.detect() is given\n"
        "print(sandbox.detect().kill_set)\n"
    )
    found = sandbox.detect()
    given = json.dumps(found.to_json())
    run = subprocess.run(
        [sys.executable, "-c", code, given], capture_output=True, text=True, timeout=patience(60)
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == found.kill_set
    assert not stale_cgroup.exists()
