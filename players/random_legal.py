"""random_legal (any protocol version): a random legal play, defense or answer. The referee's fuzzer.

Each `(move ...)` is answered with a random element of `referee.rules.legality.legal_plays(state,
arguments=False)` (one `(act CARD)` per action card in hand, every add, buy and clean; in v5 every card of the
catalogue the rules play, and `(coffers N)` for each amount of Coffers it may spend): uniformly among the
actions half of the time when it can play one (`ACT_ODDS`), else uniformly among all; an action whose card
takes arguments gets them by carrying the card out on the rules core with a uniformly random legal answer to
each of its up-front decisions (`players.answers.build_act` with `legal_answers`), which makes every argument
list, and every nested Throne Room play ``(act throne-room (act throne-room (act remodel estate silver)))``,
possible. A play the rules would still refuse (a mine with no treasure to trash) is dropped and another drawn.
Each `(attacked ...)` is answered with one of `referee.rules.legality.legal_defenses(state, card)` (`(moat)`
or a discard against Militia, `(moat)` or `(discard)` against any other attack, and in v5 `(reveal CARD)` for
each other reaction in hand); each v4 or v5 `(decide ...)` with a uniformly random element of
`legal_answers(decision)` (cards, option words such as `+card`, amounts), in a random order when the order
matters. Over many games it tries every kind of play the rules allow in every situation (a cellar discarding
any sub-multiset, a buy of copper with 0 coins, an `add` after the buys are spent, in v6 a buy of an event,
...), but for a treasure after a buy that paid off its debt (v6), which the rules forbid. It does not know the
game's edition (the wire does not say it): its plays are built under the stricter first-edition texts, legal
under both.

Seeding, for reproducible games: `--seed N`; else the environment variable `DOMINION_PLAYER_SEED` (the
referee sets it per player, derived one-way from the game seed); else a random seed.

Run: `python -m players.random_legal [--seed N]`.
"""

from __future__ import annotations

import random
from typing import Any

from players import kit
from players.answers import build_act
from protocol.messages import (
    Act,
    Add,
    Card,
    Defended,
    Defense,
    Happened,
    Moved,
    Play,
    State,
)
from referee.rules import ARGUMENTS, check_play, legal_answers, legal_defenses, legal_plays
from referee.rules.spec import LANDSCAPE_SPECS

ACT_ODDS = 0.5
"""How often it plays one of its playable action cards rather than any legal play: uniform choice among all
plays would mostly add, buy or clean, and the cards' own choices would rarely be met."""


class Strategy:
    """Random legal: a random legal play, defense or answer, from a seeded generator.

    Arguments:
        seed: seed of its own `random.Random` (any int); None seeds from the operating system.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.name: str | None = None
        self.paid_off = False
        """A v6 buy of its own paid off debt in this turn (`(happened NAME (pay-debt N))`): no treasure may be
        played until its turn ends (the Empires rules), which no state says, so it keeps count itself."""
        self.spent: set[str] = set()
        """The events it bought that may be bought only once a turn (Alms, Save...: `LandscapeSpec.once`),
        told by its own ``buy-event``, forgotten when another player moves; no state says them either."""

    def move(self, state: State) -> Play:
        """A random legal play (module docstring): with an action card playable, one of those with odds
        `ACT_ODDS`; else a uniformly random element of `legal_plays(state, arguments=False)`; an action's
        arguments drawn decision by decision. Never fails: a clean-up is always legal."""
        self.name = state.players[0]
        plays = legal_plays(state, arguments=False, spent=self.spent)
        if self.paid_off:
            plays = [play for play in plays if type(play) is not Add]
        acts = [play for play in plays if type(play) is Act]
        rng = self.rng
        while True:
            play = rng.choice(acts if acts and rng.random() < ACT_ODDS else plays)
            if type(play) is not Act or not ARGUMENTS[play.card]:
                return play
            built = build_act(state, play.card, self.decide)
            if check_play(state, built) is None:
                return built
            plays.remove(play)
            acts.remove(play)

    def defend(self, attacker: str, state: State, card: str = Card.MILITIA) -> Defense:
        """A uniformly random element of `legal_defenses(state, card)`, the legal defenses against the attack
        `card`."""
        return self.rng.choice(legal_defenses(state, card))

    def decide(self, decision: Any, state: State) -> tuple:
        """A uniformly random element of `legal_answers(decision)`, shuffled when `decision.ordered` (a v4
        `decide`, a card's up-front choice while a play is built, or a decision of a game of the rules
        alone)."""
        answer = list(self.rng.choice(legal_answers(decision)))
        if decision.ordered:
            self.rng.shuffle(answer)
        return tuple(answer)

    def notify(self, notification: Moved | Defended | Happened) -> None:
        """Ignores what others do, but for its own debt paid off (`paid_off`), which another player's play
        (its turn is over) forgets."""
        if type(notification) is Happened and notification.name == self.name:
            if notification.kind == "pay-debt":
                self.paid_off = True
            elif notification.kind == "buy-event" and LANDSCAPE_SPECS[str(notification.cards[0])].once:
                self.spent.add(str(notification.cards[0]))
        elif type(notification) is Moved and notification.name != self.name:
            self.paid_off = False
            self.spent.clear()

    def __repr__(self) -> str:
        return f"players.random_legal.Strategy(seed={self.seed!r})"


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy, seeded=True))
