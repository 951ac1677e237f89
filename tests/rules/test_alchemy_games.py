"""Whole games of the rules alone with the cards of Alchemy: in-process players that buy Potions and the
kingdom's cards and play them through the real engine (`run_game`), every play and answer judged by the
legality judge: Herbalist's and Alchemist's clean-up, Golem's plays, Scrying Pool's attack and Possession's
turns meet the engine's turn loop. Nobody is ejected, every card stays in the game, every card is played; in
a possessed turn the possessor's seat makes the possessed player's plays and decisions (`Game.decider`)."""

from __future__ import annotations

from collections import Counter

import pytest

from protocol.messages import Act, Add, Buy, Clean
from referee.rules.cards import COST, SPECS
from referee.rules.engine import Observer, run_game
from referee.rules.game import Game, count_cards
from referee.rules.legality import check_play
from referee.seat import InProcessSeat

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


class Buyer:
    """Plays every action it can, then each treasure one by one, then buys the card of its kingdom (or a
    Potion, or Philosopher's Stone, Vineyard) it owns fewest of that it can, else a Gold or a Silver, then
    cleans up. Answers a decision with as much as it may take for a play, a gain, a choice or a reveal, else
    as little as it must. Records the first player of each view it is asked to move in and whose decisions
    it makes (with `game`: the possession under way at each move, and what it bought in a possessed turn)."""

    def __init__(self, name: str, kingdom, game: Game | None = None) -> None:
        self.name = name
        self.kingdom = sorted((*kingdom, "potion"), key=lambda card: -COST[card])
        self.moved_for: Counter = Counter()
        self.decided_for: Counter = Counter()
        self.game = game
        self.asked: list[tuple[str, tuple[str, str] | None]] = []
        self.bought_in_possessed_turn: list[str] = []

    def move(self, state):
        self.moved_for[state.players[0]] += 1
        if self.game is not None:
            self.asked.append((state.players[0], self.game.possession))
        play = self._move(state)
        if self.game is not None and self.game.possession and type(play) is Buy:
            self.bought_in_possessed_turn.append(play.card)
        return play

    def _move(self, state):
        if state.actions:
            actions = [card for card in state.hand if SPECS[card].is_action]
            if actions:
                return Act(actions[0])
        treasures = [card for card in state.hand if "treasure" in SPECS[card].types]
        if treasures:
            return Add(treasures[0])
        if state.buys:
            owned = Counter((*state.deck, *state.hand, *state.plays, *state.discards))
            wanted = sorted(self.kingdom, key=lambda card: owned[card])
            for card in (*wanted, "gold", "silver"):
                if card in state.supply and check_play(state, Buy(card), arguments=False) is None:
                    return Buy(card)
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        self.decided_for[decision.player] += 1
        if decision.kind in ("play", "gain", "choose", "reveal", "topdeck"):
            return decision.options[: decision.max]
        return decision.options[: decision.min]

    def defend(self, attacker, state):
        raise AssertionError("no protocol defense in a game of the rules alone")

    def notify(self, notification):
        pass


class Plays(Observer):
    def __init__(self) -> None:
        self.played: Counter = Counter()

    def event(self, event):
        if event.kind == "play":
            self.played.update(event.cards)


@pytest.mark.parametrize("kingdom", [KINGDOM, (*KINGDOM[:8], "philosophers-stone", "vineyard")])
def test_alchemy_games_end_with_every_card_kept_and_played(kingdom):
    plays = Plays()
    possessed = 0
    for seed in range(6):
        players = 2 + seed % 3
        names = ["ann", "bob", "cat", "dan"][:players]
        game = Game(names, version=None, seed=seed, kingdom=kingdom, edition=1 + seed % 2, turn_limit=25)
        before = count_cards(game)
        buyers = [Buyer(name, kingdom) for name in names]
        result = run_game(game, [InProcessSeat(buyer.name, buyer) for buyer in buyers], observer=plays)
        assert not result.ejections, result.ejections
        assert game.over and count_cards(game) == before
        for buyer in buyers:
            possessed += sum(count for name, count in buyer.moved_for.items() if name != buyer.name)
    playable = {card for card in kingdom if card != "vineyard"}
    assert playable - set(plays.played) == set()
    if "possession" in kingdom:
        assert possessed > 0  # some seat made another player's plays


def test_the_possessor_makes_the_possessed_players_plays_and_decisions():
    kingdom = ("possession", "chapel", *KINGDOM[:8])
    game = Game(["ann", "bob"], version=None, seed=4, kingdom=kingdom, turn_limit=3)
    game.arrange("ann", hand=["possession", "copper"], deck=["copper"] * 5)
    game.arrange("bob", hand=["chapel", "estate", "estate", "gold", "gold"], deck=["copper"] * 5)
    ann, bob = Buyer("ann", kingdom, game), Buyer("bob", kingdom, game)
    before = count_cards(game)
    result = run_game(game, [InProcessSeat("ann", ann), InProcessSeat("bob", bob)])
    assert not result.ejections
    possessed = ("bob", "ann")
    assert ("bob", possessed) in ann.asked  # bob's possessed turn: ann was asked its plays, in bob's view
    assert ann.decided_for["bob"] == 1  # and the decision of bob's Chapel
    assert all(possession != possessed for _, possession in bob.asked)  # bob was asked nothing then
    assert ann.bought_in_possessed_turn  # with bob's Golds
    assert count_cards(game) == before


class Cheat(Buyer):
    """A Buyer that, asked to move for another player (a possessed turn), buys a Province it cannot pay."""

    def _move(self, state):
        if state.players[0] != self.name and state.buys:
            return Buy("province")
        return super()._move(state)


def test_an_illegal_play_in_a_possessed_turn_ejects_the_possessor_and_the_turn_goes_on():
    kingdom = ("possession", "chapel", *KINGDOM[:8])
    game = Game(["ann", "bob", "cat"], version=None, seed=4, kingdom=kingdom, turn_limit=3)
    game.arrange("ann", hand=["possession", "copper"], deck=["copper"] * 5)
    game.arrange("bob", hand=["copper", "estate", "estate", "gold", "gold"], deck=["copper"] * 5)
    ann, bob, cat = Cheat("ann", kingdom, game), Buyer("bob", kingdom, game), Buyer("cat", kingdom, game)
    result = run_game(game, [InProcessSeat(one.name, one) for one in (ann, bob, cat)])
    assert [player.name for player in result.ejections] == ["ann"]
    assert "(buy province)" in result.ejections[0].ejection.message
    possessed = ("bob", "ann")
    assert ("bob", possessed) in ann.asked
    # bob's own seat plays the rest of the possessed turn (ann is gone), and then the game goes on
    assert ("bob", possessed) in bob.asked and game.over and result.end != "last-player-standing"
