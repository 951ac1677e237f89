"""Red team of protocol v5 (issue 30): a seeded hostile in-process player on random kingdoms of every set
(`Setup.draw` of bench/random_games.py), 2-4 players, through the real engine. It plays random legal plays
(tests/programs/v4_random.py) except once, at a point drawn from the seed, where it makes a hostile play
(a card not in its hand or not in the game, a mixed pile's name, Coffers it does not have, a nested play of
a card it does not hold), a hostile answer to a decision (out of range, duplicated, every option three
times, a card of another zone or of no pile, a word or number that is not an option) or a hostile defense
(a reaction it does not hold, a Moat revealed with `(reveal moat)`, a discard of cards it does not hold).
Whatever it does, the referee never raises, ejects it with one short line, and the others play on
unejected. Seed 606 found the crash of a turn starting with a Clerk after an ejection.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from protocol.catalogue import CATALOGUE
from protocol.messages import Act, Add, Buy, Clean, Coffers, DiscardDefense, MoatDefense, RevealDefense
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat
from tests.players.test_v5_subprocess_games import _setups

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "programs"))
from v4_random import RandomV4  # noqa: E402

CARDS = sorted(CATALOGUE)
WORDS = ("+card", "discard-deck", "-1", "99999999999999999999", "0", "01", "knights", "ruins", "prize")
SEEDS = range(600, 640)


class Hostile(RandomV4):
    """Random legal play, but its `at`-th message of kind `kind` (``move``, ``decide`` or ``defend``) is
    answered with a hostile reply drawn from its generator; `done` keeps what it sent."""

    def __init__(self, seed: int, edition: int, kind: str, at: int) -> None:
        super().__init__(seed, edition=edition)
        self.kind, self.at, self.count = kind, at, 0
        self.done: object = None

    def _now(self, kind: str) -> bool:
        if kind != self.kind:
            return False
        self.count += 1
        return self.count == self.at

    def move(self, state):
        if self._now("move"):
            card = self.rng.choice(CARDS)
            self.done = self.rng.choice(
                [
                    Coffers(0),
                    Coffers(10**30),
                    Buy(card),
                    Buy("knights"),
                    Buy("ruins"),
                    Act(card),
                    Act(card, (card,)),
                    Add(card),
                    Clean(card),
                    Act("throne-room", (Act(card),)),
                ]
            )
            return self.done
        return super().move(state)

    def defend(self, attacker, state, card="militia"):
        if self._now("defend"):
            other = self.rng.choice(CARDS)
            self.done = self.rng.choice(
                [RevealDefense(other), RevealDefense("moat"), DiscardDefense((other,) * 3), MoatDefense()]
            )
            return self.done
        return super().defend(attacker, state, card)

    def decide(self, decision, state):
        if self._now("decide"):
            options = list(decision.options)
            rng = self.rng
            self.done = rng.choice(
                [
                    (*options, *options, *options),
                    (),
                    tuple(options[:1] * (decision.max + 1)),
                    (rng.choice(CARDS),),
                    (rng.choice(WORDS),),
                    tuple(state.discards[:2]) or ("province",),
                    tuple(str(n) for n in range(len(options) + 3)),
                ]
            )
            return self.done
        return super().decide(decision, state)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_hostile_player_on_a_random_kingdom_is_ejected_in_one_line_and_the_others_play_on(
    seed: int,
) -> None:
    setup = _setups().draw(seed)
    names = ["ann", "bob", "cat", "dan"][: setup.players]
    game = Game(
        names,
        rules=game_rules(5),
        seed=seed,
        kingdom=setup.kingdom,
        edition=setup.edition,
        colony=setup.colony,
        turn_limit=20,
    )
    drawn = random.Random(seed)
    hostile = Hostile(
        seed * 7, setup.edition, drawn.choice(["move", "decide", "decide", "defend"]), drawn.randint(1, 60)
    )
    seats = [InProcessSeat("ann", hostile)]
    seats += [
        InProcessSeat(name, RandomV4(seed * 7 + i, edition=setup.edition))
        for i, name in enumerate(names[1:], 1)
    ]
    result = run_game(game, seats, version=5)
    ejections = {p.name: p.ejection for p in result.players}
    assert not any(ejections[name] for name in names[1:]), (seed, ejections)
    ejection = ejections["ann"]
    if ejection is not None:
        assert "\n" not in ejection.message and len(ejection.message) < 600, (seed, ejection.message)
        assert "Decision(" not in ejection.message and "Traceback" not in ejection.message
    assert game.over
