"""Whole games of the rules alone with Dark Ages section B's cards: in-process players that buy the kingdom's
cards and play them through the real engine (`run_game`), every play and answer judged by the legality
judge: Procession's double plays and trashes, Rogue's and Cultist's attacks, Hunting Grounds' and Catacombs'
trash triggers, the Knights' pile meet the engine's turn loop. Nobody is ejected, every card stays in the
game, the game ends, and the kingdom's cards are played."""

from __future__ import annotations

from collections import Counter

import pytest

from protocol.messages import Act, Add, Buy, Clean
from referee.rules.cards import SPECS
from referee.rules.engine import Observer, run_game
from referee.rules.game import Game, count_cards
from referee.rules.legality import check_play
from referee.seat import InProcessSeat

KINGDOMS = (
    (
        "procession",
        "count",
        "rogue",
        "junk-dealer",
        "catacombs",
        "graverobber",
        "rebuild",
        "altar",
        "hunting-grounds",
        "cultist",
    ),
    (
        "smithy",
        "scavenger",
        "wandering-minstrel",
        "bandit-camp",
        "counterfeit",
        "mystic",
        "pillage",
        "knights",
        "village",
        "market",
    ),
)


class Buyer:
    """Plays every action it can, then its treasures, then buys the dearest kingdom card it does not own
    yet (then what it owns fewest of; a mixed pile's top card), else a Gold or a Silver; answers with as
    much as a play, a gain, a choice may take, else as little as it must."""

    def __init__(self, name: str) -> None:
        self.name = name

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
            wanted = sorted(
                (c for c in state.supply if SPECS[c].kingdom or "knight" in SPECS[c].types),
                key=lambda card: (owned[card] > 0, -SPECS[card].cost, owned[card]),
            )
            for card in (*wanted, "gold", "silver"):
                if check_play(state, Buy(card), arguments=False) is None:
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


@pytest.mark.parametrize("kingdom", KINGDOMS)
def test_dark_ages_b_games_end_with_every_card_kept(kingdom):
    plays = Plays()
    for seed in range(6):
        names = ["ann", "bob", "cat", "dan"][: 2 + seed % 3]
        game = Game(names, version=None, seed=seed, kingdom=kingdom, edition=1 + seed % 2, turn_limit=30)
        before = count_cards(game)
        result = run_game(game, [InProcessSeat(name, Buyer(name)) for name in names], observer=plays)
        assert not result.ejections, result.ejections
        assert game.over and count_cards(game) == before
    played = {card for card in kingdom if card != "knights"}
    assert played - set(plays.played) == set()
    if "knights" in kingdom:
        assert any("knight" in SPECS[card].types for card in plays.played)
