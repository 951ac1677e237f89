"""Whole games with the Adventures cards whose rules are built (`referee.rules.adventures`): the Tavern mat
meets the engine.

Seeded games of the rules alone, 2-4 players, on a kingdom holding Ratcatcher and Guide beside cards that
draw, trash and play twice (Throne Room, Chapel, Smithy, Village...), played by random in-process players that
answer every decision with a random legal answer (so they call or keep their Reserve cards at random). After
every play and answer: no pile negative, every card of the game in exactly one place (the Tavern mat
included); every game ends with no ejection and no decision pending; the same seed gives the same game; every
Reserve card is played and called."""

from __future__ import annotations

from tests.rules.games import Conserved, assert_ended_cleanly, assert_same_game, random_game

RESERVES = ("ratcatcher", "guide")
KINGDOM = (*RESERVES, "throne-room", "chapel", "smithy", "village", "caravan", "moat", "militia", "market")
GAMES = 12


class Watched(Conserved):
    """`Conserved`, and the Reserve cards called (a `call` decision answered with a card)."""

    def __init__(self, game) -> None:
        super().__init__(game)
        self.called: set[str] = set()

    def decided(self, name, decision, answer):
        super().decided(name, decision, answer)
        if decision.kind == "call" and answer:
            self.called.add(answer[0])


def _game(seed: int):
    return random_game(seed, KINGDOM, turn_limit=25, observer=Watched, events=True, dearest=0.5)


def test_random_games_keep_the_invariants():
    played: set[str] = set()
    called: set[str] = set()
    for seed in range(GAMES):
        one = _game(seed)
        assert_ended_cleanly(one.result, one.game)
        played.update(e.cards[0] for e in one.events if e.kind == "play" and e.cards)
        called |= one.observer.called
    assert set(RESERVES) <= played and called == set(RESERVES)


def test_the_same_seed_gives_the_same_game():
    assert_same_game(_game, (2, 7))
