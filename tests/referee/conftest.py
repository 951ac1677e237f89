"""Makes tests/programs/harness.py (helpers for the tests that run the programs of tests/programs/, a
directory that is not a package) importable as ``programs_harness`` by the test modules of this directory."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HARNESS = Path(__file__).resolve().parent.parent / "programs" / "harness.py"


def _load_harness() -> None:
    """Import tests/programs/harness.py once, under the name ``programs_harness``."""
    name = "programs_harness"
    if name in sys.modules:
        return
    spec = importlib.util.spec_from_file_location(name, HARNESS)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)


_load_harness()
