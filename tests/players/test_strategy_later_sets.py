"""Strategy files on the cards of Seaside, Alchemy and Cornucopia (issue 29): a buy of a card whose cost has
a potion waits for a potion, the words of these sets read real games' views (the Native Village mat, Pirate
Ship tokens, the Prizes left), and the nine shipped strategies of these sets beat Big Money in seeded games
of the rules alone."""

from __future__ import annotations

from collections import Counter
from dataclasses import asdict

import pytest

from players.strategy import load_strategy, parse_strategy
from protocol.messages import Buy, StateV5
from referee.cli.simulate import settle_kingdom
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat

from .conftest import full_supply, make_state
from .test_strategy_results import margin, share


def _v5(hand, **fields) -> StateV5:
    keep = {name: fields.pop(name) for name in ("coins", "supply") if name in fields}
    return StateV5(**asdict(make_state(hand, **keep)), **fields)


def test_a_card_whose_cost_has_a_potion_is_bought_only_with_a_potion():
    import tomllib

    strategy = parse_strategy(tomllib.loads('buy = ["familiar", "silver"]'), "familiar.toml")
    supply = (*full_supply(), *["familiar"] * 10, *["potion"] * 16)
    without = _v5([], coins=5, supply=supply, potions=0)
    with_one = _v5([], coins=5, supply=supply, potions=1)
    assert strategy.player().move(without) == Buy("silver")
    assert strategy.player().move(with_one) == Buy("familiar")


class _Watch(Observer):
    """Counts every play and answer of the game by player, and records what the views' conditions read."""

    def __init__(self) -> None:
        self.buys: Counter = Counter()
        self.answers: Counter = Counter()

    def played(self, name, play):
        if type(play) is Buy:
            self.buys[name, play.card] += 1

    def decided(self, name, decision, answer):
        self.answers[name, decision.card, *answer] += 1


def _game(first: str, second: str, kingdom, seed: int) -> _Watch:
    watch = _Watch()
    seats = [
        InProcessSeat("a", load_strategy(first).player(rules_alone=True)),
        InProcessSeat("b", load_strategy(second).player(rules_alone=True)),
    ]
    result = play_game(seats, version=None, seed=seed, kingdom=kingdom, observer=watch)
    assert result.ejections == ()
    return watch


def test_the_seaside_alchemy_and_cornucopia_words_steer_real_games():
    kingdom = ["native-village", "bazaar", "wharf", "pirate-ship", "familiar", "tournament", *SOME_BASE]
    watch = Counter()
    for seed in range(6):
        engine = _game("native-village-bazaar", "pirate-ship", kingdom, seed)
        alchemy = _game("familiar-money", "tournament", kingdom, seed)
        watch.update(engine.answers)
        watch.update(alchemy.answers)
        watch.update(engine.buys)
        watch.update(alchemy.buys)
    # Native Village: onto the mat, and the mat into the hand once 2 cards wait there (`mat(native-village)`).
    assert watch["a", "native-village", "mat"] > 0 and watch["a", "native-village", "take"] > 0
    # Pirate Ship: attacks first, its coins once 4 tokens are on its mat (`pirate_ship`).
    assert watch["b", "pirate-ship", "attack"] > 0 and watch["b", "pirate-ship", "coins"] > 0
    # Familiar Money buys a Potion, then Familiars with it; Tournament gains Prizes.
    assert watch["a", "potion"] == 6 and watch["a", "familiar"] > 6
    assert watch["b", "tournament", "followers"] > 0


SOME_BASE = ["village", "smithy", "cellar", "market"]


def test_a_random_kingdom_around_a_potion_card_needs_no_other_one():
    kingdom, how = settle_kingdom("random", ["familiar-money", "big-money"], 28)
    assert "familiar" in kingdom and "holding familiar" in how


NEW = {
    "wharf-money": "wharf",
    "pirate-ship": "pirate-ship",
    "native-village-bazaar": "native-village",
    "familiar-money": "familiar",
    "apothecary": "apothecary",
    "golem-smithy": "golem",
    "jester-money": "jester",
    "tournament": "tournament",
    "young-witch": "young-witch",
}


FILL = (
    "village",
    "cellar",
    "market",
    "moat",
    "laboratory",
    "festival",
    "workshop",
    "chapel",
    "library",
    "smithy",
)
"""Base cards that fill a strategy's kingdom up to 10 cards."""


@pytest.mark.parametrize("name", sorted(NEW))
def test_the_strategies_of_the_later_sets_beat_big_money(name):
    required = load_strategy(name).requires
    assert NEW[name] in required
    kingdom = [*required, *(card for card in FILL if card not in required)][:10]
    games = 200
    assert share(name, "big-money", games, kingdom=kingdom) > 0.5 + margin(games)
