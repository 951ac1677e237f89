"""The card registry: every card's spec collected from the set modules by plain imports into
`referee.rules.spec.SPECS`, and the tables derived from them once (`BASE_CARDS`, `ORDER`, `COST`, `VALUE`,
the cards with each kind of hook...), which the game's fast paths read.

The set modules (`base`, `intrigue`, `seaside` ... `promo`) import `referee.rules.spec` and
`referee.rules.helpers` only; this module imports them, never the other way (docs/rules-core.md, "Adding a
card"). Nothing else lists cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import referee.rules.adventures as adventures
import referee.rules.alchemy as alchemy
import referee.rules.base as base
import referee.rules.cornucopia as cornucopia
import referee.rules.darkages as darkages
import referee.rules.empires as empires
import referee.rules.guilds as guilds
import referee.rules.hinterlands as hinterlands
import referee.rules.intrigue as intrigue
import referee.rules.promo as promo
import referee.rules.prosperity as prosperity
import referee.rules.seaside as seaside
from protocol.catalogue import CATALOGUE, LATER_SETS
from protocol.messages import CARDS_BY_NAME, V1_V3_SUPPLY, Card
from referee.rules.spec import (
    ACTION,
    ARGUMENTS,
    COST,
    LANDSCAPE_SPECS,
    ORDER,
    POINTS,
    SPECS,
    TAVERN_VP,
    TREASURE,
    VALUE,
    VP,
    CardSpec,
)


def _named(spec: CardSpec) -> CardSpec:
    # Every card is keyed by its `Card` (protocol.messages names the whole base game), so views hold Cards.
    card = CARDS_BY_NAME.get(spec.name)
    return spec if card is None else _replace_name(spec, card)


def _replace_name(spec: CardSpec, name: str) -> CardSpec:
    fields = {f: getattr(spec, f) for f in CardSpec.__slots__}
    fields["name"] = name
    return CardSpec(**fields)


SET_MODULES = (
    base,
    intrigue,
    seaside,
    alchemy,
    prosperity,
    cornucopia,
    hinterlands,
    darkages,
    guilds,
    promo,
    adventures,
    empires,
)
"""The set modules whose `SET_SPECS` (a tuple of `CardSpec`) the registry collects into `SPECS`, in this
order; a set with events or landmarks lists their `LandscapeSpec`s in its `SET_LANDSCAPES`, collected into
`LANDSCAPE_SPECS`."""


def _collect() -> tuple[CardSpec, ...]:
    """Every set module's `SET_SPECS` in `SET_MODULES` order. Raises ValueError for a card given two
    specs."""
    specs = []
    for module in SET_MODULES:
        specs.extend(module.SET_SPECS)
    seen: set[str] = set()
    for one in specs:
        if one.name in seen:
            raise ValueError(f"two specs for card {one.name!r}")
        seen.add(one.name)
    return tuple(map(_named, specs))


SPECS.update((one.name, one) for one in _collect())
LANDSCAPE_SPECS.update(
    (one.name, one) for module in SET_MODULES for one in getattr(module, "SET_LANDSCAPES", ())
)
"""Card name -> its spec: every card whose rules are built (the base game, both editions; the cards of the set
modules)."""

BASE_CARDS: tuple[str, ...] = tuple(
    name for name, one in SPECS.items() if one.set == "base" and not one.kingdom
)
"""The cards of every game's supply (treasures, victory cards, curse), in the canonical order."""

KINGDOM_CARDS: tuple[str, ...] = tuple(
    sorted(name for name, one in SPECS.items() if one.kingdom and one.set == "base")
)
"""Every kingdom card of the base game, both editions, alphabetical (the cards protocol v4 knows)."""

ALL_KINGDOM_CARDS: tuple[str, ...] = tuple(
    sorted(name for name, one in SPECS.items() if one.kingdom and one.set not in LATER_SETS)
)
"""Every kingdom card whose rules are built, of every set but the later ones (`protocol.catalogue.LATER_SETS`:
Adventures, Empires), alphabetical: the pool a game's set-up draws from (a Bane, a pile set aside, the Black
Market deck). A card of a later set plays in a game whose kingdom names it, and is never drawn, so that every
game drawn before it is the same."""

SUPPLY_ORDER: tuple[Card, ...] = V1_V3_SUPPLY
"""The cards of protocol v1-v3 in the canonical pile order of the supply view (docs/protocol.md, "The
state"). The same order sorts a deck in a player's view."""

_ALL_ORDER: tuple[str, ...] = tuple(
    name
    for name in (
        *SUPPLY_ORDER[:3],
        "platinum",
        "potion",
        *SUPPLY_ORDER[3:6],
        "colony",
        "curse",
        *SUPPLY_ORDER[6:],
        *(name for name in KINGDOM_CARDS if name not in SUPPLY_ORDER),
        *sorted(
            name
            for name in CATALOGUE
            if name not in KINGDOM_CARDS
            and CATALOGUE[name].set != "base"
            and name not in ("platinum", "potion", "colony")
        ),
    )
    if name in CATALOGUE
)

ORDER.update((card, index) for index, card in enumerate(_ALL_ORDER))
"""Card -> its canonical position: copper, silver, gold (platinum, potion), estate, duchy, province (colony),
curse, the kingdom cards of v1-v3 in `SUPPLY_ORDER`, the other base kingdom cards alphabetically, then every
other card alphabetically (the base game's cards keep their relative order whatever the sets add). Every card
of the catalogue has its place, whether its rules are built or not (a test-only spec sorts too). The sort
key of every canonical multiset and the order of the supply's piles."""

COST.update((name, one.cost) for name, one in SPECS.items())
"""Card -> printed cost in coins (derived from `SPECS`). What a card costs in a game is `Game.cost`."""

VALUE.update((name, one.coins) for name, one in SPECS.items() if TREASURE in one.types)
"""Treasure -> coins it adds when played, before its effect (derived from `SPECS`). Only treasures are
keys."""

VP.update((name, one.vp) for name, one in SPECS.items() if one.vp)
"""Card -> fixed victory points (derived from `SPECS`; a card with `points` counts apart, see `score`)."""

POINTS.update((name, one.points) for name, one in SPECS.items() if one.points is not None)
"""Card -> its game-dependent points per copy (Gardens, Duke...), from the owner's cards."""

KINGDOM_TREASURES: dict[str, dict[str, int]] = {
    name: dict(one.treasure_values) for name, one in SPECS.items() if one.treasure_values
}
"""Kingdom card -> the cards that are also treasures, and their value, in a game whose kingdom has it
(`CardSpec.treasure_values`: Charlatan makes Curse a treasure worth 1)."""

HAND_STARTS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.at_start_in_hand is not None
)
"""The cards whose `at_start_in_hand` hook runs at the start of their owner's turn, while in its hand
(Clerk)."""

TAVERN_STARTS: frozenset[str] = frozenset(name for name, one in SPECS.items() if one.call_at == "start")
"""The Reserve cards called from the Tavern mat at the start of their owner's turn (Ratcatcher, Guide)."""

TAVERN_AFTER_ACTION: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.call_at == "after-action"
)
"""The Reserve cards called from the Tavern mat right after their owner played an action card (Coin of the
Realm, Royal Carriage)."""

ACTION_BONUS: dict[str, int] = {name: one.action_bonus for name, one in SPECS.items() if one.action_bonus}
"""Card -> the actions each other action card its owner plays gives while it is in play (Champion)."""

TAVERN_VP.update((name, one.tavern_vp) for name, one in SPECS.items() if one.tavern_vp)

GAIN_REPLACERS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.replace_gain is not None
)
"""The cards whose `replace_gain` hook, in a first-edition game, runs while in its owner's hand when that
player would gain a card, before the card moves, instead of their `react_gain` (Trader's first edition)."""

TRASH_REACTIONS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.react_trash is not None
)
"""The cards whose `react_trash` hook runs, while in its owner's hand, when that player's cards are trashed
(Market Square)."""

DISCARD_TRIGGERS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.when_discarded is not None
)
"""The cards whose `when_discarded` hook runs when their owner discards them other than during Clean-up
(Tunnel, Weaver, Trail)."""

ATTACK_WATCHERS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if one.watch_attack_play is not None
)
"""The cards whose `watch_attack_play` hook runs, while in its owner's play, when that player plays another
attack card (Urchin)."""

SHIELDS: frozenset[str] = frozenset(name for name, one in SPECS.items() if one.shields)
"""The cards that, while in their owner's play, keep other players' attacks from affecting the owner
(`CardSpec.shields`: Lighthouse); read by `unaffected`."""

MAY_BUY: dict[str, Callable[[Sequence[str]], str | None]] = {
    name: one.may_buy for name, one in SPECS.items() if one.may_buy is not None
}
"""Card -> its buy condition (`CardSpec.may_buy`: from the buyer's cards in play, why it cannot be bought),
for the cards that have one (Grand Market)."""

ACTIONS: frozenset[str] = frozenset(name for name, one in SPECS.items() if ACTION in one.types)
"""Every action card."""

TREASURE_EFFECTS: frozenset[str] = frozenset(
    name for name, one in SPECS.items() if TREASURE in one.types and one.effect is not None
)
"""Every treasure whose play runs an effect (Bank, Venture, Loan...): `Game.apply` of its `(add ...)`."""

ARGUMENTS.update((name, one.arguments) for name, one in SPECS.items())
"""Action card -> cards a protocol play lists per up-front decision (derived from `SPECS`)."""

MOAT_CARDS: tuple[Card, ...] = (Card.MOAT,)
"""The answer revealing a Moat (the protocol's `(moat)` defense)."""
