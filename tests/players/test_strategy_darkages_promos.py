"""The shipped strategies of Dark Ages and the promos (issue 30), and the Guilds strategies that spend Coffers
(Baker Money, Butcher Money): their card tables steer real games of the rules alone (Rebuild names a
Province, Governor picks by its conditions, Cultist plays a second Cultist, Butcher turns a Gold and 2 Coffers
into a Province, Black Market buys from its deck only the cards its list names), and each beats Big Money in
seeded games."""

from __future__ import annotations

from collections import Counter

import pytest

from players.strategy import load_strategy
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat

from .test_strategy_results import margin, share

NEW = {
    "baker-money": "baker",
    "butcher-money": "butcher",
    "cultist-money": "cultist",
    "rebuild": "rebuild",
    "hunting-grounds": "hunting-grounds",
    "envoy-money": "envoy",
    "governor-money": "governor",
    "stash-money": "stash",
    "black-market-money": "black-market",
}
"""Each strategy and the card it is built on."""

FILL = ("village", "cellar", "market", "moat", "laboratory", "festival", "workshop", "chapel", "library")
"""Base cards that fill a strategy's kingdom up to 10 cards (none of them attacks)."""


def kingdom_of(name: str) -> list[str]:
    required = load_strategy(name).requires
    return [*required, *(card for card in FILL if card not in required)][:10]


class _Answers(Observer):
    """Counts every answer of the game by player, card and option chosen."""

    def __init__(self) -> None:
        self.answers: Counter = Counter()

    def decided(self, name, decision, answer):
        for option in answer:
            self.answers[name, decision.card, decision.kind, option] += 1


def _answers(name: str, seeds=range(6)) -> Counter:
    strategy, money = load_strategy(name), load_strategy("big-money-ultimate")
    watch = _Answers()
    for seed in seeds:
        seats = [InProcessSeat("a", strategy.player(rules_alone=True)), InProcessSeat("b", money.player())]
        result = play_game(seats, version=None, seed=seed, kingdom=kingdom_of(name), observer=watch)
        assert result.ejections == ()
    return watch.answers


def test_rebuild_names_a_province_and_gains_victory_cards():
    answers = _answers("rebuild")
    named = [key for key in answers if key[:3] == ("a", "rebuild", "name")]
    assert named and all(key[3] == "province" for key in named)
    assert answers["a", "rebuild", "gain", "duchy"] > 0


def test_governor_takes_gold_early_cards_later_and_turns_gold_into_a_province_at_the_end():
    answers = _answers("governor-money")
    chosen = {key[3] for key in answers if key[:3] == ("a", "governor", "choose")}
    assert chosen == {"gold", "+cards", "remodel"}
    assert answers["a", "governor", "trash", "gold"] > 0
    assert answers["a", "governor", "gain", "province"] > 0


def test_cultist_plays_a_second_cultist_from_its_hand():
    assert _answers("cultist-money")["a", "cultist", "play", "cultist"] > 0


def test_butcher_trashes_a_gold_and_pays_two_coffers_for_a_province():
    answers = _answers("butcher-money")
    assert answers["a", "butcher", "trash", "gold"] > 0
    assert answers["a", "butcher", "pay", "2"] > 0
    assert answers["a", "butcher", "gain", "province"] > 0


class _Plays(_Answers):
    """The answers, and the cards each player played."""

    def __init__(self) -> None:
        super().__init__()
        self.played_cards: Counter = Counter()

    def played(self, name, play):
        card = getattr(play, "card", None)
        if card is not None:
            self.played_cards[name, str(card)] += 1


def test_black_market_buys_only_the_cards_of_its_list_and_plays_them():
    strategy, money = load_strategy("black-market-money"), load_strategy("big-money-ultimate")
    watch = _Plays()
    for seed in range(12):
        seats = [InProcessSeat("a", strategy.player(rules_alone=True)), InProcessSeat("b", money.player())]
        result = play_game(
            seats, version=None, seed=seed, kingdom=kingdom_of("black-market-money"), observer=watch
        )
        assert result.ejections == ()
    listed = {str(entry.card) for entry in strategy.lists["black-market.gain"]}
    bought = {str(key[3]) for key in watch.answers if key[:3] == ("a", "black-market", "gain")}
    assert bought and bought <= listed, bought - listed
    # No `play` list: every action it owns is played, those bought from the Black Market deck too.
    assert any(watch.played_cards["a", card] for card in bought), bought


@pytest.mark.parametrize("name", sorted(NEW))
def test_the_dark_ages_and_promo_strategies_beat_big_money(name):
    assert NEW[name] in load_strategy(name).requires
    games = 200
    assert share(name, "big-money", games, kingdom=kingdom_of(name)) > 0.5 + margin(games)
