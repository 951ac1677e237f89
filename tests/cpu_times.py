"""A pytest plugin that sums the CPU time of the tests per directory and per file (issue 43: the suite's
time).

Run it from the checkout with the tests it measures: ``python -m pytest -p tests.cpu_times [PATHS]``
(pytest-xdist too; `python -m` puts the checkout on the import path). Each test's CPU time is the test
process's own (its threads included) plus that of the child processes it waited for (player programs,
`referee` commands, Chromium: `resource.RUSAGE_CHILDREN`), from its set-up to its teardown; a module's
shared fixture counts in the test that built it. CPU time, unlike wall time, hardly moves with the load of
the machine: summed over the suite and divided by the cores, it bounds the suite's wall time on an idle
machine from below. The summary at the end of the run lists every directory, then the costliest files:
seconds of CPU of the tests themselves and of their children, and their wall time summed.
"""

from __future__ import annotations

import resource
import time
from collections import defaultdict

import pytest

SHOWN = 25
"""How many of the costliest files the summary lists."""

_STARTS = pytest.StashKey[tuple[float, float, float]]()
_TOTALS: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0])


def _children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[_STARTS] = (time.process_time(), _children(), time.monotonic())


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """At the teardown's report, the test's figures go into its `user_properties`, which pytest-xdist sends
    from the worker to the controller with the report."""
    if call.when == "teardown" and _STARTS in item.stash:
        own, children, wall = item.stash[_STARTS]
        item.user_properties.append(
            ("cpu_times", (time.process_time() - own, _children() - children, time.monotonic() - wall))
        )
    yield


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when != "teardown":
        return
    for name, figures in report.user_properties:
        if name == "cpu_times":
            totals = _TOTALS[report.nodeid.split("::")[0]]
            for index, value in enumerate(figures):
                totals[index] += value
            totals[3] += 1


def pytest_terminal_summary(terminalreporter) -> None:
    if not _TOTALS:
        return
    directories: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0])
    for path, totals in _TOTALS.items():
        directory = path.rsplit("/", 1)[0] if "/" in path else "."
        for index, value in enumerate(totals):
            directories[directory][index] += value
    write = terminalreporter.write_line
    terminalreporter.section("CPU time of the tests (tests.cpu_times)")
    write(f"{'own s':>8} {'children s':>10} {'wall s':>8} {'tests':>6}  directory or file")

    def cost(entry: tuple[str, list[float]]) -> float:
        return -entry[1][0] - entry[1][1]

    for name, (own, children, wall, count) in sorted(directories.items(), key=cost):
        write(f"{own:8.1f} {children:10.1f} {wall:8.1f} {count:6d}  {name}/")
    everything = [sum(totals[index] for totals in _TOTALS.values()) for index in range(4)]
    write(f"{everything[0]:8.1f} {everything[1]:10.1f} {everything[2]:8.1f} {everything[3]:6d}  all")
    write("")
    costliest = sorted(_TOTALS.items(), key=cost)[:SHOWN]
    for name, (own, children, wall, count) in costliest:
        write(f"{own:8.1f} {children:10.1f} {wall:8.1f} {count:6d}  {name}")
