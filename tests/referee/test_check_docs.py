"""docs/conformance.md describes every check, with the counts per version it states."""

from __future__ import annotations

import re
from pathlib import Path

from referee.conformance import CHECKS, checks_for

DOC = Path(__file__).resolve().parent.parent.parent / "docs" / "conformance.md"


def test_every_check_has_a_row_with_what_it_sends_and_expects() -> None:
    pattern = r"^\| `([a-z0-9-]+)` \| (v[1-6](?:-v6)?) \| (.*) \| (.*) \|$"
    rows = {match[0]: match[1:] for match in re.findall(pattern, DOC.read_text(), re.MULTILINE)}
    expected = {
        c.id: ("v6" if c.min_version == 6 else f"v{c.min_version}-v6", c.sends, c.expects) for c in CHECKS
    }
    assert rows == expected


def test_the_counts_per_version_are_right() -> None:
    counts = [len(checks_for(version)) for version in (1, 2, 3, 4, 5, 6)]
    text = " ".join(DOC.read_text().split())
    assert (
        f"Protocol v1 has {counts[0]} checks, v2 {counts[1]}, v3 {counts[2]}, v4 {counts[3]}, "
        f"v5 {counts[4]}, v6 {counts[5]}." in text
    )
    assert f"runs every check of v1-v3 and {counts[3] - counts[2]} more" in text
    assert f"runs every check of v1-v4 and {counts[4] - counts[3]} more" in text
    assert f"runs every check of v1-v5 and {counts[5] - counts[4]} more" in text
