"""The views of every play are made without their dataclass constructor (`referee.rules.game._StateDraft`,
`referee.rules.views`' `_StateV5Draft`): each must still be a real view, equal to the one the constructor
makes from the same fields, immutable and hashable."""

from __future__ import annotations

import dataclasses

import pytest

from protocol.messages import State, StateV5
from referee.rules import game as game_module
from referee.rules.game import Game

KINGDOM = (
    "cellar",
    "chapel",
    "festival",
    "laboratory",
    "market",
    "remodel",
    "smithy",
    "village",
    "witch",
    "workshop",
)


def _rebuilt(view):
    """The view made again by its class's own constructor, from its fields."""
    return type(view)(*(getattr(view, field.name) for field in dataclasses.fields(view)))


def test_a_base_game_view_is_a_real_state():
    assert game_module._DRAFTS  # today's `State` allows the fast path: the views below are made by it
    game = Game(["ann", "bob"], version=None, seed=7, kingdom=KINGDOM)
    for view in (game.view(), game.view(game.players[1]), game.attack_view(game.players[0])):
        assert type(view) is State
        assert view == _rebuilt(view)
        assert hash(view) == hash(_rebuilt(view))
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.coins = 99


def test_a_v5_view_is_a_real_state_v5():
    game = Game(["ann", "bob"], version=5, seed=7, kingdom=KINGDOM)
    view = game.view()
    assert type(view) is StateV5
    assert view == _rebuilt(view)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.hand = ()
