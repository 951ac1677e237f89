"""Protocol v4 games are byte-for-byte what they were before the rules core learned the expansions (issue 28:
"v1-v4 stay byte-for-byte what they are"); tests/rules/test_protocol_unchanged.py pins v1-v3 the same way.

300 seeded v4 games of random legal players (2-4 players, both editions, random kingdoms of the base game's
cards, every play with its arguments, every defense and every `decide` answered at random among the legal
ones): every message each player would receive (`move`, `attacked`, `decide`, `moved`, `defended`,
`happened`) and every answer it gives, in wire text, and each game's outcome, hashed. The hash was recorded
on main at commit 5fa53a3, before the rules core's rewrite; any change to a v4 message, a view, a
legality verdict, the order of legal plays or answers, or a shuffle changes it.
Re-recorded once since (issue 30): Vassal's discard had left the discard pile of the player's later views as
it was before Vassal (a stale view, a referee bug). The fix changed, in 70 of the 300 games, the
`(discards ...)` field of 673 `move` and 45 `decide` states and nothing else (same plays, answers and
outcomes). Re-recorded again (issue 46), in 73 of the 300 games, the `(discards ...)` field of 579 `move`
and 9 `decide` states and nothing else (same plays, answers, other fields and outcomes): in 59 games, the
cards a Chancellor put into the discard pile now come in the canonical order, not the deck's (549 `move`, 2
`decide`); in 15 (one of them among the 59), the action card a Vassal played from the discard pile no longer
stays in the pile's view beside its copy in play (30 `move`, 7 `decide`: a stale view, a referee bug).
To re-record after a deliberate change: compare each game's log before and after, then put the new hash
here.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter

import pytest

from protocol import to_wire
from protocol.catalogue import kingdom_cards
from protocol.messages import Act, Add, Buy, Decide
from referee.protocol_rules import game_rules
from referee.rules.decisions import question
from referee.rules.game import Game
from referee.rules.legality import legal_answers, legal_defenses, legal_plays
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat

RECORDED = "c8a64a5a0762649e4d013173d140b2d985b5685eedaca1db4bf2302197127511"
BASE = tuple(facts.name for facts in kingdom_cards("base"))
"""The base game's kingdom cards of both editions, in catalogue order (a set that never grows)."""


class Recorder:
    """A random legal v4 player that writes down, as wire text, everything it is sent and answers."""

    def __init__(self, rng: random.Random, log: list[str], name: str, edition: int) -> None:
        self.rng, self.log, self.name, self.edition = rng, log, name, edition

    def move(self, state):
        self.log.append(f"{self.name} {to_wire(state)}")
        plays = legal_plays(state, edition=self.edition)
        play = self.rng.choice(plays)
        # Mostly an act, an add or a buy when it can: a uniform choice would mostly end the turn at once.
        for kind in (Act, Add, Buy):
            group = [each for each in plays if type(each) is kind]
            if group and self.rng.random() < 0.8:
                play = self.rng.choice(group)
                break
        self.log.append(to_wire(play))
        return play

    def defend(self, attacker, state, card="militia"):
        self.log.append(f"{self.name} attacked {attacker} {card} {to_wire(state)}")
        defense = self.rng.choice(legal_defenses(state, card))
        self.log.append(to_wire(defense))
        return defense

    def decide(self, decision, state):
        self.log.append(f"{self.name} {to_wire(Decide(decision.player, question(decision), state))}")
        answer = list(self.rng.choice(legal_answers(decision)))
        if decision.ordered:
            self.rng.shuffle(answer)
        self.log.append(" ".join(answer))
        return tuple(answer)

    def notify(self, notification):
        self.log.append(f"{self.name} {to_wire(notification)}")


@pytest.mark.early
def test_v4_games_send_the_same_bytes_as_before() -> None:
    digest = hashlib.sha256()
    ends: Counter[str] = Counter()
    for seed in range(300):
        rng = random.Random(seed)
        names = ["ann", "bob", "cat", "dan"][: 2 + seed % 3]
        log: list[str] = []
        kingdom = rng.sample(BASE, 10)
        edition = 1 + seed // 3 % 2
        game = Game(names, rules=game_rules(4), seed=seed, turn_limit=20, kingdom=kingdom, edition=edition)
        seats = [
            InProcessSeat(n, Recorder(random.Random(seed * 7 + i), log, n, edition))
            for i, n in enumerate(names)
        ]
        result = run_game(game, seats, version=4)
        assert not result.ejections, (seed, result.ejections)
        ends[result.end] += 1
        outcome = [(p.name, p.score, p.turns, p.ejection is None) for p in result.players]
        log.append(f"{result.end} {result.turns} {outcome} {result.winners}")
        digest.update("\n".join(log).encode())
    assert ends["turn-limit"] < 300
    assert digest.hexdigest() == RECORDED
