"""The tests that run players as another user pass wherever the checkout lives, even where only its owner can
enter (a home directory of mode 0700, as root's is): they copy what the other user runs to a place it can read
(tests/run_as.py) and never run anything of the checkout as that user.

This test copies the checkout into a directory of mode 0700 and runs every test marked `run_as` there (the
marker is set by tests/conftest.py on each test using the `run_as_place` fixture), with the copy's own
packages first on the path: all must pass, none skipped.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.run_as import missing_for_run_as

ROOT = Path(__file__).resolve().parents[2]
LEFT_OUT = (
    ".git",
    ".venv",
    "wt",
    "runs",
    "__pycache__",
    ".pytest_cache",
    ".hypothesis",
    ".ruff_cache",
    "*.egg-info",
)


def test_the_run_as_tests_pass_in_a_checkout_only_its_owner_can_enter(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("running players as another user needs a root referee (docs/sandbox.md, --run-as)")
    missing = missing_for_run_as()
    if missing is not None:
        pytest.fail(missing, pytrace=False)
    private = tmp_path / "home"
    private.mkdir(mode=0o700)
    checkout = private / "checkout"
    shutil.copytree(ROOT, checkout, ignore=shutil.ignore_patterns(*LEFT_OUT))
    # Only the modules holding such tests are collected (the whole suite's collection takes a minute).
    modules = sorted(
        str(path.relative_to(checkout))
        for path in (checkout / "tests").rglob("test_*.py")
        if "run_as_place" in path.read_text(encoding="utf-8") and path.name != Path(__file__).name
    )
    assert len(modules) >= 3, modules
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    options = ["-n", "0", "-p", "no:cacheprovider", "-m", "run_as", "-q", "-rs"]
    run = subprocess.run(
        [sys.executable, "-m", "pytest", *options, *modules],
        cwd=checkout,
        env=env,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    summary = run.stdout.strip().splitlines()[-1]
    passed = re.search(r"(\d+) passed", summary)
    assert passed and int(passed.group(1)) >= len(modules), summary
    assert "skipped" not in summary and "failed" not in summary, summary
