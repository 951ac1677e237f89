"""Empires' events through the engine, in a game of the rules alone: an event's buy and debt are judged on
the player's view (the one buy rule), Donate happens as its buyer's next turn starts, and a strategy that
errs (a buy with debt left, an event not in the game) is ejected with a reason, never a crash."""

from protocol.messages import Buy, Clean
from referee.rules.game import Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

KINGDOM = ["village", "smithy", "market", "festival", "laboratory", "moat", "chapel", "cellar", "workshop"]


class Scripted:
    """Makes `plays` in order (None: a clean-up), then only clean-ups."""

    listens = False

    def __init__(self, plays) -> None:
        self.plays = list(plays)

    def move(self, state):
        play = self.plays.pop(0) if self.plays else None
        return play if play is not None else Clean(state.hand[0] if state.hand else None)

    def decide(self, decision, state):
        return tuple(decision.options[: decision.min])


def _play(landscapes, plays):
    game = Game(("ann", "bob"), seed=3, kingdom=[*KINGDOM, "mine", *landscapes], turn_limit=2)
    seats = [InProcessSeat("ann", Scripted(plays)), InProcessSeat("bob", Scripted([]))]
    return game, run_game(game, seats)


def test_an_event_bought_through_the_engine_is_judged_on_the_game():
    game, result = _play(("donate",), [Buy("donate")])
    # No treasure played after it: the 8 debt stays; Donate happened as her second turn started.
    assert not result.ejections and game.find("ann").debt == 8 and not game.donations


def test_a_card_bought_with_debt_left_is_an_ejection_not_a_crash():
    # Her second turn: 8 debt and no coins, a Copper bought.
    game, result = _play(("donate",), [Buy("donate"), None, Buy("copper")])
    assert [p.name for p in result.ejections] == ["ann"]
    message = result.ejections[0].ejection.message
    assert "8 debt" in message and "nothing may be bought while debt is left" in message


def test_an_event_not_in_the_game_is_refused():
    game, result = _play(("donate",), [Buy("annex")])
    assert [p.name for p in result.ejections] == ["ann"]
    assert "annex is not an event of this game" in result.ejections[0].ejection.message
