"""Issue 30's red team: a seeded hostile protocol v5 program (tests/programs/v5_hostile.py) in real
subprocess games on random kingdoms of every set (`Setup.draw` of bench/random_games.py, as
tests/players/test_v5_subprocess_games.py), beside two random legal players. Whatever hostile reply it
writes to a `decide` (out of range, duplicated, of the wrong shape, huge, naming a card not in the game or in
another zone, not UTF-8, sent twice), the referee ejects it with one line naming what it wrote, and the game
goes on to its end for the others: no traceback, no hang, nobody else ejected.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import pytest

from players import REFERENCE
from referee.match import MatchConfig, run_match
from referee.result import Ejection
from referee.seats.process import Limits
from tests.conftest import ROOT
from tests.players.test_v5_subprocess_games import _setups

HOSTILE = str(ROOT / "tests" / "programs" / "v5_hostile.py")
REPLIES = (
    "too-few",
    "twice-each",
    "nested",
    "string",
    "bare",
    "unbalanced",
    "a-play",
    "huge-number",
    "huge-line",
    "not-a-card",
    "negative",
    "capitalised",
    "other-zone",
    "not-utf8",
    "mixed-pile",
    "sent-twice",
)
"""Every reply of v5_hostile.py's `REPLIES`, one game each."""
LIMITS = Limits(reply_timeout=30.0, first_reply_timeout=60.0)
"""Generous: on a loaded machine no well-behaved player may time out; no hostile reply waits for a limit."""


def _only_hostile_ejected(
    seed: int, players: list[tuple[str, tuple[str, ...]]], kingdom: Sequence[str], edition: int, reply: str
) -> Ejection:
    """Play a v5 game of `players` (the first one, ``hostile``, sends `reply` once) to 20 turns each, and
    return the hostile program's ejection after checking it is the only one, in one short line with no
    Python internals, and that the others played on to a real end."""
    config = MatchConfig(
        players=players,
        seed=seed,
        version=5,
        kingdom=tuple(kingdom),
        edition=edition,
        turn_limit=20,
        cwd=ROOT,
        player_seed_key=f"{seed:032x}",
        limits=LIMITS,
    )
    result = run_match(config)
    ejected = {p.name: p.ejection for p in result.ejections}
    assert set(ejected) == {"hostile"}, (reply, kingdom, ejected)
    ejection = ejected["hostile"]
    assert ejection.message and "\n" not in ejection.message, (reply, ejection)
    assert "Traceback" not in ejection.message and "Decision(" not in ejection.message, (reply, ejection)
    assert len(ejection.message) < 1000, (reply, len(ejection.message), ejection.message[:300])
    assert result.end != "last-player-standing", (reply, result.end)
    assert all(p.turns > 0 for p in result.players if p.name != "hostile"), reply
    return ejection


@pytest.mark.parametrize("index", range(len(REPLIES)))
def test_a_hostile_answer_to_a_v5_decision_ejects_its_program_and_the_game_goes_on(index: int) -> None:
    reply = REPLIES[index]
    seed = 7000 + index
    setup = _setups().draw(seed)
    random_legal = (sys.executable, "-m", REFERENCE["random_legal"].module)
    players = [
        ("hostile", (sys.executable, HOSTILE, str(seed), reply)),
        ("randoma", random_legal),
        ("randomb", random_legal),
    ]
    ejection = _only_hostile_ejected(seed, players, setup.kingdom, setup.edition, reply)
    if reply == "unbalanced":  # the reply it began is named, not only that its output ended
        assert "closed its stdout in the middle of a reply" in ejection.message, ejection.message
        assert "(choose " in ejection.message, ejection.message


DEFENSES = (
    "defend-reveal-absent",
    "defend-reveal-nothing",
    "defend-reveal-moat",
    "defend-nested",
    "defend-moat-absent",
    "defend-choose",
    "defend-too-many",
)
"""Every reply of v5_hostile.py's `DEFENSES`, one game each: its first `attacked` answered with it."""
ATTACKS = (
    "militia",
    "witch",
    "goons",
    "torturer",
    "mountebank",
    "rabble",
    "sea-hag",
    "jester",
    "urchin",
    "minion",
)
"""A kingdom of attacks only, where a Militia and a Torturer player attack the hostile program."""


@pytest.mark.parametrize("reply", DEFENSES)
def test_a_hostile_defense_to_a_v5_attack_ejects_its_program_and_the_game_goes_on(reply: str) -> None:
    seed = 7100 + DEFENSES.index(reply)
    players = [
        ("hostile", (sys.executable, HOSTILE, str(seed), reply)),
        ("militia", (sys.executable, "-m", REFERENCE["militia_money"].module)),
        ("torturer", (sys.executable, "-m", "players.strategy", "double-torturer")),
    ]
    _only_hostile_ejected(seed, players, ATTACKS, 2, reply)
