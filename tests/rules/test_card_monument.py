"""Monument: +2 coins, +1 VP token (both editions)."""

from __future__ import annotations

import sys
from pathlib import Path

from protocol import V5, Act, to_wire
from referee.rules.engine import Driver
from referee.rules.game import Game
from referee.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

KINGDOM = [
    "monument",
    "village",
    "smithy",
    "market",
    "festival",
    "laboratory",
    "cellar",
    "chapel",
    "moat",
    "militia",
]


def test_monument(table):
    t = table("monument")
    t.give("ann", hand=["monument"], deck=[], discards=[])
    assert t.play("monument") is None
    assert t.game.coins == 2 and t.ann.vp_tokens == 1
    # VP tokens count toward the score (a hand of one Monument: no other points).
    assert t.ann.score() == 1


def test_kings_court_monument_gives_three_tokens(table):
    t = table("monument", "kings-court")
    t.give("ann", hand=["kings-court", "monument"])
    t.play("kings-court")
    t.answer("monument")
    assert t.game.coins == 6 and t.ann.vp_tokens == 3


def test_tokens_stay_after_the_turn(table):
    t = table("monument")
    t.give("ann", hand=["monument"])
    t.play("monument")
    t.clean()
    assert t.ann.vp_tokens == 1 and t.bob.vp_tokens == 0


def test_a_v5_table_hears_the_token_once_as_a_count():
    """Protocol v5: a Monument played tells every listening seat ``(happened NAME (vp 1))``, once, with the
    count (an event without its amount could not be printed and stopped the game)."""
    game = Game(["ann", "bob"], version=V5, seed=1, kingdom=KINGDOM)
    seats = [InProcessSeat(name, RandomV4(index, keep=True)) for index, name in enumerate(("ann", "bob"))]
    driver = Driver(game, seats, None)
    driver._tokens = driver.token_snapshot()
    game.arrange("ann", hand=["monument"])
    game.apply(Act("monument"))
    driver.flush()
    heard = [to_wire(note) for note in seats[1].strategy.heard]
    assert [text for text in heard if "(vp" in text] == ["(happened ann (vp 1))"]
