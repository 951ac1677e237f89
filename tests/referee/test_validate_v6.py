"""`referee validate` of protocol v6 case files (tests/data/validate/v6-landscapes.txt): a v6 state makes a v6
case (events and landmarks, debt, the Tavern mat), judged by the one legality of the rules: an event bought,
debt refusing a buy, no treasure after a buy that paid off debt, a Reserve card called."""

from __future__ import annotations

import subprocess
from pathlib import Path

from referee.validate import case_version, judge, read_cases
from tests.cli import patience

V6_FILE = Path(__file__).resolve().parent.parent / "data" / "validate" / "v6-landscapes.txt"


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["referee", *args], capture_output=True, text=True, timeout=patience(60), check=False
    )


def test_every_v6_case_is_read_as_v6_and_agrees() -> None:
    cases = read_cases(V6_FILE.read_text(), str(V6_FILE))
    assert len(cases) >= 10
    assert {case_version(case) for case in cases} == {6}
    verdicts = [judge(case) for case in cases]
    assert all(verdict.agrees for verdict in verdicts), [v.rule for v in verdicts if not v.agrees]
    rules = " | ".join(verdict.rule for verdict in verdicts)
    assert "nothing may be bought while debt is left" in rules
    assert "no treasure may be played once debt is paid off" in rules
    assert "windfall is not an event of this game" in rules


def test_a_flipped_debt_verdict_disagrees(tmp_path: Path) -> None:
    text = V6_FILE.read_text().replace("(add silver)\n(buy copper)\n#f", "(add silver)\n(buy copper)\n#t", 1)
    assert text != V6_FILE.read_text()
    flipped = tmp_path / "flipped.txt"
    flipped.write_text(text)
    done = referee("validate", str(flipped))
    assert done.returncode == 1
    assert "expected #t, got #f" in done.stdout
    assert "you have 3 debt and 2 coins to pay it off with" in done.stdout


def test_a_v6_case_is_not_judged_by_protocol_5() -> None:
    done = referee("validate", "--protocol", "5", str(V6_FILE))
    assert done.returncode == 1
    assert "is a v6 state (events, debt): protocol v5 cannot judge it" in done.stdout
    assert "Traceback" not in done.stderr
