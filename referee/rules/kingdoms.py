"""The checks of a game's set-up by card names: a kingdom (`check_kingdom`, the Bane: `bane_refusal`,
`bane_candidates`), pile sizes, the starting deck and Shelters, the mixed piles' cards, and the non-supply
piles a card sets aside. (A protocol version's kingdom facts, its default kingdom and the cards it names, are
`referee.protocol_rules`'s: the rules core holds no protocol version.)

Pure functions of card names over the registry's tables (`referee.rules.cards`); the game's set-up
(`referee.rules.setup`) calls them. docs/rules-core.md, "Set-up".
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from protocol.catalogue import (
    A_KIND,
    CATALOGUE,
    LANDSCAPE_KINDS,
    LANDSCAPES,
    SET_TITLES,
    UnknownCard,
    UnknownLandscape,
    landscape,
)
from protocol.catalogue import card as catalogue_card
from protocol.messages import Card
from referee.rules.cards import ALL_KINGDOM_CARDS
from referee.rules.spec import ORDER, SPECS

KINGDOM_SIZE = 10
"""Kingdom cards chosen for a game that names its kingdom."""


BANE_PREFIX = "bane="
"""How a kingdom names its Bane among its cards: ``bane=cellar`` (`check_kingdom`, ``--kingdom``)."""

BANE_COSTS = (2, 3)
"""The printed coin costs a Bane may have (never with a potion in its cost)."""


def bane_refusal(card: str) -> str | None:
    """Why `card` cannot be a Bane (Young Witch's set-up: a kingdom card costing 2 or 3 coins, no potion), in
    words, or None when it can. The official rule allows any such card, Moat included (the randomizer of
    `referee.kingdom` never draws Moat, see `bane_candidates`)."""
    one = SPECS.get(card)
    if one is None or not one.kingdom:
        return f"the Bane {card} is not a kingdom card"
    if one.cost not in BANE_COSTS or one.potion:
        potion = " and a potion" if one.potion else ""
        return f"the Bane is a kingdom card costing 2 or 3 coins, no potion; {card} costs {one.cost}{potion}"
    return None


def bane_candidates(kingdom: Collection[str]) -> tuple[str, ...]:
    """The cards a game draws its Bane from when its kingdom (a card with `CardSpec.bane`: Young Witch) names
    none: every kingdom card whose rules are built, costing 2 or 3 coins and no potion (`bane_refusal`), not
    in `kingdom` and not Moat (as the randomizer of `referee.kingdom` decides: `NOT_BANE`), alphabetical."""
    return tuple(
        card
        for card in ALL_KINGDOM_CARDS
        if card not in kingdom and card != "moat" and bane_refusal(card) is None
    )


def aside_candidates(costs: Collection[int], taken: Collection[str]) -> tuple[str, ...]:
    """The kingdom cards a game may set aside as a non-supply pile for a card with `CardSpec.pile_aside`
    (Ferryman: costing 3 or 4): every kingdom card whose rules are built, of a printed coin cost in `costs`,
    no potion, not among the game's piles (`taken`), alphabetical."""
    return tuple(
        card
        for card in ALL_KINGDOM_CARDS
        if card not in taken and SPECS[card].cost in costs and not SPECS[card].potion
    )


def unbuilt_refusal(card: str) -> str | None:
    """Why no game plays `card` though the catalogue has it, in words: a card of a set whose rows came before
    its rules (docs/cards.md, "A set whose rows come before its rules"); None for a card with its rules or no
    card of the catalogue."""
    row = CATALOGUE.get(card)
    if row is None or card in SPECS:
        return None
    return f"{card!r} is a card of {SET_TITLES[row.set]} whose rules are not built yet: no game plays it"


def needs_bane(kingdom: Iterable[str]) -> bool:
    """True when a card of `kingdom` sets up a Bane pile (`CardSpec.bane`: Young Witch)."""
    return any(SPECS[card].bane for card in kingdom if card in SPECS)


def split_landscapes(names: Sequence[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """`names` of a kingdom split into its cards and its landscapes (docs/landscapes.md): a landscape is
    named by its wire name, bare (``alms``) or after its kind (``event:alms``, ``landmark:tower``).
    Returns (the other names in their order, the landscapes' wire names in their order). Raises
    ValueError for a name after ``event:`` or ``landmark:`` that is no landscape of that kind (naming its
    kind, or the closest landscape)."""
    cards: list[str] = []
    landscapes: list[str] = []
    for name in names:
        kind, colon, rest = name.partition(":")
        if colon and kind in LANDSCAPE_KINDS:
            try:
                facts = landscape(rest)
            except UnknownLandscape as error:
                raise ValueError(str(error)) from None
            if facts.kind != kind:
                raise ValueError(f"{name!r}: {facts.name} is {A_KIND[facts.kind]}, not {A_KIND[kind]}")
            landscapes.append(facts.name)
        elif name in LANDSCAPES:
            landscapes.append(name)
        else:
            cards.append(name)
    return tuple(cards), tuple(landscapes)


def check_kingdom(cards: Sequence[str]) -> tuple[str, ...]:
    """`cards` as a kingdom: exactly `KINGDOM_SIZE` distinct kingdom card names, returned in canonical order,
    then its Bane when it names one (an eleventh kingdom pile, Young Witch's set-up).

    The Bane is named ``bane=CARD`` anywhere among `cards`, or is the eleventh of 11 names (the form this
    function returns, and a result's ``kingdom``); it is allowed only when a card of the 10 sets up a Bane
    (`CardSpec.bane`), and must be a kingdom card costing 2 or 3 coins, no potion, not among the 10
    (`bane_refusal`). A kingdom with Young Witch and no Bane named gets one at set-up (`Game`).

    Raises ValueError naming the first name that is not a kingdom card ("unknown card ..., did you mean" for
    a name in no set), a
    repeated card, a wrong count, or a Bane that is refused or not wanted.
    """
    cards = list(cards)
    named = [card for card in cards if card.startswith(BANE_PREFIX)]
    if len(named) > 1:
        raise ValueError(f"a kingdom has one Bane, got {', '.join(named)}")
    bane = None
    if named:
        cards.remove(named[0])
        bane = named[0].removeprefix(BANE_PREFIX)
    elif len(cards) == KINGDOM_SIZE + 1:
        bane = cards.pop()
    if bane is not None:
        cards.append(bane)
    for card in cards:
        if card not in SPECS:
            try:
                catalogue_card(card)
            except UnknownCard as error:
                raise ValueError(str(error)) from None
        refusal = unbuilt_refusal(card)
        if refusal is not None:
            raise ValueError(refusal)
        if not SPECS[card].kingdom:
            raise ValueError(
                f"{card!r} is not a kingdom card whose rules are built: expected one of "
                f"{', '.join(ALL_KINGDOM_CARDS)}"
            )
    if len(set(cards)) != len(cards):
        raise ValueError(f"a kingdom names each card once, got {cards!r}")
    if bane is not None:
        cards.pop()
    if len(cards) != KINGDOM_SIZE:
        raise ValueError(f"a kingdom has {KINGDOM_SIZE} cards, got {len(cards)}: {cards!r}")
    chosen = tuple(SPECS[card].name for card in sorted(cards, key=ORDER.__getitem__))
    if bane is None:
        return chosen
    if not needs_bane(chosen):
        raise ValueError(
            f"the kingdom names a Bane ({bane}) but none of its cards sets one up (Young Witch does)"
        )
    refusal = bane_refusal(bane)
    if refusal is not None:
        raise ValueError(refusal)
    return (*chosen, SPECS[bane].name)


def pile_size(card: str, players: int) -> int:
    """The starting size of `card`'s supply pile in a game of `players` (2-4) players.

    Copper 60 - 7 x players (the rest are in the starting decks), silver 40, gold 30; estate, duchy,
    province and Gardens 8 with 2 players and 12 with 3 or 4; curse 10 per opponent; 10 of each other kingdom
    card. Raises ValueError for a player count outside 2-4 or a name that is not a card.
    """
    if players not in (2, 3, 4):
        raise ValueError(f"a game has 2 to 4 players, not {players!r}")
    spec = SPECS.get(card)
    if spec is None:
        raise ValueError(f"not a card of the base game: {card!r}")
    return spec.pile[players - 2]


STARTING_DECK: tuple[Card, ...] = (Card.COPPER,) * 7 + (Card.ESTATE,) * 3
"""Each player's ten starting cards (before the shuffle)."""

SHELTERS: tuple[str, ...] = ("hovel", "necropolis", "overgrown-estate")
"""The Shelters (Dark Ages), which replace the 3 Estates of each starting deck in a Shelters game."""

MIXED_PILES: dict[str, tuple[str, int]] = {
    "ruins": ("ruins", 10),
    "knights": ("knight", 1),
    "castles": ("castle", 1),
}
"""Supply pile whose cards differ -> (the type of its cards, copies of each card the box holds, but those of
`BOX_COPIES`): the Ruins (five kinds, ten each, shuffled together; a game takes as many as its pile size, 10
per player after the first), the Knights (ten different cards, shuffled) and the Castles (Empires: eight
different Castles, 12 in the box, in cost order, the cheapest on top: `ORDERED_PILES`). `Game` builds them
(docs/rules-core.md, "Mixed piles")."""

BOX_COPIES: dict[str, int] = {"humble-castle": 2, "small-castle": 2, "opulent-castle": 2, "kings-castle": 2}
"""Cards of a mixed pile the box holds more of than its `MIXED_PILES` copies: the Castles box has two each of
Humble, Small, Opulent and King's Castle (12 Castles, all of them used with 3 or 4 players)."""

SPLIT_PILES: dict[str, str] = {
    row.part_of: name
    for name, row in CATALOGUE.items()
    if row.part_of and row.part_of not in MIXED_PILES and row.part_of in SPECS and name in SPECS
}
"""Split pile (Empires) -> its bottom half: the pile is named by its top card (``encampment``), 5 of it on
5 of the bottom half (``plunder``), from the catalogue's `part_of`; only the piles whose two halves have their
rules. `Game` builds them as ordered mixed piles keyed by their top card (docs/landscapes.md, "Split piles
and Castles")."""

ORDERED_PILES: frozenset[str] = frozenset({"castles", *SPLIT_PILES})
"""The mixed and split piles set out in a fixed order instead of shuffled: each split pile (its top half on
its bottom half) and the Castles (cheapest on top)."""

ASSEMBLED_PILES: frozenset[str] = frozenset(MIXED_PILES) | frozenset(SPLIT_PILES)
"""Every supply pile whose cards differ (`MIXED_PILES` and `SPLIT_PILES`), kept card by card in
`Game.mixed` and keyed in `Game.piles` by its top card."""


def mixed_pile_cards(pile: str) -> tuple[str, ...]:
    """The cards a mixed pile (`MIXED_PILES`) or a split pile (`SPLIT_PILES`) is made of, each as many times
    as the box holds it (`BOX_COPIES`; 5 of each half of a split pile), in the canonical order (before the
    shuffle or the ordering). Raises KeyError for a pile that is neither."""
    if pile in SPLIT_PILES:
        halves = sorted((pile, SPLIT_PILES[pile]), key=ORDER.__getitem__)
        return tuple(card for card in halves for _ in range(5))
    kind, copies = MIXED_PILES[pile]
    cards = [name for name, row in CATALOGUE.items() if kind in row.types and name != pile]
    return tuple(
        card for card in sorted(cards, key=ORDER.__getitem__) for _ in range(BOX_COPIES.get(card, copies))
    )


ORDERED_PILE_OF: dict[str, str] = {card: pile for pile in ORDERED_PILES for card in mixed_pile_cards(pile)}
"""Each card of an ordered pile (`ORDERED_PILES`) -> that pile: a Castle -> ``castles``, both halves of a
split pile -> its top card."""


def ordered_pile(pile: str, count: int) -> list[str]:
    """The cards of the ordered pile `pile` (`ORDERED_PILES`) of `count` cards as set out, the top card LAST:
    a split pile's top half on its bottom half (``count // 2`` each: 5 on 5); the Castles in cost order, the
    cheapest on top, one of each when `count` is fewer than the box's 12 (8 with 2 players: the Empires rule).
    Raises KeyError for a pile that is not ordered."""
    if pile in SPLIT_PILES:
        half = count // 2
        return [SPLIT_PILES[pile]] * (count - half) + [pile] * half
    if pile not in ORDERED_PILES:
        raise KeyError(pile)
    box = mixed_pile_cards(pile)
    cards = list(box) if count >= len(box) else list(dict.fromkeys(box))[:count]
    return sorted(cards, key=lambda card: -CATALOGUE[card].cost)


HAND_SIZE = 5
"""Cards drawn at set-up and at each clean-up."""
