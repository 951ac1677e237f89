"""Declarative strategies: a small TOML file says what to buy, what to play and how to answer every card.

A strategy file (docs/simulate.md, "Strategy files", is its reference) holds a buy priority list with
conditions, a play priority list for actions, the treasures to play, and, per card, the answers of its
mid-card decisions; every decision the file leaves out has a documented default (`DECISIONS`). This module
reads such a file (`load_strategy`), checks it (a `StrategyError` names the file, the key and what was
expected), compiles it once into tables and closures (`StrategyFile`), and plays it (`FilePlayer`, one per
seat and game): in-process in a game of the rules alone (``play_game(..., version=None, kingdom=[...])``,
every decision asked with `decide`: what `referee simulate` runs), in-process or as a subprocess in a
protocol game (plays then carry their up-front arguments), and as a player program::

    python -m players.strategy smithy-money          # a strategy shipped in players/strategies/
    python -m players.strategy my-bot.toml           # a file of yours
    python -m players.strategy --list                # the shipped strategies

A strategy decides only from its own view (`State`) and the decision's wire fields (player, card, kind,
source, target, options, min, max, ordered), as every player must; it ignores notifications
(``listens = False``).
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from difflib import get_close_matches
from functools import partial
from itertools import chain, groupby, repeat
from pathlib import Path
from typing import Any

from players.answers import PLAYED_LAST, build_act, default_answer
from players.conditions import FUNCTIONS, TYPES, ConditionError, compile_condition
from players.tactics import discard_down_to_three
from players.worth import keep
from protocol.catalogue import (
    ACTION,
    ATTACK,
    CATALOGUE,
    EVENT,
    LANDSCAPES,
    TREASURE,
    UnknownLandscape,
    landscape,
)
from protocol.messages import (
    CARDS_BY_NAME,
    MATS,
    Act,
    Add,
    Buy,
    Card,
    Clean,
    Coffers,
    Defense,
    DiscardDefense,
    MoatDefense,
    RevealDefense,
    State,
    StateV4,
    StateV5,
)
from protocol.versions import NUMBERS
from referee.rules import (
    ARGUMENTS,
    COST,
    DECISION_KINDS,
    KINGDOM_CARDS,
    MIXED_PILES,
    ORDER,
    SPECS,
    STARTING_DECK,
    VALUE,
    VP,
    BuyAndClean,
    Supply,
    Treasures,
    check_play,
    militia_discard,
    mixed_pile_cards,
    pile_size,
    reaction_decision,
    score,
)

STRATEGY_DIR = Path(__file__).parent / "strategies"
"""Where the strategies shipped with the project live, one ``NAME.toml`` each."""

TOP_KEYS: dict[str, str] = {
    "name": "the strategy's name, for people (text)",
    "description": "one or two sentences on how it plays (text)",
    "requires": "the kingdom cards it needs (list of card names)",
    "buy": "what to buy, first wanted first (list of entries)",
    "play": "the action cards to play, first wanted first (list of entries)",
    "treasures": "the treasures to play, in order (list of entries)",
    "trash": "the cards to trash first with Chapel, Remodel and Sentry (list of entries)",
    "discard": "the cards to discard first to Militia, Cellar and Poacher (list of entries)",
    "reveal": "the reactions to reveal when attacked (list of entries)",
    "coffers": "the cards of `buy` your Coffers may pay for (list of entries)",
}
"""Top-level keys of a strategy file beside the card tables, and what each holds."""

ENTRY_KEYS: tuple[str, ...] = ("card", "if", "limit")
"""Keys of an entry written as a table: ``{card = "gold", if = "coins >= 6", limit = 1}``."""

_TYPE_CARDS: dict[str, frozenset[str]] = {
    kind: frozenset(
        name
        for name, spec in SPECS.items()
        if (kind in spec.types if kind != "terminal" else ACTION in spec.types and spec.actions == 0)
    )
    for kind in TYPES
}
_STARTING = sorted(STARTING_DECK)
_CURSE, _PROVINCE, _GARDENS = Card.CURSE, Card.PROVINCE, Card.GARDENS


class StrategyError(ValueError):
    """A strategy file that cannot be used: `source` (its path or name), `key` (the key at fault, e.g.
    ``buy[3].if``, or "" for the whole file), `message` (what was expected) and, where known, the `line`
    and `column` of the file (1-based) where the fault is.

    One line: ``my-bot.toml: buy[3].if: ...``, ``my-bot.toml, line 4: buy[3].if: ...`` or
    ``my-bot.toml, line 1, column 30: ...``. `found` is the faulty text as the file holds it (a condition),
    by which `read_strategy` finds its line; a key that is not short and printable is quoted and cut."""

    def __init__(
        self,
        source: str,
        key: str,
        message: str,
        *,
        line: int | None = None,
        column: int | None = None,
        found: str | None = None,
    ) -> None:
        where = source
        if line is not None:
            where += f", line {line}" + (f", column {column}" if column is not None else "")
        shown = key if len(key) <= QUOTE_CUT and key.isprintable() else _quoted(key)
        super().__init__(f"{where}: {shown}: {message}" if key else f"{where}: {message}")
        self.source = source
        self.key = key
        self.message = message
        self.line = line
        self.column = column
        self.found = found


QUOTE_CUT = 60
"""Characters of a faulty value quoted in a `StrategyError` (a hostile file's value may be megabytes)."""


def _quoted(value: Any) -> str:
    """`value` as Python writes it (`repr`: control characters escaped), cut to `QUOTE_CUT` characters."""
    text = repr(value) if not isinstance(value, list | dict) or len(value) < QUOTE_CUT else None
    if text is None:
        kind = "list" if isinstance(value, list) else "table"
        return f"a {kind} of {len(value)} items"
    return text if len(text) <= QUOTE_CUT else text[: QUOTE_CUT - 3] + "..."


# ---- decisions and their defaults -------------------------------------------------------------------------


def worth(card: str) -> float:
    """How much `card` is worth to its owner, for the default answers: a curse -1, a victory card 0, copper
    1, silver 3, gold 5, an action about 0.7 per coin of cost (`players.tactics.keep`)."""
    return -1.0 if card == _CURSE else keep(card)


def _worst_first(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=lambda c: (worth(c), COST[c]))


def _best_first(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=lambda c: (-worth(c), -COST[c]))


def _dearest_first(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=lambda c: (-COST[c], -worth(c)))


def _cheapest_first(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=lambda c: (COST[c], worth(c)))


_JUNK = ("curse", "estate", "duchy", "province", "gardens")
_JUNK_AND_COPPER = (*_JUNK, "copper")


@dataclass(frozen=True, slots=True)
class DecisionKey:
    """One decision a card asks, as a strategy file names it: ``[CARD]`` table, key `key`.

    `kind` is the rules core's decision kind (`referee.rules.decisions.DECISION_KINDS`); `question` what is
    asked, in words; `default` the answer when the file leaves the key out, in words (docs/simulate.md lists
    both); `fallback` the top-level list used before the default, if any; `defaults` the default list of
    cards (None: the default is computed, see `default`); `fill` how a forced answer is completed when the
    list gives too few cards: "worst" (least worth first), "best", "dearest" or "cheapest".
    """

    card: str
    key: str
    kind: str
    question: str
    default: str
    fallback: str | None = None
    defaults: tuple[str, ...] | None = ()
    fill: str = "worst"


DECISIONS: tuple[DecisionKey, ...] = (
    DecisionKey(
        "artisan",
        "gain",
        "gain",
        "which card costing up to 5 to gain to your hand",
        "as you would buy it (`buy`, with coins = the dearest card you may gain), else the dearest",
        defaults=None,
        fill="dearest",
    ),
    DecisionKey(
        "artisan",
        "topdeck",
        "topdeck",
        "which card of your hand to put onto your deck",
        "your dearest action card when no action is left, else a copper, else your least useful card",
        defaults=None,
    ),
    DecisionKey(
        "bandit",
        "trash",
        "trash",
        "attacked: which of your two revealed treasures to trash",
        "the cheaper",
        fill="cheapest",
    ),
    DecisionKey(
        "bureaucrat",
        "topdeck",
        "topdeck",
        "attacked: which victory card to put onto your deck",
        "the cheapest",
        fill="cheapest",
    ),
    DecisionKey(
        "cellar",
        "discard",
        "discard",
        "which cards to discard (and draw as many)",
        "every curse and victory card",
        fallback="discard",
        defaults=_JUNK,
    ),
    DecisionKey(
        "chancellor",
        "choose",
        "choose",
        "put your deck into your discard pile? (list `discard-deck` to say yes, `[]` for no)",
        "yes",
        defaults=("discard-deck",),
    ),
    DecisionKey(
        "chapel",
        "trash",
        "trash",
        "which cards (up to 4) to trash",
        "every curse and estate",
        fallback="trash",
        defaults=("curse", "estate"),
    ),
    DecisionKey(
        "feast",
        "gain",
        "gain",
        "which card costing up to 5 to gain",
        "as you would buy it, else the dearest",
        defaults=None,
        fill="dearest",
    ),
    DecisionKey(
        "harbinger",
        "topdeck",
        "topdeck",
        "which card of your discard pile to put onto your deck",
        "the most useful one if it is worth a silver or more (gold, silver, actions costing 5+)",
        defaults=None,
    ),
    DecisionKey(
        "library",
        "set-aside",
        "set-aside",
        "set aside the action card you drew?",
        "yes when you have no action left, else no",
        defaults=None,
    ),
    DecisionKey(
        "militia",
        "discard",
        "discard",
        "attacked: which cards to discard down to 3 (the first listed ends on top)",
        "the least useful, keeping at most one terminal action unless a village is kept",
        fallback="discard",
        defaults=None,
    ),
    DecisionKey(
        "mine",
        "trash",
        "trash",
        "which treasure to trash (then gain one costing up to 3 more)",
        "a silver, else a copper",
        defaults=("silver", "copper"),
    ),
    DecisionKey(
        "mine",
        "gain",
        "gain",
        "which treasure to gain to your hand",
        "as you would buy it, else the dearest",
        defaults=None,
        fill="dearest",
    ),
    DecisionKey("moneylender", "trash", "trash", "trash a copper for +3 coins?", "yes", defaults=("copper",)),
    DecisionKey(
        "poacher",
        "discard",
        "discard",
        "which cards to discard (one per empty supply pile)",
        "the least useful",
        fallback="discard",
        defaults=(),
    ),
    DecisionKey(
        "remodel",
        "trash",
        "trash",
        "which card to trash (then gain one costing up to 2 more)",
        "a curse, else an estate, else the least useful card",
        fallback="trash",
        defaults=("curse", "estate"),
    ),
    DecisionKey(
        "remodel",
        "gain",
        "gain",
        "which card to gain",
        "as you would buy it, else the dearest",
        defaults=None,
        fill="dearest",
    ),
    DecisionKey(
        "sentry",
        "trash",
        "trash",
        "which of the 2 cards you looked at to trash",
        "curses and estates",
        fallback="trash",
        defaults=("curse", "estate"),
    ),
    DecisionKey(
        "sentry",
        "discard",
        "discard",
        "which of the rest to discard",
        "curses, victory cards and coppers",
        defaults=_JUNK_AND_COPPER,
    ),
    DecisionKey(
        "sentry",
        "topdeck",
        "topdeck",
        "in which order to put the rest back (first on top)",
        "the most useful on top",
        fill="best",
    ),
    DecisionKey(
        "spy",
        "discard",
        "discard",
        "discard your own revealed card?",
        "yes for a curse, victory card or copper",
        defaults=_JUNK_AND_COPPER,
    ),
    DecisionKey(
        "spy",
        "discard-others",
        "discard",
        "discard an opponent's revealed card?",
        "yes unless it is a curse, victory card or copper",
        defaults=None,
    ),
    DecisionKey(
        "thief",
        "trash",
        "trash",
        "which of the victim's revealed treasures to trash",
        "the dearest",
        fill="dearest",
    ),
    DecisionKey(
        "thief",
        "gain",
        "gain",
        "which trashed treasures to gain",
        "every one but copper",
        defaults=("gold", "silver"),
    ),
    DecisionKey(
        "throne-room",
        "play",
        "play",
        "which action card to play twice",
        "the first card of the `play` list whose condition holds, else the dearest",
        defaults=None,
        fill="dearest",
    ),
    DecisionKey("vassal", "play", "play", "play the action card you discarded?", "yes", defaults=None),
    DecisionKey(
        "workshop",
        "gain",
        "gain",
        "which card costing up to 4 to gain",
        "as you would buy it, else the dearest",
        defaults=None,
        fill="dearest",
    ),
)
"""Every mid-card decision a strategy file may answer, with its default."""

ATTACKS: tuple[str, ...] = tuple(
    sorted(name for name in KINGDOM_CARDS if ATTACK in SPECS[name].types and CATALOGUE[name].set == "base")
)
"""The base game's attack cards: each card table ``[ATTACK]`` may have a ``reveal`` key (reveal a Moat
against it?), default: the top-level ``reveal`` list, else yes. (A later set's attack has ``reveal`` among
its `GENERIC_KEYS`.)"""

_KEYS: dict[tuple[str, str], DecisionKey] = {(d.card, d.key): d for d in DECISIONS}
_CARD_KEYS: dict[str, list[str]] = {}
for _d in DECISIONS:
    _CARD_KEYS.setdefault(_d.card, []).append(_d.key)
for _attack in ATTACKS:
    _CARD_KEYS.setdefault(_attack, []).append("reveal")

GENERIC_KEYS: tuple[str, ...] = DECISION_KINDS
"""The keys of the table ``[CARD]`` of a card of a set after the base game (Intrigue, Prosperity...): the
kinds of the decisions it asks (docs/rules.md lists them per card). Such a decision is answered from the
table's list for its kind, else the top-level list of its kind (`trash`, `discard`, `reveal`) for a decision
about the player's own cards, else (a gain from the supply) as the player would buy, else by the kit's
default answer (`players.answers.default_answer`)."""

WORD = re.compile(r"[+a-z0-9][a-z0-9+-]{0,39}")
"""An option word of a choose-one decision as a strategy file writes it (``+cards``, ``trash``, ``2``)."""


def _table_keys(card: str) -> list[str] | tuple[str, ...] | None:
    """The keys the table ``[card]`` may have (`card` as the wire spells it), or None when the card asks
    no decision a strategy file answers (a base card without decisions)."""
    keys = _CARD_KEYS.get(card)
    if keys is not None:
        return keys
    if card in SPECS and card in CATALOGUE and CATALOGUE[card].set != "base":
        return GENERIC_KEYS
    return None


# ---- the compiled file -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of a list: the card, its condition (a compiled function of the context, or None: always)
    and the most copies it may choose in one decision (None: as many as wanted).

    An entry naming a mixed pile (``knights``, ``ruins``) is compiled into one entry per card of the pile,
    each with the pile's name as `pile`, sharing the condition and the limit (the limit counts the pile's
    cards together); `at` is the entry's position in the file's list (1 for the first), for messages."""

    card: Card | str
    when: Callable[[Any], bool] | None = None
    limit: int | None = None
    pile: str = ""
    at: int = 0

    @property
    def named(self) -> str:
        """The name the file wrote: the mixed pile's, else the card's."""
        return self.pile or str(self.card)


def card_name(text: str) -> Card:
    """The card named `text`, forgiving case, spaces and underscores (``"Throne Room"`` -> throne-room).

    Raises ValueError naming the text and the closest card names."""
    if not isinstance(text, str):
        raise ValueError(f"expected a card name (text), got {_quoted(text)}")
    name = text.strip().lower().replace(" ", "-").replace("_", "-").replace("'", "")
    card = CARDS_BY_NAME.get(name)
    if card is None and name in SPECS:
        card = SPECS[name].name  # a card the protocol's `Card` does not name yet
    if card is None or name not in SPECS:
        close = get_close_matches(name[:QUOTE_CUT], list(SPECS), n=3)
        hint = f" (did you mean {' or '.join(close)}?)" if close else ""
        raise ValueError(
            f"unknown card {_quoted(text)}{hint}; cards are written as on the wire: {', '.join(SPECS)}"
        )
    return card


def event_name(text: str) -> str:
    """The event `text` names in a `buy` list: ``event:delve``, or a bare name or title (``Delve``) that is
    no card's. Raises ValueError for a landmark (never bought) or an unknown name after ``event:``."""
    kind, colon, rest = text.partition(":")
    try:
        facts = landscape(rest if colon else text)
    except UnknownLandscape as error:
        raise ValueError(str(error)) from None
    if facts.kind != EVENT or (colon and kind.strip().lower() != EVENT):
        raise ValueError(f"{facts.name} is a {facts.kind}: only an event is bought (event:NAME)")
    return facts.name


def _names_event(text: Any) -> bool:
    """Whether a `buy` entry's `text` names an event or landmark rather than a card: ``event:``/``landmark:``
    before it, or a landscape's name that is no card's."""
    if not isinstance(text, str):
        return False
    if ":" in text:
        return True
    name = text.strip().lower().replace(" ", "-").replace("_", "-").replace("'", "")
    return name in LANDSCAPES and name not in SPECS


def _mixed_pile(card: str, where: str) -> str | None:
    """Why `card` cannot be named `where` ("condition", "name": a list answering a decision that names a
    card): a mixed pile's name (Knights, Ruins) counts and names no card, since its cards have their own
    names (a list entry to buy, gain or play takes the pile's top card or any card of it: `Entry`), with
    what to write instead; None for any other card."""
    if card not in MIXED_PILES:
        return None
    kind = MIXED_PILES[card][0]
    names = ", ".join(dict.fromkeys(mixed_pile_cards(card)))
    if where == "condition":
        return (
            f"{card} is a mixed pile, whose cards have their own names: count them by their type, "
            f"count({kind}), or name one of them: {names}"
        )
    return f"{card} is a mixed pile: a card named is one card, so name one of its cards: {names}"


def _word(text: str) -> str:
    """A function's argument in a condition: a card type, a card name or a mat's name (`MATS`); not a mixed
    pile's name (`_mixed_pile`: ValueError)."""
    if text.lower() in TYPES or text.lower() in MATS:
        return text.lower()
    if _names_event(text):
        try:
            return landscape(text.partition(":")[2] or text).name
        except UnknownLandscape as error:
            raise ValueError(str(error)) from None
    try:
        card = card_name(text)
    except ValueError:
        close = get_close_matches(text[:QUOTE_CUT].lower(), [*TYPES, *SPECS], n=2)
        hint = f" (did you mean {' or '.join(close)}?)" if close else ""
        raise ValueError(
            f"unknown card or type {_quoted(text)}{hint}: expected a card name or one of {', '.join(TYPES)}"
        ) from None
    refusal = _mixed_pile(card, "condition")
    if refusal is not None:
        raise ValueError(refusal)
    return card


def _debt(state: State) -> int:
    """The player's own debt in its view (a v6 view's `debt`, its own first); 0 before v6."""
    debt = getattr(state, "debt", ())
    return debt[0][1] if debt else 0


def _vp_on(state: State, word: str) -> int:
    """VP tokens on the landmark `word`, or on card `word`'s supply pile (a v6 view's `landmarks` and
    `vp_piles`); 0 when none lie there or it is not in the game."""
    if word in LANDSCAPES:
        return dict(getattr(state, "landmarks", ())).get(word, 0)
    return dict(getattr(state, "vp_piles", ())).get(word, 0)


def _counter_of(kind: str, word: str) -> Callable[[Any], int]:
    """The context function for ``count(word)``, ``hand(word)``, ``pile(word)``, ``in_play(word)``,
    ``durations(word)``, ``mat(word)``, ``embargo(word)``, ``non_supply(word)`` or ``cost(word)``;
    ValueError for ``cost`` of a type and ``mat`` of anything but a mat's name."""
    if kind == "vp_on":
        if word in _TYPE_CARDS:
            raise ValueError(f"vp_on(...) takes a landmark or a card, not the type {word!r}")
        return lambda c: _vp_on(c.state, word)
    if word in LANDSCAPES:
        raise ValueError(
            f"{word} is {'an event' if word in _EVENTS else 'a landmark'}: only vp_on(...) takes one"
        )
    cards = _TYPE_CARDS.get(word)
    if kind == "cost":
        if cards is not None:
            raise ValueError(f"cost(...) takes a card name, not the type {word!r}")
        return lambda c: c.cost(word)
    if kind == "mat":
        if word not in MATS:
            names = f"{', '.join(MATS[:-1])} or {MATS[-1]}"
            raise ValueError(f"mat(...) takes the name of a mat: {names}, not {str(word)!r}")
        return lambda c: c.mat(word)
    if kind in ("in_play", "durations", "embargo", "non_supply"):
        source = _SOURCES[kind]
        if cards is None:
            return lambda c: source(c).count(word)
        return lambda c: sum(1 for card in source(c) if card in cards)
    if kind == "hand":
        if cards is None:
            return lambda c: c.state.hand.count(word)
        return lambda c: sum(1 for card in c.state.hand if card in cards)
    if kind == "count" and cards is None:
        return lambda c: c.count(word)
    getter = Context.owned if kind == "count" else Context.piles
    if cards is None:
        return lambda c: getter(c)[word]
    return lambda c: sum(n for card, n in getter(c).items() if card in cards)


_VARIABLES: dict[str, Callable[[Any], int]] = {
    "coins": lambda c: c.coins,
    "buys": lambda c: c.state.buys,
    "actions": lambda c: c.state.actions,
    "turn": lambda c: c.turn,
    "cards": lambda c: c.cards(),
    "money": lambda c: c.money(),
    "score": lambda c: c.score(),
    "lead": lambda c: c.lead(),
    "empty_piles": lambda c: c.empty_piles(),
    "gains_to_end": lambda c: c.gains_to_end(),
    "players": lambda c: len(c.state.players),
    "vp_tokens": lambda c: c.seat().vp,
    "coffers": lambda c: c.seat().coffers,
    "actions_played": lambda c: (
        sum(1 for card in c.state.plays if card in _ACTIONS)
        - sum(1 for card in c.seat().durations if card in _ACTIONS)
    ),
    "potions": lambda c: getattr(c.state, "potions", 0),
    "pirate_ship": lambda c: c.seat().pirate_ship,
    "prizes": lambda c: sum(1 for card in getattr(c.state, "non_supply", ()) if card in _PRIZES),
    "debt": lambda c: _debt(c.state),
}
_FUNCTIONS = {name: partial(_counter_of, name) for name in FUNCTIONS}
_SOURCES: dict[str, Callable[[Any], Sequence[str]]] = {
    "in_play": lambda c: c.state.plays,
    "durations": lambda c: c.seat().durations,
    "embargo": lambda c: c.embargoes(),
    "non_supply": lambda c: getattr(c.state, "non_supply", ()),
}
"""The cards each of these functions counts in: the plays (durations from earlier turns among them), the
durations, one pile name per Embargo token, the copies left beside the supply."""
_PRIZES = frozenset(name for name, facts in CATALOGUE.items() if "prize" in facts.types)


@dataclass(frozen=True)
class StrategyFile:
    """A strategy file, read, checked and compiled. Immutable: share it between games and seats, and make
    one `FilePlayer` per seat and game with `player()` (or by calling it).

    `source` is the path read (or the shipped name); `name`, `description` and `requires` as the file says
    (`requires`: kingdom cards, canonical spelling); `buy`, `play`, `treasures` the compiled lists;
    `lists` the compiled list of each decision key (``"chapel.trash"``) and top-level list (``"trash"``)
    the file gives.
    """

    source: str
    name: str
    description: str
    requires: tuple[str, ...]
    buy: tuple[Entry, ...]
    play: tuple[Entry, ...] | None
    treasures: tuple[Entry, ...] | None
    lists: dict[str, tuple[Entry, ...]] = field(default_factory=dict)
    buy_costs: tuple[tuple[str, int, Callable | None], ...] = field(init=False, repr=False, compare=False)
    """`buy` as (card, cost, condition) triples: a buy walks them at every turn of a simulation."""
    answers: dict[tuple[str, str], Callable] = field(init=False, repr=False, compare=False)
    """(card, decision kind) -> the function answering it (see `_answerer`)."""

    def __post_init__(self) -> None:
        # Worked out once per file, not per player: players are made for every game.
        costs = tuple((entry.card, _BUY_COST[entry.card], entry.when) for entry in self.buy)
        object.__setattr__(self, "buy_costs", costs)
        answers = {}
        for rule in DECISIONS:
            entries = self.lists.get(f"{rule.card}.{rule.key}")
            if entries is None and rule.fallback is not None:
                entries = self.lists.get(rule.fallback)
            kind = rule.kind if rule.key != "discard-others" else "discard-others"
            answers[(rule.card, kind)] = _answerer(rule, entries)
        object.__setattr__(self, "answers", answers)

    def player(self, *, arguments: bool = False, rules_alone: bool = False) -> FilePlayer:
        """A new player of this strategy for one seat of one game.

        `arguments`: False (default) for a game of the rules alone, whose plays carry no arguments (every
        decision comes through `decide`); True for a protocol game, whose plays carry the answers of their
        up-front decisions (``(act remodel estate silver)``), worked out with the same answers
        (`players.answers.build_act`). A v4 view (`StateV4`) always gets arguments.
        `rules_alone`: True only for a game of the rules alone (``version=None``, `referee simulate`): the
        player then makes in one step what would be several plays (the same plays, in the same order):
        its treasures in one `referee.rules.decisions.Treasures` when its `treasures` list has no condition
        (a condition may read the coins, which change with each treasure), and a buy with its last buy and
        the clean-up after it in one `referee.rules.decisions.BuyAndClean`."""
        return FilePlayer(self, arguments=arguments, rules_alone=rules_alone)

    __call__ = player

    def check_kingdom(self, kingdom: Iterable[str]) -> None:
        """Raise `StrategyError` naming the cards of `requires` missing from `kingdom` (card names)."""
        have = {str(card) for card in kingdom}
        missing = [card for card in self.requires if card not in have]
        if missing:
            raise StrategyError(
                self.source,
                "requires",
                f"strategy {self.name!r} needs {', '.join(missing)} in the kingdom, which has "
                f"{', '.join(sorted(have)) or 'no card'}",
            )


def _entries(source: str, key: str, value: Any, *, limits: bool = True) -> tuple[Entry, ...]:
    """Compile the list `value` of key `key`: each item a card name or a table {card, if, limit} (`limit`
    only where `limits`: in the lists of decisions, which may choose several copies)."""
    if not isinstance(value, list):
        raise StrategyError(
            source, key, f'expected a list of cards, e.g. ["gold", "silver"], got {_quoted(value)}'
        )
    entries = []
    for index, item in enumerate(value):
        where = f"{key}[{index + 1}]"
        if isinstance(item, str):
            item = {"card": item}
        if not isinstance(item, dict):
            raise StrategyError(
                source,
                where,
                f"expected a card name or a table {{card = ..., if = ...}}, got {_quoted(item)}",
            )
        unknown = [k for k in item if k not in ENTRY_KEYS]
        if unknown:
            raise StrategyError(
                source, f"{where}.{unknown[0]}", f"unknown key: an entry has only {', '.join(ENTRY_KEYS)}"
            )
        if "card" not in item:
            raise StrategyError(source, where, "missing key card: which card this entry is about")
        text = item["card"]
        words = key.endswith(("choose", ".pay", ".insert"))
        if words and isinstance(text, str) and text not in SPECS and WORD.fullmatch(text):
            card: Card | str = text  # an option word (``discard-deck``, ``+cards``), or an amount
        elif key == "buy" and _names_event(text):
            try:
                card = event_name(text)  # an event, bought with a buy as a card is (protocol v6)
            except ValueError as error:
                raise StrategyError(source, f"{where}.card", str(error)) from None
        else:
            try:
                card = card_name(text)
            except ValueError as error:
                raise StrategyError(source, f"{where}.card", str(error)) from None
            if card in MIXED_PILES and key.endswith(".name"):
                raise StrategyError(source, f"{where}.card", _mixed_pile(card, "name"))
        when = None
        if "if" in item:
            try:
                when = compile_condition(item["if"], _VARIABLES, _FUNCTIONS, _word)
            except ConditionError as error:
                raise StrategyError(
                    source,
                    f"{where}.if",
                    f"{_quoted(item['if'])}, column {error.column}: {error.message}",
                    found=item["if"] if isinstance(item["if"], str) else None,
                ) from None
        limit = item.get("limit")
        if limit is not None and not limits:
            raise StrategyError(source, f"{where}.limit", f"{key} takes one card at a time: no limit here")
        if limit is not None and (type(limit) is not int or limit < 1):
            raise StrategyError(
                source, f"{where}.limit", f"expected a whole number >= 1, got {_quoted(limit)}"
            )
        if card in MIXED_PILES:
            # The pile's top card is the one offered (bought, gained); any of its cards may be in hand.
            cards = dict.fromkeys(mixed_pile_cards(card))
            entries += [Entry(card_name(one), when, limit, str(card), index + 1) for one in cards]
        else:
            entries.append(Entry(card, when, limit, "", index + 1))
    return tuple(entries)


def _check_types(source: str, key: str, entries: tuple[Entry, ...], kind: str) -> None:
    for entry in entries:
        if kind not in SPECS[entry.card].types:
            raise StrategyError(
                source,
                f"{key}[{entry.at}].card",
                f"{entry.named} is not {'an' if kind == ACTION else 'a'} {kind} card",
            )


def _landscape_required(source: str, index: int, text: str) -> str:
    """The event or landmark a `requires` entry names (``event:delve``, ``landmark:wall``, a bare name);
    raises StrategyError for an unknown one or a wrong kind."""
    kind, colon, rest = text.partition(":")
    try:
        facts = landscape(rest if colon else text)
    except UnknownLandscape as error:
        raise StrategyError(source, f"requires[{index + 1}]", str(error)) from None
    if colon and kind.strip().lower() != facts.kind:
        raise StrategyError(
            source, f"requires[{index + 1}]", f"{facts.name} is a {facts.kind}, not a {kind.strip()}"
        )
    return facts.name


def parse_strategy(data: dict[str, Any], source: str) -> StrategyFile:
    """Check and compile a strategy file's parsed TOML `data`; `source` names it in errors.

    Raises `StrategyError` for an unknown key, a value of the wrong type, an unknown card, an entry of the
    wrong type (a treasure in `play`...) or a condition that does not compile."""
    known = [*TOP_KEYS, *_CARD_KEYS]
    for key in data:
        if key not in TOP_KEYS and _table_keys(key) is None:
            try:
                card = card_name(key)
            except ValueError:
                close = get_close_matches(key[:QUOTE_CUT], known, n=1)
                hint = f" (did you mean {close[0]}?)" if close else ""
                raise StrategyError(
                    source,
                    key,
                    f"unknown key{hint}: expected one of {', '.join(TOP_KEYS)}, "
                    f"or a table of one of the cards {', '.join(_CARD_KEYS)}",
                ) from None
            if _table_keys(card) is not None:
                raise StrategyError(source, key, f"write the card's table as [{card}]")
            raise StrategyError(
                source,
                key,
                f"{card} asks no decision a strategy file answers; the base cards "
                f"with decisions are {', '.join(_CARD_KEYS)}, and every card of a later set may have one",
            )
    for key in ("name", "description"):
        if key in data and not isinstance(data[key], str):
            raise StrategyError(source, key, f"expected text in quotes, got {_quoted(data[key])}")
    requires = data.get("requires", [])
    if not isinstance(requires, list):
        raise StrategyError(source, "requires", f"expected a list of kingdom cards, got {_quoted(requires)}")
    needed = []
    for index, text in enumerate(requires):
        if _names_event(text):
            name = _landscape_required(source, index, text)
            needed.append(name)
            continue
        try:
            card = card_name(text)
        except ValueError as error:
            raise StrategyError(source, f"requires[{index + 1}]", str(error)) from None
        if not SPECS[card].kingdom:
            raise StrategyError(
                source, f"requires[{index + 1}]", f"{card} is in every game: list only kingdom cards"
            )
        needed.append(str(card))
    if "buy" not in data:
        raise StrategyError(
            source,
            "buy",
            'missing: every strategy says what it buys, e.g. buy = ["province", "gold", "silver"]',
        )
    buy = _entries(source, "buy", data["buy"], limits=False)
    play = treasures = None
    if "play" in data:
        play = _entries(source, "play", data["play"], limits=False)
        _check_types(source, "play", play, ACTION)
    if "treasures" in data:
        treasures = _entries(source, "treasures", data["treasures"], limits=False)
        _check_types(source, "treasures", treasures, TREASURE)
    lists: dict[str, tuple[Entry, ...]] = {}
    for key in ("trash", "discard", "reveal"):
        if key in data:
            lists[key] = _entries(source, key, data[key])
    if "coffers" in data:
        lists["coffers"] = _entries(source, "coffers", data["coffers"], limits=False)
        bought = {entry.card for entry in buy}
        for entry in lists["coffers"]:
            if entry.card not in bought:
                raise StrategyError(
                    source,
                    f"coffers[{entry.at}].card",
                    f"{entry.named} is not in buy: Coffers pay only for a card the buy list buys",
                )
    for card, table in data.items():
        keys = _table_keys(card) if card not in TOP_KEYS else None
        if keys is None:
            continue
        if not isinstance(table, dict):
            raise StrategyError(
                source,
                card,
                f"expected a table [{card}] with the keys {', '.join(keys)}, got {_quoted(table)}",
            )
        for key, value in table.items():
            if key not in keys:
                asks = "asks" if keys is not GENERIC_KEYS else "may ask decisions of the kinds"
                raise StrategyError(source, f"{card}.{key}", f"unknown key: {card} {asks} {', '.join(keys)}")
            lists[f"{card}.{key}"] = _entries(source, f"{card}.{key}", value)
    name = data.get("name", Path(source).stem)
    return StrategyFile(source, name, data.get("description", ""), tuple(needed), buy, play, treasures, lists)


MAX_FILE_NESTING = 16
"""Deepest nesting of arrays and inline tables (``[``, ``{``) in a strategy file (a file needs 2: a list of
entries written as tables)."""

MAX_FILE_DIGITS = 100
"""Most digits of a number in a strategy file (Python refuses to read integers of more than 4,300 digits,
and reads long ones slowly)."""

_SCAN = re.compile(
    r'''(?P<string>"""(?:[^"\\]|\\.|"(?!""))*"""|\'\'\'.*?\'\'\'|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')'''
    r"|(?P<comment>#[^\n]*)|(?P<open>[\[{])|(?P<close>[\]}])|(?P<digits>[0-9][0-9_]*)"
    r"""|[^"'#\[\]{}0-9]+|.""",
    re.DOTALL,
)
"""The pieces of a TOML text that `_check_shape` tells apart: strings (whose brackets and digits are text),
comments, brackets, runs of digits, and anything else."""


def _position(text: str, at: int) -> tuple[int, int]:
    """Line and column (1-based) of index `at` of `text`."""
    return text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)


def _check_shape(source: str, text: str) -> None:
    """Refuse, before TOML reads it, a file that nests arrays and inline tables deeper than
    `MAX_FILE_NESTING` or holds a number of more than `MAX_FILE_DIGITS` digits: a `StrategyError` naming the
    line and column. One pass of a regular expression, linear in the file's size; malformed TOML is left to
    `tomllib`, which names its line and column."""
    depth = 0
    for piece in _SCAN.finditer(text):
        kind = piece.lastgroup
        if kind == "open":
            depth += 1
            if depth > MAX_FILE_NESTING:
                line, column = _position(text, piece.start())
                raise StrategyError(
                    source,
                    "",
                    f"nested deeper than {MAX_FILE_NESTING} levels of [ and {{",
                    line=line,
                    column=column,
                )
        elif kind == "close":
            depth = max(0, depth - 1)
        elif kind == "digits" and len(piece.group()) > MAX_FILE_DIGITS:
            line, column = _position(text, piece.start())
            raise StrategyError(
                source, "", f"a number of more than {MAX_FILE_DIGITS} digits", line=line, column=column
            )


def _line_of(text: str, found: str) -> int | None:
    """The line of `text` where the string `found` is written, quoted as is (``"..."`` or ``'...'``), or
    None if it is not (escapes in it, or written over several lines)."""
    for quote in ('"', "'"):
        at = text.find(quote + found + quote)
        if at >= 0:
            return _position(text, at)[0]
    return None


def read_strategy(path: str | Path) -> StrategyFile:
    """Read and compile the strategy file at `path`.

    Raises `StrategyError` (one line, never another exception, whatever the file holds) for a file that
    cannot be read, is not UTF-8 or not TOML (naming the line and column), nests or holds numbers past the
    limits (`_check_shape`: line and column), or fails `parse_strategy`'s checks (a condition's error names
    its line when the file writes it as is). Loading is linear in the file's size."""
    source = str(path)
    try:
        with open(path, "rb") as file:
            data = file.read()
    except OSError as error:
        raise StrategyError(source, "", f"cannot read the strategy file: {error.strerror}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        column = len(data[data.rfind(b"\n", 0, error.start) + 1 : error.start].decode("utf-8", "replace")) + 1
        raise StrategyError(
            source, "", f"not UTF-8 text (byte 0x{data[error.start]:02x})", line=line, column=column
        ) from None
    _check_shape(source, text)
    try:
        parsed = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise StrategyError(source, "", f"not valid TOML: {error}") from None
    except (ValueError, RecursionError) as error:  # the limits above should keep these from happening
        raise StrategyError(source, "", f"not readable as TOML: {str(error)[:200]}") from None
    try:
        return parse_strategy(parsed, source)
    except StrategyError as error:
        if error.found is None or error.line is not None:
            raise
        line = _line_of(text, error.found)
        if line is None:
            raise
        raise StrategyError(source, error.key, error.message, line=line) from None


def shipped_strategies() -> dict[str, Path]:
    """The strategies shipped with the project: name -> file, alphabetical."""
    return {path.stem: path for path in sorted(STRATEGY_DIR.glob("*.toml"))}


def load_strategy(name_or_path: str | Path) -> StrategyFile:
    """The strategy `name_or_path`, read and compiled: a shipped strategy's name (``"smithy-money"``, see
    `shipped_strategies`; underscores and case are forgiven) or the path of a TOML file (anything ending in
    ``.toml`` or naming an existing file).

    Returns a `StrategyFile`: call ``.player()`` for each seat of each game (a `FilePlayer`, the in-process
    `Strategy` and `Decider`), and ``.check_kingdom(kingdom)`` to check the cards it `requires`.
    Raises `StrategyError` (a ValueError) naming the file, the key and what was expected: an unknown name
    (the message lists the shipped ones), an unreadable or invalid file.
    """
    text = str(name_or_path)
    path = Path(text)
    if text.endswith(".toml") or path.is_file() or "/" in text:
        return read_strategy(path)
    shipped = shipped_strategies()
    name = text.strip().lower().replace("_", "-").replace(" ", "-")
    if name not in shipped:
        close = get_close_matches(name, list(shipped), n=1)
        hint = f" (did you mean {close[0]}?)" if close else ""
        raise StrategyError(
            text, "", f"no such strategy{hint}: give a .toml file or one of {', '.join(shipped)}"
        )
    return read_strategy(shipped[name])


# ---- playing ----------------------------------------------------------------------------------------------


class Context:
    """What a condition reads: the player's view `state`, its `coins` (in a gain: the dearest option's
    cost), its own `turn` number, and figures worked out once when first asked."""

    __slots__ = ("state", "coins", "turn", "seen", "_owned", "_piles", "_gains_to_end")

    def __init__(
        self, state: State, coins: int, turn: int, seen: set[str], piles: Mapping[str, int] | None
    ) -> None:
        self.state = state
        self.coins = coins
        self.turn = turn
        self.seen = seen
        self._owned: Counter | None = None
        self._piles = piles
        self._gains_to_end: int | None = None

    def owned(self) -> Counter:
        """Cards owned: deck, hand, plays (durations among them), discards, set aside (a v4 view) and the
        cards on the player's own mats (a v5 view: Island, Native Village)."""
        owned = self._owned
        if owned is None:
            s = self.state
            owned = self._owned = Counter(chain(s.deck, s.hand, s.plays, s.discards, getattr(s, "aside", ())))
            for _, cards in self.seat().mats:
                owned.update(cards)
        return owned

    def count(self, card: str) -> int:
        """Cards owned of `card` (a few tuple counts: cheaper than `owned` for one card)."""
        owned = self._owned
        if owned is not None:
            return owned[card]
        s = self.state
        n = s.deck.count(card) + s.hand.count(card) + s.plays.count(card) + s.discards.count(card)
        aside = getattr(s, "aside", None)
        if aside:
            n += aside.count(card)
        mats = self.seat().mats
        return n + sum(cards.count(card) for _, cards in mats) if mats else n

    def piles(self) -> Mapping[str, int]:
        """Cards left per supply pile (0 for a card without a non-empty pile)."""
        piles = self._piles
        if piles is None:
            supply = self.state.supply
            piles = self._piles = _piles(supply)
            if type(supply) is not Supply:
                self.seen.update(piles)
        return piles

    def seat(self) -> Any:
        """The player's own public record of a v5 view (its VP tokens, Coffers, Pirate Ship tokens,
        durations and mats); an empty one for a view without seats (protocol v1-v4, where there are no
        tokens)."""
        seats = getattr(self.state, "seats", None)
        return seats[0] if seats else _NO_SEAT

    def mat(self, mat: str) -> int:
        """Cards on the player's own mat `mat` (`protocol.messages.MATS`: ``"island"``,
        ``"native-village"``...)."""
        for name, cards in self.seat().mats:
            if name == mat:
                return len(cards)
        return 0

    def embargoes(self) -> tuple[str, ...]:
        """One pile name per Embargo token on it (a v5 view's pile tokens)."""
        piles = getattr(self.state, "piles", ())
        return tuple(card for card, tokens in piles for token in tokens if token == "embargo")

    def in_play(self) -> tuple[str, ...]:
        """The cards the player has in play: played this turn, and (v5) durations from earlier turns (a
        view's plays list those too)."""
        return self.state.plays

    def cost(self, card: str) -> int:
        """What `card` costs now in coins: the view's costs this turn (v5 ``costs``), else as printed."""
        for named, coins in getattr(self.state, "costs", ()):
            if named == card:
                return coins
        return COST[card]

    def cards(self) -> int:
        s = self.state
        n = len(s.deck) + len(s.hand) + len(s.plays) + len(s.discards) + len(getattr(s, "aside", ()))
        mats = self.seat().mats
        return n + sum(len(cards) for _, cards in mats) if mats else n

    def money(self) -> int:
        """Coins of every treasure owned: one pass in C (`VALUE.get` with 0 for other cards)."""
        s = self.state
        cards = chain(s.deck, s.hand, s.plays, s.discards, getattr(s, "aside", ()))
        money = sum(map(VALUE.get, cards, repeat(0)))
        mats = self.seat().mats
        return money + sum(VALUE.get(card, 0) for _, held in mats for card in held) if mats else money

    def score(self) -> int:
        """Victory points: the cards' (Gardens counted), plus the VP tokens of a v5 view."""
        return score(list(self.owned().elements())) + self.seat().vp

    def all_piles(self) -> set[str]:
        """Every supply pile of the game as far as the view shows: with a `Supply` (a view the engine made
        in-process), its piles, empty ones included; else the listed ones, those seen listed earlier in the
        game, and a v4 view's kingdom."""
        supply = self.state.supply
        if type(supply) is Supply:
            return {*supply.piles, *supply.empty}
        self.piles()
        kingdom = getattr(self.state, "kingdom", ())
        if kingdom:
            self.seen.update(kingdom)
        return self.seen

    def empty_piles(self) -> int:
        supply = self.state.supply
        if type(supply) is Supply:
            return len(supply.empty)
        # A tuple lists no empty pile: every pile seen in the game but not listed now is empty.
        return len(self.all_piles()) - len(self.piles())

    def gains_to_end(self) -> int:
        gains = self._gains_to_end
        if gains is None and type(self.state.supply) is Supply:
            gains = self._gains_to_end = _supply_gains(self.state.supply)
        if gains is None:
            piles = self.piles()
            empty = self.empty_piles()
            smallest = _sizes(piles)[: max(3 - empty, 0)]
            gains = self._gains_to_end = min(piles[_PROVINCE], sum(smallest))
        return gains

    def lead(self) -> int:
        """Own score minus the opponents' (their average with 3-4 players), from public counts: every
        victory card of fixed points (`_SCORING`: Colony, Island, Nobles... too) and curse that left the
        supply and is not in the trash is someone's (plus 3 starting estates each); Gardens count with the
        opponents' average deck size; a card worth what its owner's cards say (Vineyard, Fairgrounds, Duke)
        counts only for the player itself. Cards of ejected players are
        counted as the opponents'."""
        state = self.state
        players = len(state.players)
        piles = self.piles()
        trash = Counter(state.trash)
        owned = self.owned()
        mine = self.score()
        known = self.all_piles()
        held: dict[str, int] = {}
        for card in _SCORING:
            if card not in known:
                continue
            held[card] = pile_size(card, players) - piles[card] - trash[card]
        held["estate"] = held.get("estate", 0) + 3 * players
        total = sum(VP.get(card, 0) * n for card, n in held.items())
        if held.get("gardens"):
            gained = sum(pile_size(card, players) - piles[card] for card in known)
            cards = 10 * players + gained - len(state.trash)
            others = held["gardens"] - owned[_GARDENS]
            total_mine = sum(owned.values())
            average = (cards - total_mine) // max(players - 1, 1)
            total += others * (average // 10) + owned[_GARDENS] * (total_mine // 10)
        seats = getattr(state, "seats", ())
        theirs = total - (mine - self.seat().vp) + sum(seat.vp for seat in seats[1:])
        return mine - round(theirs / max(players - 1, 1))


_SCORING: tuple[str, ...] = (*(card for card, vp in VP.items() if vp), "gardens")
"""The cards `Context.lead` counts from the piles: every card of fixed victory points (Estate... Colony,
Island, Nobles, Harem...), the Curse, and Gardens (worth what the deck sizes say)."""


@dataclass(frozen=True, slots=True)
class _NoSeat:
    """The seat record of a view that has none (protocol v1-v4): no tokens, no durations, no mats (the
    fields of a v5 `protocol.messages.SeatRecord` a condition reads)."""

    vp: int = 0
    coffers: int = 0
    pirate_ship: int = 0
    durations: tuple[str, ...] = ()
    mats: tuple[tuple[str, tuple[str, ...]], ...] = ()


_NO_SEAT = _NoSeat()

_last_supply: list = [None, None, None]
"""The last supply counted: the view's supply tuple, its `Counter` of cards per pile, and the pile sizes
sorted (None until asked for)."""


def _piles(supply: Sequence[str]) -> Mapping[str, int]:
    """Cards left per pile of the view's `supply` (a pile is listed only while it holds a card): a
    `Supply`'s own counts, or a tuple's counted. The players of a game share one supply until it changes,
    so the last count is kept (with the supply itself, whose identity keys it) for the next play and the
    next player's turn."""
    if _last_supply[0] is supply:
        return _last_supply[1]
    if type(supply) is Supply:
        _last_supply[:] = [supply, supply.piles, None]
        return supply.piles
    # A view's supply lists each pile's copies together, so counting the runs (`groupby`, in C) is about
    # 1.5x cheaper than counting every card into a Counter; a supply not so grouped (a card in two runs) is
    # counted card by card.
    runs = [(card, len(list(copies))) for card, copies in groupby(supply)]
    piles = Counter(dict(runs))
    if len(piles) != len(runs):
        piles = Counter(supply)
    _last_supply[:] = [supply, piles, None]
    return piles


_last_gains: list = [None, 0]
"""The last `Supply` whose `gains_to_end` was worked out, and that number (the same for every player)."""


def _supply_gains(supply: Supply) -> int:
    """`Context.gains_to_end` of a `Supply`: the Provinces left, or the copies left in the 3 smallest piles
    (empty ones counting 0), whichever is less; worked out once per supply (a game's players share it)."""
    if _last_gains[0] is not supply:
        piles = supply.piles
        smallest = sorted(piles.values())[: max(3 - len(supply.empty), 0)]
        _last_gains[:] = [supply, min(piles[_PROVINCE], sum(smallest))]
    return _last_gains[1]


def _sizes(piles: Mapping[str, int]) -> list[int]:
    """The sizes of `piles` (from `_piles`), smallest first; kept with the last supply counted."""
    if _last_supply[1] is piles:
        sizes = _last_supply[2]
        if sizes is None:
            sizes = _last_supply[2] = sorted(piles.values())
        return sizes
    return sorted(piles.values())


def _pick(
    entries: Sequence[Entry],
    options: Sequence[str],
    most: int,
    context: Context | None,
    make: Callable[[], Context],
) -> list[str]:
    """Walk `entries` in order, choosing the listed cards present in `options` (a multiset) whose
    condition holds, each up to its `limit` (the cards of a mixed pile's entry up to its limit together),
    until `most` are chosen."""
    chosen: list[str] = []
    left = list(options)
    piles: dict[tuple[str, int], int] = {}
    for entry in entries:
        if len(chosen) >= most:
            break
        card = entry.card
        if card not in left:
            continue
        if entry.when is not None:
            if context is None:
                context = make()
            if not entry.when(context):
                continue
        room = entry.limit or most
        if entry.pile and entry.limit:
            room -= piles.get((entry.pile, entry.at), 0)

        take = min(left.count(card), most - len(chosen), room)
        if take <= 0:
            continue
        if entry.pile and entry.limit:
            piles[(entry.pile, entry.at)] = piles.get((entry.pile, entry.at), 0) + take
        for _ in range(take):
            left.remove(card)
            chosen.append(card)
    return chosen


_FILL: dict[str, Callable[[Iterable[str]], list[str]]] = {
    "worst": _worst_first,
    "best": _best_first,
    "dearest": _dearest_first,
    "cheapest": _cheapest_first,
}


class FilePlayer:
    """One seat of one game played by a `StrategyFile`: a `referee.rules.decisions.Strategy` (`move`,
    `defend`, `notify`) and `Decider` (`decide`).

    Its turn: play actions while it has an action, by `play` (a card is skipped where it could do nothing:
    a Throne Room with no other action, a Moneylender without copper, a Mine without treasure); then the
    `treasures`; then buy by `buy` while it has a buy (first spending the Coffers a card lacks, where the
    `coffers` list lets them pay for it); then clean up, exposing its least useful card.
    It counts its own turns (the ``turn`` of conditions), so it is meant for one game; a player reused for a
    new game notices the starting position and counts again from 1.
    """

    listens = False

    def __init__(self, strategy: StrategyFile, *, arguments: bool = False, rules_alone: bool = False) -> None:
        self.strategy = strategy
        self.arguments = arguments
        self.turn = 0
        self.seen: set[str] = set()
        self._plays = strategy.play
        self._treasures = strategy.treasures if strategy.treasures is not None else _DEFAULT_TREASURES
        self._buys = strategy.buy_costs
        self._answers = strategy.answers
        # Coffers (key `coffers`): the cards they may pay for (None: every card of `buy`); `[]`: spend none.
        self._spend_for = strategy.lists.get("coffers")
        self._spends = self._spend_for is None or bool(self._spend_for)
        # Treasures in one step only when no entry has a condition: then the `Add` plays one at a time
        # would be, in order, every copy in the hand of each listed treasure (playing a treasure draws
        # nothing and leaves no action to play), which a view taken before the first tells in full.
        self._rules_alone = rules_alone
        together = rules_alone and all(entry.when is None for entry in self._treasures)
        self._together = tuple(dict.fromkeys(entry.card for entry in self._treasures)) if together else None

    # -- the turn

    def move(self, state: State):
        """The next play of the turn (see the class docstring)."""
        if not state.plays and state.actions == 1 and state.buys == 1 and state.coins == 0:
            self._new_turn(state)
        hand = state.hand
        context = None
        if state.actions > 0 and not _ACTIONS.isdisjoint(hand):
            plays = self._plays if self._plays is not None else _default_plays(hand)
            for entry in plays:
                card = entry.card
                if card not in hand or _pointless(card, hand):
                    continue
                if entry.when is not None:
                    if context is None:
                        context = self._context(state)
                    if not entry.when(context):
                        continue
                play = self._act(card, state)
                if play is not _ACT[card] and check_play(state, play) is not None:
                    # Its up-front choices cannot all be made here (v1-v3 Remodel alone in the hand: nothing
                    # to trash, yet the play must name two cards): the next card of the list, or money.
                    continue
                return play
        together = self._together
        if together is not None:
            treasures: tuple = ()
            for card in together:
                copies = hand.count(card)
                if copies:
                    treasures += (card,) * copies
            if treasures:
                if len(treasures) == 1:
                    return _ADD[treasures[0]]
                play = _TREASURES.get(treasures)
                if play is None:
                    play = _TREASURES[treasures] = Treasures(treasures)
                return play
        else:
            for entry in self._treasures:
                if entry.card in hand:
                    if entry.when is not None:
                        if context is None:
                            context = self._context(state)
                        if not entry.when(context):
                            continue
                    return _ADD[entry.card]
        if state.buys > 0:
            if self._spends and isinstance(state, StateV5) and state.seats and state.seats[0].coffers:
                card = self._buy_with_coffers(state)
                if type(card) is Coffers:
                    return card
            else:
                card = self._buy(state, context)
            if card is not None:
                if state.buys == 1 and self._rules_alone and card not in _EVENTS:
                    # The last buy, then the clean-up (on the same hand: a buy gains to the discards).
                    exposed = min(hand, key=_CLEAN_RANK.__getitem__) if hand else None
                    play = _BUY_AND_CLEAN.get((card, exposed))
                    if play is None:
                        play = _BUY_AND_CLEAN[card, exposed] = BuyAndClean(card, exposed)
                    return play
                return _BUY[card]
        return _CLEAN[min(hand, key=_CLEAN_RANK.__getitem__)] if hand else _CLEAN_EMPTY

    def _new_turn(self, state: State) -> None:
        if (
            self.turn != 2
            and not state.trash
            and not state.discards
            and len(state.deck) == 5
            and sorted(chain(state.deck, state.hand)) == _STARTING
        ):
            self.turn = 0
            self.seen = set()
        self.turn += 1

    def _buy_with_coffers(self, state: State) -> Coffers | Card | None:
        """The next buy of a player holding Coffers it may spend (the key `coffers`, docs/simulate.md
        "Spending Coffers"): `buy` walked with the coins and the Coffers together (as conditions read
        `coins`), a card the coins alone do not reach taken only where the `coffers` list (none: every card)
        names it and its condition holds. Returns the `Coffers` play that spends what that card lacks, else
        the card to buy now, else None (nothing to buy)."""
        have = state.seats[0].coffers
        context = Context(state, state.coins + have, self.turn, self.seen, None)
        card = self._buy(state, context, have)
        if card is None:
            return None
        short = context.cost(card) - state.coins
        return (_COFFERS.get(short) or Coffers(short)) if short > 0 else card

    def _buy(self, state: State, context: Context | None, coffers: int = 0) -> Card | None:
        # Whether a card is left: looked up in a `Supply`'s pile counts; with a tuple (a protocol view read
        # from the wire), in its counts once a condition has had them made (`_piles`, counted once per
        # supply), else in the tuple itself (a list without conditions, as Big Money's, never counts).
        coins = state.coins
        budget = coins + coffers
        supply = state.supply
        if type(supply) is Supply:
            left = supply.piles
        else:
            left = _last_supply[1] if _last_supply[0] is supply else supply
        # A v5 view lists the costs that differ from the printed ones this turn (Bridge, Peddler, Quarry).
        costs = (dict(state.costs) or None) if isinstance(state, StateV5) else None
        # A v6 view: the game's events, and debt, which the coins pay off before any buy (`check_buy`).
        events = getattr(state, "events", ())
        indebted = _debt(state) > 0
        for card, cost, when in self._buys:
            if costs is not None:
                cost = costs.get(card, cost)
            if card in _EVENTS:
                if card not in events or cost > budget:
                    continue
            elif cost > budget or card not in left:
                continue
            if cost > coins and not self._may_spend(card, context):
                continue  # within reach of the Coffers only, and `coffers` does not let them pay for it
            if card in _POTION_COST and getattr(state, "potions", 0) < 1:
                continue  # its cost has a potion (Alchemy), and no Potion was played this turn
            if card in _MAY_BUY or indebted or card in _EVENTS:
                judged = state if cost <= coins else replace(state, coins=budget)  # the Coffers spent first
                if check_play(judged, _BUY[card]) is not None:
                    # the one buy rule refuses it now: a buy condition (Grand Market, a Copper in play), debt
                    # the coins cannot pay off, an event's cost once the debt is paid
                    continue
            if when is not None:
                if context is None:
                    context = self._context(state)
                if not when(context):
                    if left is supply and _last_supply[0] is supply:
                        left = _last_supply[1]
                    continue
            return card
        return None

    def _may_spend(self, card: str, context: Context) -> bool:
        """Whether the Coffers may pay for `card`: the `coffers` list names it with a condition that holds
        (no list: every card)."""
        allowed = self._spend_for
        if allowed is None:
            return True
        return any(e.card == card and (e.when is None or e.when(context)) for e in allowed)

    def _context(self, state: State) -> Context:
        return Context(state, state.coins, self.turn, self.seen, None)

    def _act(self, card: str, state: State) -> Act:
        if not (self.arguments or type(state) is StateV4) or not ARGUMENTS[card]:
            return _ACT[card]
        # A protocol play carries the answers of the card's up-front decisions (a v4 Throne Room: the
        # nested play of its card), worked out on the rules core with this strategy's own `decide`.
        return build_act(state, card, self.decide)

    # -- decisions

    def decide(self, decision, state: State) -> tuple:
        """Answer `decision` (a `referee.rules.decisions.Decision` or a v4 `protocol.messages.Question`:
        only their wire fields are read) from the file's list for it, else its default (`DECISIONS`)."""
        kind = decision.kind
        card = decision.card
        if kind == "reveal":
            return self._reveal(decision, state)
        if card == "spy" and kind == "discard" and decision.target not in (None, decision.player):
            kind = "discard-others"
        answer = self._answers.get((card, kind))
        if answer is None:
            return self._generic(decision, state)
        context = self._context(state)
        if kind == "gain" and decision.source == "supply" and decision.options:
            context.coins = max(COST[c] for c in decision.options)
        return tuple(answer(self, decision, context))

    def _generic(self, decision, state: State) -> tuple:
        """A decision of a card of a later set (`GENERIC_KEYS`): the table's list for its kind, else the
        top-level list of its kind for the player's own cards (`play`: for a decision offering action cards,
        not Black Market's treasures), else a gain as the player would buy, each
        completed up to the decision's `min` by the kit's default answer; else the kit's default answer."""
        kind = decision.kind
        lists = self.strategy.lists
        entries = lists.get(f"{decision.card}.{kind}")
        own = decision.target in (None, decision.player)
        if entries is None and own and kind in ("trash", "discard"):
            entries = lists.get(kind)
        if entries is None and own and kind == "play" and self._plays and decision.options:
            if ACTION in SPECS[decision.options[0]].types:
                entries = self._plays  # a King's Court plays as a Throne Room: the first card of `play`
        if entries is None and own and kind == "gain" and decision.source == "supply" and decision.options:
            entries = self.strategy.buy
            context = self._context(state)
            context.coins = max(context.cost(c) for c in decision.options)
            chosen = _pick(entries, decision.options, min(decision.max, 1), context, lambda: context)
        elif entries is None:
            return default_answer(decision, state)
        else:
            chosen = _pick(entries, decision.options, decision.max, None, lambda: self._context(state))
        if len(chosen) < decision.min:
            left = list(decision.options)
            for option in chosen:
                left.remove(option)
            rest = _Rest(decision, tuple(left), decision.min - len(chosen), decision.max - len(chosen))
            chosen = [*chosen, *default_answer(rest, state)]
        return tuple(chosen)

    def _reveal(self, decision, state: State) -> tuple:
        lists = self.strategy.lists
        entries = lists.get(f"{decision.card}.reveal", lists.get("reveal"))
        if entries is None:
            return tuple(decision.options[:1])
        return tuple(_pick(entries, decision.options, decision.max, None, lambda: self._context(state)))

    def _gain(self, decision, context: Context) -> list:
        """A gain: the first `buy` entry among the options whose condition holds with coins = the dearest
        option's cost."""
        options = decision.options
        if not options:
            return []
        for entry in self.strategy.buy:
            if entry.card in options and (entry.when is None or entry.when(context)):
                return [entry.card]
        return []

    _default_artisan_gain = _default_feast_gain = _default_mine_gain = _gain
    _default_remodel_gain = _default_workshop_gain = _gain

    def _default_artisan_topdeck(self, decision, context: Context) -> list:
        hand = decision.options
        actions = _dearest_first(c for c in hand if c in _TYPE_CARDS["action"])
        if actions and context.state.actions == 0:
            return actions[:1]
        if "copper" in hand:
            return ["copper"]
        return _worst_first(hand)[:1]

    def _default_harbinger_topdeck(self, decision, context: Context) -> list:
        best = _best_first(decision.options)
        return best[:1] if best and worth(best[0]) >= worth("silver") else []

    def _default_library_set_aside(self, decision, context: Context) -> list:
        return list(decision.options[:1]) if context.state.actions == 0 else []

    def _default_militia_discard(self, decision, context: Context) -> list:
        return list(discard_down_to_three(tuple(decision.options)).cards)[: decision.max]

    def _default_spy_discard_others(self, decision, context: Context) -> list:
        return [c for c in decision.options if c not in _JUNK_AND_COPPER][: decision.max]

    def _default_throne_room_play(self, decision, context: Context) -> list:
        chosen = _pick(self._plays or (), decision.options, 1, context, lambda: context)
        return chosen or _dearest_first(decision.options)[:1]

    def _default_vassal_play(self, decision, context: Context) -> list:
        return list(decision.options[:1])

    # -- protocol games

    def defend(self, attacker: str, state: State, card: str = "militia") -> Defense:
        """The defense against `attacker`'s attack `card` (protocol `attacked`): reveal a Moat if the
        `reveal` answers say so (another reaction it chooses, a Horse Traders or Secret Chamber: ``(reveal
        CARD)``), else against a Militia its `discard` answer, against any other attack ``(discard)`` (its
        decisions come with `decide`)."""
        reveal = reaction_decision(state.players[0], state.hand, attacker, card)
        if reveal is not None:
            chosen = self.decide(reveal, state)
            if chosen:
                return MoatDefense() if chosen[0] == Card.MOAT else RevealDefense(chosen[0])
        discard = militia_discard(state.players[0], state.hand, attacker) if card == "militia" else None
        if discard is None:
            return DiscardDefense(())
        return DiscardDefense(self.decide(discard, state))

    def notify(self, notification) -> None:
        """Notifications change nothing: the strategy decides from its views (``listens = False``)."""

    def __repr__(self) -> str:
        return f"FilePlayer({self.strategy.name!r})"


@dataclass(frozen=True, slots=True)
class _Rest:
    """What is left of a decision once a strategy file's list has chosen some options: the same decision
    with the `options` not chosen and `min` and `max` lowered by the count chosen (for the default answer
    that completes the list's)."""

    decision: Any
    options: tuple
    min: int
    max: int

    def __getattr__(self, name: str) -> Any:
        return getattr(self.decision, name)


def _answerer(rule: DecisionKey, entries: tuple[Entry, ...] | None):
    """The function ``answer(player, decision, context) -> list`` of the decision `rule`: the file's
    `entries` (or the rule's default list, or its computed default), completed by `rule.fill` up to the
    decision's `min`."""
    fill = _FILL[rule.fill]
    special = None
    if entries is None and rule.defaults is None:
        special = getattr(FilePlayer, f"_default_{rule.card}_{rule.key}".replace("-", "_"))
    if entries is None and rule.defaults is not None:
        entries = tuple(Entry(card) for card in rule.defaults)

    def answer(player: FilePlayer, decision, context: Context) -> list:
        options = decision.options
        if special is not None:
            chosen = special(player, decision, context)
        else:
            chosen = _pick(entries, options, decision.max, context, lambda: context)
        if len(chosen) < decision.min:
            left = list(options)
            for card in chosen:
                left.remove(card)
            chosen = [*chosen, *fill(left)[: decision.min - len(chosen)]]
        return chosen

    return answer


_ACTIONS = _TYPE_CARDS["action"]
_PLAYS_ANOTHER = frozenset({"throne-room", "kings-court"})
"""Cards whose play is another action card of the hand, played several times."""
_DEFAULT_RANK = {
    card: (-SPECS[card].actions, card not in _PLAYS_ANOTHER, -COST[card], card) for card in _ACTIONS
}
_DEFAULT_TREASURES = tuple(
    Entry(card) for card in sorted(_dearest_first(VALUE), key=lambda card: card in PLAYED_LAST)
)


def _default_plays(hand: Sequence[str]) -> tuple[Entry, ...]:
    """Without a `play` list: every action, those giving +actions first (most first), then Throne Room and
    King's Court, then the rest, dearest first."""
    return tuple(Entry(card) for card in sorted({c for c in hand if c in _ACTIONS}, key=_DEFAULT_RANK.get))


_MAY_BUY = frozenset(card for card, one in SPECS.items() if one.may_buy is not None)
"""Cards whose buy the rules may refuse though the coins suffice (Grand Market with a Copper in play): a
buy of one is judged first (`referee.rules.legality.check_play`)."""
_POTION_COST = frozenset(card for card, one in SPECS.items() if one.potion)
"""Cards whose cost has a potion: a buy of one needs a potion this turn as well as the coins."""
_ADD = {card: Add(card) for card in VALUE}
_EVENTS = frozenset(name for name, facts in LANDSCAPES.items() if facts.kind == EVENT)
"""Every event of the catalogue: a `buy` list may name one (protocol v6 buys it with a buy)."""
_BUY = {card: Buy(card) for card in (*SPECS, *_EVENTS)}
_BUY_COST = {**COST, **{name: LANDSCAPES[name].cost for name in _EVENTS}}
"""What each card and event costs in coins as printed (an event's debt is taken when bought, not paid)."""
_ACT = {card: Act(card) for card in _TYPE_CARDS["action"]}
_CLEAN = {card: Clean(card) for card in SPECS}
_CLEAN_EMPTY = Clean()
_COFFERS = {count: Coffers(count) for count in range(1, 65)}
"""The `(coffers N)` plays of the amounts a buy may lack, made once (a dearer one is made when needed)."""
_TREASURES: dict[tuple[str, ...], Treasures] = {}
_BUY_AND_CLEAN: dict[tuple[str, str | None], BuyAndClean] = {}
"""The `Treasures` and `BuyAndClean` plays made so far, kept (they are immutable values) and handed out
again: a frozen dataclass costs more to make than a lookup."""
_CLEAN_RANK = {card: (keep(card), ORDER[card]) for card in SPECS}
"""The card exposed at clean-up: the least worth keeping (`players.tactics.clean_up`'s choice)."""


def _pointless(card: str, hand: Sequence[str]) -> bool:
    """True where playing `card` from `hand` could do nothing (or only harm): a Throne Room or King's Court
    with no other action, a Moneylender without copper, a Mine without a treasure, a Treasure Map without a
    second one (it would trash itself for nothing)."""
    if card in _PLAYS_ANOTHER:
        return sum(1 for c in hand if c in _TYPE_CARDS["action"]) < 2
    if card == "treasure-map":
        return hand.count("treasure-map") < 2
    if card == "moneylender":
        return "copper" not in hand
    if card == "mine":
        return not any(c in VALUE for c in hand)
    return False


# ---- the player program -----------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m players.strategy FILE_OR_NAME [--protocol N]``: play a strategy file as a player program
    through `players.kit` (plays carry their up-front arguments). ``--list`` prints the shipped strategies.

    Returns the kit's exit status, or 2 for a strategy that cannot be loaded (its error on stderr)."""
    from players import kit

    parser = argparse.ArgumentParser(
        prog="python -m players.strategy",
        description="Play a declarative strategy file (TOML) as a Dominion player program.",
        epilog='Example: referee "python -m players.strategy smithy-money" "python -m players.big_money"',
    )
    parser.add_argument("strategy", nargs="?", help="a .toml strategy file, or the name of a shipped one")
    parser.add_argument(
        "--protocol",
        type=int,
        choices=NUMBERS,
        default=None,
        help="protocol version whose grammar notifications are read with (default: v5, else v4, else v3: "
        "any)",
    )
    parser.add_argument("--list", action="store_true", help="list the shipped strategies and exit")
    options = parser.parse_args(argv)
    if options.list:
        for name, path in shipped_strategies().items():
            strategy = read_strategy(path)
            needs = f" (needs {', '.join(strategy.requires)})" if strategy.requires else ""
            print(f"{name}: {strategy.description}{needs}")
        return 0
    if options.strategy is None:
        parser.error("give a strategy file or name (--list shows the shipped ones)")
    try:
        strategy = load_strategy(options.strategy)
    except StrategyError as error:
        print(f"python -m players.strategy: {error}", file=sys.stderr)
        return 2
    return kit.run(strategy.player(arguments=True), options.protocol)


if __name__ == "__main__":
    raise SystemExit(main())
