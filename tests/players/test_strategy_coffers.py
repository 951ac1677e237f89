"""Strategy files spend Coffers (issue 30): the key `coffers` names the cards of `buy` the Coffers may pay
for (none: every card), and a strategy spends just the Coffers its buy needs, before buying
(docs/simulate.md, "Spending Coffers"). Unit tests on hand-made v5 views, then real games of the rules
alone (the engine judges every `(coffers N)` play) and a v5 subprocess game."""

from __future__ import annotations

import sys
import tomllib
from collections import Counter
from dataclasses import asdict

import pytest

from players.strategy import StrategyError, load_strategy, parse_strategy
from protocol.messages import Buy, Coffers, SeatRecord, StateV5
from referee.match import MatchConfig, run_match
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat

from .conftest import full_supply, make_state
from .test_strategy_results import margin, share

MONEY = """
buy = [{ card = "province", if = "coins >= 8" }, "gold", "silver"]
"""


def _strategy(text: str):
    return parse_strategy(tomllib.loads(text), "coffers.toml")


def _view(coins: int, coffers: int, hand=()) -> StateV5:
    state = asdict(make_state(hand, coins=coins, plays=("silver",)))
    return StateV5(**state, seats=(SeatRecord("me", coffers=coffers), SeatRecord("other")))


def _move(text: str, coins: int, coffers: int):
    return _strategy(text).player().move(_view(coins, coffers))


def test_coffers_are_spent_for_a_card_the_coins_alone_do_not_reach():
    # 6 coins and 3 Coffers: a Province (8) needs 2 of them; conditions read the coins and Coffers together.
    assert _move(MONEY, 6, 3) == Coffers(2)
    # Once spent, the view has 8 coins and 1 Coffers: the Province is bought without spending more.
    assert _move(MONEY, 8, 1) == Buy("province")


def test_no_coffers_are_spent_when_they_change_nothing():
    # 3 coins and 2 Coffers reach only a Silver, which the coins alone buy.
    assert _move('buy = ["province", "silver"]', 3, 2) == Buy("silver")
    # No Coffers: the buy as always.
    assert _move(MONEY, 6, 0) == Buy("gold")


def test_the_coffers_list_names_the_cards_they_may_pay_for():
    text = MONEY + 'coffers = ["province"]\n'
    assert _move(text, 5, 2) == Buy("silver")  # a Gold is within reach, but not listed: no spending
    assert _move(text, 6, 2) == Coffers(2)  # a Province is
    # A condition keeps a reserve: spend for a Gold only with 3 Coffers or more.
    reserve = MONEY + 'coffers = ["province", { card = "gold", if = "coffers >= 3" }]\n'
    assert _move(reserve, 4, 2) == Buy("silver")
    assert _move(reserve, 4, 3) == Coffers(2)
    assert _move(reserve, 5, 3) == Coffers(3)  # 8 coins in all: a Province


def test_a_card_with_a_buy_condition_is_judged_as_if_the_coffers_were_spent():
    # Grand Market (6): 4 coins and 2 Coffers buy it when no Copper is in play, never with one.
    text = 'buy = ["grand-market", "silver"]'
    supply = (*full_supply(), *["grand-market"] * 10)
    for plays, expected in (
        (("silver", "silver"), Coffers(2)),
        (("silver", "copper", "copper"), Buy("silver")),
    ):
        state = asdict(make_state((), coins=4, plays=plays, supply=supply))
        view = StateV5(**state, seats=(SeatRecord("me", coffers=2), SeatRecord("other")))
        assert _strategy(text).player().move(view) == expected


def test_an_empty_coffers_list_never_spends():
    assert _move(MONEY + "coffers = []\n", 6, 5) == Buy("gold")


def test_a_coffers_entry_must_name_a_card_the_buy_list_buys():
    with pytest.raises(StrategyError, match=r"coffers\[1\]\.card: duchy is not in buy"):
        _strategy(MONEY + 'coffers = ["duchy"]\n')
    with pytest.raises(StrategyError, match=r"coffers\[1\]\.limit: coffers takes one card at a time"):
        _strategy(MONEY + 'coffers = [{ card = "gold", limit = 2 }]\n')
    with pytest.raises(StrategyError, match=r"coffers: expected a list of cards"):
        _strategy(MONEY + 'coffers = "province"\n')


class _Spent(Observer):
    """Counts each player's `(coffers N)` plays and the Coffers they spent, and every buy."""

    def __init__(self) -> None:
        self.spent: Counter = Counter()
        self.buys: Counter = Counter()

    def played(self, name, play):
        if type(play) is Coffers:
            self.spent[name] += play.count
        elif type(play) is Buy:
            self.buys[name, play.card] += 1


KINGDOM = [
    "baker",
    "butcher",
    "plaza",
    "village",
    "smithy",
    "cellar",
    "market",
    "moat",
    "festival",
    "library",
]


def _games(first, second, seeds=range(4)) -> _Spent:
    watch = _Spent()
    for seed in seeds:
        seats = [
            InProcessSeat("a", first.player(rules_alone=True)),
            InProcessSeat("b", second.player(rules_alone=True)),
        ]
        result = play_game(seats, version=None, seed=seed, kingdom=KINGDOM, observer=watch)
        assert result.ejections == ()
    return watch


def test_a_baker_strategy_spends_its_coffers_in_real_games_and_a_file_saying_never_does_not():
    baker = load_strategy("baker-money")
    never = _strategy(MONEY + 'coffers = []\nplay = ["baker"]\n')
    watch = _games(baker, never)
    assert watch.buys["a", "baker"] > 0
    assert watch.spent["a"] > 4  # the starting Coffers (Baker's set-up) and the Bakers' own
    assert watch.spent["b"] == 0


def test_spending_coffers_wins_games():
    games = 200
    kingdom = ["baker", *(card for card in KINGDOM if card != "baker")]
    assert share("baker-money", "big-money-ultimate", games, kingdom=kingdom) > 0.5 + margin(games)


def test_a_strategy_program_spends_coffers_in_a_v5_game(tmp_path, project_root):
    config = MatchConfig(
        players=(
            ("baker", (sys.executable, "-m", "players.strategy", "baker-money")),
            ("money", (sys.executable, "-m", "players.strategy", "big-money")),
        ),
        seed=3,
        version=5,
        kingdom=tuple(KINGDOM),
        log=tmp_path / "game.jsonl",
        cwd=project_root,
    )
    result = run_match(config)
    assert result.ejections == (), [(p.name, p.ejection) for p in result.ejections]
    assert "(coffers " in (tmp_path / "game.jsonl").read_text()
