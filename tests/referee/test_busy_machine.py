"""Games on a busy machine: a time limit judges the program, not the machine (issue 39, items 6 and 7).

The load is made as another tournament's players would make it: CPU-bound processes, each in a cpu cgroup
of its own beside the players' (a player's ``cpu.shares``/``cpu.weight`` times `WEIGHT`, so that `LOADS`
processes weigh as `LOADS` * `WEIGHT` players: the issue's 40 CPU-bound players, with fewer processes on a
machine shared with others). Every load process is killed and its cgroup removed when its test ends.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee.errors import MachineBusy
from referee.match import MatchConfig, run_match
from referee.seats import sandbox
from referee.seats.load import cores, overload, starved_time
from referee.seats.process import Limits
from referee.tournament.store import TournamentStore
from tests.cli import referee_command

LOADS = 2
"""CPU-bound processes of the load: more than the cores of the machines the tests run on (2)."""

WEIGHT = 10
"""Each load process weighs as this many players (its cgroup's CPU share is a player's times this)."""

PLAYERS = (
    ("bigmoney", (sys.executable, "-m", "players.big_money")),
    ("smithy", (sys.executable, "-m", "players.smithy_money")),
)

TIGHT = {"first_reply_timeout": 2.0, "reply_timeout": 1.0, "exit_grace": 0.5, "wall_cap": 50.0}
"""The issue's limits (--first-timeout 2 --timeout 1): on today's main, half the seats were ejected for time
beside 40 CPU-bound players, each having used at most 0.1 s of CPU. A hard cap far above the default, so
that a machine loaded by others as well (load 20 on 2 cores) still lets the game finish."""

ROOT = Path(__file__).resolve().parent.parent.parent
PROGRAMS = ROOT / "tests" / "programs"


def _cpu_groups() -> tuple[Path, str, int]:
    """(directory holding the players' cpu cgroups, the share file, a player's share) on this machine."""
    containment = sandbox.detect()
    if containment.cgroup_v2 is not None and containment.cpu_v2:
        return containment.cgroup_v2, "cpu.weight", 100
    if containment.cpu_v1 is not None:
        return containment.cpu_v1, "cpu.shares", 1024
    pytest.skip("no writable cpu cgroup on this machine: players get no CPU share to compete with")


@contextlib.contextmanager
def cpu_load(count: int = LOADS, weight: int = WEIGHT) -> Iterator[None]:
    """`count` CPU-bound processes, each alone in a cpu cgroup beside the players' with `weight` times a
    player's share, for the duration of the block; all killed and their cgroups removed after it."""
    parent, share_file, share = _cpu_groups()
    groups: list[Path] = []
    loads: list[subprocess.Popen[bytes]] = []
    try:
        for index in range(count):
            group = parent / f"test-load-{os.getpid()}-{index}"
            group.mkdir()
            groups.append(group)
            (group / share_file).write_text(str(share * weight))
            procs = group / "cgroup.procs"
            loads.append(
                subprocess.Popen(
                    ["perl", "-e", "1 while 1"],
                    # Joins its cgroup before it runs: the load is there from its first instruction.
                    preexec_fn=lambda procs=procs: procs.write_text(str(os.getpid())),
                    stdin=subprocess.DEVNULL,
                )
            )
        yield
    finally:
        for load in loads:
            load.send_signal(signal.SIGKILL)
            load.wait()
        for group in groups:
            group.rmdir()


def play(limits: dict[str, float], players=PLAYERS, seed: int = 7, **config) -> object:
    return run_match(
        MatchConfig(players=players, seed=seed, version=1, limits=Limits(**limits), cwd=ROOT, **config)
    )


# ---- the starved time -----------------------------------------------------------------------------------


def test_a_single_threaded_program_is_starved_for_all_the_time_it_waited_for_a_cpu() -> None:
    assert starved_time(used=0.1, waited=1.9, window=2.0, cpus=2) == pytest.approx(1.9)
    assert starved_time(used=0.0, waited=0.0, window=5.0, cpus=2) == 0.0  # asleep: not starved


def test_waiting_a_program_causes_itself_with_more_busy_threads_than_cpus_is_its_own() -> None:
    # 8 busy threads on an idle 2-CPU machine: 2 s of CPU a second, 6 s of waiting, none the machine's.
    assert starved_time(used=2.0, waited=6.0, window=1.0, cpus=2) == 0.0
    # The same threads given a quarter of the 2 CPUs: 3/4 of the time lost.
    assert starved_time(used=0.5, waited=7.5, window=1.0, cpus=2) == pytest.approx(0.75)


# ---- games beside the load --------------------------------------------------------------------------


def test_reference_players_beside_cpu_bound_players_are_never_ejected_for_time() -> None:
    """Issue 39 item 6: on today's main, reference players beside this load were ejected for time (start-up
    limit), each having used a fraction of a second of CPU. Their window grows by the time they waited."""
    with cpu_load():
        result = play(TIGHT)
    assert [p.ejection for p in result.players] == [None, None], [p.ejection for p in result.players]
    assert result.end != "turn-limit"


def test_a_game_starved_past_the_hard_cap_is_void_not_a_forfeit() -> None:
    """The window grows up to `Limits.wall_cap` times the limit: a player still starved then is the
    machine's fault. The game raises MachineBusy (void) with the figures; nobody is ejected."""
    with cpu_load(), pytest.raises(MachineBusy) as caught:
        play({**TIGHT, "first_reply_timeout": 0.5, "wall_cap": 2.0})
    message = str(caught.value)
    assert caught.value.player in ("bigmoney", "smithy")
    assert re.search(
        r"could not run for its 0\.5 s limit: no reply after \d+\.\d s, the hard cap \(2 times", message
    )
    assert re.search(
        r"its processes waited \d+\.\d s for a CPU the machine gave to others \(it used", message
    )
    assert re.search(r"load average \d+\.\d over the last minute on \d+ cores", message)


def test_one_void_game_exits_3_and_says_so(tmp_path: Path) -> None:
    with cpu_load():
        done = subprocess.run(
            [
                *referee_command(),
                "--first-timeout",
                "0.5",
                "--hard-cap",
                "2",
                f"{sys.executable} -m players.big_money",
                f"{sys.executable} -m players.smithy_money",
            ],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
    assert done.returncode == 3, done.stderr
    assert "referee: the game is void (the machine's fault, not a player's): " in done.stderr
    assert "play it again on a quieter machine" in done.stderr


def test_a_program_busy_for_10_s_per_reply_is_still_ejected_with_the_cpu_it_used() -> None:
    players = (("busy", (sys.executable, str(PROGRAMS / "computes.py"))), PLAYERS[0])
    limits = {"first_reply_timeout": 20.0, "reply_timeout": 1.0, "exit_grace": 0.5, "wall_cap": 100.0}
    result = play(limits, players=players)
    ejection = result.players[0].ejection
    assert ejection is not None and ejection.kind == "reply-timeout"
    used = float(re.search(r"it used (\d+\.\d) s of CPU in the ", ejection.message).group(1))
    assert used >= 0.5, ejection.message  # busy for its whole second (less the quarter not measured)
    assert "it was still computing" in ejection.message


def test_a_tournament_records_a_void_game_and_plays_it_again(tmp_path: Path) -> None:
    """A void game is no forfeit: recorded as void with the figures, played again (3 times in a run), then
    left for a later run; the run exits 3 and says why."""
    db = tmp_path / "t.sqlite"
    with cpu_load():
        done = subprocess.run(
            [
                *referee_command(), "tournament", "--games", "2", "--db", str(db), "--skip-preflight",
                "--first-timeout", "0.5", "--hard-cap", "2",
                f"{sys.executable} -m players.big_money", f"{sys.executable} -m players.smithy_money",
            ],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )  # fmt: skip
    assert done.returncode == 3, done.stderr
    assert "void, the machine's fault, not a player's: " in done.stderr
    assert "2 games void 3 times (the machine is too busy" in done.stderr
    with TournamentStore(db) as store:
        voids = store.voids()
        assert store.finished_indices() == set()
    assert sorted(index for _, index, _ in voids) == [0, 0, 0, 1, 1, 1]
    assert all("waited" in reason and "for a CPU" in reason for _, _, reason in voids)


def test_a_load_above_the_cores_is_warned_of_with_the_figures() -> None:
    warning = overload(4, load=cores() * 3.5)
    assert warning is not None
    assert f"load average {cores() * 3.5:.1f} over the last minute on {cores()} cores" in warning
    assert "run fewer games at once (--jobs 1), or wait for a quieter machine" in warning
    assert "--jobs" not in overload(1, load=cores() * 3.5)  # one at a time already
    assert overload(4, load=cores() * 0.5) is None
