"""Issue 25, items 1, 2, 3 and 9: nothing of the machine reaches a player (docs/sandbox.md, "Threats", rows
25.1, 25.2, 25.3 and 25.9). Each attack is a program of tests/programs/ played in a full game (`run_match`,
as `referee` does) or a seat against the referee's default containment; its evidence goes to its stderr
file only (`passive_kit.report`). Each test failed on the containment before these rows existed.
"""

from __future__ import annotations

import dataclasses
import fcntl
import json
import os
import sys
import uuid
from pathlib import Path

import programs_harness as harness
import pytest

from referee.match import MatchConfig, run_match
from referee.seats import sandbox
from referee.seats.process import Limits, SubprocessSeat

GOOD = f"{sys.executable} -m players.big_money"
CONTAINMENT = sandbox.detect()
MIB = 1024**2

pytestmark = pytest.mark.usefixtures("no_writable_directory")


def reports(path: Path) -> list[dict]:
    """The ``REPORT {json}`` lines a program wrote to its stderr file."""
    if not path.exists():
        return []
    return [json.loads(line[7:]) for line in path.read_text().splitlines() if line.startswith("REPORT ")]


def play(tmp_path: Path, evil: list[str], limits: Limits, seed: int = 5):
    """A game of big_money ("good") against `evil`; returns the result and evil's stderr file."""
    stderr_dir = tmp_path / "stderr"
    config = MatchConfig(
        players=(("good", tuple(GOOD.split())), ("evil", tuple(evil))),
        seed=seed,
        limits=limits,
        stderr_dir=stderr_dir,
        turn_limit=20,
    )
    return run_match(config), stderr_dir / "evil.stderr"


def test_a_loop_device_a_player_could_still_reach_is_detached_at_the_end_of_its_game(tmp_path: Path) -> None:
    # Where a player has the host's /dev (a machine that cannot give it its own): the fallback.
    if CONTAINMENT.read_only is None or not Path("/dev/loop-control").exists():
        pytest.skip(f"no private file system or no loop devices here ({sandbox.describe(CONTAINMENT)})")
    fallback = dataclasses.replace(CONTAINMENT, minimal_dev=False)
    limits = Limits(reply_timeout=20.0, first_reply_timeout=30.0, exit_grace=0.5)
    stderr = tmp_path / "evil.stderr"
    seat = SubprocessSeat(
        "evil",
        harness.program("attaches_loop"),
        version=3,
        limits=limits,
        stderr_path=str(stderr),
        containment=fallback,
    )
    loop = None
    try:
        seat.move(harness.state())  # it attacks, reports, then answers
        seat.close()
        [found] = reports(stderr)
        loop = found["loop"]
        assert loop is not None, f"the attack did not attach a loop device here: {found}"
        backing = Path("/sys/block") / Path(loop).name / "loop" / "backing_file"
        assert not backing.exists(), f"{loop} is still attached to {backing.read_text().strip()}"
    finally:
        seat.close(kill=True)
        if loop is not None and (Path("/sys/block") / Path(loop).name / "loop").exists():
            fd = os.open(loop, os.O_RDONLY)  # the test's own cleanup, only if the assertion above failed
            try:
                fcntl.ioctl(fd, 0x4C01)  # LOOP_CLR_FD
            finally:
                os.close(fd)


# ---- 2. memory past the limit through shared memory ---------------------------------------------------


@pytest.mark.parametrize("mode", ["memfd", "shared", "child"])
def test_shared_memory_counts_against_the_memory_limit_and_ejects_the_player(
    tmp_path: Path, mode: str
) -> None:
    if CONTAINMENT.memory_limit is None:
        pytest.skip(f"no memory cgroup here ({sandbox.describe(CONTAINMENT)})")
    limits = Limits(
        reply_timeout=20.0,
        first_reply_timeout=30.0,
        exit_grace=0.5,
        memory_bytes=128 * MIB,
        data_bytes=128 * MIB,
    )
    result, stderr = play(tmp_path, harness.program("shares_memory", mode, 384), limits)
    taken = [report["took"] for report in reports(stderr)]
    assert taken == [], f"the player took {taken} bytes of shared memory under a limit of 128 MiB"
    good, evil = result.players
    assert good.ejection is None
    assert evil.ejection is not None, result
    assert "used more than 128 MiB of memory" in evil.ejection.message, evil.ejection


# ---- 1. the machine's terminals, console, loop and block devices ----------------------------------------


def test_a_player_reaches_no_terminal_console_loop_or_block_device_of_the_host(tmp_path: Path) -> None:
    if not CONTAINMENT.minimal_dev:
        pytest.skip(f"no /dev of its own for players here ({sandbox.describe(CONTAINMENT)})")
    master, slave = os.openpty()  # an instructor's terminal: /dev/pts/N of the host, root's
    try:
        terminal = os.ttyname(slave)
        limits = Limits(reply_timeout=20.0, first_reply_timeout=30.0, exit_grace=0.5)
        result, stderr = play(tmp_path, harness.program("reaches_devices", terminal), limits)
        assert [player.ejection for player in result.players] == [None, None], result
        [found] = reports(stderr)
        assert found["opened"] == [], found
        assert not found["wrote"]
        assert set(found["dev"]) == {
            *sandbox.DEVICES,
            "pts",
            "shm",
            "ptmx",
            "fd",
            "stdin",
            "stdout",
            "stderr",
        }
        os.set_blocking(master, False)
        try:
            seen = os.read(master, 4096)
        except BlockingIOError:
            seen = b""
        assert b"owned by a player" not in seen
    finally:
        os.close(master)
        os.close(slave)


# ---- 3. the kernel's keyrings ---------------------------------------------------------------------------


def test_a_player_reads_no_key_of_its_user_and_leaves_none_behind(tmp_path: Path) -> None:
    if CONTAINMENT.keyring_filter is None or harness.keyring_calls() is None:
        pytest.skip(f"no keyring filter here ({sandbox.describe(CONTAINMENT)})")
    name = f"dominion-test-{uuid.uuid4().hex}"
    secret = harness.add_user_key(f"{name}-secret", b"the instructor's secret")
    try:
        limits = Limits(reply_timeout=20.0, first_reply_timeout=30.0, exit_grace=0.5)
        result, stderr = play(tmp_path, harness.program("reads_keyring", name), limits)
        assert [player.ejection for player in result.players] == [None, None], result
        [found] = reports(stderr)
        assert found["secret"] is None, found
        assert found["left"] is None, found
        assert not found["listed"], found
        assert set(found["errors"]) == {"EPERM"}, found
        assert harness.find_user_key(f"{name}-left") is None
    finally:
        harness.remove_key(secret)
        left = harness.find_user_key(f"{name}-left")
        if left is not None:
            harness.remove_key(left)


# ---- 9. a stderr flood past the cap -----------------------------------------------------------------------


def test_a_stderr_flood_past_the_cap_never_reaches_the_referee(tmp_path: Path) -> None:
    if CONTAINMENT.stderr_sink is None:
        pytest.skip(f"no stderr sink here ({sandbox.describe(CONTAINMENT)})")
    limits = Limits(reply_timeout=20.0, first_reply_timeout=120.0, exit_grace=0.5, stderr_bytes=MIB)
    stderr = tmp_path / "evil.stderr"
    seat = SubprocessSeat(
        "evil",
        harness.program("floods_stderr_wide", 8, 16),
        version=3,
        limits=limits,
        stderr_path=str(stderr),
    )
    try:
        assert seat.move(harness.state()) is not None  # answered once every process has written 16 MiB
        seat.close()
        assert seat.stderr_tail(1) == f"WROTE {8 * 16 * MIB}"  # the end of stderr still reaches the referee
        read = seat._stderr.total  # noqa: SLF001 - the bytes the referee read are what this test checks
        assert read <= MIB + 64 * 1024 + 4096, f"the referee read {read} bytes of a 1 MiB cap"
        assert stderr.stat().st_size < MIB + 200
    finally:
        seat.close(kill=True)
