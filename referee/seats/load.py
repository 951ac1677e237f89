"""The machine's load: how long it starved a player of a CPU, and whether it runs more than its cores.

docs/referee.md, "A busy machine". A time limit judges the program, not the machine: a player's reply
window counts only the time it could run (`referee.seats.process.SubprocessSeat` moves its deadline on by
`starved_time`, up to `referee.seats.process.Limits.wall_cap`). `overload` is the warning of the pre-flight
and of a tournament when the load average exceeds the cores.
"""

from __future__ import annotations

import functools
import os

__all__ = ["cores", "machine_load", "overload", "starved_time"]


@functools.cache
def cores() -> int:
    """CPUs this process may run on (its affinity mask; at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def starved_time(used: float, waited: float, window: float, cpus: int) -> float:
    """Seconds of the `window` (wall-clock seconds) during which the machine, not the player, kept the
    player's processes from running: between 0 and `window`.

    Arguments (from `referee.seats.sandbox.Jail.cpu_times`, summed over every thread of the player):
        used: CPU seconds its threads had in the window.
        waited: seconds its threads were runnable and waited for a CPU (schedstat) in the window.
        window: wall-clock seconds measured.
        cpus: the machine's CPUs (`cores`).

    Its threads wanted ``used + waited`` CPU seconds, on average k = (used + waited) / window of them at
    once; on an idle machine they would have had min(wanted, cpus * window). The CPU seconds it lacked of
    that, spread over min(k, cpus) CPUs (at least 1), are the wall time it lost. Waiting its own threads
    cause (more busy threads than CPUs) is not counted: those threads would wait on an idle machine too.
    A single-threaded program's starved time is its `waited`.
    """
    wanted = used + waited
    if wanted <= 0 or window <= 0:
        return 0.0
    at_once = min(max(wanted / window, 1.0), cpus)
    lacked = max(0.0, min(wanted, cpus * window) - used)
    return min(window, lacked / at_once)


def machine_load() -> str:
    """The machine's load in words: ``load average 7.7 over the last minute on 2 cores``."""
    try:
        load = os.getloadavg()[0]
    except OSError:
        return f"{cores()} cores"
    return f"load average {load:.1f} over the last minute on {cores()} cores"


def overload(jobs: int | None = None, load: float | None = None) -> str | None:
    """A warning when the machine's load average over the last minute (`load`; None: read it now) exceeds
    its cores, with the figures and what to do: with `jobs` games at once, ``--jobs N`` for the N that would
    bring the load to the cores (at least 1), when that is fewer; None when the load does not exceed the
    cores (or cannot be read)."""
    if load is None:
        try:
            load = os.getloadavg()[0]
        except OSError:
            return None
    count = cores()
    if load <= count:
        return None
    fewer = max(1, int(jobs * count / load)) if jobs is not None else None
    advice = f"run fewer games at once (--jobs {fewer}), or " if fewer is not None and fewer < jobs else ""
    return (
        f"warning: the machine is busy: load average {load:.1f} over the last minute on {count} cores; "
        "players wait for a CPU, and their time limits grow by that wait (up to a hard cap, docs/referee.md, "
        f'"A busy machine"), so games take longer and some may be void and replayed; {advice}wait for a '
        "quieter machine"
    )
