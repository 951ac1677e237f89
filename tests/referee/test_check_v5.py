"""`referee check --protocol 5`: a correct v5 player (random legal play through the player kit) passes every
check of v5; each broken one fails exactly the check that shows its mistake, with what was sent, received
and expected. Real subprocesses (tests/programs/v5_player.py, correct or broken by its first argument).
Limits are generous: no outcome here depends on speed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from referee.conformance import CHECKS, checks_for, run_checks
from referee.seats.process import Limits

PROGRAM = Path(__file__).resolve().parent.parent / "programs" / "v5_player.py"
LIMITS = Limits(reply_timeout=30.0, first_reply_timeout=60.0)
V5_CHECKS = (
    "v5-state",
    "quiet-after-v5-happened",
    "quiet-after-coffers",
    "decide-watchtower-victim",
    "v5-potion",
    "decide-stash-insert",
    "decide-overpay",
    "decide-name",
    "decide-black-market",
    "decide-no-option",
)


def run(mode: str, only: tuple[str, ...] = V5_CHECKS):
    command = [sys.executable, str(PROGRAM), *([mode] if mode else [])]
    return run_checks("vfive", command, version=5, limits=LIMITS, jobs=2, only=only, silence=1.0)


def test_v5_adds_its_checks_after_every_check_of_v4() -> None:
    ids = [check.id for check in checks_for(5)]
    assert ids[-len(V5_CHECKS) :] == list(V5_CHECKS)
    assert ids[: -len(V5_CHECKS)] == [check.id for check in checks_for(4)]
    assert not set(V5_CHECKS) & {check.id for check in checks_for(4)}
    assert all(check.min_version == 5 for check in CHECKS if check.id in V5_CHECKS)


def test_a_correct_v5_player_passes_every_v5_check() -> None:
    report = run("", (*V5_CHECKS, "decide-library", "attacked-witch-moat", "second-seat"))
    failed = {o.check.id: o.failure for o in report.outcomes if o.status != "pass"}
    assert not failed, failed


@pytest.mark.parametrize(
    ("mode", "check", "words"),
    [
        ("answers-vp", "quiet-after-v5-happened", ("(happened ada (vp 2))", "(choose)", "no output")),
        (
            "every-word",
            "decide-watchtower-victim",
            ("(card watchtower) (kind choose)", "(choose trash topdeck)", "at most 1 option"),
        ),
        ("no-coffers", "v5-state", ("(coffers 9)", "(coffers 9) needs 9 Coffers; you have 2")),
        ("no-potion", "v5-potion", ("(buy familiar)", "(buy familiar) needs a potion, you have none")),
        ("insert-card", "decide-stash-insert", ("(card stash) (kind insert)", "(choose stash)")),
        (
            "pay-card",
            "decide-overpay",
            (
                "(card masterpiece) (kind pay) (source amount) (target) (options 0 1 2)",
                "(choose masterpiece)",
                "with 1 of the numbers offered (0 1 2)",
                "masterpiece is not among the options (0 1 2) (you bought masterpiece: overpay by",
            ),
        ),
        (
            "name-none",
            "decide-name",
            (
                "(card journeyman) (kind name) (source cards)",
                "(choose)",
                "journeyman asks for 1 option (name a",
            ),
        ),
        (
            "order-one",
            "decide-black-market",
            (
                "(card black-market) (kind choose) (source revealed)",
                "in the order you choose",
                "asks for 3 cards",
            ),
        ),
    ],
)
def test_a_broken_v5_player_fails_the_check_that_shows_its_mistake(mode: str, check: str, words) -> None:
    report = run(mode, (check,))
    outcome = report.outcomes[0]
    assert outcome.status == "fail", outcome
    failure = outcome.failure
    text = f"{failure.sent} {failure.received} {failure.expected}"
    for word in words:
        assert word in text, (word, text)
    # Each reason here quotes the decision's prompt: it is said once, not again in a bracket after it.
    assert "[the " not in failure.expected, failure.expected


def test_a_v5_player_revealing_a_card_it_does_not_hold_fails_decide_no_option() -> None:
    # The question of no option (--cover-reactions) is told for what it is: the reason says why it was asked.
    outcome = run("reveal-card", ("decide-no-option",)).outcomes[0]
    assert outcome.status == "fail", outcome
    failure = outcome.failure
    text = f"{failure.sent} {failure.received} {failure.expected}"
    for word in (
        "(card watchtower) (kind reveal) (source hand) (target) (options) (min 0) (max 0)",
        "(choose watchtower)",
        "with 0 of the options offered ()",
        "needs watchtower in your hand to reveal",
        "you hold no watchtower: nothing to choose (every owner of a watchtower is asked here",
    ):
        assert word in text, (word, text)
