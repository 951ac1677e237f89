"""The views of every play are made without their dataclass constructor (`referee.views._StateDraft`,
`referee.views.v5._StateV5Draft`): each must still be a real view, equal to the one the constructor makes
(the fallback path, `_DRAFTS` False), immutable and hashable."""

from __future__ import annotations

import dataclasses

import pytest

from protocol.messages import State, StateV5
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.views import v5 as v5_module

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
LATER = (
    "bridge",
    "monument",
    "wharf",
    "native-village",
    "baker",
    "trade-route",
    "cellar",
    "chapel",
    "smithy",
    "moat",
)


def _views(game: Game, version: int | None) -> list:
    """The current player's view, the other player's and an attack view, with some cards played."""
    game.arrange(game.players[0].name, hand=("copper", "silver", "estate"), plays=("copper",))
    current, other = game.players
    viewer = views.Viewer(game, version)
    return [viewer.view(), viewer.view(other), viewer.attack_view(current)]


def _by_constructor(monkeypatch, game: Game, version: int | None) -> list:
    """`_views(game)` made by the constructors, the fast path switched off."""
    monkeypatch.setattr(views, "_DRAFTS", False)
    monkeypatch.setattr(v5_module, "_V5_DRAFTS", False)
    try:
        return _views(game, version)
    finally:
        monkeypatch.undo()


@pytest.mark.parametrize(
    "version, kingdom, kind", [(None, KINGDOM, State), (3, None, State), (5, LATER, StateV5)]
)
def test_a_view_made_fast_is_the_constructors(monkeypatch, version, kingdom, kind):
    assert views._DRAFTS and v5_module._V5_DRAFTS  # today's views allow the fast path
    game = Game(["ann", "bob"], rules=game_rules(version), seed=7, kingdom=kingdom)
    fast = _views(game, version)
    assert fast == _by_constructor(monkeypatch, game, version)
    for view in fast:
        assert type(view) is kind
        hash(view)
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.coins = 99
