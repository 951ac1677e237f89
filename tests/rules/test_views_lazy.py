"""A strategy that keeps no view (``keeps_views = False``) is asked with `referee.views.Viewer.lazy`'s
views: fields made at their first read, each equal to the one `Viewer.build` makes at that moment, of the
same record, and a field nobody reads is never made."""

from __future__ import annotations

import importlib.util
import sys

import pytest

from protocol.messages import State, StateV5
from referee.rules.game import Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from referee.views import Viewer
from tests.conftest import ROOT


def _bench():
    name = "bench_engine_bench"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / "engine_bench.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
    return sys.modules[name]


bench = _bench()
LAZY = ("trash", "deck", "discards")
LAZY_V5 = (*LAZY, "seats", "piles", "non_supply", "costs", "banned")


@pytest.mark.parametrize(
    ("bot", "kingdom", "colony", "record"),
    [
        ("BigMoney", "KINGDOM", False, State),
        ("WitchMoney", "KINGDOM", False, State),
        ("BridgeMoney", "INTRIGUE_KINGDOM", False, StateV5),
        ("MonumentMoney", "PROSPERITY_KINGDOM", True, StateV5),
        ("WharfMoney", "SEASIDE_KINGDOM", False, StateV5),
        ("FamiliarMoney", "ALCHEMY_KINGDOM", False, StateV5),
    ],
)
def test_a_lazy_view_is_the_view_the_game_shows_at_that_moment(bot, kingdom, colony, record):
    strategy = getattr(bench, bot)
    assert strategy.keeps_views is False
    checked = []

    class Checking(strategy):
        __slots__ = ()

        def move(self, state):
            assert type(state) is record
            lazy = LAZY_V5 if record is StateV5 else LAZY
            for name in lazy:  # nothing made before it is read
                with pytest.raises(AttributeError):
                    object.__getattribute__(state, name)
            if len(checked) % 2:  # every other view read field by field, in an order of its own
                for name in reversed(lazy):
                    getattr(state, name)
            eager = Viewer(game).view()
            assert state == eager and hash(state) == hash(eager)
            checked.append(state)
            return super().move(state)

    for seed in (1,):
        game = Game(["alice", "bob"], seed=seed, kingdom=getattr(bench, kingdom), colony=colony)
        result = run_game(game, [InProcessSeat("alice", Checking()), InProcessSeat("bob", Checking())])
        assert result.ejections == ()
    assert len(checked) > 50


def test_a_lazy_view_has_no_other_attribute():
    game = Game(["alice", "bob"], seed=1, kingdom=bench.SEASIDE_KINGDOM)
    view = Viewer(game).lazy(game.players[0], 1, 1, 0, ())
    assert not hasattr(view, "aside_cards")
    with pytest.raises(AttributeError, match="no attribute 'aside_cards'"):
        view.aside_cards  # noqa: B018
    assert view.deck == Viewer(game).view().deck
