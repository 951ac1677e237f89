"""Whole games of the rules alone with the cards of Hinterlands: in-process players that buy the kingdom's
cards and play them through the real engine (`run_game`), every play and answer judged by the legality
judge: gain triggers (Border Village, Farmland, Inn, Cache, Embassy, Ill-Gotten Gains, Nomad Camp, Souk,
Berserker), reactions in hand (Trader, Fool's Gold, Guard Dog), Scheme's clean-up and Haggler's buys meet the
engine's turn loop. Nobody is ejected, every card stays in the game, every action and treasure is played."""

from __future__ import annotations

from collections import Counter

import pytest

from protocol.messages import Act, Add, Buy, Clean
from referee.rules.cards import COST, SPECS
from referee.rules.engine import Observer, run_game
from referee.rules.game import Game, count_cards
from referee.rules.legality import check_play
from referee.seat import InProcessSeat

FIRST = (
    "crossroads",
    "fools-gold",
    "oracle",
    "trader",
    "noble-brigand",
    "ill-gotten-gains",
    "mandarin",
    "haggler",
    "embassy",
    "border-village",
)
SECOND = (
    "develop",
    "guard-dog",
    "scheme",
    "nomads",
    "berserker",
    "cauldron",
    "souk",
    "inn",
    "witchs-hut",
    "farmland",
)


class Buyer:
    """Plays every action it can, then each treasure one by one, then buys the kingdom card it owns fewest
    of that it can (dearest first), else a Gold or a Silver, then cleans up. Answers a decision with as much
    as it may take for a play, a gain, a choice or a reveal, else as little as it must."""

    def __init__(self, name: str, kingdom) -> None:
        self.name = name
        self.kingdom = sorted(kingdom, key=lambda card: -COST[card])

    def move(self, state):
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


@pytest.mark.parametrize("kingdom", [FIRST, SECOND], ids=["first-edition", "second-edition"])
def test_hinterlands_games_end_with_every_card_kept_and_played(kingdom):
    plays = Plays()
    for seed in range(4):
        players = 2 + seed % 3
        names = ["ann", "bob", "cat", "dan"][:players]
        edition = 1 if kingdom is FIRST else 2
        game = Game(names, version=None, seed=seed, kingdom=kingdom, edition=edition, turn_limit=30)
        before = count_cards(game)
        buyers = [Buyer(name, kingdom) for name in names]
        result = run_game(game, [InProcessSeat(buyer.name, buyer) for buyer in buyers], observer=plays)
        assert not result.ejections, result.ejections
        assert game.over and count_cards(game) == before
    playable = {card for card in kingdom if SPECS[card].is_action or "treasure" in SPECS[card].types}
    assert playable - set(plays.played) == set()
