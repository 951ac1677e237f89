"""Kingdoms drawn at random under constraints from every set of the card catalogue, and an exact solver.

    from referee.kingdom import KingdomRequest, random_kingdom

    request = KingdomRequest(sets=("intrigue2", "seaside2"), at_least=(("village", 1), ("plus-buy", 1)))
    drawn = random_kingdom(request, seed=42)      # drawn.kingdom: 10 card names, alphabetical; drawn.bane

Pure and deterministic: no I/O. The command is `referee kingdom` (referee.cli.kingdom); docs/kingdoms.md
explains the sets, the categories, the constraints, the set-up the kingdom decides and the distribution.

Card facts (set, editions, cost, types, categories, whether the referee plays a card) are the catalogue's,
`protocol.catalogue.CATALOGUE`; the categories of every kingdom card are its `categories` field, decided by
this module's documented rules and the randomizer document's exceptions (`EXCEPTIONS`).

A kingdom is as likely as dealing it: as if 10 randomizer cards of the chosen sets were dealt (and, after
Young Witch, a Bane among the cards costing 2 or 3) until a deal satisfied every constraint. So every
satisfying kingdom without Young Witch is equally likely, and one with Young Witch weighs 1 / (the cards that
could have been its Bane). A dynamic program counts the satisfying kingdoms (cards alike for the constraints
are grouped); the seed picks a number below that count, and the kingdom of that number in a fixed order is
the draw (an exact acceptance step applies the Bane's weight). With a weakly enforced set restriction that
needs other sets, kingdoms with the fewest cards from sets not chosen are drawn.
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from math import comb
from typing import TYPE_CHECKING

from protocol.catalogue import (
    A_KIND,
    CATALOGUE,
    LANDSCAPES,
    SET_EDITIONS,
    SET_TITLES,
    UnknownLandscape,
    landscape,
)
from protocol.versions import LATEST, VERSIONS, ProtocolVersion, first_knowing, introducing
from referee.rules import SPECS
from referee.rules.kingdoms import split_landscapes, unbuilt_refusal
from referee.rules.spec import LANDSCAPE_SPECS

if TYPE_CHECKING:
    import numpy as np

KINGDOM_SIZE = 10
"""Kingdom cards of a game (the Bane of Young Witch is an eleventh pile)."""

VILLAGE = "village"
PLUS_BUY = "plus-buy"
DRAW = "draw"
TRASHER = "trasher"
CURSER = "curser"
HAND_SIZE_ATTACK = "hand-size-attack"
ATTACK_CATEGORY = "attack"
REACTION_CATEGORY = "reaction"
GAINER = "gainer"
ALT_VICTORY = "alt-victory"
ECONOMY = "economy"
DURATION_CATEGORY = "duration"
POTION_CATEGORY = "potion"

CATEGORIES: tuple[str, ...] = (
    VILLAGE,
    PLUS_BUY,
    DRAW,
    TRASHER,
    CURSER,
    HAND_SIZE_ATTACK,
    ATTACK_CATEGORY,
    REACTION_CATEGORY,
    GAINER,
    ALT_VICTORY,
    ECONOMY,
    DURATION_CATEGORY,
    POTION_CATEGORY,
)
"""Every category, in the order they are listed, spelled as `--at-least`/`--at-most` take them."""

CATEGORY_TEXT: dict[str, str] = {
    VILLAGE: "+2 actions or more (the hand can play two more actions)",
    PLUS_BUY: "+1 buy or more",
    DRAW: "the hand grows: +2 cards or more, or draws by its text",
    TRASHER: "trashes cards of your own deck (not only itself)",
    CURSER: "gives other players Curses",
    HAND_SIZE_ATTACK: "makes other players' hands smaller",
    ATTACK_CATEGORY: "an Attack card (its type)",
    REACTION_CATEGORY: "a Reaction card (its type)",
    GAINER: "gains you a card, not by buying it",
    ALT_VICTORY: "victory points other than the basic Victory cards'",
    ECONOMY: "gives coins when played (or coin tokens)",
    DURATION_CATEGORY: "a Duration card (its type)",
    POTION_CATEGORY: "costs a Potion",
}
"""Category -> what puts a card in it, in a few words (help text and docs)."""

TYPE_CATEGORIES: dict[str, str] = {
    ATTACK_CATEGORY: "attack",
    REACTION_CATEGORY: "reaction",
    DURATION_CATEGORY: "duration",
}
"""Category -> the card type that decides it (a card is in it exactly when it has the type). `potion` is
decided by the cost (`CardFacts.potion`); every other category is judged from the card's text."""


@dataclass(frozen=True, slots=True)
class Exception_:
    """One of the randomizer document's "card type details": `card` is (`member` True) or is not (False) in
    `category`, although the category's rule alone could say otherwise; `why` says which part of the card
    decides (often a card it brings: a Prize, a Knight, Madman, Mercenary)."""

    category: str
    card: str
    member: bool
    why: str


EXCEPTIONS: tuple[Exception_, ...] = (
    Exception_(VILLAGE, "tournament", False, "Trusty Steed's +2 actions are a Prize's, not Tournament's"),
    Exception_(VILLAGE, "hermit", False, "Madman's +2 actions are Madman's, not Hermit's"),
    Exception_(VILLAGE, "knights", False, "Dame Molly's +2 actions are one Knight's of ten"),
    Exception_(VILLAGE, "tribute", False, "its +2 actions depend on the cards the next player reveals"),
    Exception_(VILLAGE, "ironmonger", False, "its +1 action comes only with an Action card revealed"),
    Exception_(VILLAGE, "golem", False, "it plays the Actions it finds, giving no action of its own"),
    Exception_(VILLAGE, "herald", False, "it plays the Action it finds, giving no spare action"),
    Exception_(VILLAGE, "kings-court", False, "it plays one Action card three times: no spare action"),
    Exception_(VILLAGE, "throne-room", False, "it plays one Action card twice: no spare action"),
    Exception_(VILLAGE, "procession", False, "it plays one Action card twice: no spare action"),
    Exception_(PLUS_BUY, "tournament", False, "Princess's +1 buy is a Prize's, not Tournament's"),
    Exception_(PLUS_BUY, "black-market", False, "it buys from its own deck, giving no +buy"),
    Exception_(PLUS_BUY, "city", False, "its +1 buy comes only once two supply piles are empty"),
    Exception_(PLUS_BUY, "knights", False, "Sir Martin's +2 buys are one Knight's of ten"),
    Exception_(PLUS_BUY, "tactician", False, "its +1 buy comes next turn, at the cost of the hand"),
    Exception_(CURSER, "ambassador", False, "it returns cards to the supply; a Curse only if you pick one"),
    Exception_(CURSER, "masquerade", False, "a Curse moves only if a player passes one"),
    Exception_(CURSER, "torturer", True, "the victim may choose to gain a Curse"),
    Exception_(CURSER, "tournament", True, "its Prize Followers gives Curses"),
    Exception_(CURSER, "jester", True, "a revealed Victory card gives its player a Curse"),
    Exception_(CURSER, "embargo", True, "its tokens give Curses to who buys from the pile"),
    Exception_(HAND_SIZE_ATTACK, "bureaucrat", False, "the victim puts back a Victory card: it buys nothing"),
    Exception_(HAND_SIZE_ATTACK, "mountebank", False, "a victim may discard a Curse instead"),
    Exception_(HAND_SIZE_ATTACK, "tournament", True, "its Prize Followers makes others discard down to 3"),
    Exception_(HAND_SIZE_ATTACK, "knights", True, "Sir Michael makes others discard down to 3"),
    Exception_(HAND_SIZE_ATTACK, "torturer", True, "the victim may discard 2 cards"),
    Exception_(TRASHER, "knights", False, "Dame Anna's trashing is one Knight's of ten"),
    Exception_(TRASHER, "procession", False, "it trashes the Action it played, to gain a better one"),
    Exception_(TRASHER, "rebuild", False, "it trashes a Victory card to gain a better one"),
    Exception_(TRASHER, "watchtower", False, "it trashes only cards as they are gained"),
    Exception_(TRASHER, "urchin", True, "its Mercenary trashes 2 cards from the hand"),
    Exception_(TRASHER, "transmute", True, "it trashes a card from the hand"),
    Exception_(TRASHER, "farmland", True, "buying it trashes a card from the hand"),
    Exception_(TRASHER, "spice-merchant", True, "it trashes a Treasure from the hand"),
    Exception_(TRASHER, "jack-of-all-trades", True, "it trashes a card from the hand"),
    Exception_(TRASHER, "hermit", True, "it trashes a card from the hand or the discard pile"),
    Exception_(TRASHER, "loan", True, "it trashes a Treasure from the deck"),
    Exception_(TRASHER, "moneylender", True, "it trashes a Copper from the hand"),
    Exception_(TRASHER, "mine", True, "it trashes a Treasure from the hand"),
)
"""The randomizer document's list of cards whose categories one could get wrong, each with why (docs/
kingdoms.md shows the same list; a test checks that every card's catalogue categories agree with it)."""

BANE_COSTS = (2, 3)
"""The coin costs a Bane may have (never with a Potion in its cost)."""

NOT_BANE = frozenset({"moat"})
"""Kingdom cards never chosen as the Bane: Moat, as the randomizer document decides (Moat would block Young
Witch's Curses from its own pile)."""

YOUNG_WITCH = "young-witch"

ANY = "random"
"""`KingdomRequest.colony` / `shelters` value: decided by the official convention, at random."""

SET_UP_NEEDS: dict[str, tuple[str, ...]] = {
    "tournament": ("prize",),
    "joust": ("reward",),
    "hermit": ("madman",),
    "urchin": ("mercenary",),
    "bandit-camp": ("spoils",),
    "marauder": ("spoils", "ruins"),
    "pillage": ("spoils",),
    "cultist": ("ruins",),
    "death-cart": ("ruins",),
    "knights": ("knight",),
    "black-market": ("Black Market deck: kingdom cards not in the supply, shuffled",),
    "native-village": ("Native Village mat",),
    "island": ("Island mat",),
    "pirate-ship": ("Pirate Ship mat",),
    "trade-route": ("Trade Route mat and tokens",),
    "embargo": ("Embargo tokens",),
    "bishop": ("VP tokens",),
    "monument": ("VP tokens",),
    "goons": ("VP tokens",),
    "collection": ("VP tokens",),
    "investment": ("VP tokens",),
    "baker": ("Coffers mats and coin tokens",),
    "butcher": ("Coffers mats and coin tokens",),
    "candlestick-maker": ("Coffers mats and coin tokens",),
    "merchant-guild": ("Coffers mats and coin tokens",),
    "plaza": ("Coffers mats and coin tokens",),
    "footpad": ("Coffers mats and coin tokens",),
}
"""Kingdom card -> what its set-up adds beyond its own pile: a type of the catalogue's other cards (their
piles: every Prize, the Ruins, Spoils, Madman, Mercenary, the Knights) or a mat, tokens or deck, in words.
Looters need Ruins; docs/kingdoms.md lists the same."""

PILE_TEXT: dict[str, str] = {
    "prize": "the Prizes, one of each, beside the supply (not in it)",
    "reward": "the Rewards, one of each, beside the supply (not in it)",
    "madman": "Madman pile beside the supply (not in it)",
    "mercenary": "Mercenary pile beside the supply (not in it)",
    "spoils": "Spoils pile beside the supply (not in it)",
    "ruins": "Ruins pile in the supply: 10 per player beyond the first, shuffled, face down, top card up",
    "knight": "the Knights as one kingdom pile, shuffled, top card face up",
}
"""A `SET_UP_NEEDS` type -> how its cards are set out."""


def _kingdom_cards() -> tuple[str, ...]:
    return tuple(
        name for name, facts in CATALOGUE.items() if facts.kingdom and name in SPECS and name in LATEST.cards
    )


KINGDOM_CARDS: tuple[str, ...] = _kingdom_cards()
"""Every kingdom card of the catalogue whose rules are built (`referee.rules.SPECS`) and that a protocol
version names (`protocol.versions.LATEST`: Adventures' cards come with protocol v6), in the catalogue's order
(set, cost, name)."""


def _set_names() -> dict[str, tuple[str, int]]:
    editions: dict[str, set[int]] = {}
    for card in KINGDOM_CARDS:
        row = CATALOGUE[card]
        editions.setdefault(row.set, set()).update(row.editions)
    names: dict[str, tuple[str, int]] = {}
    for box, numbers in editions.items():
        for number in sorted(numbers):
            names[box if len(numbers) == 1 else f"{box}{number}"] = (box, number)
    return names


SETS: dict[str, tuple[str, int]] = _set_names()
"""Set name -> (the catalogue's set, edition). Each edition of a set with two is a set of its own (``base1``,
``base2``, ``intrigue1``...); a set with one edition is its name alone (``alchemy``, ``dark-ages``,
``promo``)."""


def named_landscapes(version: ProtocolVersion) -> frozenset[str]:
    """The events and landmarks protocol `version` names: every one of the catalogue for a version that
    knows landscapes (v6), none before."""
    return frozenset(LANDSCAPES) if version.knows("landscapes") else frozenset()


def _kingdom_landscapes() -> tuple[str, ...]:
    named = named_landscapes(LATEST)
    return tuple(name for name in LANDSCAPES if name in LANDSCAPE_SPECS and name in named)


KINGDOM_LANDSCAPES: tuple[str, ...] = _kingdom_landscapes()
"""Every event and landmark whose rules are built (`referee.rules.spec.LANDSCAPE_SPECS`) and that a protocol
version names (`protocol.versions.LATEST`'s `landscapes`: protocol v6's), in the order of
`protocol.catalogue.LANDSCAPES`: what `referee kingdom` and ``--kingdom random`` draw beside the cards of
their sets (docs/kingdoms.md, "Events and landmarks")."""

LANDSCAPES_AT_MOST = 2
"""Events and landmarks a drawn kingdom holds at most, as the rules suggest: those dealt while dealing the 10
kingdom cards are set aside until two are (docs/kingdoms.md, "Events and landmarks")."""

ALL = "all"
"""The `--sets` word for every set."""

DEFAULT_SETS: tuple[str, ...] = ("base2",)
"""The sets drawn from when none are given: the base game, second edition (the referee plays every card)."""

SET_TEXT: dict[str, str] = {
    name: f"{SET_TITLES[box]}, {SET_EDITIONS[box][number]}".replace(", (", " (")
    for name, (box, number) in SETS.items()
}
"""Set name -> the box, in words."""


class KingdomError(ValueError):
    """A request that names something unknown or contradicts itself (unknown card, category or set, a card
    both included and excluded, ...). The message says what was given and what was expected."""


class RequestTooLarge(KingdomError):
    """Counting the kingdoms of a request would take more memory than `COUNT_MEMORY_LIMIT`: refused before
    any is taken. The message names the figure, the limit, the categories that make it and what to change
    (docs/kingdoms.md, "How the draw works")."""


COUNT_MEMORY_LIMIT = 256 * 2**20
"""Bytes the exact count of one request may take (its tables, `_Solver`); a request that would take more
is refused with `RequestTooLarge` before anything is allocated. Each category a constraint tracks
multiplies the tables by its bound + 1, so a request tracking many categories with large counts is the
one refused (`bench/kingdom_bench.py --worst` measures the largest accepted)."""

_OBJECT_CELL = 80
"""Bytes per entry of a table of Python integers, counted for `COUNT_MEMORY_LIMIT` when counts may pass 64
bits: a pointer and an integer of up to 128 bits (40), twice, since the integers a group's sums make are
new objects and the memory of the ones freed is not all handed back (measured: `bench/kingdom_bench.py
--worst`)."""


class Unsatisfiable(KingdomError):
    """No kingdom of the chosen sets satisfies the constraints. The message names the constraint that fails
    and why, or the constraints that cannot hold together; `constraints` holds their labels."""

    def __init__(self, message: str, constraints: Sequence[str]) -> None:
        super().__init__(message)
        self.constraints = tuple(constraints)


def categories(card: str) -> frozenset[str]:
    """Every category of kingdom card `card`: its catalogue row's `categories`. Raises KeyError for a name
    that is not in the catalogue."""
    return CATALOGUE[card].categories


def card_sets(card: str) -> tuple[str, ...]:
    """The sets (`SETS` names) whose box holds kingdom card `card`, e.g. ``("base1", "base2")``."""
    row = CATALOGUE[card]
    return tuple(name for name, (box, number) in SETS.items() if box == row.set and number in row.editions)


@cache
def _sets_cards(sets: frozenset[str]) -> tuple[str, ...]:
    boxes = {SETS[name] for name in sets}
    return tuple(
        sorted(
            card
            for card in KINGDOM_CARDS
            if any((CATALOGUE[card].set, number) in boxes for number in CATALOGUE[card].editions)
        )
    )


def sets_cards(sets: Iterable[str]) -> tuple[str, ...]:
    """The kingdom cards of any of `sets` (names of `SETS`), alphabetical."""
    return _sets_cards(frozenset(sets))


def sets_landscapes(sets: Iterable[str], among: Iterable[str] | None = None) -> tuple[str, ...]:
    """The events and landmarks of any of `sets` (names of `SETS`: a landscape is of a set when its box and
    edition are), among `among` (wire names; None: `KINGDOM_LANDSCAPES`), in `LANDSCAPES` order."""
    boxes = {SETS[name] for name in sets}
    pool = KINGDOM_LANDSCAPES if among is None else set(among)
    return tuple(
        name
        for name, facts in LANDSCAPES.items()
        if name in pool and any((facts.set, number) in boxes for number in facts.editions)
    )


def deal_landscapes(
    rng: random.Random, cards: int, landscapes: Sequence[str], most: int = LANDSCAPES_AT_MOST
) -> tuple[str, ...]:
    """The events and landmarks set aside while dealing a kingdom, as the rules suggest: the `landscapes`'
    randomizers shuffled in with `cards` (>= 10) kingdom randomizers, and the deck dealt until 10 kingdom
    cards are out; each landscape dealt on the way is set aside, `most` at most (those dealt after are put
    back). Dealt one randomizer at a time from `rng` (none drawn when `landscapes` is empty, so that a
    kingdom of sets without landscapes draws as before). Returns the landscapes set aside, in `LANDSCAPES`
    order."""
    left = list(landscapes)
    dealt = 0
    taken: list[str] = []
    while dealt < KINGDOM_SIZE and left and len(taken) < most:
        if rng.randrange(cards - dealt + len(left)) < len(left):
            taken.append(left.pop(rng.randrange(len(left))))
        else:
            dealt += 1
    order = list(LANDSCAPES)
    return tuple(sorted(taken, key=order.index))


def cost_text(card: str) -> str:
    """`card`'s cost as printed: ``4``, ``2P`` (coins and a Potion), ``P``; an event's or landmark's too:
    ``8D`` (debt), ``4+3D`` (coins and debt)."""
    if card in LANDSCAPES:
        facts = LANDSCAPES[card]
        if facts.debt:
            return f"{facts.cost}+{facts.debt}D" if facts.cost else f"{facts.debt}D"
        return str(facts.cost)
    row = CATALOGUE[card]
    if row.potion:
        return f"{row.cost}P" if row.cost else "P"
    return str(row.cost)


def is_bane_candidate(card: str) -> bool:
    """Whether kingdom card `card` may be Young Witch's Bane: it costs 2 or 3 coins and no Potion, and is not
    Moat (`NOT_BANE`)."""
    row = CATALOGUE[card]
    return row.kingdom and row.cost in BANE_COSTS and not row.potion and card not in NOT_BANE


def _suggestion(text: str, known: Sequence[str]) -> str:
    close = difflib.get_close_matches(text, known, n=1, cutoff=0.5)
    if not close:
        close = [name for name in known if text and (text in name or name in text)][:1]
    return f"did you mean {close[0]}?" if close else ""


def _normal(text: str) -> str:
    text = text.strip().lower().replace("'", "").replace("\u2019", "").replace("_", " ").replace("-", " ")
    return "-".join(text.split())


BASIC = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")
"""The basic cards, in every game's supply."""


def card_name(text: str) -> str:
    """The kingdom card `text` names, as the catalogue spells it (``"King's Court"`` -> ``"kings-court"``).

    Case, spaces, apostrophes and underscores are forgiven. Raises KingdomError for a card outside the kingdom
    (a basic card such as copper, a Prize, a Shelter) or an unknown name, naming the closest kingdom card."""
    name = _normal(text)
    row = CATALOGUE.get(name)
    if row is not None and row.kingdom:
        refusal = unbuilt_refusal(name)
        if refusal is not None:
            raise KingdomError(refusal)
        if name not in KINGDOM_CARDS:
            raise KingdomError(f"{text!r} is a card of {SET_TITLES[row.set]}, which protocol v6 will name")
        return name
    if name in BASIC:
        raise KingdomError(f"{text!r} is not a kingdom card: it is in every game's supply")
    if row is not None:
        kind = "/".join(sorted(row.types))
        raise KingdomError(
            f"{text!r} is not a kingdom card: it is one of {row.set}'s other cards ({kind}), set out "
            "with the kingdom cards that need it"
        )
    known = _suggestion(name, KINGDOM_CARDS) or f"the kingdom cards are {', '.join(sorted(KINGDOM_CARDS))}"
    raise KingdomError(f"unknown card {text!r}: {known}")


LANDSCAPE_KIND_PREFIXES = ("event:", "landmark:")
"""How a kingdom text may name an event or landmark: after its kind (``event:delve``), or bare."""


def landscape_name(text: str) -> str:
    """The event or landmark `text` names, as the catalogue spells it: ``event:delve``, ``landmark:wall``,
    or the bare name or title (``Salt the Earth``), forgiven as `card_name` forgives.

    Raises KingdomError for an unknown name (naming the closest landscape), a wrong kind (``event:wall``),
    a landscape whose rules are not built, or one no protocol version names yet (`KINGDOM_LANDSCAPES`)."""
    kind, colon, rest = text.strip().partition(":")
    kind = kind.strip().lower()
    if not colon:
        rest = text
    try:
        facts = landscape(_normal(rest))
    except UnknownLandscape as error:
        raise KingdomError(str(error)) from None
    if colon and f"{kind}:" not in LANDSCAPE_KIND_PREFIXES:
        raise KingdomError(f"{text!r}: expected event:NAME or landmark:NAME, or a card")
    if colon and facts.kind != kind:
        raise KingdomError(f"{text!r}: {facts.name} is {A_KIND[facts.kind]}, not {A_KIND[kind]}")
    if facts.name not in LANDSCAPE_SPECS:
        raise KingdomError(f"{facts.name} is {A_KIND[facts.kind]} whose rules the referee does not play yet")
    if facts.name not in KINGDOM_LANDSCAPES:
        raise KingdomError(
            f"{facts.name} is {A_KIND[facts.kind]} of {SET_TITLES[facts.set]}, which protocol v6 will name"
        )
    return facts.name


def _is_landscape(text: str) -> bool:
    """Whether a kingdom text's `text` names an event or landmark rather than a card: it has a kind before a
    colon, or is a landscape's name and no card's."""
    if ":" in text and not text.startswith(BANE_PREFIX):
        return True
    name = _normal(text)
    return name not in CATALOGUE and name in LANDSCAPES


def category_name(text: str) -> str:
    """The category `text` names (one of `CATEGORIES`; case and underscores forgiven).

    Raises KingdomError for an unknown category, naming the closest one and listing them all."""
    name = _normal(text)
    if name in CATEGORIES:
        return name
    hint = _suggestion(name, CATEGORIES)
    raise KingdomError(
        f"unknown category {text!r}: {hint + ' ' if hint else ''}the categories are {', '.join(CATEGORIES)}"
    )


def set_name(text: str) -> str:
    """The set `text` names (a `SETS` name such as ``base2``, ``intrigue1``, ``alchemy``; ``alchemy1`` is
    ``alchemy``). Raises KingdomError for another name; a set with two editions named without one gets both
    names to choose from."""
    name = _normal(text)
    if name in SETS:
        return name
    if name.endswith("1") and name[:-1] in SETS:
        return name[:-1]
    editions = [known for known, (box, _) in SETS.items() if box == name]
    if editions:
        raise KingdomError(
            f"set {text!r} has {len(editions)} editions: name one ({', '.join(editions)}) or both "
            f"({','.join(editions)})"
        )
    if name in SET_TITLES:
        raise KingdomError(
            f"no kingdom draws from {SET_TITLES[name]} yet: its cards' rules are not built (the sets are "
            f"{', '.join(SETS)}, or {ALL})"
        )
    hint = _suggestion(name, [*SETS, ALL])
    raise KingdomError(
        f"unknown set {text!r}: {hint + ' ' if hint else ''}the sets are {', '.join(SETS)}, or {ALL}"
    )


def sets_option(text: str) -> tuple[str, ...]:
    """A ``--sets`` value: set names separated by commas, or ``all``; returned in `SETS` order without
    repeats. Raises KingdomError for an empty name or an unknown set (see `set_name`)."""
    parts = [part.strip() for part in text.split(",")]
    if not all(parts):
        raise KingdomError(f"expected comma-separated set names, got {text!r}")
    if any(_normal(part) == ALL for part in parts):
        return tuple(SETS)
    chosen = {set_name(part) for part in parts}
    return tuple(name for name in SETS if name in chosen)


# ---- constraints -----------------------------------------------------------------------------------------

AT_LEAST = "at-least"
AT_MOST = "at-most"
INCLUDE = "include"
REACTION_IF_ATTACK = "reaction-if-attack"
POTIONS = "potions"

DEFAULT_POTIONS: tuple[int, int] = (3, 5)
"""Potion-cost cards in a kingdom holding any: 3 to 5, as the randomizer document recommends."""

ANY_POTIONS: tuple[int, int] = (0, KINGDOM_SIZE)
"""Potion bounds that allow any number of potion-cost cards (``--potions 0-10``): what a request whose
default bounds the chosen sets cannot meet is drawn with (`potion_default`)."""


@dataclass(frozen=True, slots=True)
class Constraint:
    """One condition a kingdom (its 10 cards and its Bane) must meet.

    `kind` is `AT_LEAST` or `AT_MOST` (with `category` and `count`: at least / at most `count` cards of
    `category`, a card of several categories counting in each), `INCLUDE` (with `card`: the kingdom holds
    it), `REACTION_IF_ATTACK` (a kingdom with an attack holds a reaction) or `POTIONS` (`count` to `most`
    potion-cost cards, or none).
    """

    kind: str
    category: str = ""
    count: int = 0
    card: str = ""
    most: int = 0

    @property
    def label(self) -> str:
        """The constraint in words, as messages name it: ``at least 3 curser``, ``--include witch``."""
        if self.kind == AT_LEAST:
            return f"at least {self.count} {self.category}"
        if self.kind == AT_MOST:
            return f"at most {self.count} {self.category}"
        if self.kind == INCLUDE:
            return f"--include {self.card}"
        if self.kind == POTIONS:
            return f"--potions {self.count}-{self.most}"
        return "--reaction-if-attack"

    def caps(self) -> dict[str, int]:
        """Category -> the count beyond which this constraint cannot tell counts apart."""
        if self.kind == AT_LEAST:
            return {self.category: self.count}
        if self.kind == AT_MOST:
            return {self.category: self.count + 1}
        if self.kind == REACTION_IF_ATTACK:
            return {ATTACK_CATEGORY: 1, REACTION_CATEGORY: 1}
        if self.kind == POTIONS:
            return {POTION_CATEGORY: self.most + 1}
        return {}

    def floor(self) -> int:
        """The count of `category` this constraint needs at least (0 for all but `AT_LEAST`)."""
        return self.count if self.kind == AT_LEAST else 0

    def holds(self, counts: Mapping[str, int]) -> bool:
        """Whether a kingdom with `counts` (category -> its cards in the kingdom) meets this constraint; an
        `INCLUDE` is met by construction (the solver puts the card in)."""
        if self.kind == AT_LEAST:
            return counts.get(self.category, 0) >= self.count
        if self.kind == AT_MOST:
            return counts.get(self.category, 0) <= self.count
        if self.kind == REACTION_IF_ATTACK:
            return counts.get(ATTACK_CATEGORY, 0) == 0 or counts.get(REACTION_CATEGORY, 0) >= 1
        if self.kind == POTIONS:
            potions = counts.get(POTION_CATEGORY, 0)
            return potions == 0 or self.count <= potions <= self.most
        return True


@dataclass(frozen=True)
class KingdomRequest:
    """What `referee kingdom` was asked for (names already checked with `card_name`, `category_name`,
       `set_name`; `constraints` checks the rest).

       `sets`: the sets the random cards come from (`SETS` names). `at_least` / `at_most`: (category, count)
       pairs, each category at most once per field. `include`: cards the kingdom must hold (they may come from
       any set). `exclude`: cards it must not hold. `reaction_if_attack`: a kingdom with an attack must hold a
       reaction. `potions`: (least, most) potion-cost cards when the kingdom has any; `potions_asked`: False
       when they are the default, not asked for, so that `potion_default` may drop them. `weak`: the set
       restriction is weakly
    enforced (cards of other sets may come in, as few as the constraints need). `colony`,
       `shelters`: True or False to force Platinum and Colony, or Shelters, on or off; `ANY` to decide them by
       the official convention. `landscapes`: the events and landmarks whose randomizers are shuffled in
       (`deal_landscapes`): None, those of the chosen sets the referee draws (`sets_landscapes`); or the
       wire names given (a game of the rules alone, which no protocol limits), () for none.
    """

    sets: tuple[str, ...] = DEFAULT_SETS
    at_least: tuple[tuple[str, int], ...] = ()
    at_most: tuple[tuple[str, int], ...] = ()
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    reaction_if_attack: bool = False
    potions: tuple[int, int] = DEFAULT_POTIONS
    potions_asked: bool = True
    weak: bool = False
    colony: bool | str = ANY
    shelters: bool | str = ANY
    landscapes: tuple[str, ...] | None = None

    def constraints(self) -> tuple[Constraint, ...]:
        """The request's constraints: includes, then at-least, at-most, ``--reaction-if-attack``, and the
        potion bounds (always: they change nothing where no potion card can be drawn, see `potions_matter`).

        Raises KingdomError: no set, a category twice in one field, a negative count, a card both included
        and excluded, potion bounds out of order."""
        if not self.sets:
            raise KingdomError("no set chosen: expected one or more of " + ", ".join(SETS))
        for option, pairs in (("--at-least", self.at_least), ("--at-most", self.at_most)):
            seen: dict[str, int] = {}
            for category, count in pairs:
                if count < 0:
                    raise KingdomError(f"{option} {category}={count}: expected a count of 0 or more")
                if category in seen:
                    raise KingdomError(
                        f"{option} {category} is given twice ({seen[category]} and {count}): give it once"
                    )
                seen[category] = count
        least, most = self.potions
        if not 0 <= least <= most:
            raise KingdomError(f"--potions {least}-{most}: expected MIN-MAX with 0 <= MIN <= MAX")
        both = sorted(set(self.include) & set(self.exclude))
        if both:
            raise KingdomError(
                f"{both[0]} is both included and excluded: --include {both[0]} --exclude {both[0]}"
            )
        found = [Constraint(INCLUDE, card=card) for card in dict.fromkeys(self.include)]
        found += [Constraint(AT_LEAST, category, count) for category, count in self.at_least]
        found += [Constraint(AT_MOST, category, count) for category, count in self.at_most]
        if self.reaction_if_attack:
            found.append(Constraint(REACTION_IF_ATTACK))
        found.append(Constraint(POTIONS, count=least, most=most))
        return tuple(found)

    def strong(self) -> KingdomRequest:
        """The same request with the set restriction strongly enforced."""
        return replace(self, weak=False)

    def potions_matter(self) -> bool:
        """Whether the potion bounds can decide anything: a potion-cost card could be in the kingdom."""
        cards = self.pool() + self.outside() + tuple(self.include)
        return any(CATALOGUE[card].potion for card in cards)

    def pool(self) -> tuple[str, ...]:
        """The cards the random part is drawn from: the chosen sets' kingdom cards minus the excluded ones."""
        excluded = set(self.exclude)
        return tuple(card for card in sets_cards(self.sets) if card not in excluded)

    def landscape_pool(self) -> tuple[str, ...]:
        """The events and landmarks whose randomizers are shuffled in with the kingdom cards' (`landscapes`,
        or those of the chosen sets: `sets_landscapes`), in `LANDSCAPES` order."""
        if self.landscapes is None:
            return sets_landscapes(self.sets)
        order = list(LANDSCAPES)
        return tuple(sorted(dict.fromkeys(self.landscapes), key=order.index))

    def outside(self) -> tuple[str, ...]:
        """The cards of the sets not chosen that a weakly enforced restriction may bring in (none when it is
        strongly enforced): every other kingdom card, minus the excluded and included ones."""
        if not self.weak:
            return ()
        inside = set(sets_cards(self.sets)) | set(self.exclude) | set(self.include)
        return tuple(card for card in sorted(KINGDOM_CARDS) if card not in inside)


@dataclass(frozen=True)
class SetUp:
    """A choice the kingdom decides (Platinum and Colony; Shelters).

    `used`: the choice. `forced`: given by an option rather than drawn. `revealed`: the kingdom card the
    official convention revealed (the choice is "yes" when it is of the set), "" when forced. `share`: how
    many of the 10 kingdom cards are of that set (the chance was share/10)."""

    used: bool
    forced: bool
    revealed: str
    share: int


@dataclass(frozen=True)
class DrawnKingdom:
    """A kingdom drawn by `random_kingdom`.

    `kingdom`: the 10 card names, alphabetical. `bane`: Young Witch's Bane (a card costing 2 or 3, the
    eleventh kingdom pile), or None. `seed`: the seed drawn with. `satisfying`: how many kingdoms satisfy the
    request (a Bane makes a kingdom of its own). `number`: which of them this one is, in the solver's
    fixed order. `constraints`: the request's
    constraints, each met by the kingdom and its Bane. `outside`: the cards from sets not chosen (weak set
    restriction; includes are not counted), `outside_reason`: why they were needed. `colony`, `shelters`:
    the set-up the kingdom decided (`SetUp`). `witch`: Young Witch could be drawn, so kingdoms are not all
    equally likely (one with Young Witch counts once per possible Bane, each weighing as dealing makes it).
    `potions_note`: the line saying the default potion bounds were dropped (`potion_default`), or "".
    `landscapes`: the events and landmarks set aside while dealing (`deal_landscapes`), `LANDSCAPES` order.
    """

    kingdom: tuple[str, ...]
    seed: int
    satisfying: int
    number: int
    constraints: tuple[Constraint, ...] = field(default=())
    bane: str | None = None
    outside: tuple[str, ...] = ()
    outside_reason: str = ""
    colony: SetUp | None = None
    shelters: SetUp | None = None
    witch: bool = False
    potions_note: str = ""
    landscapes: tuple[str, ...] = ()

    @property
    def piles(self) -> tuple[str, ...]:
        """The kingdom piles: the 10 cards, then the Bane if any."""
        return self.kingdom + ((self.bane,) if self.bane else ())

    @property
    def names(self) -> tuple[str, ...]:
        """What a game is set up with (`Game`'s ``kingdom``): the piles, then the events and landmarks."""
        return self.piles + self.landscapes


# ---- the solver ------------------------------------------------------------------------------------------


class _Solver:
    """Counts the kingdoms meeting `constraints`, and finds the one of a given number.

    A kingdom is the `forced` cards plus enough `free` cards to make 10, and, when `bane` is set, one more
    free card that may be a Bane (`is_bane_candidate`), the Bane. Exactly `outside` of the chosen cards
    (Bane included) must be of `outside_cards` (`start_outside` of them are forced already). Every kingdom
    (and, with a Bane, every choice of its Bane) counts 1.

    Free cards are grouped by the categories the constraints look at (each counted up to its cap,
    `Constraint.caps`), whether they are outside and whether they may be the Bane; within a group cards are
    interchangeable, so choosing k of a group's n cards is comb(n, k) ways to reach the same state, and a
    Bane beside them (n - k) more. `tables[i]` holds, for every state (slots left, outside cards so far, Bane
    still due, capped category counts), the ways to complete a kingdom from the groups i onwards: a numpy
    array filled backwards from the last group, one array operation per group and count taken.
    """

    def __init__(
        self,
        free: Sequence[str],
        forced: Sequence[str],
        constraints: Sequence[Constraint],
        *,
        bane: bool = False,
        outside_cards: frozenset[str] = frozenset(),
        outside: int = 0,
        start_outside: int = 0,
    ) -> None:
        self.constraints = tuple(constraints)
        caps: dict[str, int] = {}
        for constraint in self.constraints:
            for category, cap in constraint.caps().items():
                caps[category] = max(caps.get(category, 0), cap)
        # A kingdom holds no more cards of a category than the deck has (free and forced): counted exactly
        # up to that many, a constraint is judged the same, and a category no card has is not tracked, so
        # that a count asked of a category the sets lack costs nothing (the groups keep their order).
        for category in caps:
            have = sum(category in categories(card) for card in dict.fromkeys([*free, *forced]))
            caps[category] = min(caps[category], have, KINGDOM_SIZE + 1)
        self.tracked = tuple(category for category in CATEGORIES if caps.get(category, 0) > 0)
        self.caps = tuple(caps[category] for category in self.tracked)
        self.forced = tuple(dict.fromkeys(forced))
        self.slots = KINGDOM_SIZE - len(self.forced)
        self.bane = bane
        self.outside = outside
        start = (0,) * len(self.tracked)
        for card in self.forced:
            start = self._add(start, self._ones(card), 1)
        self.start = start
        self.start_outside = start_outside
        self.free = tuple(card for card in free if card not in self.forced)
        groups: dict[tuple[tuple[int, ...], bool, bool], list[str]] = {}
        for card in self.free:
            key = (self._ones(card), card in outside_cards, bane and is_bane_candidate(card))
            groups.setdefault(key, []).append(card)
        self.groups = tuple((key, tuple(sorted(cards))) for key, cards in sorted(groups.items()))
        self.tables: list[np.ndarray] = []
        """Filled by `_fill` (`_solvers` does, once it has checked the memory they take)."""

    def possible(self) -> bool:
        """Whether any kingdom can be made at all: the forced cards fit, and the outside cards forced do."""
        return self.slots >= 0 and self.start_outside <= self.outside

    def _wide(self) -> bool:
        """Whether a count could pass 64 bits (many free cards): the tables then hold Python integers."""
        bound = comb(len(self.free), self.slots) * (len(self.free) if self.bane else 1)
        return bound >= 2**62

    def memory(self) -> int:
        """Bytes `_fill` takes at most: the tables kept (one per group, and the end state's), and, while a
        group is filled, the tables it looks up (one per card it may give) and the one being filled."""
        if not self.possible():
            return 0
        entries = (self.slots + 1) * (self.outside + 1) * (2 if self.bane else 1)
        for cap in self.caps:
            entries *= cap + 1
        largest = max((len(cards) for _, cards in self.groups), default=0)
        tables = len(self.groups) + 1 + min(largest, self.slots) + 2
        return entries * tables * (_OBJECT_CELL if self._wide() else 8)

    def _ones(self, card: str) -> tuple[int, ...]:
        """The positions in `tracked` of `card`'s categories."""
        has = categories(card)
        return tuple(at for at, category in enumerate(self.tracked) if category in has)

    def _add(self, state: tuple[int, ...], ones: tuple[int, ...], times: int) -> tuple[int, ...]:
        if not times or not ones:
            return state
        counts = list(state)
        for at in ones:
            counts[at] = min(self.caps[at], counts[at] + times)
        return tuple(counts)

    def _fill(self) -> None:
        """Fill `tables`, from the end state (no slot left, exactly `outside` outside cards, no Bane due, the
        constraints holding) back to the first group."""
        import numpy as np  # imported when a kingdom is counted: a game's start does not pay for it

        slots, outside = self.slots, self.outside
        shape = (slots + 1, outside + 1, 2 if self.bane else 1, *(cap + 1 for cap in self.caps))
        # Python integers when a count could overflow 64 bits (many free cards), else fast int64.
        dtype = object if self._wide() else np.int64
        grid = np.indices(shape[3:]) if self.tracked else np.zeros((0,), dtype=int)
        found = dict(zip(self.tracked, grid, strict=True))
        holds = np.ones(shape[3:], dtype=bool)
        for constraint in self.constraints:
            holds &= _holds_grid(constraint, found, shape[3:])
        table = np.zeros(shape, dtype=dtype)
        table[0, outside, 0] = holds.astype(dtype)
        tables = [table]
        for (ones, is_outside, may_be_bane), cards in reversed(self.groups):
            size = len(cards)
            table = np.zeros(shape, dtype=dtype)
            # moved[taken]: the next table looked up `taken` cards of this group later.
            moved = [tables[-1]]
            for taken in range(min(size, slots) + 1):
                if len(moved) < taken + 2 and taken < size:
                    moved.append(self._gather(moved[-1], ones))
                shift = taken * is_outside
                if shift <= outside:
                    ways = comb(size, taken)
                    table[taken:, : outside + 1 - shift] += ways * moved[taken][: slots + 1 - taken, shift:]
                shift += is_outside
                if self.bane and may_be_bane and taken < size and shift <= outside:
                    ways = comb(size, taken) * (size - taken)
                    after = moved[taken + 1][: slots + 1 - taken, shift:, 0]
                    table[taken:, : outside + 1 - shift, 1] += ways * after
            tables.append(table)
        self.tables = tables[::-1]

    def _gather(self, table: np.ndarray, ones: tuple[int, ...]) -> np.ndarray:
        """`table` looked up one card of categories `ones` later: entry c of a category axis is entry
        min(c + 1, cap) of `table`."""
        import numpy as np  # imported when a kingdom is counted: a game's start does not pay for it

        for at in ones:
            cap = self.caps[at]
            table = np.take(table, np.minimum(np.arange(1, cap + 2), cap), axis=3 + at)
        return table

    def _ways(self, index: int, slots: int, state: tuple[int, ...], out: int, bane: bool) -> int:
        """The ways to complete a kingdom from group `index` in this state (a `tables` lookup)."""
        if slots < 0 or out > self.outside:
            return 0
        return int(self.tables[index][(slots, out, int(bane), *state)])

    def total(self) -> int:
        """How many kingdoms meet the constraints (0 if none)."""
        if not self.tables:
            return 0
        return self._ways(0, self.slots, self.start, self.start_outside, self.bane)

    def _choices(self, index: int, slots: int, state: tuple[int, ...], out: int, bane: bool):
        """Each way group `index` can be taken: (taken, with a Bane, ways to pick the cards, ways to complete
        the kingdom after), in the fixed order of the numbering."""
        (ones, is_outside, may_be_bane), cards = self.groups[index]
        size = len(cards)
        for taken in range(min(slots, size) + 1):
            after = self._add(state, ones, taken)
            rest = self._ways(index + 1, slots - taken, after, out + taken * is_outside, bane)
            if rest:
                yield taken, False, comb(size, taken), rest
            if bane and may_be_bane and taken < size:
                after = self._add(state, ones, taken + 1)
                rest = self._ways(index + 1, slots - taken, after, out + (taken + 1) * is_outside, False)
                if rest:
                    yield taken, True, comb(size, taken) * (size - taken), rest

    def kingdom(self, number: int) -> tuple[tuple[str, ...], str | None]:
        """The kingdom of `number` (0 <= number < `total()`): its 10 cards, alphabetical, and its Bane (None
        without). Groups in their fixed order, how many cards each gives (and whether the Bane), then which
        (combinations in lexicographic order, then the Bane among the cards left)."""
        chosen = list(self.forced)
        bane_card = None
        slots, state, out, bane = self.slots, self.start, self.start_outside, self.bane
        for index, ((ones, is_outside, _), cards) in enumerate(self.groups):
            for taken, with_bane, ways, rest in self._choices(index, slots, state, out, bane):
                if number >= ways * rest:
                    number -= ways * rest
                    continue
                which, number = divmod(number, rest)
                if with_bane:
                    which, at = divmod(which, len(cards) - taken)
                    picked = _combination(cards, taken, which)
                    bane_card = [card for card in cards if card not in picked][at]
                    bane = False
                else:
                    picked = _combination(cards, taken, which)
                chosen += picked
                moved = taken + with_bane
                state = self._add(state, ones, moved)
                out += moved * is_outside
                slots -= taken
                break
            else:
                raise AssertionError("kingdom number out of range")
        return tuple(sorted(chosen)), bane_card

    def candidates_left(self, kingdom: Sequence[str]) -> int:
        """How many cards could be dealt as the Bane of `kingdom`: the Bane candidates of the deck (the free
        cards) not among its 10 cards."""
        taken = set(kingdom)
        return sum(is_bane_candidate(card) for card in self.free if card not in taken)


def _holds_grid(
    constraint: Constraint, found: Mapping[str, np.ndarray], shape: tuple[int, ...]
) -> np.ndarray:
    """Where `constraint` holds on the grid of capped category counts (`found`: category -> its count at
    each point of the grid; categories not tracked count 0)."""
    import numpy as np

    zero = np.zeros(shape, dtype=int)
    count = {category: found.get(category, zero) for category in CATEGORIES}
    if constraint.kind == AT_LEAST:
        return count[constraint.category] >= constraint.count
    if constraint.kind == AT_MOST:
        return count[constraint.category] <= constraint.count
    if constraint.kind == REACTION_IF_ATTACK:
        return (count[ATTACK_CATEGORY] == 0) | (count[REACTION_CATEGORY] >= 1)
    if constraint.kind == POTIONS:
        potions = count[POTION_CATEGORY]
        return (potions == 0) | ((potions >= constraint.count) & (potions <= constraint.most))
    return np.ones(shape, dtype=bool)


def _mib(size: int) -> str:
    """Bytes in words: ``256 MiB``, ``30.6 GiB``."""
    if size >= 2**30:
        return f"{size / 2**30:.1f} GiB"
    return f"{size / 2**20:.0f} MiB"


def _combination(items: Sequence[str], taken: int, number: int) -> list[str]:
    """The `number`-th (0-based, lexicographic by position) choice of `taken` of `items`."""
    chosen = []
    for position, item in enumerate(items):
        if taken == 0:
            break
        with_item = comb(len(items) - position - 1, taken - 1)
        if number < with_item:
            chosen.append(item)
            taken -= 1
        else:
            number -= with_item
    return chosen


def _check_memory(runs: Sequence[_Solver]) -> None:
    """Raise `RequestTooLarge` when filling `runs` (together: they are kept at once) would take more than
    `COUNT_MEMORY_LIMIT` bytes (`_Solver.memory`), naming the categories that make it."""
    needed = sum(run.memory() for run in runs)
    if needed <= COUNT_MEMORY_LIMIT:
        return
    run = max(runs, key=_Solver.memory)
    bounds = ", ".join(
        f"{category} 0-{cap}" for category, cap in sorted(zip(run.tracked, run.caps, strict=True))
    )
    raise RequestTooLarge(
        f"counting the kingdoms of this request would take {_mib(needed)}, over the limit of "
        f"{_mib(COUNT_MEMORY_LIMIT)}: it tells apart the counts of {len(run.tracked)} categories "
        f"({bounds}) over {len(run.free)} cards, and each multiplies the memory by its bound + 1; ask "
        "for fewer categories or smaller counts (or fewer sets)"
    )


def _solvers(
    inside: Sequence[str],
    outside_cards: Sequence[str],
    constraints: Sequence[Constraint],
    outside: int,
    fill: bool = True,
) -> list[_Solver]:
    """The solvers whose kingdoms together are every kingdom of `inside` and `outside_cards` meeting
    `constraints` with exactly `outside` cards of `outside_cards`: kingdoms without Young Witch, then (when
    Young Witch can be in) kingdoms with it and a Bane. Filled (counted) unless `fill` is False, after
    `_check_memory` (raises `RequestTooLarge`)."""
    forced = [c.card for c in constraints if c.kind == INCLUDE]
    outside_set = frozenset(outside_cards)
    free = [card for card in [*inside, *outside_cards] if card not in forced]
    witch = YOUNG_WITCH in forced or YOUNG_WITCH in free
    common = {"outside_cards": outside_set, "outside": outside}
    runs = []
    if YOUNG_WITCH not in forced:
        plain = [card for card in free if card != YOUNG_WITCH]
        runs.append(_Solver(plain, forced, constraints, **common))
    if witch:
        rest = [card for card in free if card != YOUNG_WITCH]
        with_witch = forced if YOUNG_WITCH in forced else [*forced, YOUNG_WITCH]
        start = int(YOUNG_WITCH in outside_set)
        runs.append(_Solver(rest, with_witch, constraints, bane=True, start_outside=start, **common))
    if fill:
        _check_memory(runs)
        for run in runs:
            if run.possible():
                run._fill()
    return runs


def _inside(request: KingdomRequest, constraints: Iterable[Constraint]) -> tuple[str, ...]:
    """The request's pool plus the cards `constraints` include (an include may come from another set)."""
    pool = request.pool()
    extra = [c.card for c in constraints if c.kind == INCLUDE and c.card not in pool]
    return pool + tuple(extra)


def _settle(request: KingdomRequest, constraints: Sequence[Constraint]) -> tuple[int, list[_Solver]]:
    """(cards needed from the sets not chosen, the solvers of the kingdoms with that many): 0 for a strongly
    enforced restriction; the fewest that give a kingdom for a weak one. The solvers count 0 when no kingdom
    satisfies the request."""
    inside, outside_cards = _inside(request, constraints), request.outside()
    # When the chosen sets suffice, the deck is theirs alone, so that the draw is the strong one.
    needed = 0
    while True:
        runs = _solvers(inside, outside_cards if needed else (), constraints, needed)
        if sum(run.total() for run in runs) or needed > KINGDOM_SIZE or not outside_cards:
            return needed, runs
        del runs  # let go before the next count takes its tables
        needed += 1


def count_memory(request: KingdomRequest) -> int:
    """Bytes the exact count of `request` takes at most, with a strongly enforced set restriction (what
    `COUNT_MEMORY_LIMIT` is compared with): computed, nothing counted. Raises
    KingdomError as `KingdomRequest.constraints` does."""
    constraints = request.constraints()
    return sum(
        run.memory() for run in _solvers(_inside(request, constraints), (), constraints, 0, fill=False)
    )


def count_kingdoms(request: KingdomRequest) -> int:
    """How many kingdoms satisfy `request` (with Young Witch, each possible Bane counts as a kingdom; with a
    weak set restriction, those with the fewest cards from other sets). Raises KingdomError as
    `KingdomRequest.constraints` does."""
    constraints = request.constraints()
    return sum(run.total() for run in _settle(request, constraints)[1])


def potion_default(request: KingdomRequest) -> tuple[KingdomRequest, str]:
    """The request to draw for `request`, and a line saying why when it is not `request` itself.

    Potion bounds not asked for (`KingdomRequest.potions_asked` False: the default 3-5, the randomizer
    document's recommendation) are dropped when the chosen sets cannot meet them: when no kingdom satisfies
    the request with them but one does with any number of potion-cost cards (`ANY_POTIONS`), or, with a
    weak set restriction, when they would bring in more cards of other sets (Alchemy alone: 10 of its 12
    cards cost a Potion). The request returned then has `ANY_POTIONS`, so that the command printed with it
    draws the same kingdom, and the line says so (docs/kingdoms.md, "Potions"); else it has the bounds it
    had. Either way its `potions_asked` is True (decided: drawing it decides nothing more). Bounds asked for
    are never dropped. Raises KingdomError as `KingdomRequest.constraints` does.
    """
    if request.potions_asked:
        return request, ""
    kept = replace(request, potions_asked=True)  # decided: `random_kingdom` does not ask again
    if not request.potions_matter():
        return kept, ""
    needed, runs = _settle(request, request.constraints())
    found = sum(run.total() for run in runs)
    del runs  # its tables are let go before the relaxed request's are taken
    if found and not needed:
        return kept, ""
    relaxed = replace(request, potions=ANY_POTIONS, potions_asked=True)
    relaxed_needed, relaxed_runs = _settle(relaxed, relaxed.constraints())
    relaxed_found = sum(run.total() for run in relaxed_runs)
    del relaxed_runs
    if found and needed <= relaxed_needed:
        return kept, ""
    if not found and not relaxed_found:
        # The other constraints fail on their own: their error is the one to read.
        return relaxed, ""
    potions = [card for card in sets_cards(request.sets) if CATALOGUE[card].potion]
    least, most = request.potions
    return relaxed, (
        f"--potions {least}-{most} (the default) dropped: no kingdom of the chosen sets "
        f"({','.join(request.sets)}) meets it"
        + (" without cards of other sets" if found else "")
        + f" ({len(potions)} of their {len(sets_cards(request.sets))} cards cost a Potion), so any number "
        f"of potion-cost cards may come (--potions {ANY_POTIONS[0]}-{ANY_POTIONS[1]})"
    )


def counts(cards: Iterable[str]) -> dict[str, int]:
    """Category -> how many of `cards` are in it (every category of `CATEGORIES`)."""
    cards = list(cards)
    return {category: sum(category in categories(card) for card in cards) for category in CATEGORIES}


def satisfies(kingdom: Sequence[str], request: KingdomRequest, bane: str | None = None) -> bool:
    """Whether `kingdom` (10 card names) and its `bane` meet every constraint of `request`: 10 distinct
    kingdom cards, each from the chosen sets, included, or (weak restriction) from another set; none
    excluded; every include in; a Bane exactly when Young Witch is in, costing 2 or 3, not Moat, not one of
    the 10; every count (the Bane's categories included) within its bounds. It does not check that a weak
    restriction brought in the fewest cards from other sets (`random_kingdom` does)."""
    cards = set(kingdom)
    allowed = set(request.pool()) | set(request.include) | set(request.outside())
    if len(cards) != KINGDOM_SIZE or len(kingdom) != KINGDOM_SIZE or not cards <= allowed:
        return False
    if set(request.exclude) & cards or not set(request.include) <= cards:
        return False
    if (YOUNG_WITCH in cards) != (bane is not None):
        return False
    piles = list(cards)
    if bane is not None:
        if bane in cards or bane not in allowed or bane in request.exclude or not is_bane_candidate(bane):
            return False
        piles.append(bane)
    found = counts(piles)
    return all(constraint.holds(found) for constraint in request.constraints())


def random_kingdom(request: KingdomRequest, seed: int) -> DrawnKingdom:
    """Draw a kingdom satisfying `request`, reproducibly from `seed`, as likely as dealing it would be.

    The distribution is that of dealing 10 cards from the chosen sets (plus the includes) and, when Young
    Witch is among them, one more card among those that may be a Bane (costing 2 or 3, not Moat), over and
    over until a deal satisfies every constraint, and keeping that one: every satisfying kingdom without
    Young Witch is equally likely, and a kingdom with Young Witch and its Bane is as likely as its 10 cards,
    divided by the number of cards that could have been its Bane. It is computed exactly, never by
    redealing: the seed (any int) seeds `random.Random`, which picks a number among the satisfying kingdoms
    and Banes (those with a Bane weighted by the smallest possible number of Bane candidates m0, and kept
    with probability m0 / m, m the kingdom's own number of candidates; else a new number is picked).

    Then the same generator decides Platinum and Colony, then Shelters, by the official convention (a random
    one of the 10 cards is revealed: Colony when it is a Prosperity card, Shelters when a Dark Ages one),
    unless the request forces them, then deals the events and landmarks (`deal_landscapes`, only when the
    request has some: `KingdomRequest.landscape_pool`). The same request and seed give the same kingdom.

    Raises:
        KingdomError: the request contradicts itself (see `KingdomRequest.constraints`).
        Unsatisfiable: no kingdom satisfies it; the message names the failing constraint and why, or the
            smallest set of constraints that cannot hold together.
    """
    request, potions_note = potion_default(request)
    constraints = request.constraints()
    _, runs = _settle(request, constraints)
    plain = sum(run.total() for run in runs if not run.bane)
    with_bane = next((run for run in runs if run.bane), None)
    pairs = with_bane.total() if with_bane else 0
    if plain + pairs == 0:
        del runs, with_bane  # their tables are let go before the explanation counts its own
        raise _explain(request, constraints)
    rng = random.Random(seed)
    # The fewest Bane candidates a kingdom can leave: every kingdom with a Bane leaves at least this many.
    least = max(1, with_bane.candidates_left(()) - KINGDOM_SIZE) if with_bane else 1
    while True:
        number = rng.randrange(plain * least + pairs)
        if number < plain * least:
            number //= least
            kingdom, bane = runs[0].kingdom(number)
            break
        number -= plain * least
        assert with_bane is not None
        kingdom, bane = with_bane.kingdom(number)
        number += plain
        if rng.randrange(with_bane.candidates_left(kingdom)) < least:
            break
    outside_cards = set(request.outside())
    outside = tuple(card for card in (*kingdom, *([bane] if bane else [])) if card in outside_cards)
    reason = str(_explain(request.strong(), request.strong().constraints(), advice=False)) if outside else ""
    colony = _set_up(rng, kingdom, "prosperity", request.colony)
    shelters = _set_up(rng, kingdom, "dark-ages", request.shelters)
    landscapes = deal_landscapes(rng, len(request.pool()), request.landscape_pool())
    return DrawnKingdom(
        kingdom,
        seed,
        plain + pairs,
        number,
        constraints,
        bane,
        outside,
        reason,
        colony=colony,
        shelters=shelters,
        witch=with_bane is not None,
        potions_note=potions_note,
        landscapes=landscapes,
    )


DRAW_TIME_LIMIT = 20.0
"""Seconds `draw_in_worker` lets one draw take (the page's `create`): far above the largest request
`COUNT_MEMORY_LIMIT` accepts (bench/kingdom_bench.py --worst), so that only a machine far too busy meets
it."""


def _draw_and_send(request: KingdomRequest, seed: int, sender) -> None:
    """The worker of `draw_in_worker`: sends ``("kingdom", DrawnKingdom)`` or ``("error", message)``."""
    try:
        sender.send(("kingdom", random_kingdom(request, seed)))
    except KingdomError as error:
        sender.send(("error", str(error)))
    except MemoryError:
        sender.send(("error", "the machine has not enough memory left to count this request's kingdoms"))


def draw_in_worker(request: KingdomRequest, seed: int, limit: float = DRAW_TIME_LIMIT) -> DrawnKingdom:
    """`random_kingdom(request, seed)` in a process of its own, killed after `limit` seconds: what a server
    calls (from a thread, never its event loop) so that no request holds it or its memory. The process is
    forked from a forkserver that has this module and numpy loaded, so a draw starts in milliseconds.

    Raises:
        KingdomError: as `random_kingdom` (the message as it says it), or the draw took longer than `limit`
            seconds, or its process ended without an answer.
    """
    import multiprocessing

    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(["referee.kingdom", "numpy"])
    receiver, sender = context.Pipe(duplex=False)
    worker = context.Process(target=_draw_and_send, args=(request, seed, sender), daemon=True)
    worker.start()
    sender.close()
    try:
        if not receiver.poll(limit):
            raise KingdomError(
                f"drawing this kingdom took longer than {limit:g} s: ask for fewer categories or smaller "
                "counts"
            )
        try:
            kind, value = receiver.recv()
        except EOFError:
            raise KingdomError("drawing this kingdom failed: its worker ended without an answer") from None
    finally:
        receiver.close()
        worker.kill()
        worker.join()
    if kind == "error":
        raise KingdomError(value)
    return value


def _set_up(rng: random.Random, kingdom: Sequence[str], box: str, given: bool | str) -> SetUp:
    """The official convention for a set-up the kingdom decides: reveal one of the 10 kingdom cards at
    random; the set-up is used when it is a card of `box`. `given` True or False forces it (the card is
    still drawn, so that forcing one choice leaves the other as it was)."""
    revealed = rng.choice(sorted(kingdom))
    share = sum(CATALOGUE[card].set == box for card in kingdom)
    if given is True or given is False:
        return SetUp(given, True, "", share)
    return SetUp(CATALOGUE[revealed].set == box, False, revealed, share)


# ---- why a request fails ---------------------------------------------------------------------------------


def _cards_text(cards: Sequence[str]) -> str:
    return ", ".join(cards)


def _plural(count: int, what: str) -> str:
    return f"{count} {what} card" + ("" if count == 1 else "s")


def _fails(pool: Sequence[str], constraints: Sequence[Constraint]) -> bool:
    return sum(run.total() for run in _solvers(pool, (), constraints, 0)) == 0


def _explain(
    request: KingdomRequest, constraints: Sequence[Constraint], *, advice: bool = True
) -> Unsatisfiable:
    """Why no kingdom satisfies `request`: the pool is too small; else each constraint that fails alone, with
    the reason; else a smallest set of constraints that cannot hold together (each removal makes it
    possible), with the chosen sets' cards of their categories. With a weak restriction the pool is every
    set's cards. With `advice`, a pool too small or a potion bound says what to change."""
    sets_text = ",".join(request.sets)
    pool = _inside(request, constraints) + request.outside()
    if len(pool) < KINGDOM_SIZE:
        in_sets = sets_cards(request.sets)
        excluded = [card for card in request.exclude if card in in_sets]
        extra = len(pool) - len(in_sets) + len(excluded)
        changes = [f"{len(excluded)} excluded"] if excluded else []
        changes += [f"{extra} included from other sets"] if extra else []
        ways = (
            ["exclude fewer cards"]
            if request.weak
            else ["add a set to --sets", "--set-restriction weak fills it from the other sets"]
        )
        return Unsatisfiable(
            f"the chosen sets ({sets_text}) have {len(in_sets)} kingdom cards"
            + (f"; with {' and '.join(changes)}, {len(pool)} remain" if changes else "")
            + f", and a kingdom needs {KINGDOM_SIZE}"
            + (f" ({'; '.join(ways)})" if advice else ""),
            [],
        )
    includes = [c for c in constraints if c.kind == INCLUDE]
    if len(includes) > KINGDOM_SIZE:
        return Unsatisfiable(
            f"--include names {len(includes)} cards; a kingdom has {KINGDOM_SIZE}",
            [c.label for c in includes],
        )
    # Every subset is tried on the whole pool (included cards available, forced only by their own include),
    # so that a failure is the constraints', never the pool's.
    alone = [_alone_reason(request, pool, c, advice) for c in constraints if _fails(pool, [c])]
    if alone:
        return Unsatisfiable("; ".join(reason for _, reason in alone), [label for label, _ in alone])
    core = list(constraints)
    for constraint in list(core):
        rest = [c for c in core if c is not constraint]
        if _fails(pool, rest):
            core = rest
    tracked = [category for category in CATEGORIES if any(category in c.caps() for c in core)]
    lists = "; ".join(f"{category}: {_category_cards(request, pool, category)}" for category in tracked)
    labels = ", ".join(c.label for c in core)
    message = f"these constraints cannot all hold together, though each can alone: {labels}"
    if lists:
        message += f" (cards of {_source(request, pool)} by category: {lists})"
    return Unsatisfiable(message, [c.label for c in core])


def _category_cards(request: KingdomRequest, pool: Sequence[str], category: str) -> str:
    """The cards of `category` in `pool`, and those of the chosen sets excluded: ``festival, village``,
    ``none (moat excluded)``."""
    have = _cards_text([card for card in pool if category in categories(card)]) or "none"
    gone = [
        card for card in request.exclude if card in sets_cards(request.sets) and category in categories(card)
    ]
    return have + (f" ({_cards_text(gone)} excluded)" if gone else "")


def _source(request: KingdomRequest, pool: Sequence[str]) -> str:
    """Where `pool`'s cards come from, in words: ``the chosen sets (base2)``, ``the chosen sets (base2) and
    the included adventurer``, ``every set (weak set restriction)``."""
    if request.weak:
        return "every set (the set restriction is weak)"
    in_sets = set(sets_cards(request.sets))
    extra = [card for card in pool if card not in in_sets]
    return f"the chosen sets ({','.join(request.sets)})" + (
        f" and the included {_cards_text(extra)}" if extra else ""
    )


def _alone_reason(
    request: KingdomRequest, pool: Sequence[str], constraint: Constraint, advice: bool = True
) -> tuple[str, str]:
    """(label, why `constraint` fails even alone on `pool`) for a constraint that does; with `advice`, what
    to change when it is a potion bound."""
    source = _source(request, pool)
    excluded = [card for card in request.exclude if card in sets_cards(request.sets)]
    label = constraint.label
    if constraint.kind == AT_LEAST:
        category, count = constraint.category, constraint.count
        if count > KINGDOM_SIZE + 1:
            return label, f"{label}: a kingdom has only {KINGDOM_SIZE} cards (11 with a Bane)"
        have = [card for card in pool if category in categories(card)]
        gone = [card for card in excluded if category in categories(card)]
        if len(have) >= count:
            return label, (
                f"{label}: a kingdom has {KINGDOM_SIZE} cards, 11 only with Young Witch and a Bane costing 2 "
                f"or 3, and {source} have no such kingdom"
            )
        reason = f"{label}: {source} have {_plural(len(have), category)}"
        if have:
            reason += f" ({_cards_text(have)})"
        if gone:
            reason += f" once {_cards_text(gone)} {'is' if len(gone) == 1 else 'are'} excluded"
        return label, reason
    if constraint.kind == AT_MOST:
        category = constraint.category
        others = [card for card in pool if category not in categories(card)]
        if len(others) >= KINGDOM_SIZE:
            return label, (
                f"{label}: every kingdom of {source} without Young Witch breaks it, and every kingdom with "
                "Young Witch does once its Bane is counted"
            )
        return label, (
            f"{label}: {source} have only {len(others)} cards that are not "
            f"{category}, so every kingdom holds at least {KINGDOM_SIZE - len(others)} {category} cards"
        )
    if constraint.kind == REACTION_IF_ATTACK:
        others = [card for card in pool if ATTACK_CATEGORY not in categories(card)]
        return label, (
            f"{label}: {source} have no reaction card left and only {len(others)} cards "
            f"that are not attacks, so every kingdom holds an attack"
        )
    if constraint.kind == POTIONS:
        potions = [card for card in pool if CATALOGUE[card].potion]
        ways = [f"--potions {ANY_POTIONS[0]}-{ANY_POTIONS[1]} allows any number", "add a set to --sets"]
        if not request.weak:
            ways.append("--set-restriction weak brings in cards of other sets")
        return label, (
            f"{label}: {source} have {_plural(len(potions), 'potion')} ({_cards_text(potions)}), and the "
            "other cards cannot make a kingdom without them" + (f" ({'; '.join(ways)})" if advice else "")
        )
    if constraint.card == YOUNG_WITCH:
        return label, (
            f"{label}: Young Witch needs a Bane, a kingdom card costing 2 or 3 (not Moat), and {source} have "
            "none left beside the kingdom"
        )
    return label, f"{label}: no kingdom of {source} can hold it"


# ---- what to set out -------------------------------------------------------------------------------------


def other_piles(drawn: DrawnKingdom) -> list[str]:
    """Everything to set out beside the kingdom piles and the basic cards, in words: the Potion pile,
    Platinum and Colony, Shelters, and what `SET_UP_NEEDS` lists for the kingdom's cards (the catalogue's
    Prizes, Ruins, Spoils, Madman, Mercenary, Knights by name; mats and tokens)."""
    found: list[str] = []
    if any(CATALOGUE[card].potion for card in drawn.piles):
        found.append("Potion pile in the supply (16)")
    if drawn.colony and drawn.colony.used:
        found.append("Platinum and Colony piles in the supply (12 Platinum; Colony as many as Provinces)")
    if drawn.shelters and drawn.shelters.used:
        found.append("Shelters: each player starts with Hovel, Necropolis, Overgrown Estate, not 3 Estates")
    for card in drawn.piles:
        for need in SET_UP_NEEDS.get(card, ()):
            if need in PILE_TEXT:
                # The pile's cards, not the pile's own row (Ruins: the five kinds, not "ruins").
                named = [name for name, row in CATALOGUE.items() if need in row.types and name != need]
                text = PILE_TEXT[need] + (f": {', '.join(named)}" if len(named) > 1 else "")
            else:
                text = need
            if text not in found:
                found.append(text)
    return found


# ---- the kingdom of a game (`--kingdom` of `referee` and `referee tournament`) ---------------------------

RANDOM = "random"
"""The `--kingdom` word for a kingdom drawn at random (`game_kingdom`)."""

WHOLE_GAME = KingdomRequest(sets=("base1", "base2"))
"""What a protocol v4 game's `--kingdom random` draws from: the whole base game, both editions, uniformly,
with no constraint (v4 names no card of another set; a v5 game draws from `EVERY_SET`)."""


def version_sets(version: int) -> tuple[str, ...]:
    """The `SETS` names whose cards protocol `version` names (`ProtocolVersion.sets`): for v5 every set up
    to Guilds and the promos, for v6 Adventures' and Empires' too."""
    boxes = set(VERSIONS[version].sets)
    return tuple(name for name, (box, _number) in SETS.items() if box in boxes)


EVERY_SET = KingdomRequest(sets=version_sets(5))
"""What a protocol v5 game's `--kingdom random` draws from: every kingdom card v5 names, of every set and
edition, uniformly, with no constraint (the rating suite's kingdoms too). A later version's game draws from
its own sets (`version_sets`), so that a v5 game draws the same kingdom whatever versions come after."""


def introduced_in(card: str) -> int:
    """The protocol version that introduces kingdom card `card`: 1 (mine), 2, 3 (militia, moat), 4 (the
    rest of the base game) or 5 (every card of another set: Intrigue, Prosperity...); for an event or
    landmark, the first version naming it (`named_landscapes`; KeyError when none does)."""
    if card in LANDSCAPES:
        knowing = [v.number for v in VERSIONS.values() if card in named_landscapes(v)]
        if not knowing:
            raise KeyError(f"no protocol version names {card}")
        return knowing[0]
    return introducing(card).number


BANE_PREFIX = "bane="
"""How `referee kingdom`'s first line names Young Witch's Bane after the 10 cards: ``bane=cellar``."""


def parse_kingdom(text: str) -> tuple[str, ...] | str:
    """Read a `--kingdom` value: `RANDOM`, or `KINGDOM_SIZE` distinct kingdom cards separated by commas.

    Names are read by `card_name` (``Throne Room``, ``throne_room`` and ``throne-room`` are the same card)
    and returned in the canonical order (`referee.rules.cards.check_kingdom`); with Young Witch, an eleventh
    ``bane=CARD`` names its Bane, returned after the 10 (without one, the game draws it with its seed).
    Events and landmarks (``event:delve``, ``landmark:wall``, or bare names: `landscape_name`) may be named
    anywhere among them and are returned last, in `LANDSCAPES` order; they never count among the 10. Raises
    KingdomError naming the bad card or landscape (an unknown name with the closest one, a basic card, a
    repeat, a Bane refused, a landscape no protocol names yet) or the count, and saying what is expected.
    """
    if _normal(text) == RANDOM:
        return RANDOM
    given = [part for part in (piece.strip() for piece in text.split(",")) if part]
    expected = f"expected {KINGDOM_SIZE} kingdom cards separated by commas, or {RANDOM}"
    if not given:
        raise KingdomError(f"no card in {text!r}: {expected}")
    landscapes: list[str] = []
    for part in [part for part in given if _is_landscape(part)]:
        name = landscape_name(part)
        if name in landscapes:
            raise KingdomError(f"{name} is given twice: a game has each event or landmark once")
        landscapes.append(name)
        given.remove(part)
    cards: list[str] = []
    bane = None
    for part in given:
        card = card_name(part.removeprefix(BANE_PREFIX))
        if card in cards or card == bane:
            raise KingdomError(f"{card} is given twice: a kingdom holds each card once")
        if part.startswith(BANE_PREFIX):
            if bane is not None:
                raise KingdomError(f"two Banes given ({bane}, {card}): a kingdom has one")
            bane = card
        else:
            cards.append(card)
    if len(cards) != KINGDOM_SIZE:
        if len(cards) == KINGDOM_SIZE + 1 and YOUNG_WITCH in cards and bane is None:
            raise KingdomError(
                f"11 kingdom cards given: name Young Witch's Bane with {BANE_PREFIX}CARD "
                f"(e.g. {BANE_PREFIX}{cards[-1]}), or give 10 cards and one is drawn with the game's seed"
            )
        raise KingdomError(f"{_plural(len(cards), 'kingdom')} given ({', '.join(cards)}): {expected}")
    from referee.rules.kingdoms import check_kingdom

    try:
        chosen = check_kingdom(cards + ([BANE_PREFIX + bane] if bane else []))
    except ValueError as error:
        raise KingdomError(str(error)) from None
    order = list(LANDSCAPES)
    return tuple(str(card) for card in chosen) + tuple(sorted(landscapes, key=order.index))


def kingdom_text(kingdom: Sequence[str]) -> str:
    """A kingdom as ``--kingdom`` spells it: its 10 cards separated by commas, then ``bane=CARD`` when it has
    an eleventh card, Young Witch's Bane (`referee.rules.cards.check_kingdom`'s form), then its events and
    landmarks after their kind (``event:delve``, ``landmark:wall``), wherever `kingdom` names them."""
    cards, landscapes = split_landscapes(list(kingdom))
    named = list(cards)
    if len(named) > KINGDOM_SIZE:
        named[KINGDOM_SIZE:] = [BANE_PREFIX + card for card in named[KINGDOM_SIZE:]]
    named += [f"{LANDSCAPES[name].kind}:{name}" for name in landscapes]
    return ",".join(named)


def _check_landscapes(landscapes: Sequence[str], version: int, oldest: int) -> None:
    """Refuse events and landmarks in the kingdom of a game whose version, or whose oldest player's
    version, does not know them (KingdomError naming the first and the version that brings them)."""
    if not landscapes:
        return
    first = LANDSCAPES[landscapes[0]]
    what = f"{first.name} is {A_KIND[first.kind]} of {SET_TITLES[first.set]}"
    brings = first_knowing("landscapes")
    if not VERSIONS[version].knows("landscapes"):
        raise KingdomError(
            f"{what}: events and landmarks need --protocol {brings.number} (a v{version} game)"
        )
    if not VERSIONS[oldest].knows("landscapes"):
        raise KingdomError(
            f"{what}, which a player of protocol v{oldest} does not know: give no older player, or no "
            "event or landmark"
        )


def game_kingdom(
    given: tuple[str, ...] | str | None, version: int, seed: int, *, oldest: int | None = None
) -> tuple[str, ...] | None:
    """The kingdom a game under protocol `version` is played with, from what `--kingdom` gave.

    Arguments:
        given: a `parse_kingdom` value, or None when `--kingdom` was not given.
        version: the game's protocol version, 1 to 6.
        seed: the seed a `RANDOM` kingdom is drawn with (`random_kingdom`: a v4 game from the base game,
            `WHOLE_GAME`; a v5 game from every kingdom card v5 names, `EVERY_SET`; a v6 game from its own
            sets, `version_sets`).
        oldest: the oldest protocol version a player of a v4 or v5 game speaks (``--player-protocol``): a
            drawn kingdom holds only cards that version knows (for v3, its own 10 cards); None (the
            default: `referee tournament`, `referee compare`): every player speaks `version`.
    Returns:
        For v4 and later: the 10 cards (drawn at random without `--kingdom`, as with `RANDOM`), then the
        Bane when Young Witch has one (given as ``bane=CARD`` or drawn with the kingdom), then the events
        and landmarks (given, or dealt with a drawn kingdom from the sets and landscapes the version, and
        the oldest player's, names: `deal_landscapes`). For
        v1-v3: None, the version's own kingdom, which is the only one its grammar can name: `given` must be
        that kingdom (any order) or omitted.
    Raises:
        KingdomError: a v1-v3 game given a card its version does not know (``witch is a v4 card: use
        --protocol 4``), `RANDOM`, or not its whole kingdom; a landscape the version (or the oldest player's)
        does not name; a kingdom to draw for players as old as v1 or v2, whose versions know fewer than 10
        kingdom cards.
    """
    if oldest is None:
        oldest = version
    older = VERSIONS[oldest]
    from referee.rules.kingdoms import check_kingdom

    landscapes: tuple[str, ...] = ()
    if given is not None and given != RANDOM:
        given, landscapes = split_landscapes(given)
        _check_landscapes(landscapes, version, oldest)
    if VERSIONS[version].knows("chosen-kingdom"):
        if given is not None and given != RANDOM:
            return tuple(str(card) for card in check_kingdom(given)) + landscapes
        request = WHOLE_GAME
        if older.knows("later-sets"):
            # A version's own sets, and its own landscapes (none before v6): the draw of a version stays
            # the same when a later one names more.
            request = KingdomRequest(
                sets=version_sets(oldest), landscapes=None if named_landscapes(older) else ()
            )
        if not older.knows("chosen-kingdom"):
            sets = WHOLE_GAME.sets
            unknown = tuple(card for card in sets_cards(sets) if card not in older.cards)
            request = KingdomRequest(sets=sets, exclude=unknown)
            if len(request.pool()) < KINGDOM_SIZE:
                raise KingdomError(
                    f"a player of protocol v{oldest} knows {len(request.pool())} kingdom cards, too few to "
                    f"draw a kingdom of {KINGDOM_SIZE}: give no older player, or play a v{oldest} game"
                )
        drawn = random_kingdom(request, seed)
        return tuple(str(card) for card in check_kingdom(drawn.piles)) + drawn.landscapes
    from referee.protocol_rules import version_kingdom

    own = tuple(str(card) for card in version_kingdom(version))
    if given is None:
        return None
    if given == RANDOM:
        raise KingdomError(
            f"--kingdom random draws from every card of the base game: use --protocol 4 "
            f"(a v{version} game's kingdom is {', '.join(own)})"
        )
    later = [card for card in given if card not in VERSIONS[version].cards]
    if later:
        # Name the card that asks the most recent version: it decides the --protocol needed.
        card = max(later, key=introduced_in)
        since = introduced_in(card)
        v3 = tuple(str(c) for c in version_kingdom(3))
        choosing = (
            VERSIONS[since] if VERSIONS[since].knows("chosen-kingdom") else first_knowing("chosen-kingdom")
        )
        needed = 3 if set(given) == set(v3) else choosing.number
        advice = f"use --protocol {needed}"
        if needed != since:
            advice += f" (a v{since} game's kingdom is its own; only a v4 or v5 game chooses its kingdom)"
        raise KingdomError(f"{card} is a v{since} card: {advice}")
    if set(given) != set(own):
        raise KingdomError(
            f"a v{version} game's kingdom is {', '.join(own)}; any other kingdom needs --protocol 4"
        )
    return None
