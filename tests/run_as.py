"""A place another user can read, for the tests that run players as that user (`--run-as`, `Limits.run_as`).

The checkout may live where only its owner can enter (a home directory of mode 0700, as root's is): a player
run as user ``nobody`` could then read neither a program of tests/programs nor the project's packages, and it
would fail before its first move for a reason that has nothing to do with what the test checks. So these tests
never run anything of the checkout as the other user: `OtherUserPlace` is a fresh directory under the system's
temporary directory, open to every user, into which a test copies what the player needs, and the player runs
on the system's Python (the project's interpreter may live under a private home too).

Where the machine cannot run a player as another user, the test does not pass silently: without root (the
referee itself refuses `--run-as` then) it is skipped with the reason; as root, a missing piece (``setpriv``,
the user, a system Python) fails the test with one line naming what to install or create.
"""

from __future__ import annotations

import os
import pwd
import shutil
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

USER = "nobody"
"""The user the tests run players as: every Debian and Ubuntu system has it."""

SYSTEM_PYTHON = "/usr/bin/python3"
"""An interpreter any user can run (Debian's python3 package): the players' own, not the project's."""


@dataclass(frozen=True)
class OtherUserPlace:
    """A directory (mode 1777: the other user may also write reports into it) that user `user` can read, and
    the interpreter that user runs player programs with."""

    directory: Path
    user: str = USER
    python: str = SYSTEM_PYTHON

    @property
    def uid(self) -> int:
        return pwd.getpwnam(self.user).pw_uid

    def copy(self, source: Path | str, name: str | None = None) -> Path:
        """Copy a file or a package directory (without its caches) into the place, readable by all; returns
        the copy's path. `name` renames it (default: the source's own name)."""
        source = Path(source)
        target = self.directory / (name or source.name)
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copyfile(source, target)
        for path in (target, *target.rglob("*")):
            path.chmod(0o755 if path.is_dir() else 0o644)
        return target

    def write(self, name: str, text: str) -> Path:
        """Write a file of `text` into the place, readable by all; returns its path."""
        path = self.directory / name
        path.write_text(text)
        path.chmod(0o644)
        return path


def missing_for_run_as() -> str | None:
    """What this machine lacks to run a player as `USER` (a line saying what to do), or None."""
    if shutil.which("setpriv") is None:
        return "running players as another user needs setpriv: apt-get install util-linux"
    try:
        pwd.getpwnam(USER)
    except KeyError:
        return f"running players as another user needs a user {USER!r}: useradd --system {USER}"
    if not os.access(SYSTEM_PYTHON, os.X_OK):
        return f"the players run as {USER} need a system Python at {SYSTEM_PYTHON}: apt-get install python3"
    return None


@contextmanager
def other_user_place() -> Iterator[OtherUserPlace]:
    """An `OtherUserPlace` for one test, removed afterwards. Skips the test without root; fails it with one
    line when the machine lacks what `missing_for_run_as` checks."""
    if os.geteuid() != 0:
        pytest.skip("running players as another user needs a root referee (docs/sandbox.md, --run-as)")
    missing = missing_for_run_as()
    if missing is not None:
        pytest.fail(missing, pytrace=False)
    directory = Path(tempfile.mkdtemp(prefix="dominion-test-run-as-", dir=tempfile.gettempdir()))
    try:
        directory.chmod(0o1777)
        yield OtherUserPlace(directory)
    finally:
        shutil.rmtree(directory)
