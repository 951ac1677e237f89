"""Protocol v5: every Prosperity card giving VP tokens (Bishop, Goons, Collection, Investment, Monument) is
told to every listening seat as ``(happened NAME (vp N))``, once, with the count: the rules core tells VP
tokens only by `Game.add_vp`'s event, so a card adding to the count itself went untold."""

from __future__ import annotations

import sys
from pathlib import Path

from protocol import Act, Add, Buy, to_wire
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.seats.engine import Driver
from referee.seats.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

FILL = ["village", "smithy", "market", "festival", "laboratory", "cellar", "chapel", "workshop", "militia"]


def _table(card: str) -> tuple[Game, list[InProcessSeat], Driver]:
    kingdom = [card, *FILL]
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=kingdom)
    seats = [InProcessSeat(name, RandomV4(index, keep=True)) for index, name in enumerate(("ann", "bob"))]
    driver = Driver(game, seats, None, 5)
    driver._tokens = driver.token_snapshot()
    return game, seats, driver


def _heard_vp(seats: list[InProcessSeat]) -> list[str]:
    return [text for text in map(to_wire, seats[1].strategy.heard) if "(vp " in text]


def test_bishop_tells_its_token_and_the_trash_tokens():
    game, seats, driver = _table("bishop")
    game.arrange("ann", hand=["bishop", "gold"])
    game.apply(Act("bishop"))
    game.answer(("gold",))
    driver.flush()
    assert _heard_vp(seats) == ["(happened ann (vp 1))", "(happened ann (vp 3))"]
    assert game.players[0].vp_tokens == 4


def test_goons_tells_the_token_of_a_buy():
    game, seats, driver = _table("goons")
    game.arrange("ann", hand=["goons", "copper"])
    game.arrange("bob", hand=["copper", "copper", "estate"])
    game.apply(Act("goons"))
    game.answer(())  # bob's defense (v5 asks every victim): no reaction
    driver.flush()
    game.apply(Buy("copper"))
    driver.flush()
    assert _heard_vp(seats) == ["(happened ann (vp 1))"]


def test_collection_tells_the_token_of_an_action_gained():
    game, seats, driver = _table("collection")
    game.arrange("ann", hand=["collection", "silver"])
    game.apply(Add("collection"))
    game.apply(Add("silver"))
    game.apply(Buy("village"))
    driver.flush()
    assert _heard_vp(seats) == ["(happened ann (vp 1))"]


def test_investment_tells_its_tokens():
    game, seats, driver = _table("investment")
    game.arrange("ann", hand=["investment", "estate", "copper", "silver"])
    game.apply(Add("investment"))
    game.answer(("estate",))
    game.answer(("trash-for-vp",))
    driver.flush()
    assert _heard_vp(seats) == ["(happened ann (vp 2))"]


def test_monument_tells_its_token():
    game, seats, driver = _table("monument")
    game.arrange("ann", hand=["monument"])
    game.apply(Act("monument"))
    driver.flush()
    assert _heard_vp(seats) == ["(happened ann (vp 1))"]
