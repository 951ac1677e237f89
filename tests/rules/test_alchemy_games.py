"""Whole games of the rules alone with the cards of Alchemy: in-process players that buy Potions and the
kingdom's cards and play them through the real engine (`run_game`), every play and answer judged by the
legality judge: Herbalist's and Alchemist's clean-up, Golem's plays, Scrying Pool's attack and Possession's
turns meet the engine's turn loop. Nobody is ejected, every card stays in the game, every card is played; in
a possessed turn the possessor's seat makes the possessed player's plays and decisions (`Game.decider`)."""

from __future__ import annotations

from collections import Counter

import pytest

from protocol.messages import Buy
from referee.rules.game import Game, count_cards
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from tests.rules.games import Buyer, buyer_games

KINGDOM = (
    "transmute",
    "herbalist",
    "apothecary",
    "scrying-pool",
    "university",
    "alchemist",
    "familiar",
    "golem",
    "apprentice",
    "possession",
)


class Recorded(Buyer):
    """A `Buyer` of the kingdom and Potions (Philosopher's Stone, Vineyard too) that records the first player
    of each view it is asked to move in and whose decisions it makes (with `game`: the possession under way
    at each move, and what it bought in a possessed turn)."""

    def __init__(self, name: str, kingdom, game: Game | None = None) -> None:
        super().__init__(name, (*kingdom, "potion"))
        self.moved_for: Counter = Counter()
        self.decided_for: Counter = Counter()
        self.game = game
        self.asked: list[tuple[str, tuple[str, str] | None]] = []
        self.bought_in_possessed_turn: list[str] = []

    def move(self, state):
        self.moved_for[state.players[0]] += 1
        if self.game is not None:
            self.asked.append((state.players[0], self.game.possession))
        play = self.choose(state)
        if self.game is not None and self.game.possession and type(play) is Buy:
            self.bought_in_possessed_turn.append(play.card)
        return play

    def choose(self, state):
        """The play for `state` (a `Buyer`'s)."""
        return super().move(state)

    def decide(self, decision, state):
        self.decided_for[decision.player] += 1
        return super().decide(decision, state)


@pytest.mark.parametrize("kingdom", [KINGDOM, (*KINGDOM[:8], "philosophers-stone", "vineyard")])
def test_alchemy_games_end_with_every_card_kept_and_played(kingdom):
    buyers: list[Recorded] = []

    def buyer(name: str) -> Recorded:
        buyers.append(Recorded(name, kingdom))
        return buyers[-1]

    played = buyer_games(kingdom, range(6), turn_limit=25, buyer=buyer)
    possessed = sum(count for one in buyers for name, count in one.moved_for.items() if name != one.name)
    playable = {card for card in kingdom if card != "vineyard"}
    assert playable - set(played) == set()
    if "possession" in kingdom:
        assert possessed > 0  # some seat made another player's plays


def test_the_possessor_makes_the_possessed_players_plays_and_decisions():
    kingdom = ("possession", "chapel", *KINGDOM[:8])
    game = Game(["ann", "bob"], seed=4, kingdom=kingdom, turn_limit=3)
    game.arrange("ann", hand=["possession", "copper"], deck=["copper"] * 5)
    game.arrange("bob", hand=["chapel", "estate", "estate", "gold", "gold"], deck=["copper"] * 5)
    ann, bob = Recorded("ann", kingdom, game), Recorded("bob", kingdom, game)
    before = count_cards(game)
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob)])
    assert not result.ejections
    possessed = ("bob", "ann")
    assert ("bob", possessed) in ann.asked  # bob's possessed turn: ann was asked its plays, in bob's view
    assert ann.decided_for["bob"] == 1  # and the decision of bob's Chapel
    assert all(possession != possessed for _, possession in bob.asked)  # bob was asked nothing then
    assert ann.bought_in_possessed_turn  # with bob's Golds
    assert count_cards(game) == before


class Cheat(Recorded):
    """A Buyer that, asked to move for another player (a possessed turn), buys a Province it cannot pay."""

    def choose(self, state):
        if state.players[0] != self.name and state.buys:
            return Buy("province")
        return super().choose(state)


def test_an_illegal_play_in_a_possessed_turn_ejects_the_possessor_and_the_turn_goes_on():
    kingdom = ("possession", "chapel", *KINGDOM[:8])
    game = Game(["ann", "bob", "cat"], seed=4, kingdom=kingdom, turn_limit=3)
    game.arrange("ann", hand=["possession", "copper"], deck=["copper"] * 5)
    game.arrange("bob", hand=["copper", "estate", "estate", "gold", "gold"], deck=["copper"] * 5)
    ann, bob, cat = Cheat("ann", kingdom, game), *(Recorded(name, kingdom, game) for name in ("bob", "cat"))
    result = run_game(game, [InProcessSeat(one.name, one) for one in (ann, bob, cat)])
    assert [player.name for player in result.ejections] == ["ann"]
    assert "(buy province)" in result.ejections[0].ejection.message
    possessed = ("bob", "ann")
    assert ("bob", possessed) in ann.asked
    # bob's own seat plays the rest of the possessed turn (ann is gone), and then the game goes on
    assert ("bob", possessed) in bob.asked and game.over and result.end != "last-player-standing"
