"""v1-v3 games are byte-for-byte what they were before the rules core knew the whole base game.

300 seeded games of random legal players (protocol versions 1-3, 2-4 players, militia and moat included):
every message each player receives and every answer it gives, in wire text, and every result, hashed. The
hash was recorded with the engine of v1-v3 alone (commit 91d5488, before `referee/rules/`); any change to a
message, a view, a legality verdict, the order of legal plays or a shuffle changes it.
"""

from __future__ import annotations

import hashlib
import random

from protocol import to_wire
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import legal_defenses, legal_plays
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

RECORDED = "c0b076874666e58e7f9404805315f718c896216d3a5b2866d4e835024cbc688a"


class Recorder:
    def __init__(self, rng: random.Random, log: list[str], name: str) -> None:
        self.rng, self.log, self.name = rng, log, name

    def move(self, state):
        self.log.append(self.name + " move " + to_wire(state))
        play = self.rng.choice(legal_plays(state))
        self.log.append(to_wire(play))
        return play

    def defend(self, attacker, state):
        self.log.append(self.name + " att " + to_wire(state))
        defense = self.rng.choice(legal_defenses(state))
        self.log.append(to_wire(defense))
        return defense

    def notify(self, notification):
        self.log.append(self.name + " " + to_wire(notification))


def test_v1_v3_games_send_the_same_bytes_as_before():
    digest = hashlib.sha256()
    for seed in range(300):
        names = ["ann", "bob", "cat", "dan"][: 2 + seed % 3]
        log: list[str] = []
        game = Game(names, rules=game_rules(1 + seed % 3), seed=seed, turn_limit=12)
        seats = [InProcessSeat(n, Recorder(random.Random(seed * 7 + i), log, n)) for i, n in enumerate(names)]
        log.append(repr(run_game(game, seats, version=1 + seed % 3)))
        digest.update("\n".join(log).encode())
    assert digest.hexdigest() == RECORDED
