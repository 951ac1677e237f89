"""Whole games with the Guilds cards (`referee.rules.guilds`): the effects meet the engine.

Seeded games of the rules alone, 2-4 players, on two kingdoms holding the 16 Guilds cards between them (the
second edition's and the cards of both editions; the first edition's with Footpad and a few others that meet
them: Throne Room, Moat, Workshop, Witch), played by random in-process players that play a random action when
they can, spend their Coffers now and then, and answer every decision with a random legal answer (so they
overpay at random). After every play and answer: no pile negative, every card of the game in exactly one
place; every game ends with no ejection and no decision pending; the same seed gives the same game; every
card is played, overpaid for, Coffers are spent."""

from __future__ import annotations

from tests.rules.games import Conserved, assert_ended_cleanly, assert_same_game, random_game

SECOND = (
    "baker",
    "butcher",
    "plaza",
    "candlestick-maker",
    "journeyman",
    "soothsayer",
    "stonemason",
    "herald",
    "farrier",
    "infirmary",
)
FIRST = ("doctor", "masterpiece", "taxman", "advisor", "merchant-guild", "footpad", "throne-room", "moat")
FIRST_OTHERS = ("workshop", "witch")
OVERPAY = ("stonemason", "herald", "farrier", "infirmary", "doctor", "masterpiece")
GAMES = 24


class Watched(Conserved):
    """`Conserved`, and the overpays (a `pay` decision of a card bought, answered with more than 0)."""

    def __init__(self, game) -> None:
        super().__init__(game)
        self.overpaid: set[str] = set()

    def decided(self, name, decision, answer):
        super().decided(name, decision, answer)
        if decision.kind == "pay" and decision.card in OVERPAY and answer and answer[0] != "0":
            self.overpaid.add(decision.card)


def _game(seed: int):
    """Random players that spend some of their Coffers 3 times in 10 and buy the dearest affordable card 6
    times in 10; odd seeds play the first edition's kingdom, even seeds the second's."""
    first = seed % 2 == 1
    return random_game(
        seed,
        [*FIRST, *FIRST_OTHERS] if first else list(SECOND),
        turn_limit=30,
        edition=1 if first else 2,
        observer=Watched,
        events=True,
        dearest=0.6,
        coffers=0.3,
    )


def test_random_games_keep_the_invariants():
    played: set[str] = set()
    overpaid: set[str] = set()
    spent = 0
    for seed in range(GAMES):
        one = _game(seed)
        observer, events = one.observer, one.events
        assert_ended_cleanly(one.result, one.game)
        played.update(e.cards[0] for e in events if e.kind in ("play", "add") and e.cards)
        overpaid |= observer.overpaid
        spent += sum(1 for e in events if e.kind == "spend-coffers")
    assert set(SECOND) | set(FIRST) <= played, (set(SECOND) | set(FIRST)) - played
    assert overpaid == set(OVERPAY), set(OVERPAY) - overpaid
    assert spent > 0


def test_the_same_seed_gives_the_same_game():
    assert_same_game(_game, (3, 8))
