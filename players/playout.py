"""Playouts: a game of the rules alone played to its end between in-process strategies, over the rules
core's public API (`referee.rules`) and the views (`referee.views`), for a player that searches by
simulation (players/strong.py).

The loop is the engine's for a game of the rules alone (`referee.seats.engine`, docs/architecture.md) less
what a playout does not need: no seat, pipe, notification, observer or ejection record. Each play and
answer is still judged by the one legality judge, and an illegal one stops the playout with an error, so a
playout can never play a game the referee would not.
"""

from __future__ import annotations

from collections.abc import Mapping

from referee.rules import Game, Strategy, check_answer, check_play
from referee.views import Viewer


class IllegalPlayout(ValueError):
    """A strategy made a play or answer the rules refuse during a playout (the message says which)."""


def play_out(game: Game, strategies: Mapping[str, Strategy]) -> tuple[str, ...]:
    """Play `game` to its end and return its winners' names (more than one: a shared win).

    Arguments:
        game: a game of the rules alone (`Game`'s default `RULES_ALONE`), as `Game` sets it up, not yet begun.
        strategies: player name -> its strategy (`referee.rules.Strategy`: ``move(state)`` and
            ``decide(decision, state)``), a name for each of the game's players.
    Each player is asked with its own view as the engine builds it (`referee.views.Viewer`); in a possessed
    turn (Possession) the possessor decides. The winners are the players of the greatest
    `Game.standings` (the most victory points, ties to fewer turns).
    Raises:
        IllegalPlayout: a strategy's play or answer is illegal (the judge's message and the play).
        KeyError: a player has no strategy.
    """
    viewer = Viewer(game)
    build = viewer.build
    while not game.over:
        if game.pending is not None:
            _settle(game, viewer, strategies)
            continue
        turn = game.turn
        player = game.players[game.current]
        decider = game.decider(player.name) if game.possession is not None else player.name
        strategy = strategies[decider]
        while game.turn == turn and not game.over:
            state = build(player, game.actions, game.buys, game.coins, tuple(player.plays))
            play = strategy.move(state)
            message = check_play(state, play, arguments=False)
            if message is not None:
                raise IllegalPlayout(f"{decider}'s play {play!r}: {message}")
            game.apply(play)
            if game.pending is not None:
                _settle(game, viewer, strategies)
    standings = game.standings()
    best = max(standings.values())
    return tuple(name for name, standing in standings.items() if standing == best)


def _settle(game: Game, viewer: Viewer, strategies: Mapping[str, Strategy]) -> None:
    """Ask each pending decision of its decider (the decision's player, or its possessor) with that
    player's view, judge the answer, apply it; until none is pending or the game is over."""
    while game.pending is not None and not game.over:
        decision = game.pending
        name = decision.player
        decider = game.decider(name) if game.possession is not None else name
        player = game.find(name)
        state = viewer.view(player) if player is game.player else viewer.attack_view(player)
        answer = tuple(strategies[decider].decide(decision, state))
        message = check_answer(decision, answer)
        if message is not None:
            raise IllegalPlayout(f"{decider}'s answer {answer!r} to {decision!r}: {message}")
        game.answer(answer)
