"""Whole games of the rules alone with Seaside's section B (Pearl Diver to Tide Pools): in-process players
that buy and play them through the real engine (`run_game`), every play and answer judged by the legality
judge; the durations (Pirate, Sailor, Sea Witch, Tide Pools) meet the engine's turn loop, Pirate reacts to
other players' treasure gains, Sailor plays the durations bought, Ambassador returns cards to the supply.
Nobody is ejected, every card stays in the game, every card is played."""

from __future__ import annotations

from collections import Counter

import pytest

from protocol.messages import Act, Add, Buy, Clean
from referee.rules.cards import COST, SPECS
from referee.rules.engine import Observer, run_game
from referee.rules.game import Game, count_cards
from referee.rules.legality import check_play
from referee.seat import InProcessSeat

KINGDOMS = {
    "first-edition": (
        "pearl-diver",
        "ambassador",
        "navigator",
        "sea-hag",
        "explorer",
        "ghost-ship",
        "treasure-map",
        "bazaar",
        "lookout",
        "throne-room",
    ),
    "second-edition": (
        "pirate",
        "sailor",
        "sea-witch",
        "tide-pools",
        "warehouse",
        "cutpurse",
        "salvager",
        "caravan",
        "bazaar",
        "throne-room",
    ),
}


class Buyer:
    """Plays every action it can (Throne Room first), then each treasure one by one, then buys the card
    of its kingdom it owns fewest of (else a Gold or a Silver), then cleans up. Answers a decision with as
    much as it may take for a play, a gain, a name or a choice, else with as little as it must."""

    def __init__(self, kingdom) -> None:
        self.kingdom = sorted(kingdom, key=lambda card: -COST[card])

    def move(self, state):
        if state.actions:
            actions = [card for card in state.hand if SPECS[card].is_action]
            if actions:
                return Act("throne-room" if "throne-room" in actions else actions[0])
        treasures = [card for card in state.hand if "treasure" in SPECS[card].types]
        if treasures:
            return Add(treasures[0])
        if state.buys:
            owned = Counter((*state.deck, *state.hand, *state.plays, *state.discards))
            wanted = sorted(self.kingdom, key=lambda card: owned[card])
            for card in (*wanted, "gold", "silver"):
                if check_play(state, Buy(card), arguments=False) is None:
                    return Buy(card)
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        if decision.kind in ("play", "gain", "name", "choose", "reveal"):
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


@pytest.mark.parametrize("name", KINGDOMS)
def test_games_with_these_cards_end_with_every_card_kept_and_played(name):
    kingdom = KINGDOMS[name]
    plays = Plays()
    for seed in range(8):
        players = 2 + seed % 3
        names = ["ann", "bob", "cat", "dan"][:players]
        game = Game(names, version=None, seed=seed, kingdom=kingdom, edition=1 + seed % 2, turn_limit=25)
        before = count_cards(game)
        seats = [InProcessSeat(player, Buyer(kingdom)) for player in names]
        result = run_game(game, seats, observer=plays)
        assert not result.ejections, result.ejections
        assert game.over and count_cards(game) == before
    assert set(kingdom) - set(plays.played) == set()
