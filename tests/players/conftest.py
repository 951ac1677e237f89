"""Fixtures of the player tests: hand-made views (`State`) built from protocol types."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable

import pytest

from players import REFERENCE
from protocol.messages import Card, State
from referee.protocol_rules import supply_piles
from referee.rules.kingdoms import pile_size


def full_supply(version: int = 3, players: int = 2) -> tuple[Card, ...]:
    """Every card copy of a fresh supply of a `players`-player game under `version`, canonical order."""
    return tuple(pile for pile in supply_piles(version) for _ in range(pile_size(pile, players)))


def make_state(
    hand: Iterable[Card | str] = (),
    *,
    version: int = 3,
    players: tuple[str, ...] = ("me", "other"),
    supply: Iterable[Card | str] | None = None,
    trash: Iterable[Card | str] = (),
    actions: int = 1,
    buys: int = 1,
    coins: int = 0,
    deck: Iterable[Card | str] = (),
    plays: Iterable[Card | str] = (),
    discards: Iterable[Card | str] = (),
) -> State:
    """A view with the given fields; cards may be given by their wire names. Supply: a fresh full one."""

    def cards(items: Iterable[Card | str]) -> tuple[Card, ...]:
        return tuple(Card(item) for item in items)

    return State(
        players=players,
        supply=full_supply(version, len(players)) if supply is None else cards(supply),
        trash=cards(trash),
        actions=actions,
        buys=buys,
        coins=coins,
        deck=cards(deck),
        hand=cards(hand),
        plays=cards(plays),
        discards=cards(discards),
    )


@pytest.fixture(scope="session")
def state() -> Callable[..., State]:
    """`make_state`: build a `State` (see its docstring)."""
    return make_state


@pytest.fixture(scope="session")
def supply() -> Callable[..., tuple[Card, ...]]:
    """`full_supply(version=3, players=2)`."""
    return full_supply


@pytest.fixture(scope="session")
def strategies() -> dict[str, Callable[..., object]]:
    """Reference player name -> a `Strategy` factory, `factory(seed=7)`; only random_legal uses the seed."""
    factories: dict[str, Callable[..., object]] = {}
    for name, info in REFERENCE.items():
        cls = importlib.import_module(info.module).Strategy
        if name == "random_legal":
            factories[name] = lambda seed=7, cls=cls: cls(seed)
        else:
            factories[name] = lambda seed=7, cls=cls: cls()
    return factories
