"""`referee -v`'s turn headings: everything of a turn is printed under its heading (the start-of-turn events,
which happen inside the clean-up of the turn before, included); an extra turn's heading says so, a possessed
turn's names who makes its plays and decisions."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from protocol.messages import Act, Add, Clean
from referee.output import VerboseObserver
from referee.rules.game import Game
from referee.rules.spec import SPECS
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from tests.cli import verbose_v5_game

ROOT = Path(__file__).resolve().parents[2]
KINGDOM = "outpost,possession,village,smithy,market,festival,laboratory,cellar,moat,haven"
POSSESS = """name = "Possess"
description = "Two Possessions, then money."
requires = ["possession"]
buy = [
    { card = "province", if = "money > 15" },
    { card = "possession", if = "count(possession) < 2" },
    { card = "potion", if = "count(potion) < 1" },
    "gold",
    "silver",
]
play = ["possession"]
"""
OUTPOST = """name = "Outpost"
description = "Two Outposts, then money."
requires = ["outpost"]
buy = [
    { card = "province", if = "money > 15" },
    { card = "outpost", if = "count(outpost) < 2" },
    "gold",
    "silver",
]
play = ["outpost"]
"""


def turns(text: str) -> list[tuple[str, list[str]]]:
    """The `-v` lines of each turn: (its heading, the lines under it)."""
    found: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if line.startswith("turn "):
            found.append((line, []))
        elif found and line.startswith("  "):
            found[-1][1].append(line)
    return found


def test_extra_and_possessed_turns_say_so_in_their_heading(tmp_path: Path) -> None:
    """A real v5 game of two strategy programs, one playing Possession, the other Outpost."""
    (tmp_path / "possess.toml").write_text(POSSESS)
    (tmp_path / "outpost.toml").write_text(OUTPOST)
    players = [f"python -m players.strategy {tmp_path / name}.toml" for name in ("possess", "outpost")]
    done = verbose_v5_game(KINGDOM, 4, 30, *players, seeded=False)
    played = turns(done.stdout)
    possessed = [
        lines
        for heading, lines in played
        if heading.endswith(": outpost (possessed: possess makes its plays and decisions)")
    ]
    extra = [lines for heading, lines in played if heading.endswith(": outpost (extra turn)")]
    assert possessed and extra, done.stdout
    # The heading says it: no line of its own (it was printed under the turn before).
    assert " takes an extra turn" not in done.stdout
    # A possessed turn's plays are the possessed player's; what it buys, the possessor gains.
    for lines in possessed:
        assert all(line.startswith(("  outpost: ", "    ")) for line in lines), lines
        assert not any(line.startswith("    outpost gains ") for line in lines), lines
    assert any(line.startswith("    possess gains ") for lines in possessed for line in lines)
    # An extra turn follows the turn of its Outpost, played by the same player.
    for at, (heading, _) in enumerate(played):
        if heading.endswith("(extra turn)"):
            assert "  outpost: (act outpost)" in played[at - 1][1], played[at - 1]


class Script:
    """Plays the first of its `actions` in hand while it has actions, then every treasure, then cleans up;
    answers a decision with as many of its options as it may."""

    def __init__(self, *actions: str) -> None:
        self.actions = actions

    def move(self, state):
        if state.actions:
            for card in self.actions:
                if card in state.hand:
                    return Act(card)
        for card in state.hand:
            if "treasure" in SPECS[card].types:
                return Add(card)
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        return decision.options[: decision.max]

    def defend(self, attacker, state):
        raise AssertionError("no attack in this game")

    def notify(self, notification):
        pass


def _turns(card: str, hand: list[str], edition: int = 2) -> list[tuple[str, list[str]]]:
    """The `-v --events` turns (`turns`) of a 3-turn game of `card` and nine base cards: ann starts with
    `hand` and plays `card` (`Script`), bob plays treasures only."""
    kingdom = (
        card,
        "smithy",
        "village",
        "market",
        "festival",
        "laboratory",
        "cellar",
        "moat",
        "haven",
        "mine",
    )
    game = Game(["ann", "bob"], seed=1, kingdom=kingdom, turn_limit=3, edition=edition)
    game.arrange("ann", hand=hand, deck=["copper"] * 12)
    game.arrange("bob", hand=["copper"] * 5, deck=["copper"] * 12)
    file = io.StringIO()
    seats = [InProcessSeat("ann", Script(card)), InProcessSeat("bob", Script())]
    run_game(game, seats, observer=VerboseObserver(file, events=True))
    return turns(file.getvalue())


@pytest.mark.parametrize(
    ("edition", "first_lines"),
    [
        # The 2014 text takes the card from the mat to play it; the 2022 errata plays it where it lies.
        (1, ["    ann takes smithy from the prince mat", "    ann plays smithy"]),
        (2, ["    ann plays smithy"]),
    ],
)
def test_the_start_of_a_turn_is_printed_under_its_heading(edition: int, first_lines: list[str]) -> None:
    """Prince plays the card set aside with it as its owner's turn starts, inside the clean-up of the turn
    before: its lines come under the owner's heading, before the owner's first play, not under the
    clean-up of the player before."""
    played = _turns("prince", ["prince", "smithy", "copper", "copper", "copper"], edition)
    assert [heading for heading, _ in played[:4]] == [
        "turn 1: ann",
        "turn 2: bob",
        "turn 3: ann",
        "turn 4: bob",
    ]
    bob, ann = played[1][1], played[2][1]
    assert bob[-1].startswith("  bob: (clean"), bob  # nothing of ann's turn under bob's clean-up
    assert ann[: len(first_lines)] == first_lines, ann
    assert all(line.startswith("    ann ") for line in ann[: ann.index("    ann plays smithy") + 1])


def test_a_decision_of_a_turns_start_comes_under_its_heading() -> None:
    """Sailor's "you may trash a card" is asked as its owner's next turn starts (inside the clean-up of the
    turn before): the decision's line and what it trashed come under the owner's heading."""
    played = _turns("sailor", ["sailor", "copper", "copper", "copper", "copper"])
    assert [heading for heading, _ in played[:3]] == ["turn 1: ann", "turn 2: bob", "turn 3: ann"]
    bob, ann = played[1][1], played[2][1]
    assert not any("sailor" in line for line in bob), bob
    assert ann[0].startswith("  ann decides for sailor: (choose copper) -- you may trash a card"), ann
    assert ann[1] == "    ann trashes copper", ann
