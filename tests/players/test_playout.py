"""Playouts (players/playout.py, issue 45): a game of the rules alone played over the rules core's API and
the views ends as the engine loop ends it, and an illegal play stops it."""

from __future__ import annotations

import pytest

from players.playout import IllegalPlayout, play_out
from referee.rate import POOL, schedule
from referee.rules import BuyAndClean, Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from referee.simulate import resolved


def _strategies(names: list[str], specs: list[str]) -> dict:
    return {name: resolved(spec).make(None) for name, spec in zip(names, specs, strict=True)}


@pytest.mark.parametrize("players", [2, 3])
def test_a_playout_has_the_winners_the_engine_finds(players: int) -> None:
    # Random kingdoms of every set (the rating suite's draw, another seed), strong against the cursers.
    games = [g for g in schedule(4, 99) if g.players == players and g.seat == 0 and g.opponent != "strong"]
    for game in games:
        names = ["a", "b", "c"][:players]
        specs = ["players.strong", *[next(o.spec for o in POOL if o.name == game.opponent)] * 2][:players]
        engine = run_game(
            Game(names, seed=game.seed, kingdom=game.piles),
            [InProcessSeat(n, s) for n, s in _strategies(names, specs).items()],
        )
        winners = play_out(Game(names, seed=game.seed, kingdom=game.piles), _strategies(names, specs))
        assert winners == tuple(engine.winners), game


KINGDOM = ["cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village", "witch", "workshop"]


class _BuysProvinces:
    """A strategy that buys a Province at once, whatever it holds: illegal with 5 coins."""

    def move(self, state):
        return BuyAndClean("province", state.hand[0])

    def decide(self, decision, state):  # pragma: no cover - never asked
        return ()


def test_an_illegal_play_stops_the_playout_with_the_judges_message() -> None:
    game = Game(["a", "b"], seed=1, kingdom=KINGDOM)
    with pytest.raises(IllegalPlayout, match="a's play"):
        play_out(game, {"a": _BuysProvinces(), "b": _BuysProvinces()})
