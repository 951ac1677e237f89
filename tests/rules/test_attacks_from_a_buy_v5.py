"""Protocol v5: an attack that a buy sets off (a Berserker bought with an action in play plays itself; a
Cauldron's third action bought) follows the attack protocol as a played attack does: each other player is
asked `attacked` first, and its reveal is answered by that defense, never asked as a `decide` with no option
(the engine settled a buy's decisions one by one, so the attack's defenses came after it, or not at all)."""

from __future__ import annotations

import sys
from pathlib import Path

from protocol import Act, Add, Buy
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.seats.engine import Driver
from referee.seats.seat import InProcessSeat

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

FILL = ["village", "smithy", "market", "festival", "laboratory", "cellar", "chapel", "workshop", "moat"]


class Logged(RandomV4):
    """A random v5 player that logs what it is asked, in order."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.asked: list[tuple] = []

    def defend(self, attacker, state, card="militia"):
        self.asked.append(("attacked", card))
        return super().defend(attacker, state, card)

    def decide(self, decision, state):
        self.asked.append(("decide", decision.card, decision.kind, tuple(decision.options)))
        return super().decide(decision, state)


def _table(card: str):
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=[card, *FILL])
    players = [Logged(0), Logged(1)]
    seats = [InProcessSeat(name, player) for name, player in zip(("ann", "bob"), players, strict=True)]
    driver = Driver(game, seats, None, 5)
    return game, players, driver


def test_a_berserker_bought_with_an_action_in_play_asks_the_defense_first():
    game, (_, bob), driver = _table("berserker")
    game.arrange("ann", hand=["village", "gold", "gold"], deck=["copper"] * 5)
    game.arrange("bob", hand=["copper", "copper", "copper", "estate", "moat"])
    game.apply(Act("village"))
    game.apply(Add("gold"))
    game.apply(Add("gold"))
    driver.watched("ann", Buy("berserker"), None, [], 0)
    assert bob.asked and bob.asked[0] == ("attacked", "berserker")
    assert not [entry for entry in bob.asked if entry[0] == "decide" and entry[2] == "reveal"]
    assert game.pending is None


def test_a_cauldrons_third_action_bought_asks_the_defense_first():
    game, (_, bob), driver = _table("cauldron")
    game.arrange("ann", hand=["cauldron", "gold", "gold", "gold"])
    game.arrange("bob", hand=["copper", "moat"])
    game.buys = 3
    for card in ("cauldron", "gold", "gold", "gold"):
        game.apply(Add(card))
    driver.watched("ann", Buy("village"), None, [], 0)
    driver.watched("ann", Buy("village"), None, [], 0)
    assert bob.asked == []
    driver.watched("ann", Buy("village"), None, [], 0)
    assert bob.asked and bob.asked[0] == ("attacked", "cauldron")
    assert not [entry for entry in bob.asked if entry[0] == "decide" and entry[2] == "reveal"]
    assert game.pending is None
