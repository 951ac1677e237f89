"""`referee validate` on the test-case files of tests/data/validate/: verdicts, reports, exit status."""

from __future__ import annotations

import dataclasses
import io
import json
import subprocess
from pathlib import Path

import pytest

from protocol import (
    V4_ACTIONS,
    Act,
    Add,
    Attacked,
    Buy,
    Clean,
    DiscardDefense,
    MoatDefense,
    parse_defense,
    parse_play,
)
from protocol.versions import VERSIONS
from referee.cli import validate
from referee.validate import judge, read_cases
from tests.cli import patience

DATA = Path(__file__).resolve().parent.parent / "data" / "validate"
AGREEING = sorted(path for path in DATA.glob("*.txt") if path.name != "wrong-verdicts.txt")
V4_FILES = sorted(DATA.glob("v4-*.txt"))


V4_MOVE = (
    "(move ((players p1 p2) (supply copper silver curse library) (trash) (actions 1) (buys 1) (coins 0) "
    "(deck) (hand copper) (plays) (discards) (aside) (kingdom cellar market smithy village workshop moat "
    "chapel library throne-room witch)))"
)


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["referee", *args], capture_output=True, text=True, timeout=patience(60), check=False
    )


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
    kinds += [f"act {card}" for card in VERSIONS[3].actions]
    assert {kind: seen.get(kind, set()) for kind in kinds} == {kind: {True, False} for kind in kinds}


def _acted(play) -> list[str]:
    """The cards an `Act` plays, a Throne Room's nested plays included."""
    if not isinstance(play, Act):
        return []
    return [play.card, *(card for arg in play.args for card in _acted(arg))]


def test_the_v4_files_play_every_v4_action_card_in_a_legal_case_and_each_decides_an_illegal_one() -> None:
    """Every action card of v4 is played (alone or nested under a Throne Room) in a #t case, and the v4
    files hold #f cases decided by a play, by a (choose ...) answer and by a defense."""
    legal: set[str] = set()
    deciding: set[str] = set()
    for path in V4_FILES:
        for case in read_cases(path.read_text(), str(path)):
            verdict = judge(case)
            assert verdict.agrees, (case.line, verdict.rule)
            if isinstance(case.notification, Attacked):
                deciding.add("defense" if not verdict.got else "")
                continue
            for _, text in case.answers if verdict.got else ():
                try:
                    legal.update(_acted(parse_play(text, 4)))
                except ValueError:
                    continue  # a (choose ...) answer
            if not verdict.got:
                text = case.answers[verdict.decided_by][1]
                deciding.add("choose" if text.startswith("(choose") else "play")
    assert sorted(set(V4_ACTIONS) - legal) == []
    assert {"play", "choose", "defense"} <= deciding


def test_a_v4_case_answers_each_decision_a_card_asks_with_choose() -> None:
    """A Library asks about the village drawn: the next datum answers it; a play there is not legal, and a
    case ending while the decision waits says so."""
    [case] = read_cases(
        V4_MOVE.replace("(deck)", "(deck village copper)").replace("(hand copper)", "(hand library)")
        + " (act library) (choose) #t",
        "v4.txt",
    )
    assert (judge(case).got, judge(case).rule) == (
        True,
        "every play is legal in turn: (act library) (choose)",
    )
    waiting = dataclasses.replace(case, answers=case.answers[:1])
    assert (
        judge(waiting).rule
        == "(act library) is legal (the case ends while library's set-aside decision waits)"
    )
    wrong = dataclasses.replace(case, answers=(case.answers[0], (1, "(add copper)")))
    assert judge(wrong).rule.startswith(
        "play 2 of 2, (add copper) is not an answer to library's set-aside decision: "
        "expected an answer (choose"
    )
    assert judge(case, version=3).rule.startswith("play 1 of 2, (act library) is not a play")


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


def test_the_command_exits_0_when_every_case_agrees_with_one_line_per_case() -> None:
    done = referee("validate", *map(str, AGREEING))
    assert done.returncode == 0, done.stdout
    cases = [case for p in AGREEING for case in read_cases(p.read_text(), str(p))]
    lines = done.stdout.splitlines()
    expected = [f"ok        {c.path}:{c.line}: {c.title} -> {'#t' if c.expected else '#f'}" for c in cases]
    assert lines[:-1] == expected
    assert lines[-1] == f"{len(cases)} of {len(cases)} cases agree with the rules engine"


WRONG = DATA / "wrong-verdicts.txt"
WRONG_REPORT = [
    f"DISAGREE  {WRONG}:5: wrong: five coins do not buy a province",
    "          ; (the course once had this wrong)",
    "          expected #t, got #f: (buy province) needs 8 coins, you have 5",
    "          play (line 6): (buy province)  <- decided #f",
    f"ok        {WRONG}:10: right: adding a copper from the hand -> #t",
    f"DISAGREE  {WRONG}:15: wrong: a legal sequence said to be illegal",
    "          expected #f, got #t: every play is legal in turn: (add copper) (add copper) (add copper) "
    "(buy silver)",
    "          play 1 (line 16): (add copper)",
    "          play 2 (line 17): (add copper)",
    "          play 3 (line 18): (add copper)",
    "          play 4 (line 19): (buy silver)",
    f"DISAGREE  {WRONG}:23: wrong: (moat) without a moat",
    "          expected #t, got #f: (moat) needs a moat in your hand; your hand is (copper copper copper "
    "copper)",
    "          defense (line 24): (moat)  <- decided #f",
    "1 of 4 cases agree with the rules engine, 3 disagree",
]


def test_each_case_is_reported_and_the_disagreeing_ones_in_full() -> None:
    """One line per agreeing case; comments, verdicts, rule and plays for each disagreeing one."""
    done = referee("validate", str(WRONG))
    assert done.returncode == 1
    assert done.stdout.splitlines() == WRONG_REPORT


def test_the_play_that_decided_is_marked_among_several() -> None:
    text = (DATA / "v1-plays.txt").read_text()
    case = next(c for c in read_cases(text, "f") if not c.expected and len(c.answers) > 1)
    verdict = judge(case)
    assert verdict.decided_by is not None
    out = io.StringIO()
    validate.print_reports([validate.FileReport("f", (verdict,))], verbose=True, file=out)
    marked = [line for line in out.getvalue().splitlines() if line.endswith("<- decided #f")]
    line, play = case.answers[verdict.decided_by]
    assert marked == [f"          play {verdict.decided_by + 1} (line {line}): {play}  <- decided #f"]


def test_verbose_prints_agreeing_cases_in_full_too() -> None:
    done = referee("validate", "-v", str(WRONG))
    assert done.returncode == 1
    expected = list(WRONG_REPORT)
    at = expected.index(f"ok        {WRONG}:10: right: adding a copper from the hand -> #t")
    expected[at : at + 1] = [
        f"ok        {WRONG}:10: right: adding a copper from the hand",
        "          expected #t, got #t: (add copper) is legal",
        "          play (line 11): (add copper)",
    ]
    assert done.stdout.splitlines() == expected


def test_json_output_holds_every_case(capsys) -> None:
    status = validate.main(["--json", str(WRONG), str(DATA / "v1-plays.txt")])
    assert status == 1
    report = json.loads(capsys.readouterr().out)
    counts = (report["cases"], report["agree"], report["disagree"], report["malformed"], report["errors"])
    assert counts == (33, 30, 3, 0, 0)
    wrong, plays = report["files"]
    assert (len(wrong["cases"]), len(plays["cases"]), wrong["malformed"], wrong["error"]) == (4, 29, [], None)
    assert wrong["cases"][0] == {
        "line": 5,
        "title": "wrong: five coins do not buy a province",
        "comments": ["wrong: five coins do not buy a province", "(the course once had this wrong)"],
        "notification": "(move ((players p1 p2) (supply copper silver gold estate duchy province) (trash) "
        "(actions 0) (buys 1) (coins 5) (deck) (hand) (plays gold silver) (discards)))",
        "plays": [{"line": 6, "text": "(buy province)"}],
        "expected": True,
        "got": False,
        "agrees": False,
        "rule": "(buy province) needs 8 coins, you have 5",
        "decided_by": 0,
    }
    assert wrong["cases"][1]["agrees"] is True and wrong["cases"][1]["decided_by"] is None


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
