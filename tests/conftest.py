"""Fixtures shared by every test module."""

from __future__ import annotations

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
