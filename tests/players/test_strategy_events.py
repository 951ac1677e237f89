"""Strategy files and events, landmarks and debt (issue 44; docs/simulate.md, "Events, landmarks and
debt"): a `buy` list names an event (``event:delve`` or its bare name) and buys it with a buy, judged by the
one buy rule (`check_buy`: the event in the game, its cost, debt paid off first); conditions read `debt`
and `vp_on(X)`; a strategy never tries a buy its debt forbids; `referee simulate` sets out the events and
landmarks a strategy requires and prints them."""

from __future__ import annotations

import tomllib
from collections import Counter

import pytest

from players.strategy import StrategyError, parse_strategy
from protocol.messages import Buy
from referee.cli.simulate import settle_kingdom
from referee.seats.engine import Observer, play_game
from referee.seats.seat import InProcessSeat
from tests.cli import run_referee

BASE = (
    "cellar",
    "chapel",
    "festival",
    "laboratory",
    "market",
    "militia",
    "moat",
    "smithy",
    "village",
    "witch",
)


def _strategy(text: str, name: str = "test.toml"):
    return parse_strategy(tomllib.loads(text), name)


class _Bought(Observer):
    """Counts each player's buys by name, and the debt each player was seen with at its buys."""

    def __init__(self) -> None:
        self.buys: Counter = Counter()

    def played(self, name, play):
        if type(play) is Buy:
            self.buys[name, str(play.card)] += 1


def _game(first, second, kingdom, seed: int) -> _Bought:
    watch = _Bought()
    seats = [
        InProcessSeat("a", first.player(rules_alone=True)),
        InProcessSeat("b", second.player(rules_alone=True)),
    ]
    result = play_game(seats, version=None, seed=seed, kingdom=kingdom, observer=watch)
    assert result.ejections == ()
    return watch


def test_a_buy_list_names_an_event_by_kind_or_bare():
    one = _strategy('buy = ["province", "event:delve", "silver"]')
    two = _strategy('buy = ["province", "Delve", "silver"]')
    assert (
        [entry.card for entry in one.buy]
        == [entry.card for entry in two.buy]
        == ["province", "delve", "silver"]
    )
    assert _strategy('requires = ["event:delve", "landmark:wall"]\nbuy = ["silver"]').requires == (
        "delve",
        "wall",
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('buy = ["landmark:wall"]', "wall is a landmark: only an event is bought"),
        ('buy = ["wall"]', "wall is a landmark: only an event is bought"),
        ('buy = ["event:delv"]', "did you mean delve"),
        ('buy = [{ card = "silver", if = "count(delve) > 0" }]', "delve is an event: only vp_on"),
        (
            'buy = [{ card = "silver", if = "vp_on(victory) > 0" }]',
            "vp_on\\(...\\) takes a landmark or a card",
        ),
        ('requires = ["event:wall"]\nbuy = ["silver"]', "wall is a landmark, not a event"),
    ],
)
def test_a_wrong_event_or_landmark_is_refused_with_the_reason(text, message):
    with pytest.raises(StrategyError, match=message):
        _strategy(text)


def test_an_event_is_bought_in_a_real_game_and_the_conditions_read_landmarks_and_debt():
    delve = _strategy(
        'requires = ["event:delve"]\n'
        'buy = [{ card = "province", if = "money > 15" }, "gold", '
        '{ card = "event:delve", if = "coins == 2 or coins == 4" }, "silver"]'
    )
    money = _strategy('buy = ["province", "gold", "silver"]')
    kingdom = (*BASE, "delve")
    bought = Counter()
    for seed in range(4):
        bought.update(_game(delve, money, kingdom, seed).buys)
    assert bought["a", "delve"] > 8 and ("b", "delve") not in bought
    # In a game without Delve the entry is skipped, never tried.
    assert ("a", "delve") not in _game(delve, money, BASE, 0).buys


def test_a_strategy_in_debt_buys_only_what_the_one_buy_rule_allows():
    """Wedding costs 4 coins and 3 debt: a strategy buying it at every chance carries debt into its next
    turns, where it may buy nothing until its coins pay the debt off. No ejection: the one buy rule judged
    every buy first (conditions read `debt`, `vp_on(battlefield)`)."""
    wedding = _strategy(
        'buy = [{ card = "province", if = "debt == 0" }, { card = "event:wedding", if = "debt < 3" }, '
        '{ card = "duchy", if = "vp_on(battlefield) > 4" }, "silver"]'
    )
    money = _strategy('buy = ["province", "gold", "silver"]')
    kingdom = (*BASE, "wedding", "battlefield")
    bought = Counter()
    for seed in range(4):
        bought.update(_game(wedding, money, kingdom, seed).buys)
    assert bought["a", "wedding"] > 4 and bought["a", "silver"] > 4


def test_simulate_sets_out_and_prints_the_events_a_strategy_requires(tmp_path):
    path = tmp_path / "delve.toml"
    path.write_text('requires = ["event:delve"]\nbuy = ["province", "gold", "event:delve", "silver"]\n')
    kingdom, how = settle_kingdom("random", [str(path), "big-money"], 3)
    assert kingdom[-1] == "delve" and "holding delve" in how
    done = run_referee("simulate", str(path), "big-money", "--games", "20", "--seed", "2")
    assert done.returncode == 0, done.stderr
    assert "; event: delve" in done.stdout
