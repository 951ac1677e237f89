"""Kingdoms drawn at random under constraints: the categories of every kingdom card, and an exact solver.

    from referee.kingdom import KingdomRequest, random_kingdom

    request = KingdomRequest(at_least=(("village", 1), ("plus-buy", 1)), reaction_if_attack=True)
    drawn = random_kingdom(request, seed=42)      # drawn.kingdom: 10 card names, alphabetical

Pure and deterministic: no I/O. The command is `referee kingdom` (referee.kingdom_cli); docs/kingdoms.md
explains the categories, the constraints and the distribution.

Categories (`CATEGORIES`): the ones a card's spec states are derived from it (attack and reaction are card
types; village is +2 actions or more; plus-buy is +1 buy or more; draw is +2 cards or more, a card that makes
the hand larger; economy is +1 coin or more); the ones only a card's text says are in `EFFECT_CATEGORIES`,
which lists every kingdom card, so a card added to the rules without a decision here fails a test.

The draw is uniform among all the kingdoms that satisfy the request: every satisfying set of 10 cards is
equally likely, exactly as if kingdoms were dealt from the randomizer cards of the chosen sets until one
satisfied every constraint. A dynamic program counts the satisfying kingdoms (cards with the same categories
are interchangeable for the constraints, so it runs over groups of such cards); the seed picks a number below
that count, and the kingdom of that number in a fixed order is the draw.
"""

from __future__ import annotations

import difflib
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from math import comb

from referee.rules.cards import ATTACK, KINGDOM_CARDS, KINGDOM_SIZE, REACTION, SPECS

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
)
"""Every category, in the order they are listed, spelled as `--at-least`/`--at-most` take them."""

CATEGORY_TEXT: dict[str, str] = {
    VILLAGE: "+2 actions or more",
    PLUS_BUY: "+1 buy or more",
    DRAW: "+2 cards or more, or draws by its text: the hand grows",
    TRASHER: "trashes cards of your own deck (not only itself)",
    CURSER: "gives other players Curses",
    HAND_SIZE_ATTACK: "makes other players discard from their hand",
    ATTACK_CATEGORY: "an attack card",
    REACTION_CATEGORY: "a reaction card",
    GAINER: "gains you a card, not by buying it",
    ALT_VICTORY: "victory points other than from the basic victory cards",
    ECONOMY: "+1 coin or more when played",
}
"""Category -> what puts a card in it, in a few words (help text and docs)."""

EFFECT_CATEGORIES: dict[str, frozenset[str]] = {
    "adventurer": frozenset({DRAW}),
    "artisan": frozenset({GAINER}),
    "bandit": frozenset({GAINER}),
    "bureaucrat": frozenset({GAINER}),
    "cellar": frozenset(),
    "chancellor": frozenset(),
    "chapel": frozenset({TRASHER}),
    "council-room": frozenset(),
    "feast": frozenset({GAINER}),
    "festival": frozenset(),
    "gardens": frozenset({ALT_VICTORY}),
    "harbinger": frozenset(),
    "laboratory": frozenset(),
    "library": frozenset({DRAW}),
    "market": frozenset(),
    "merchant": frozenset({ECONOMY}),
    "militia": frozenset({HAND_SIZE_ATTACK}),
    "mine": frozenset({TRASHER, GAINER}),
    "moat": frozenset(),
    "moneylender": frozenset({TRASHER, ECONOMY}),
    "poacher": frozenset(),
    "remodel": frozenset({TRASHER, GAINER}),
    "sentry": frozenset({TRASHER}),
    "smithy": frozenset(),
    "spy": frozenset(),
    "thief": frozenset({GAINER}),
    "throne-room": frozenset(),
    "vassal": frozenset(),
    "village": frozenset(),
    "witch": frozenset({CURSER}),
    "woodcutter": frozenset(),
    "workshop": frozenset({GAINER}),
}
"""Kingdom card -> the categories its text gives it beyond those its spec states (see `spec_categories`).

Every kingdom card is a key, most with no extra category, so that each card was decided on. Adventurer and
Library draw by their text (spec +0 cards); Merchant (+1 coin with the first Silver) and Moneylender (+3
coins for a Copper) give coins by their text. Not trashers: Feast (trashes only itself), Bandit and Thief
(trash other players' cards). Not a hand-size attack: Bureaucrat (the victim puts back a victory card, a card
that buys nothing). Gainers gain a card for their player: Bandit (Gold), Bureaucrat (Silver), Thief (the
trashed treasures), and the others by "gain a card".
"""

SETS: dict[str, int] = {"base1": 1, "base2": 2}
"""Set name -> the edition of the base game whose box it is (the specs' `editions`)."""

SET_TEXT: dict[str, str] = {
    "base1": "Dominion, first edition (2008)",
    "base2": "Dominion, second edition (2016)",
}
"""Set name -> the box, in words."""

DEFAULT_SETS: tuple[str, ...] = ("base2",)
"""The sets drawn from when none are given: the second edition."""


class KingdomError(ValueError):
    """A request that names something unknown or contradicts itself (unknown card, category or set, a card
    both included and excluded, ...). The message says what was given and what was expected."""


class Unsatisfiable(KingdomError):
    """No kingdom of the chosen sets satisfies the constraints. The message names the constraint that fails
    and why, or the constraints that cannot hold together; `constraints` holds their labels."""

    def __init__(self, message: str, constraints: Sequence[str]) -> None:
        super().__init__(message)
        self.constraints = tuple(constraints)


def spec_categories(card: str) -> frozenset[str]:
    """The categories of kingdom card `card` that its spec states: attack and reaction (types), village
    (+2 actions or more), plus-buy (+1 buy or more), draw (+2 cards or more), economy (+1 coin or more)."""
    spec = SPECS[card]
    found = set()
    if ATTACK in spec.types:
        found.add(ATTACK_CATEGORY)
    if REACTION in spec.types:
        found.add(REACTION_CATEGORY)
    if spec.actions >= 2:
        found.add(VILLAGE)
    if spec.buys >= 1:
        found.add(PLUS_BUY)
    if spec.cards >= 2:
        found.add(DRAW)
    if spec.coins >= 1 and spec.is_action:
        found.add(ECONOMY)
    return frozenset(found)


@cache
def categories(card: str) -> frozenset[str]:
    """Every category of kingdom card `card`: `spec_categories` and its `EFFECT_CATEGORIES`.

    Raises KeyError for a name that is not a kingdom card."""
    return spec_categories(card) | EFFECT_CATEGORIES[card]


def card_sets(card: str) -> tuple[str, ...]:
    """The sets (`SETS` names) whose box holds kingdom card `card`, e.g. ``("base1", "base2")``."""
    editions = SPECS[card].editions
    return tuple(name for name, edition in SETS.items() if edition in editions)


def sets_cards(sets: Iterable[str]) -> tuple[str, ...]:
    """The kingdom cards of any of `sets` (names of `SETS`), alphabetical."""
    editions = {SETS[name] for name in sets}
    return tuple(str(card) for card in KINGDOM_CARDS if editions & set(SPECS[card].editions))


def _suggestion(text: str, known: Sequence[str]) -> str:
    close = difflib.get_close_matches(text, known, n=1, cutoff=0.5)
    if not close:
        close = [name for name in known if text and (text in name or name in text)][:1]
    return f"did you mean {close[0]}?" if close else ""


def _normal(text: str) -> str:
    return "-".join(text.strip().lower().replace("_", " ").replace("-", " ").split())


def card_name(text: str) -> str:
    """The kingdom card `text` names, spelled as the specs do (``"Throne Room"`` -> ``"throne-room"``).

    Case, spaces and underscores are forgiven. Raises KingdomError for a card outside the kingdom (a base
    card such as copper) or an unknown name, naming the closest kingdom card."""
    name = _normal(text)
    if name in EFFECT_CATEGORIES:
        return str(SPECS[name].name)
    if name in SPECS:
        raise KingdomError(f"{text!r} is not a kingdom card: it is in every game's supply")
    known = _suggestion(name, KINGDOM_CARDS) or f"the kingdom cards are {', '.join(KINGDOM_CARDS)}"
    raise KingdomError(f"unknown card {text!r}: {known}")


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
    """The set `text` names (``base1`` or ``base2``). Raises KingdomError for another name."""
    name = _normal(text)
    if name in SETS:
        return name
    known = "; ".join(f"{name} ({SET_TEXT[name]}, {len(sets_cards([name]))} cards)" for name in SETS)
    raise KingdomError(f"unknown set {text!r}: the sets are {known}")


# ---- constraints -----------------------------------------------------------------------------------------

AT_LEAST = "at-least"
AT_MOST = "at-most"
INCLUDE = "include"
REACTION_IF_ATTACK = "reaction-if-attack"


@dataclass(frozen=True, slots=True)
class Constraint:
    """One condition a kingdom must meet.

    `kind` is `AT_LEAST` or `AT_MOST` (with `category` and `count`: at least / at most `count` cards of
    `category`, a card of several categories counting in each), `INCLUDE` (with `card`: the kingdom holds
    it) or `REACTION_IF_ATTACK` (a kingdom with an attack holds a reaction, i.e. a Moat).
    """

    kind: str
    category: str = ""
    count: int = 0
    card: str = ""

    @property
    def label(self) -> str:
        """The constraint in words, as messages name it: ``at least 3 curser``, ``--include witch``."""
        if self.kind == AT_LEAST:
            return f"at least {self.count} {self.category}"
        if self.kind == AT_MOST:
            return f"at most {self.count} {self.category}"
        if self.kind == INCLUDE:
            return f"--include {self.card}"
        return "--reaction-if-attack"

    def caps(self) -> dict[str, int]:
        """Category -> the count beyond which this constraint cannot tell counts apart."""
        if self.kind == AT_LEAST:
            return {self.category: self.count}
        if self.kind == AT_MOST:
            return {self.category: self.count + 1}
        if self.kind == REACTION_IF_ATTACK:
            return {ATTACK_CATEGORY: 1, REACTION_CATEGORY: 1}
        return {}

    def holds(self, counts: Mapping[str, int]) -> bool:
        """Whether a kingdom with `counts` (category -> its cards in the kingdom) meets this constraint; an
        `INCLUDE` is met by construction (the solver puts the card in)."""
        if self.kind == AT_LEAST:
            return counts.get(self.category, 0) >= self.count
        if self.kind == AT_MOST:
            return counts.get(self.category, 0) <= self.count
        if self.kind == REACTION_IF_ATTACK:
            return counts.get(ATTACK_CATEGORY, 0) == 0 or counts.get(REACTION_CATEGORY, 0) >= 1
        return True


@dataclass(frozen=True)
class KingdomRequest:
    """What `referee kingdom` was asked for (names already checked with `card_name`, `category_name`,
    `set_name`; `constraints` checks the rest).

    `sets`: the sets the random cards come from (`SETS` names). `at_least` / `at_most`: (category, count)
    pairs, each category at most once per field. `include`: cards the kingdom must hold (they may come from
    any set). `exclude`: cards it must not hold. `reaction_if_attack`: a kingdom with an attack must hold a
    reaction (the base game's one reaction is Moat).
    """

    sets: tuple[str, ...] = DEFAULT_SETS
    at_least: tuple[tuple[str, int], ...] = ()
    at_most: tuple[tuple[str, int], ...] = ()
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    reaction_if_attack: bool = False

    def constraints(self) -> tuple[Constraint, ...]:
        """The request's constraints: includes, then at-least, at-most, then ``--reaction-if-attack``.

        Raises KingdomError: no set, a category twice in one field, a negative count, a card both included
        and excluded."""
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
        return tuple(found)

    def pool(self) -> tuple[str, ...]:
        """The cards the random part is drawn from: the chosen sets' kingdom cards minus the excluded ones."""
        excluded = set(self.exclude)
        return tuple(card for card in sets_cards(self.sets) if card not in excluded)


@dataclass(frozen=True)
class DrawnKingdom:
    """A kingdom drawn by `random_kingdom`.

    `kingdom`: the 10 card names, alphabetical. `seed`: the seed drawn with. `satisfying`: how many kingdoms
    satisfy the request (each was equally likely). `number`: which of them this one is (0 to satisfying - 1,
    in the solver's fixed order). `constraints`: the request's constraints, each met by `kingdom`.
    """

    kingdom: tuple[str, ...]
    seed: int
    satisfying: int
    number: int
    constraints: tuple[Constraint, ...] = field(default=())


# ---- the solver ------------------------------------------------------------------------------------------


class _Solver:
    """Counts the kingdoms of `pool` meeting `constraints`, and finds the one of a given number.

    A kingdom is every `INCLUDE` card plus enough free cards (pool cards not included) to make 10. Free cards
    are grouped by the categories the constraints look at, each counted up to its cap (see
    `Constraint.caps`); within a group cards are interchangeable for the constraints, so choosing k of a
    group's n cards is comb(n, k) ways to reach the same counts.
    """

    def __init__(self, pool: Sequence[str], constraints: Sequence[Constraint]) -> None:
        self.constraints = tuple(constraints)
        forced = tuple(dict.fromkeys(c.card for c in self.constraints if c.kind == INCLUDE))
        caps: dict[str, int] = {}
        floors: dict[str, int] = {}
        for constraint in self.constraints:
            for category, cap in constraint.caps().items():
                caps[category] = max(caps.get(category, 0), cap)
            if constraint.kind == AT_LEAST:
                floors[constraint.category] = max(floors.get(constraint.category, 0), constraint.count)
        self.tracked = tuple(category for category in CATEGORIES if caps.get(category, 0) > 0)
        self.caps = tuple(caps[category] for category in self.tracked)
        self.forced = forced
        self.slots = KINGDOM_SIZE - len(forced)
        start = (0,) * len(self.tracked)
        for card in forced:
            start = self._add(start, self._ones(card), 1)
        self.start = start
        groups: dict[tuple[int, ...], list[str]] = {}
        for card in pool:
            if card not in forced:
                groups.setdefault(self._ones(card), []).append(card)
        self.groups = tuple((ones, tuple(sorted(cards))) for ones, cards in sorted(groups.items()))
        self.left = [0] * (len(self.groups) + 1)
        # Per group index: (tracked position, floor, cards of that category in this group and the later ones).
        self.reach: list[list[tuple[int, int, int]]] = []
        for index in range(len(self.groups)):
            self.left[index] = sum(len(cards) for _, cards in self.groups[index:])
            self.reach.append(
                [
                    (
                        at,
                        floors[category],
                        sum(len(cards) for ones, cards in self.groups[index:] if at in ones),
                    )
                    for at, category in enumerate(self.tracked)
                    if floors.get(category, 0) > 0
                ]
            )
        self.count = cache(self._count)

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

    def _holds(self, state: tuple[int, ...]) -> bool:
        counts = dict(zip(self.tracked, state, strict=True))
        return all(constraint.holds(counts) for constraint in self.constraints)

    def total(self) -> int:
        """How many kingdoms meet the constraints (0 if none)."""
        if self.slots < 0:
            return 0
        return self.count(0, self.slots, self.start)

    def _count(self, index: int, slots: int, state: tuple[int, ...]) -> int:
        if slots > self.left[index]:
            return 0
        if index == len(self.groups):
            return 1 if self._holds(state) else 0
        for at, floor, more in self.reach[index]:
            if state[at] + min(slots, more) < floor:
                return 0
        ones, cards = self.groups[index]
        ways = 0
        for taken in range(min(slots, len(cards)) + 1):
            rest = self.count(index + 1, slots - taken, self._add(state, ones, taken))
            if rest:
                ways += comb(len(cards), taken) * rest
        return ways

    def kingdom(self, number: int) -> tuple[str, ...]:
        """The kingdom of `number` (0 <= number < `total()`), alphabetical: groups in their fixed order, how
        many cards each gives, then which (combinations in lexicographic order)."""
        chosen = list(self.forced)
        slots, state = self.slots, self.start
        for index, (ones, cards) in enumerate(self.groups):
            for taken in range(min(slots, len(cards)) + 1):
                after = self._add(state, ones, taken)
                rest = self.count(index + 1, slots - taken, after)
                ways = comb(len(cards), taken) * rest
                if number < ways:
                    which, number = divmod(number, rest)
                    chosen += _combination(cards, taken, which)
                    slots, state = slots - taken, after
                    break
                number -= ways
            else:
                raise AssertionError("kingdom number out of range")
        return tuple(sorted(chosen))


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


def count_kingdoms(request: KingdomRequest) -> int:
    """How many kingdoms (sets of 10 cards) satisfy `request`. Raises KingdomError as
    `KingdomRequest.constraints` does."""
    constraints = request.constraints()
    return _Solver(_pool_for(request, constraints), constraints).total()


def satisfies(kingdom: Sequence[str], request: KingdomRequest) -> bool:
    """Whether `kingdom` (card names) meets every constraint of `request`: 10 distinct cards, each from the
    chosen sets or included, none excluded, every include in, every count within its bounds."""
    cards = set(kingdom)
    allowed = set(request.pool()) | set(request.include)
    if len(cards) != KINGDOM_SIZE or len(kingdom) != KINGDOM_SIZE or not cards <= allowed:
        return False
    if set(request.exclude) & cards or not set(request.include) <= cards:
        return False
    counts = {category: sum(category in categories(card) for card in cards) for category in CATEGORIES}
    return all(constraint.holds(counts) for constraint in request.constraints())


def random_kingdom(request: KingdomRequest, seed: int) -> DrawnKingdom:
    """Draw a kingdom satisfying `request`, uniformly among all that do, reproducibly from `seed`.

    The seed (any int) seeds `random.Random`, which picks a number below the count of satisfying kingdoms;
    the kingdom of that number is the draw. The same request and seed give the same kingdom.

    Raises:
        KingdomError: the request contradicts itself (see `KingdomRequest.constraints`).
        Unsatisfiable: no kingdom satisfies it; the message names the failing constraint and why, or the
            smallest set of constraints that cannot hold together.
    """
    constraints = request.constraints()
    solver = _Solver(_pool_for(request, constraints), constraints)
    total = solver.total()
    if total == 0:
        raise _explain(request, constraints)
    number = random.Random(seed).randrange(total)
    return DrawnKingdom(solver.kingdom(number), seed, total, number, constraints)


def _pool_for(request: KingdomRequest, constraints: Iterable[Constraint]) -> tuple[str, ...]:
    """The request's pool plus the cards `constraints` include (an include may come from another set)."""
    pool = request.pool()
    extra = [c.card for c in constraints if c.kind == INCLUDE and c.card not in pool]
    return pool + tuple(extra)


# ---- why a request fails ---------------------------------------------------------------------------------


def _cards_text(cards: Sequence[str]) -> str:
    return ", ".join(cards)


def _plural(count: int, what: str) -> str:
    return f"{count} {what} card" + ("" if count == 1 else "s")


def _explain(request: KingdomRequest, constraints: Sequence[Constraint]) -> Unsatisfiable:
    """Why no kingdom satisfies `request`: the pool is too small; else each constraint that fails alone, with
    the reason; else a smallest set of constraints that cannot hold together (each removal makes it
    possible), with the chosen sets' cards of their categories."""
    sets_text = ",".join(request.sets)
    pool = _pool_for(request, constraints)
    if len(pool) < KINGDOM_SIZE:
        in_sets = sets_cards(request.sets)
        excluded = [card for card in request.exclude if card in in_sets]
        extra = len(pool) - len(in_sets) + len(excluded)
        changes = [f"{len(excluded)} excluded"] if excluded else []
        changes += [f"{extra} included from other sets"] if extra else []
        return Unsatisfiable(
            f"the chosen sets ({sets_text}) have {len(in_sets)} kingdom cards"
            + (f"; with {' and '.join(changes)}, {len(pool)} remain" if changes else "")
            + f", and a kingdom needs {KINGDOM_SIZE}",
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
    alone = [
        _alone_reason(request, pool, constraint)
        for constraint in constraints
        if _Solver(pool, [constraint]).total() == 0
    ]
    if alone:
        return Unsatisfiable("; ".join(reason for _, reason in alone), [label for label, _ in alone])
    core = list(constraints)
    for constraint in list(core):
        rest = [c for c in core if c is not constraint]
        if _Solver(pool, rest).total() == 0:
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
    the included adventurer``."""
    in_sets = set(sets_cards(request.sets))
    extra = [card for card in pool if card not in in_sets]
    return f"the chosen sets ({','.join(request.sets)})" + (
        f" and the included {_cards_text(extra)}" if extra else ""
    )


def _alone_reason(request: KingdomRequest, pool: Sequence[str], constraint: Constraint) -> tuple[str, str]:
    """(label, why `constraint` fails even alone on `pool`) for a constraint that does."""
    source = _source(request, pool)
    excluded = [card for card in request.exclude if card in sets_cards(request.sets)]
    label = constraint.label
    if constraint.kind == AT_LEAST:
        category, count = constraint.category, constraint.count
        if count > KINGDOM_SIZE:
            return label, f"{label}: a kingdom has only {KINGDOM_SIZE} cards"
        have = [card for card in pool if category in categories(card)]
        gone = [card for card in excluded if category in categories(card)]
        reason = f"{label}: {source} have {_plural(len(have), category)}"
        if have:
            reason += f" ({_cards_text(have)})"
        if gone:
            reason += f" once {_cards_text(gone)} {'is' if len(gone) == 1 else 'are'} excluded"
        return label, reason
    if constraint.kind == AT_MOST:
        category = constraint.category
        others = [card for card in pool if category not in categories(card)]
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
    return label, f"{label}: no kingdom of {source} can hold it"


# ---- the kingdom of a game (`--kingdom` of `referee` and `referee tournament`) ---------------------------

RANDOM = "random"
"""The `--kingdom` word for a kingdom drawn at random (`game_kingdom`)."""

WHOLE_GAME = KingdomRequest(sets=tuple(SETS))
"""What `--kingdom random` draws from: every kingdom card of the base game, both editions (the referee plays
every card in either edition), uniformly, with no constraint."""


def introduced_in(card: str) -> int:
    """The protocol version that introduces kingdom card `card`: 1 (mine), 2, 3 (militia, moat) or 4."""
    from protocol.messages import ACTIONS_BY_VERSION

    for version in sorted(ACTIONS_BY_VERSION):
        if card in ACTIONS_BY_VERSION[version]:
            return version
    return 4


def parse_kingdom(text: str) -> tuple[str, ...] | str:
    """Read a `--kingdom` value: `RANDOM`, or `KINGDOM_SIZE` distinct kingdom cards separated by commas.

    Names are read by `card_name` (``Throne Room``, ``throne_room`` and ``throne-room`` are the same card)
    and returned in the canonical order (`referee.rules.cards.check_kingdom`). Raises KingdomError naming
    the bad card (an unknown name with the closest kingdom card, a base card, a repeat) or the count, and
    saying what is expected.
    """
    if _normal(text) == RANDOM:
        return RANDOM
    given = [part for part in (piece.strip() for piece in text.split(",")) if part]
    expected = f"expected {KINGDOM_SIZE} kingdom cards separated by commas, or {RANDOM}"
    if not given:
        raise KingdomError(f"no card in {text!r}: {expected}")
    cards: list[str] = []
    for part in given:
        card = card_name(part)
        if card in cards:
            raise KingdomError(f"{card} is given twice: a kingdom holds each card once")
        cards.append(card)
    if len(cards) != KINGDOM_SIZE:
        raise KingdomError(f"{_plural(len(cards), 'kingdom')} given ({', '.join(cards)}): {expected}")
    from referee.rules.cards import check_kingdom

    return tuple(str(card) for card in check_kingdom(cards))


def game_kingdom(
    given: tuple[str, ...] | str | None, version: int, seed: int, *, oldest: int = 4
) -> tuple[str, ...] | None:
    """The kingdom a game under protocol `version` is played with, from what `--kingdom` gave.

    Arguments:
        given: a `parse_kingdom` value, or None when `--kingdom` was not given.
        version: the game's protocol version, 1 to 4.
        seed: the seed a `RANDOM` kingdom is drawn with (`random_kingdom` from `WHOLE_GAME`).
        oldest: the oldest protocol version a player of a v4 game speaks (``--player-protocol``): a drawn
            kingdom holds only cards that version knows (for v3, its own 10 cards).
    Returns:
        For v4: the 10 cards (a v4 game without `--kingdom` draws one at random, as with `RANDOM`). For
        v1-v3: None, the version's own kingdom, which is the only one its grammar can name: `given` must be
        that kingdom (any order) or omitted.
    Raises:
        KingdomError: a v1-v3 game given a card its version does not know (``witch is a v4 card: use
        --protocol 4``), `RANDOM`, or not its whole kingdom; a kingdom to draw for players as old as v1
        or v2, whose versions know fewer than 10 kingdom cards.
    """
    if version >= 4:
        from referee.rules.cards import check_kingdom

        if given is not None and given != RANDOM:
            return tuple(str(card) for card in check_kingdom(given))
        request = WHOLE_GAME
        if oldest < 4:
            unknown = tuple(card for card in KINGDOM_CARDS if introduced_in(card) > oldest)
            request = KingdomRequest(sets=WHOLE_GAME.sets, exclude=unknown)
            if len(request.pool()) < KINGDOM_SIZE:
                raise KingdomError(
                    f"a player of protocol v{oldest} knows {len(request.pool())} kingdom cards, too few to "
                    f"draw a kingdom of {KINGDOM_SIZE}: give no older player, or play a v{oldest} game"
                )
        return tuple(str(card) for card in check_kingdom(random_kingdom(request, seed).kingdom))
    from referee.rules.cards import kingdom as version_kingdom

    own = tuple(str(card) for card in version_kingdom(version))
    if given is None:
        return None
    if given == RANDOM:
        raise KingdomError(
            f"--kingdom random draws from every card of the base game: use --protocol 4 "
            f"(a v{version} game's kingdom is {', '.join(own)})"
        )
    later = [card for card in given if introduced_in(card) > version]
    if later:
        # Name the card that asks the most recent version: it decides the --protocol needed.
        card = max(later, key=introduced_in)
        since = introduced_in(card)
        v3 = tuple(str(c) for c in version_kingdom(3))
        needed = 3 if set(given) == set(v3) else 4
        advice = f"use --protocol {needed}"
        if needed != since:
            advice += f" (a v{since} game's kingdom is its own; only a v4 game chooses its kingdom)"
        raise KingdomError(f"{card} is a v{since} card: {advice}")
    if set(given) != set(own):
        raise KingdomError(
            f"a v{version} game's kingdom is {', '.join(own)}; any other kingdom needs --protocol 4"
        )
    return None
