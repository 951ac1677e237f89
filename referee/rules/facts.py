"""What a game's rules take from whoever builds it: `GameRules`, facts, not a protocol version.

The rules core holds no protocol version (docs/architecture.md, "The rules a game plays"). What a version
changes in the rules themselves (the default kingdom, the cards a kingdom may hold, whether a play carries
its card's up-front answers, whether every victim of an attack is asked, whether a decision with nothing to
choose is asked) is one `GameRules` value, which the code that builds a game decides (from the versions
table: `referee.protocol_rules.game_rules`) and passes to `referee.rules.game.Game`. A game of the rules
alone takes `RULES_ALONE`. A position built from a player's view (`Game.at`) without rules takes the rules
its record implies (`view_rules`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from protocol.messages import Card, State, StateV4, StateV5
from referee.rules.cards import SUPPLY_ORDER


@dataclass(frozen=True, slots=True)
class GameRules:
    """The rules a game plays beyond its cards.

    Fields:
        name: how a message names such a game (``"a protocol v4 game"``), e.g. "... needs its kingdom".
        kingdom: the kingdom piles of a game that names none, in the canonical order (protocol v1-v3's);
            empty: a game must name its kingdom.
        check_kingdom: refuses a named kingdom these rules do not allow (raises ValueError naming the first
            card refused and why), or None: every kingdom card may be played.
        arguments: a protocol play carries the answers of its card's up-front decisions
            (``(act remodel estate silver)``, `referee.rules.arguments.play_answers`); False: every decision
            is asked when it arises.
        base_arguments: only the base game's cards carry such answers; a card of another set asks every
            choice (protocol v5: `Game.carries`).
        every_victim: every attack asks each victim whether it reveals a reaction, with no option when it
            holds none (`Game.ask_every_victim`'s start), so that the engine asks each its defense.
        skips_empty: a decision with nothing to choose (``max`` 0) is answered with nothing, never asked
            and never given an argument, but a victim's reveal (`referee.rules.driver`).
    """

    name: str = "a game without a protocol version"
    kingdom: tuple[Card, ...] = ()
    check_kingdom: Callable[[Sequence[str]], None] | None = None
    arguments: bool = False
    base_arguments: bool = False
    every_victim: bool = False
    skips_empty: bool = False

    def supply(self) -> tuple[Card, ...]:
        """The supply piles of a game naming no kingdom (`kingdom` non-empty), in the canonical order: the
        six basic treasure and victory cards, then `kingdom`."""
        return SUPPLY_ORDER[:6] + self.kingdom


RULES_ALONE = GameRules()
"""The rules of a game of the rules alone: its kingdom named, every decision asked when it arises."""

_VIEW_RULES: dict[type, GameRules] = {}


def view_rules(state: State) -> GameRules:
    """The rules of a position built from the protocol view `state` (`Game.at` without rules), as its record
    says: a `StateV4` (and every later record, a subclass of it) skips decisions with nothing to choose and
    names its kingdom (`StateV4.kingdom`), a `StateV5` (and later) carries only the base game's answers in a
    play, a `State` is a v1-v3 game with v3's supply. A play always carries its answers; no victim is asked
    (a position judges plays: no engine asks)."""
    record = type(state)
    rules = _VIEW_RULES.get(record)
    if rules is None:
        v4 = isinstance(state, StateV4)
        rules = _VIEW_RULES[record] = GameRules(
            name="a position",
            kingdom=() if v4 else SUPPLY_ORDER[6:],
            arguments=True,
            base_arguments=isinstance(state, StateV5),
            skips_empty=v4,
        )
    return rules
