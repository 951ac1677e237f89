"""A random legal protocol v4 player, in-process (`RandomV4`) and as a program (`python v4_random.py SEED`).

Every play is a random element of `referee.rules.legality.legal_plays` (nested Throne Room plays included;
actions first, then treasures, then buys, so that games go deep), every defense of `legal_defenses` against
the attacking card, every answer to `decide` of `legal_answers` (in a random order when the order
matters). It is the tests' fuzzer of the v4 engine; it knows the rules only through
`referee.rules.legality`, as a student's player would through its own code.

As a program it reads one notification per line and answers `move`, `attacked` and `decide`; with a second
argument `mode` it plays the first legal action it can (so that a test can make it decide at once) and
misbehaves on its first `decide` (tests of the ejections): ``play`` answers a play, ``bad`` answers
``(choose (gold))``, ``illegal`` chooses cards that are not offered, ``sleep`` never answers, ``garbage``
writes a bare word.
"""

from __future__ import annotations

import random
import sys

from protocol import parse_notification, to_wire
from protocol.messages import Act, Add, Attacked, Buy, Choose, Decide, Move, Question, State
from referee.rules.decisions import Decision
from referee.rules.legality import legal_answers, legal_defenses, legal_plays


class RandomV4:
    """Random legal v4 choices from a seeded generator. `edition` is the game's (the wire does not say it:
    a player that does not know it can use 1, whose rules are the stricter). Keeps every notification it
    is given in `heard` when `keep` is True."""

    def __init__(self, seed: int, edition: int = 2, keep: bool = False) -> None:
        self.rng = random.Random(seed)
        self.edition = edition
        self.keep = keep
        self.heard: list = []

    def move(self, state: State):
        """A random legal play, mostly an action, else a treasure, else a buy, so that games go deep."""
        plays = legal_plays(state, edition=self.edition)
        rng = self.rng
        for kind, odds in ((Act, 0.9), (Add, 0.95), (Buy, 0.9)):
            some = [play for play in plays if type(play) is kind]
            if some and rng.random() < odds:
                return rng.choice(some)
        return rng.choice(plays)

    def defend(self, attacker: str, state: State, card: str = "militia"):
        return self.rng.choice(legal_defenses(state, card))

    def decide(self, decision: Decision | Question, state: State) -> tuple:
        bare = Decision(
            decision.player,
            decision.card,
            decision.kind,
            tuple(decision.options),
            decision.min,
            decision.max,
            decision.source,
        )
        answer = list(self.rng.choice(legal_answers(bare)))
        if decision.ordered:
            self.rng.shuffle(answer)
        return tuple(answer)

    def notify(self, notification) -> None:
        if self.keep:
            self.heard.append(notification)


def main(argv: list[str]) -> int:
    seed = int(argv[1]) if len(argv) > 1 else 0
    mode = argv[2] if len(argv) > 2 else ""
    strategy = RandomV4(seed)
    for line in sys.stdin:
        message = parse_notification(line, 4)
        if type(message) is Move:
            plays = legal_plays(message.state)
            if mode and type(plays[0]) is Act:
                reply = to_wire(plays[0])
            else:
                reply = to_wire(strategy.move(message.state))
        elif type(message) is Attacked:
            reply = to_wire(strategy.defend(message.name, message.state, message.attack.card))
        elif type(message) is Decide:
            if mode == "play":
                reply = "(buy copper)"
            elif mode == "bad":
                reply = "(choose (gold))"
            elif mode == "illegal":
                reply = "(choose province province province)"
            elif mode == "garbage":
                reply = "ok"
            elif mode == "sleep":
                sys.stdin.read()
                return 0
            else:
                reply = to_wire(Choose(strategy.decide(message.question, message.state)))
        else:
            continue
        sys.stdout.write(reply + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
