"""Every check of `referee check`, registered explicitly: the checks of v1-v3 (`referee.conformance.v1`), then
those v4 adds (`.v4`), then those v5 adds (`.v5`), then those v6 adds (`.v6`), in report order."""

from __future__ import annotations

import referee.conformance.v1 as v1
import referee.conformance.v4 as v4
import referee.conformance.v5 as v5
import referee.conformance.v6 as v6
from protocol.versions import NUMBERS, VERSIONS, is_version, spoken
from referee.conformance.dialogue import Check

CHECKS: tuple[Check, ...] = (*v1.CHECKS, *v4.CHECKS, *v5.CHECKS, *v6.CHECKS)
"""Every check, in report order."""

if len({check.id for check in CHECKS}) != len(CHECKS):
    raise RuntimeError("two checks have the same id: each id names one check in reports and --only")

CHECKED_VERSIONS: tuple[int, ...] = NUMBERS
"""The protocol versions `referee check` checks: every version of the table."""


def checks_for(version: int) -> list[Check]:
    """The checks that apply to protocol `version` (1 to 6), in report order: those of the version and of
    every older one (a check's `min_version`). Raises ValueError for another version."""
    if not is_version(version):
        raise ValueError(f"unknown protocol version {version!r}: expected {spoken()}")
    applying = {version, *(older.number for older in VERSIONS[version].older)}
    return [c for c in CHECKS if c.min_version in applying]
