"""Every reference player passes `referee check` for its protocol versions (real subprocesses)."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from players import REFERENCE
from referee.conformance import CHECKS, CheckReport, checks_for, run_checks
from referee.seats.process import Limits

# Each player at the lowest version it is meant for and at v3 (the superset); random_legal at all four,
# since it tries every kind of play. A v4 player is checked at v3 (it plays money there) and at v4 (every
# check of v4: decide, happened, every attack, Throne Room on every card). Run with more checks at once
# than cores: the checks mostly wait.
RUNS = sorted(
    {(name, min(player.min_version, 3)) for name, player in REFERENCE.items()}
    | {(name, 3) for name in REFERENCE}
    | {(name, 4) for name, player in REFERENCE.items() if player.min_version == 4}
    | {("random_legal", 2), ("random_legal", 4)}
)


LIMITS = Limits(reply_timeout=30.0, first_reply_timeout=60.0)
"""Generous reply limits: a reference player must pass however loaded the machine is (a v4 run sends several
hundred messages)."""


@pytest.fixture(scope="module")
def reports(python: str) -> dict[tuple[str, int], CheckReport]:
    """Every run's report. Several runs at once: a run's wall time is mostly its checks' silence waits."""

    def run(key: tuple[str, int]) -> CheckReport:
        player, version = key
        command = [python, "-m", REFERENCE[player].module]
        return run_checks(player.replace("_", ""), command, version=version, limits=LIMITS, jobs=6)

    with ThreadPoolExecutor(max_workers=3) as pool:
        return dict(zip(RUNS, pool.map(run, RUNS), strict=True))


@pytest.mark.parametrize(("player", "version"), RUNS, ids=[f"{p}-v{v}" for p, v in RUNS])
def test_reference_player_passes_every_check(reports, player: str, version: int) -> None:
    report = reports[player, version]
    failures = {o.check.id: (o.failure or o.error) for o in report.outcomes if o.status != "pass"}
    assert failures == {}
    assert [o.check.id for o in report.outcomes] == [c.id for c in checks_for(version)]


def test_the_suite_has_at_least_30_checks_for_v3_and_fewer_for_v1_v2() -> None:
    counts = {version: len(checks_for(version)) for version in (1, 2, 3, 4)}
    assert counts[3] >= 30
    assert counts[1] < counts[2] < counts[3] < counts[4]
    assert len({c.id for c in CHECKS}) == len(CHECKS)


def test_every_action_of_a_version_has_its_act_check() -> None:
    from protocol.versions import VERSIONS

    for version, actions in ((number, VERSIONS[number].actions) for number in (1, 2, 3)):
        ids = {c.id for c in checks_for(version)}
        assert {f"act-{card}" for card in actions} <= ids
        later = set(VERSIONS[3].actions) - set(actions)
        assert not ({f"act-{card}" for card in later} & ids)
