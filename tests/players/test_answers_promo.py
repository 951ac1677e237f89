"""The kit's default answers to the decisions of the promotional cards: legal, and sensible where the choice
is made for another player (Envoy's discard: the card most worth keeping)."""

from __future__ import annotations

from collections import Counter

from players.answers import default_answer
from players.random_legal import Strategy as RandomLegal
from players.strategy import load_strategy
from referee import views
from referee.rules.legality import check_answer
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat
from tests.rules.conftest import Table


def _default(t: Table) -> tuple:
    decision = t.game.pending
    answer = default_answer(decision, views.view(t.game, t.game.find(decision.player)))
    assert check_answer(decision, answer) is None
    return answer


def test_envoy_the_left_player_discards_the_best_card():
    t = Table("envoy")
    t.give("ann", hand=["envoy"], deck=["copper", "estate", "gold", "copper", "silver"])
    t.play("envoy")
    assert _default(t) == ("gold",)


def test_governor_and_walled_village_defaults_are_legal():
    t = Table("governor", "walled-village")
    t.give("ann", hand=["governor", "walled-village", "estate"], deck=["copper"] * 10)
    t.play("walled-village")
    t.play("governor")
    word = _default(t)
    t.answer(*word)
    while t.game.pending is not None:
        t.answer(*_default(t))
    t.clean()
    assert t.game.pending is not None and t.game.pending.card == "walled-village"
    assert _default(t) in ((), ("walled-village",))


def test_prince_sets_aside_the_dearest_action_offered():
    t = Table("prince", "village", "smithy")
    t.give("ann", hand=["prince", "village", "smithy", "copper"], deck=["copper"] * 10)
    t.play("prince")
    assert _default(t) == ("smithy",)


def test_black_market_plays_every_treasure_of_the_hand_bank_last_then_buys_the_dearest_it_can():
    t = Table("black-market", "bank")
    t.give("ann", hand=["black-market", "bank", "copper", "gold", "silver", "estate"], deck=["copper"] * 10)
    t.play("black-market")
    assert t.game.pending.kind == "play"
    assert _default(t) == ("gold", "silver", "copper", "bank")
    t.answer(*_default(t))
    assert t.game.coins == 2 + 3 + 2 + 1 + 4  # the Bank played last: 4 treasures in play
    gain = t.game.pending
    assert gain is not None and gain.kind == "gain", gain
    dearest = max(t.game.cost(card) for card in gain.options)
    assert t.game.cost(_default(t)[0]) == dearest


class _BlackMarketAnswers(Observer):
    """Counts ann's Black Market decisions answered, by kind, and the treasures played with its `play`."""

    def __init__(self) -> None:
        self.kinds: Counter = Counter()
        self.played = 0

    def decided(self, name, decision, answer):
        if name == "ann" and decision.card == "black-market":
            self.kinds[decision.kind] += 1
            if decision.kind == "play":
                assert sorted(answer) == sorted(decision.options)  # every treasure offered
                self.played += len(answer)


def test_black_market_games_of_a_kit_strategy_and_random_legal_players_end_without_ejection(tmp_path):
    """A strategy file buying Black Markets (its `play` list names actions only, so Black Market's `play` of
    treasures gets the kit's default answer) against the random legal player, protocol v5: every treasure
    is played, cards are bought from the Black Market deck, nobody gets stuck or ejected."""
    path = tmp_path / "black-market-money.toml"
    path.write_text(
        'name = "Black Market Money"\nrequires = ["black-market"]\n'
        'buy = ["province", "gold", { card = "black-market", if = "count(black-market) < 2" }, "silver"]\n'
        'play = ["black-market"]\n'
    )
    strategy = load_strategy(path)
    kingdom = ["black-market", "village", "smithy", "market", "cellar", "moat", "militia", "bank", "mine"]
    kingdom.append("chapel")
    watch = _BlackMarketAnswers()
    for seed in range(8):
        seats = [InProcessSeat("ann", strategy.player()), InProcessSeat("bob", RandomLegal(seed))]
        result = play_game(seats, version=5, seed=seed, kingdom=kingdom, turn_limit=30, observer=watch)
        assert result.ejections == (), result.ejections
    assert watch.kinds["play"] and watch.played > watch.kinds["play"]  # more than one treasure a play
    assert watch.kinds["gain"]
