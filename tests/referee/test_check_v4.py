"""`referee check --protocol 4`: a correct v4 player passes every check; each broken one fails exactly the
checks that show its mistake, with what was sent, received and expected. Real subprocesses
(tests/programs/v4_player.py, correct or broken by its first argument).

Silence is watched for 2 s (in the checks of a broken player): far above the microseconds a running program
that writes while waiting takes. Reply limits are generous (30 s, 60 s for the first): no outcome here depends
on speed, and a correct player must pass however loaded the machine is.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from protocol import EVENT_KINDS, V4_ACTIONS
from referee.conformance import CHECKS, CheckReport, checks_for, run_checks
from referee.seats.process import Limits

PROGRAM = Path(__file__).resolve().parent.parent / "programs" / "v4_player.py"
SILENCE = 2.0
LIMITS = Limits(reply_timeout=30.0, first_reply_timeout=60.0)


@dataclass(frozen=True)
class Case:
    """A way of breaking the player, the checks to run, and what must fail: check id -> substrings of its
    failure text (sent, received, expected)."""

    mode: str
    only: tuple[str, ...]
    fails: dict[str, tuple[str, ...]] = field(default_factory=dict)


CASES = [
    Case(
        "decide-with-play",
        ("decide-library", "decide-bandit-victim", "attacked-witch", "throne-room-smithy"),
        {
            "decide-library": ("(decide ", "(card library)", "(clean)", "expected an answer (choose"),
            "decide-bandit-victim": ("(decide ada ", "(card bandit)", "(target ada)", "(clean)"),
        },
    ),
    Case(
        "decide-unoffered",
        ("decide-sentry", "decide-bureaucrat-victim", "throne-room-smithy"),
        {
            "decide-sentry": (
                "(card sentry) (kind trash)",
                "(choose province)",
                "province is not among the cards to choose from (estate curse)",
                "[the sentry decision: trash any of the cards you looked at]",
            ),
            "decide-bureaucrat-victim": (
                "(card bureaucrat)",
                "(choose province) needs province in your hand",
                "your hand is (estate duchy copper copper silver)",
            ),
        },
    ),
    Case(
        "answers-happened",
        ("quiet-after-happened-play", "quiet-after-happened-trash", "quiet-after-happened-shuffle"),
        {
            "quiet-after-happened-play": ("(happened ", "(choose) (while waiting)", "no output"),
            "quiet-after-happened-trash": ("(happened ", "(choose) (while waiting)", "no output"),
            "quiet-after-happened-shuffle": ("(happened ", "(choose) (while waiting)", "no output"),
        },
    ),
    Case(
        "v3-defense",
        ("attacked-first", "attacked-witch", "attacked-witch-moat", "attacked-bandit"),
        {
            "attacked-witch": ("(attacked (act witch) ada ", "(discard", "a witch attack discards nothing"),
            "attacked-witch-moat": ("(attacked (act witch) ada ", "a witch attack discards nothing"),
            "attacked-bandit": ("(attacked (act bandit) ada ", "a bandit attack discards nothing"),
        },
    ),
    Case(
        "always-moat",
        ("attacked-with-moat", "attacked-witch", "attacked-witch-moat", "attacked-spy"),
        {
            "attacked-witch": ("(attacked (act witch) ada ", "(moat)", "needs a moat in your hand"),
            "attacked-spy": ("(attacked (act spy) ada ", "(moat)", "needs a moat in your hand"),
        },
    ),
    Case(
        "unnested-throne-room",
        ("throne-room-smithy", "throne-room-village", "throne-room-mine", "decide-throne-room"),
        {
            "throne-room-smithy": ("(move ", "(act throne-room smithy)", "(act throne-room (act"),
            "throne-room-village": ("(move ", "(act throne-room village)", "(act throne-room (act"),
        },
    ),
]


SHOWN = tuple(dict.fromkeys(id for case in CASES for id in case.only))
"""Every check a broken player is run on: the correct player must pass each (the reference players pass
every check of v4: tests/referee/test_check_reference.py)."""


@pytest.fixture(scope="module")
def reports(python: str) -> dict[str, CheckReport]:
    """The report of the correct player ("") and of each broken one on the checks that show its mistake."""

    def run(mode: str) -> CheckReport:
        case = next((c for c in CASES if c.mode == mode), None)
        command = [python, str(PROGRAM), *([mode] if mode else [])]
        only = case.only if case else SHOWN
        # The correct player never writes while waiting: the usual short watch will do.
        silence = SILENCE if case else 0.25
        return run_checks("vfour", command, version=4, limits=LIMITS, jobs=4, only=only, silence=silence)

    modes = ["", *(c.mode for c in CASES)]
    with ThreadPoolExecutor(max_workers=3) as pool:
        return dict(zip(modes, pool.map(run, modes), strict=True))


def test_a_correct_v4_player_passes_each_check_a_broken_one_fails(reports) -> None:
    report = reports[""]
    failures = {o.check.id: (o.failure or o.error) for o in report.outcomes if o.status != "pass"}
    assert failures == {}
    assert [o.check.id for o in report.outcomes] == [c.id for c in checks_for(4) if c.id in SHOWN]


@pytest.mark.parametrize("case", CASES, ids=[c.mode for c in CASES])
def test_a_broken_player_fails_exactly_the_checks_that_show_its_mistake(reports, case: Case) -> None:
    report = reports[case.mode]
    statuses = {o.check.id: o.status for o in report.outcomes}
    assert statuses == {id: ("fail" if id in case.fails else "pass") for id in case.only}
    for outcome in report.outcomes:
        if outcome.check.id in case.fails:
            failure = outcome.failure
            text = "\n".join((failure.sent, failure.received, failure.expected))
            for gist in case.fails[outcome.check.id]:
                assert gist in text, f"{outcome.check.id}: {gist!r} not in {text!r}"


def test_v4_has_every_check_the_issue_asks_for() -> None:
    ids = {c.id for c in checks_for(4)}
    decided = {"library", "sentry", "vassal", "harbinger", "poacher", "spy", "thief", "throne-room"}
    assert {f"decide-{card}" for card in decided} <= ids
    assert {"decide-bandit-victim", "decide-bureaucrat-victim"} <= ids
    for attack in ("bandit", "bureaucrat", "spy", "thief", "witch"):
        assert {f"attacked-{attack}", f"attacked-{attack}-moat"} <= ids
    assert {"attacked-first", "attacked-with-moat"} <= ids  # militia, as in v3
    assert {f"quiet-after-happened-{kind}" for kind in EVENT_KINDS} <= ids
    assert {f"throne-room-{card}" for card in V4_ACTIONS} <= ids
    # Every check of v1-v3 runs for v4 too, and no v4 check for an older version.
    assert {c.id for c in checks_for(3)} <= ids
    assert not any(c.min_version == 4 for c in checks_for(3))
    assert len({c.id for c in CHECKS}) == len(CHECKS)
