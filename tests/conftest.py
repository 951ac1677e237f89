"""Fixtures shared by every test module."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


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
    (docs/sandbox.md), so the referee is told, through `referee.sandbox.WRITABLE_ENV` (inherited by the
    `referee` commands the tests start), to bind these directories writable. The tests of the file system
    itself (tests/referee/test_process_escape.py) remove it again (`no_writable_directory`)."""
    from referee import sandbox

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
    from referee import sandbox

    monkeypatch.delenv(sandbox.WRITABLE_ENV, raising=False)
