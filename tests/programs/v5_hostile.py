"""A seeded hostile protocol v5 player (issue 30's red team): eager legal play through the player kit
(players.random_legal's answers; an action whenever it can, so that decisions come) until its Kth `decide`,
which it answers with one hostile reply drawn from `REPLIES` by its seed; then it reads its input to the end
and exits (the referee should have ejected it).

    v5_hostile.py SEED [REPLY]

K is 1 or 2, drawn from SEED; REPLY (a key of `REPLIES`) forces the reply instead of drawing it; with a
REPLY of `DEFENSES` it answers its first `attacked` with that text instead (and every `decide` legally).
Each reply is built from the decision and the view it answers: out of range (none when one is needed, every
option twice), duplicated, of the wrong shape (a nested list, a string, no parentheses, unbalanced, a play),
huge (a number of 30 digits, a line of 200,000 bytes), naming cards not in the game, in another zone (the
trash, the supply, its discards) or capitalised, bytes that are not UTF-8, and a legal answer sent twice. It
writes what it sent to stderr (`hostile: KIND: TEXT`, cut to 200 characters).
"""

from __future__ import annotations

import os
import random
import sys

from players import kit
from players.random_legal import Strategy
from protocol.messages import Act, Add, Buy
from referee.rules.legality import legal_plays
from referee.rules.spec import ACTION, ARGUMENTS, COST, SPECS


def _few(decision, state) -> str:
    return "(choose)" if decision.min > 0 else "(choose " + " ".join(decision.options * 2) + " x)"


REPLIES = {
    "too-few": _few,
    "twice-each": lambda d, s: "(choose " + " ".join([*d.options, *d.options, *d.options]) + ")",
    "nested": lambda d, s: f"(choose ({d.options[0]}))",
    "string": lambda d, s: f'(choose "{d.options[0]}")',
    "bare": lambda d, s: f"choose {d.options[0]}",
    "unbalanced": lambda d, s: f"(choose {d.options[0]}",  # then its stdout closed
    "a-play": lambda d, s: "(act village)",
    "huge-number": lambda d, s: "(choose " + "9" * 30 + ")",
    "huge-line": lambda d, s: "(choose " + " ".join(["copper"] * 30000) + ")",
    "not-a-card": lambda d, s: "(choose sir-lancelot)",
    "negative": lambda d, s: "(choose -1)",
    "capitalised": lambda d, s: f"(choose {str(d.options[0]).capitalize()}x)",
    "other-zone": lambda d, s: "(choose " + (s.trash or s.supply)[0] + " " + (s.trash or s.supply)[-1] + ")",
    "not-utf8": lambda d, s: "(choose \udcff\udcfe)",
    "mixed-pile": lambda d, s: "(choose knights ruins)",
    "sent-twice": None,
}
"""Reply kind -> the text it writes for (decision, state); `sent-twice` writes a legal answer twice."""

DEFENSES = {
    "defend-reveal-absent": lambda card, s: (
        "(reveal secret-chamber)" if "secret-chamber" not in s.hand else "(reveal x)"
    ),
    "defend-reveal-nothing": lambda card, s: "(reveal)",
    "defend-reveal-moat": lambda card, s: "(reveal moat)",
    "defend-nested": lambda card, s: "(discard (copper))",
    "defend-moat-absent": lambda card, s: "(moat)" if "moat" not in s.hand else "(moat moat)",
    "defend-choose": lambda card, s: "(choose copper)",
    "defend-too-many": lambda card, s: "(discard " + " ".join(s.hand * 2) + ")",
}
"""Reply kind -> the text it writes to its first `attacked` for (attacking card, state), instead of a
defense; with one of these it answers every `decide` legally."""


class Hostile(Strategy):
    def __init__(self, seed: int, reply: str | None) -> None:
        super().__init__(seed)
        chooser = random.Random(seed)
        self.at = chooser.randint(1, 2)
        self.reply = reply or chooser.choice(sorted(REPLIES))
        if self.reply not in REPLIES and self.reply not in DEFENSES:
            raise SystemExit(f"v5_hostile.py: unknown reply {self.reply!r}")
        self.asked = 0

    def move(self, state):
        """Eager, so that decisions come: an action (one without up-front arguments) when it can, else a
        treasure, else a buy of the dearest card it can afford (an action of a later set first), else a
        random legal play."""
        plays = legal_plays(state, arguments=False)
        acts = [play for play in plays if type(play) is Act and not ARGUMENTS[play.card]]
        if acts:
            return self.rng.choice(acts)
        adds = [play for play in plays if type(play) is Add]
        if adds:
            return adds[0]
        buys = [play for play in plays if type(play) is Buy]
        asking = [p for p in buys if SPECS[p.card].set != "base" and ACTION in SPECS[p.card].types]
        if asking:  # a later set's action asks its every choice with `decide`
            buys = asking
        if buys:
            dearest = max(COST[play.card] for play in buys)
            return self.rng.choice([play for play in buys if COST[play.card] == dearest])
        self.building = True  # an up-front choice of a base card's arguments is not a `decide`
        try:
            return super().move(state)
        finally:
            self.building = False

    def defend(self, attacker, state, card="militia"):
        build = DEFENSES.get(self.reply)
        if build is None:
            return super().defend(attacker, state, card)
        self._write(build(card, state))
        return None  # never reached

    def _write(self, text: str) -> None:
        """Write `text` as its reply, then read its input to the end and exit."""
        sys.stderr.write(f"hostile: {self.reply}: {text[:200]}\n")
        sys.stderr.flush()
        os.write(1, text.encode("utf-8", "surrogateescape") + b"\n")
        if self.reply == "unbalanced":
            os.close(1)  # the datum never ends: the referee sees its output end in the middle of it
        while os.read(0, 65536):  # the rest of the input, until the referee closes it
            pass
        os._exit(0)

    def decide(self, decision, state):
        answer = super().decide(decision, state)
        if getattr(self, "building", False) or self.reply in DEFENSES:
            return answer
        self.asked += 1
        if self.asked != self.at:
            return answer
        build = REPLIES[self.reply]
        if build is None:  # the legal answer, now and again by the kit
            text = "(choose" + "".join(f" {option}" for option in answer) + ")"
        else:
            text = build(decision, state)
        if build is not None:
            self._write(text)
        sys.stderr.write(f"hostile: {self.reply}: {text[:200]}\n")
        os.write(1, text.encode("utf-8", "surrogateescape") + b"\n")
        return answer


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    reply = sys.argv[2] if len(sys.argv) > 2 else None
    raise SystemExit(kit.run(Hostile(seed, reply)))
