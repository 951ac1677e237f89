"""The package's public names are all there, documented, and cheap to import (workers import it per game)."""

from __future__ import annotations

import subprocess
import sys

import referee.tournament as tournament


def test_every_public_name_exists_and_is_documented() -> None:
    assert sorted(tournament.__all__) == sorted(set(tournament.__all__))
    for name in tournament.__all__:
        value = getattr(tournament, name)
        if callable(value):
            assert value.__doc__, f"{name} has no docstring"


def test_the_worker_does_not_import_the_heavy_libraries() -> None:
    code = (
        "import sys, referee.tournament.worker, referee.tournament; "
        "print(sorted(m for m in ('scipy', 'openskill', 'rich') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
