"""Every check of `referee check`, registered explicitly: the checks of v1-v3 (`referee.conformance.v1`), then
those v4 adds (`.v4`), then those v5 adds (`.v5`), in report order."""

from __future__ import annotations

from protocol import (
    V4,
    V5,
)
from referee.conformance import v1, v4, v5
from referee.conformance.dialogue import Check

CHECKS: tuple[Check, ...] = (*v1.CHECKS, *v4.CHECKS, *v5.CHECKS)
"""Every check, in report order."""

if len({check.id for check in CHECKS}) != len(CHECKS):
    raise RuntimeError("two checks have the same id: each id names one check in reports and --only")

CHECKED_VERSIONS: tuple[int, ...] = (1, 2, 3, V4, V5)
"""The protocol versions `referee check` checks."""


def checks_for(version: int) -> list[Check]:
    """The checks that apply to protocol `version` (1 to 5), in report order."""
    if version not in CHECKED_VERSIONS:
        raise ValueError(f"unknown protocol version {version!r}: expected 1, 2, 3, 4 or 5")
    return [c for c in CHECKS if c.min_version <= version]
