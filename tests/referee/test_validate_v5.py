"""`referee validate` of protocol v5 case files (tests/data/validate/v5-cards.txt): a v5 state makes a v5 case
(its plays read as v5, its decisions answered with (choose ...)), judged by the one legality of the rules."""

from __future__ import annotations

import subprocess
from pathlib import Path

from referee.validate import case_version, judge, read_cases
from tests.cli import patience

V5_FILE = Path(__file__).resolve().parent.parent / "data" / "validate" / "v5-cards.txt"


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["referee", *args], capture_output=True, text=True, timeout=patience(60), check=False
    )


def test_every_v5_case_is_read_as_v5_and_agrees() -> None:
    cases = read_cases(V5_FILE.read_text(), str(V5_FILE))
    assert len(cases) >= 10
    assert {case_version(case) for case in cases} == {5}
    assert all(judge(case).agrees for case in cases), [judge(c).rule for c in cases if not judge(c).agrees]


def test_a_flipped_verdict_disagrees_with_the_rule_that_decided(tmp_path: Path) -> None:
    text = V5_FILE.read_text().replace("(coffers 2)\n(buy silver)\n#t", "(coffers 2)\n(buy silver)\n#f", 1)
    flipped = tmp_path / "flipped.txt"
    flipped.write_text(text)
    done = referee("validate", str(flipped))
    assert done.returncode == 1
    assert "expected #f, got #t" in done.stdout and "(coffers 2)" in done.stdout


def test_a_v5_state_missing_a_field_is_a_malformed_case_naming_it(tmp_path: Path) -> None:
    text = V5_FILE.read_text().replace(" (costs) (banned)", " (costs)", 1)
    broken = tmp_path / "broken.txt"
    broken.write_text(text)
    done = referee("validate", str(broken))
    assert done.returncode == 1
    assert "expected (banned ...) as field 19" in done.stdout + done.stderr


def test_v5_plays_are_refused_where_protocol_4_is_asked() -> None:
    done = referee("validate", "--protocol", "4", str(V5_FILE))
    assert done.returncode == 1
    assert "(coffers N) comes with v5" in done.stdout or "not part of protocol v4" in done.stdout
