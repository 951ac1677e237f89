"""`referee validate` on the test-case files of tests/data/validate/: verdicts, reports, exit status."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from protocol import Act, Add, Attacked, Buy, Clean, DiscardDefense, MoatDefense, parse_defense, parse_play
from protocol.messages import ACTIONS_BY_VERSION
from referee import validate
from referee.validate import judge, read_cases

DATA = Path(__file__).resolve().parent.parent / "data" / "validate"
AGREEING = sorted(path for path in DATA.glob("*.txt") if path.name != "wrong-verdicts.txt")


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["referee", *args], capture_output=True, text=True, timeout=60, check=False)


@pytest.mark.parametrize("path", AGREEING, ids=[p.name for p in AGREEING])
def test_every_case_of_the_course_files_agrees_with_the_rules_engine(path: Path) -> None:
    cases = read_cases(path.read_text(), str(path))
    assert len(cases) >= 5
    disagreeing = [(case.line, case.title, judge(case).rule) for case in cases if not judge(case).agrees]
    assert disagreeing == []


def test_the_files_cover_every_play_kind_of_v1_to_v3_legal_and_illegal() -> None:
    """Every play kind (every act card, and both defenses) appears in a #t case, and decides a #f case as
    a grammatical but illegal answer."""
    seen: dict[str, set[bool]] = {}
    for path in AGREEING:
        for case in read_cases(path.read_text(), str(path)):
            verdict = judge(case)
            deciding = range(len(case.answers)) if verdict.got else [verdict.decided_by]
            for index in deciding:
                text = case.answers[index][1]
                try:
                    answer = (
                        parse_defense(text) if isinstance(case.notification, Attacked) else parse_play(text)
                    )
                except ValueError:
                    continue
                seen.setdefault(_kind(answer), set()).add(verdict.got)
    kinds = ["add", "buy", "clean", "clean CARD", "moat", "discard"]
    kinds += [f"act {card}" for card in ACTIONS_BY_VERSION[3]]
    assert {kind: seen.get(kind, set()) for kind in kinds} == {kind: {True, False} for kind in kinds}


def _kind(answer) -> str:
    if isinstance(answer, Act):
        return f"act {answer.card}"
    if isinstance(answer, Add):
        return "add"
    if isinstance(answer, Buy):
        return "buy"
    if isinstance(answer, Clean):
        return "clean" if answer.card is None else "clean CARD"
    if isinstance(answer, MoatDefense):
        return "moat"
    assert isinstance(answer, DiscardDefense)
    return "discard"


def test_the_command_exits_0_when_every_case_agrees() -> None:
    done = referee("validate", *map(str, AGREEING))
    assert done.returncode == 0, done.stdout
    total = sum(len(read_cases(p.read_text(), str(p))) for p in AGREEING)
    assert done.stdout.splitlines() == [f"{total} of {total} cases agree with the rules engine"]


def test_each_disagreeing_case_is_reported_with_comment_verdicts_and_rule() -> None:
    path = DATA / "wrong-verdicts.txt"
    done = referee("validate", str(path))
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"DISAGREE {path}:5: wrong: five coins do not buy a province",
        "         ; (the course once had this wrong)",
        "         expected #t, got #f: (buy province) needs 8 coins, you have 5",
        f"DISAGREE {path}:15: wrong: a legal sequence said to be illegal",
        "         expected #f, got #t: every play is legal in turn: (add copper) (add copper) (add copper) "
        "(buy silver)",
        f"DISAGREE {path}:23: wrong: (moat) without a moat",
        "         expected #t, got #f: (moat) needs a moat in your hand; your hand is (copper copper copper "
        "copper)",
        "1 of 4 cases agree with the rules engine, 3 disagree",
    ]


def test_verbose_lists_agreeing_cases_too() -> None:
    done = referee("validate", "-v", str(DATA / "wrong-verdicts.txt"))
    assert f"ok       {DATA / 'wrong-verdicts.txt'}:10: right: adding a copper from the hand" in done.stdout


def test_json_output(capsys) -> None:
    status = validate.main(["--json", str(DATA / "wrong-verdicts.txt"), str(DATA / "v1-plays.txt")])
    assert status == 1
    report = json.loads(capsys.readouterr().out)
    assert (report["cases"], report["agree"], report["disagree"], report["errors"]) == (33, 30, 3, 0)
    first = report["files"][0]["cases"][0]
    assert first == {
        "line": 5,
        "comments": ["wrong: five coins do not buy a province", "(the course once had this wrong)"],
        "expected": True,
        "got": False,
        "agrees": False,
        "rule": "(buy province) needs 8 coins, you have 5",
    }


def test_protocol_1_rejects_the_cards_of_v2() -> None:
    """Under --protocol 1 the v2 actions are not grammatical, so their legal cases disagree."""
    done = referee("validate", "--protocol", "1", str(DATA / "v2-actions.txt"))
    assert done.returncode == 1
    assert "(act cellar estate estate) is not a play: " in done.stdout
    assert "not part of protocol v1" in done.stdout
    assert referee("validate", "--protocol", "1", str(DATA / "v1-plays.txt")).returncode == 0


@pytest.mark.parametrize(
    ("args", "gist"),
    [((), "the following arguments are required: FILE"), (("--protocol", "7", "x"), "invalid choice")],
)
def test_misuse_exits_2_with_one_line(args: tuple[str, ...], gist: str) -> None:
    done = referee("validate", *args)
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) == 1
    assert gist in done.stderr


def test_help_returns_0_instead_of_exiting(capsys) -> None:
    assert validate.main(["--help"]) == 0
    assert capsys.readouterr().out.startswith("usage: referee validate")
