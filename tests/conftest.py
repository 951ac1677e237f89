"""Fixtures shared by every test module, and the grouping of tests for parallel runs.

The tests run on several processes (pytest-xdist, `-n auto --dist loadgroup` in pyproject.toml): each test
goes to whichever worker is free, except that the tests sharing a module- or class-scoped fixture (a
tournament played once, a Chromium, a compiled C player, a check run) stay together on one worker, so that
the fixture is built once (`pytest_collection_modifyitems` below). `-n auto` starts one and a half workers
per core (`pytest_xdist_auto_num_workers` below).
"""

from __future__ import annotations

import compileall
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Workers for `-n auto`: one and a half per core (3 on 2 cores). About half of the suite's time is spent
    waiting (player processes starting, silences watched, time limits run out), so a third worker on 2 cores
    keeps both busy: 6 min 36 s for the whole suite against 8 min 1 s with 2 workers, on the same quiet
    2-core machine, every test passing in both."""
    cores = os.cpu_count() or 1
    return max(2, cores + cores // 2)


COMPILED = ("referee", "protocol", "players", "tests", "bench")
"""The checkout's directories of Python code that the tests start as processes (`referee` commands, player
programs, bench scripts): compiled once per run (`pytest_configure`)."""


def pytest_configure(config: pytest.Config) -> None:
    """Compile the checkout's Python code (`COMPILED`) to bytecode once, in the run's first process, before
    any worker starts. The environment of the test machines sets PYTHONDONTWRITEBYTECODE, so without this
    every `referee` command and every Python player a test starts compiled the modules it imports again
    (about 0.3 s of CPU for the referee and as much for each player, a game's 0.5-0.6 s); Python still
    reads bytecode that exists, in the checkout's ``__pycache__`` directories (ignored by git), where a
    player's read-only file system shows it too. The files are what Python itself writes when the variable
    is not set, checked against each source's time stamp as usual, so an edited file is compiled again."""
    if hasattr(config, "workerinput"):
        return
    for directory in COMPILED:
        compileall.compile_dir(ROOT / directory, quiet=2)


SHARED_SCOPES = ("module", "class")
"""Fixture scopes whose value the tests of one module (or class) share: built once per worker."""


def shared_fixture_group(item: pytest.Item) -> str | None:
    """The xdist group of a test that uses a fixture of a `SHARED_SCOPES` scope (directly or through
    another fixture): its module's node id (so
    every test of the module using such a fixture runs on the same worker), or None for a test using none."""
    info = getattr(item, "_fixtureinfo", None)
    if info is None:
        return None
    for name in info.names_closure:
        definitions = info.name2fixturedefs.get(name)
        if definitions and definitions[-1].scope in SHARED_SCOPES:
            module = item.getparent(pytest.Module)
            return module.nodeid if module is not None else item.nodeid
    return None


def pytest_itemcollected(item: pytest.Item) -> None:
    """Put a test that uses a module- or class-scoped fixture in the xdist group of its module
    (`shared_fixture_group`); a test already in a group keeps it. Done as each test is collected, before
    pytest-xdist reads the groups (in its own `pytest_collection_modifyitems`). Mark `run_as` every test that
    runs players as another user (it uses the `run_as_place` fixture), so that
    tests/referee/test_run_as_private_checkout.py can run them all from a private checkout."""
    if "run_as_place" in getattr(item, "fixturenames", ()):
        item.add_marker(pytest.mark.run_as)
    if item.get_closest_marker("xdist_group") is None:
        group = shared_fixture_group(item)
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Put the tests marked `early` first, in their order (the others keep theirs after them). On a
    pytest-xdist worker with `--dist loadgroup`, stop the run if a test of a group lacks its group in its
    node id (``...@group``): the scheduler would then spread the group over the workers, silently (as pytest
    9.2 with pytest-xdist 3.8 does).

    Why `early`: the scheduler of `--dist loadgroup` hands out the groups first (the largest first), then
    the other tests one by one in collection order, in which tests/rules/ comes last; a test of a minute
    or more collected there started when the other workers were nearly done and ended the run alone. Started
    first, it runs while the many short tests fill the other workers."""
    items.sort(key=lambda item: item.get_closest_marker("early") is None)
    if not hasattr(config, "workerinput") or not getattr(config.option, "loadgroup", False):
        return
    for item in items:
        mark = item.get_closest_marker("xdist_group")
        if mark is not None and "@" not in item.nodeid:
            raise pytest.UsageError(
                f"pytest-xdist did not put {item.nodeid} in its group {mark.args}: the tests sharing a module"
                " fixture would run on several workers (see the pytest pin in pyproject.toml)"
            )


@pytest.fixture(scope="session")
def project_root() -> Path:
    """The checkout's top directory (where `players/` and `protocol/` live)."""
    return ROOT


@pytest.fixture(scope="session")
def python() -> str:
    """The Python interpreter running the tests, to start player programs with (`[python, "-m", ...]`)."""
    return sys.executable


@pytest.fixture(scope="session", autouse=True)
def players_may_write_the_test_directories(tmp_path_factory: pytest.TempPathFactory):
    """Let the player programs of the tests write their evidence files (process tags, reports) into the
    tests' temporary directories: every player sees a read-only file system but for its private /tmp
    (docs/sandbox.md), so the referee is told, through `referee.seats.sandbox.WRITABLE_ENV` (inherited by the
    `referee` commands the tests start), to bind these directories writable. The tests of the file system
    itself (tests/referee/test_process_escape.py) remove it again (`no_writable_directory`)."""
    from referee.seats import sandbox

    base = str(tmp_path_factory.getbasetemp())
    before = os.environ.get(sandbox.WRITABLE_ENV)
    os.environ[sandbox.WRITABLE_ENV] = base
    yield base
    if before is None:
        os.environ.pop(sandbox.WRITABLE_ENV, None)
    else:
        os.environ[sandbox.WRITABLE_ENV] = before


@pytest.fixture
def no_writable_directory(monkeypatch: pytest.MonkeyPatch) -> None:
    """Players of this test may write nothing but their private /tmp and /dev/shm (as in real use)."""
    from referee.seats import sandbox

    monkeypatch.delenv(sandbox.WRITABLE_ENV, raising=False)


@pytest.fixture
def run_as_place():
    """A directory user ``nobody`` can read, and the system Python it runs players with, for the tests that
    run players as another user (tests/run_as.py: never the checkout itself, which may be private)."""
    from tests.run_as import other_user_place

    with other_user_place() as place:
        yield place
