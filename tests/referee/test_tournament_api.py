"""The package's public names are all there, documented, and cheap to import (workers import it per game)."""

from __future__ import annotations

import subprocess
import sys

import pytest

import referee.tournament as tournament


def test_every_public_name_exists_and_is_documented() -> None:
    assert sorted(tournament.__all__) == sorted(set(tournament.__all__))
    for name in tournament.__all__:
        value = getattr(tournament, name)
        if callable(value):
            assert value.__doc__, f"{name} has no docstring"


def test_every_public_name_has_a_home_and_nothing_else_does() -> None:
    assert sorted(tournament._HOME) == sorted(tournament.__all__)
    with pytest.raises(AttributeError, match="has no attribute 'NoSuchName'"):
        tournament.NoSuchName  # noqa: B018 - the attribute access is the test


def modules_after(imports: str) -> set[str]:
    """The modules a fresh interpreter has loaded after ``import <imports>``."""
    code = f"import sys, {imports}; print(' '.join(sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_the_worker_imports_only_what_a_game_needs() -> None:
    # The worker starts once per game: the runner, the store (sqlite3) and the standings are not its business.
    loaded = modules_after("referee.tournament.worker")
    assert {m for m in loaded if m.startswith("referee.tournament.") or m == "sqlite3"} == {
        "referee.tournament.worker"
    }


def test_the_worker_does_not_import_the_heavy_libraries() -> None:
    loaded = modules_after("referee.tournament.worker, referee.tournament")
    assert loaded.isdisjoint({"scipy", "openskill", "rich"})
