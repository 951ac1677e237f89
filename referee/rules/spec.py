"""What a card is to the rules: its spec (`CardSpec`, made by `spec` from the card's catalogue row and its
rules), the records its hooks receive (`Played`, `Gained`), and the card tables keyed by name (`SPECS`,
`ORDER`, `COST`, `VALUE`, `VP`, `POINTS`, `ARGUMENTS`), which the registry (`referee.rules.cards`) fills once
every set module is collected: read them inside effects and hooks, never at import time.

A card's printed facts (wire name, cost, types, pile size, editions, text in our words) are its row of the
catalogue, `protocol.catalogue`; no table here lists them again. Tables are keyed by card name; a
`protocol.messages.Card` hashes like its name, so either finds the entry. docs/rules-core.md, "The spec".
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any

from protocol.catalogue import (
    ACTION,
    CATALOGUE,
    CURSE,
    LANDSCAPES,
    REACTION,
    TREASURE,
    VICTORY,
)
from protocol.catalogue import ATTACK as ATTACK  # re-exported: the rules' modules spell types so
from referee.rules.decisions import Decision

__all__ = ["ACTION", "ATTACK", "CURSE", "REACTION", "TREASURE", "VICTORY"]  # the types, re-exported

EDITIONS: tuple[int, ...] = (1, 2)
"""Dominion editions: 1 (2008) and 2 (2016, the default). Where texts differ the game's `edition` decides."""

Effect = Callable[..., Generator[Decision, tuple, None]]
"""A card's effect: ``effect(game, player, this)``, a generator yielding decisions and receiving answers."""


@dataclass(slots=True)
class Played:
    """One play of a card (shared by the two plays of a Throne Room).

    `moved` becomes True once the card has left play by its own effect (Feast trashing itself), so a second
    play of it does not move it again (the official "lose track" rule). `value` is what this play of a
    treasure added in coins (Bank, Venture: each play its own); `memo` holds what a card remembers of its play
    across turns (a duration's choice, the card a King's Court played: `referee.rules.game.Game.stay`)."""

    card: str
    moved: bool = False
    value: int = 0
    memo: dict = field(default_factory=dict)


@dataclass(slots=True)
class Gained:
    """One gain under way, shared by every trigger it runs (the gainer's own `on_gain`, watchers in play,
    reactions in hand), so that a card moved by one (Watchtower trashing it) is known to the next: the
    official "lose track" rule.

    `card` the card gained; `player` the gainer's name; `to` where it is now: ``"discards"``, ``"hand"``,
    ``"deck"``, ``"trash"``, or ``""`` once something else moved it; `bought` True when the gain is a buy;
    `source` where it came from: ``"supply"``, ``"trash"``, ``"non-supply"``; `moved` True once a trigger
    moved it on (`Game.move_gained`): no other trigger can move it again."""

    card: str
    player: str
    to: str = "discards"
    bought: bool = False
    source: str = "supply"
    moved: bool = False


Hook = Callable[..., Generator[Decision, tuple, None]]
"""A trigger of a card's own event (`on_buy`, `on_gain`, `on_trash`, `on_discard`, `at_start`,
`at_clean_up`): ``hook(game, player, record)``, a generator like an effect. `record` is the `Gained` for a
buy or a gain, else the `Played` of the card (a new one for a card not in play)."""

Watch = Callable[..., Generator[Decision, tuple, None]]
"""A watcher: ``watch(game, owner, card, gained)``, run when `owner` (who has `card` in play, or in hand for
a reaction to gains) buys or gains a card (`gained`). A generator like an effect."""

Reaction = Callable[..., Generator[Decision, tuple, bool]]
"""A reaction to an attack, revealed from the hand: ``react(game, victim, attacker, attack)``; returns (as a
generator's return value) True when the victim is then unaffected (Moat)."""

TreasureWatch = Callable[..., Generator[Decision, tuple, None]]
"""A watcher of the other players' treasures: ``watch(game, owner, player, this)``, run when `player` (not
`owner`, who has the watching card in play) plays a treasure (`this`: its `Played`). A generator."""

CostModifier = Callable[[Any, str], int]
"""While its card is in play: ``modifier(game, card)`` -> coins `card` costs less (Quarry: 2 for an
action)."""


@dataclass(frozen=True, slots=True)
class CardSpec:
    """Everything the rules know of one card.

    `pile` is the supply pile size for 2, 3 and 4 players; `vp` the fixed victory points (Gardens: 0, see
    `score`); `coins` the coins the card gives when played (a treasure's value, an action's +coins);
    `cards`, `actions`, `buys` an action's +cards, +actions, +buys, given first when it is played (every
    base card gives them before the rest of its effect), then `effect` does the rest. `arguments` gives,
    for each decision a protocol play of the card answers up front (``(act remodel estate silver)``), how
    many cards the play lists for it (None: any number); empty: the play lists no card. `editions` are the
    editions whose box holds the card (any card may be chosen for any game; the edition picks the texts).
    `first_edition` is the first edition's text where it plays differently from `text`, else None;
    `first_types` the types of its first printing where an errata changed them (Prince), else empty: a
    game's `types` of a card are read with `referee.rules.game.Game.types`, which knows the edition.
    `debt` is the debt in its cost (Fortune 8: buying it gives the buyer 8 debt; docs/landscapes.md).
    """

    name: str
    cost: int
    types: frozenset[str]
    text: str
    pile: tuple[int, int, int] = (10, 10, 10)
    vp: int = 0
    coins: int = 0
    cards: int = 0
    actions: int = 0
    buys: int = 0
    effect: Effect | None = None
    arguments: tuple[int | None, ...] = ()
    editions: tuple[int, ...] = (1, 2)
    first_edition: str | None = None
    first_types: frozenset[str] = frozenset()
    kingdom: bool = True
    set: str = "base"
    potion: bool = False
    supply: bool = True
    debt: int = 0
    # ---- behaviours beyond the fixed numbers (every one optional; None: the card has none) ----
    points: Callable[[Sequence[str]], int] | None = None
    on_buy: Hook | None = None
    on_gain: Hook | None = None
    on_trash: Hook | None = None
    on_discard: Hook | None = None
    when_discarded: Watch | None = None
    at_start: Hook | None = None
    at_clean_up: Hook | None = None
    at_start_in_hand: Hook | None = None
    watch_buy: Watch | None = None
    watch_gain: Watch | None = None
    react_gain: Watch | None = None
    replace_gain: Watch | None = None
    react_trash: Watch | None = None
    # Whether the `react_gain` in `player`'s hand has anything to do for `gained` (Hovel: only its owner's
    # victory cards); None: always. One with nothing to do is not among the triggers the gainer orders.
    react_gain_when: Callable[..., bool] | None = None
    watch_attack_play: Watch | None = None
    watch_others_gain: Watch | None = None
    watch_others_treasure: Callable[..., Generator[Decision, tuple, None]] | None = None
    react_attack: Reaction | None = None
    react_when: Callable[[Sequence[str]], bool] | None = None
    shields: bool = False
    cost_modifier: CostModifier | None = None
    own_cost: Callable[[Any, int], int] | None = None
    may_buy: Callable[[Sequence[str]], str | None] | None = None
    needs: tuple[str, ...] = ()
    bane: bool = False
    pile_aside: tuple[int, ...] = ()
    setup: Callable[[Any, int], None] | None = None
    treasure_values: tuple[tuple[str, int], ...] = ()
    # A Reserve card (Adventures): the moment it may be called from its owner's Tavern mat ("start": the
    # start of its owner's turn; "after-action": right after an action card of its owner's was played;
    # "gain": when its owner gains a card), what calling it does, ``on_call(game, player, this)`` (the
    # moment's subject in ``this.memo["for"]``: the action's `Played`, the `Gained`), and whether it may
    # be called for that subject, ``call_when(game, player, subject) -> bool`` (None: always).
    call_at: str | None = None
    on_call: Hook | None = None
    call_when: Callable[..., bool] | None = None
    # Victory points of each copy lying on its owner's Tavern mat at the end (Distant Lands: 4).
    tavern_vp: int = 0
    # While in its owner's play, each other action card the owner plays on its own turn gives this many more
    # actions (Champion: 1), before that card's +actions.
    action_bonus: int = 0

    @property
    def is_action(self) -> bool:
        """True for an action card (it can be played with `(act ...)`)."""
        return ACTION in self.types


# ---- the tables, filled by the registry (`referee.rules.cards`) once every set module is collected ----

SPECS: dict[str, CardSpec] = {}
ORDER: dict[str, int] = {}
COST: dict[str, int] = {}
VALUE: dict[str, int] = {}
VP: dict[str, int] = {}
POINTS: dict[str, Callable[[Sequence[str]], int]] = {}
ARGUMENTS: dict[str, tuple[int | None, ...]] = {}
TAVERN_VP: dict[str, int] = {}
"""Card -> victory points of each copy on its owner's Tavern mat at the end (`CardSpec.tavern_vp`)."""


def sort_cards(cards) -> tuple[str, ...]:
    """`cards` (any iterable of card names) as a tuple in the canonical order of `ORDER` (filled once every
    set module is collected: set modules import it and call it inside effects)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def spec(name: str, **kw: Any) -> CardSpec:
    """The spec of card `name` (its wire name): its printed facts (cost, potion, types, text, pile, set,
    editions, kingdom or not, supply or not) from the catalogue (`protocol.catalogue`), its rules from `kw`
    (`CardSpec`'s other fields: ``coins=``, ``cards=``, ``effect=``, ``on_gain=``...). Raises KeyError for a
    name the catalogue lacks."""
    facts = CATALOGUE[name]
    return CardSpec(
        name=name,
        cost=facts.cost,
        types=facts.types,
        first_types=facts.first_types,
        text=facts.text,
        pile=facts.pile,
        editions=tuple(sorted(facts.editions)),
        kingdom=facts.kingdom,
        set=facts.set,
        potion=facts.potion,
        supply=facts.supply,
        debt=facts.debt,
        **kw,
    )


@dataclass(frozen=True, slots=True)
class LandscapeSpec:
    """What an event or a landmark is to the rules (docs/landscapes.md, "A landscape's spec"): its facts
    from its row of `protocol.catalogue.LANDSCAPES` (`kind`, `cost` in coins, `debt`), and its hooks, each
    a generator as a card's hook (it may ask any player a `Decision`), but `points` and `setup`:

    `on_buy(game, player, name)`: an event bought, what it does. `setup(game, players)`: once at set-up,
    with the number of players (VP tokens put on piles or on the landmark). `points(game, player) -> int`:
    what a landmark scores for `player` at the end. `on_gain(game, player, gained)`: whenever any player
    gains a card (`gained` a `Gained`), after the gainer's own triggers. `on_buy_card(game, player,
    gained)`: whenever a player buys a card, after the buy's own triggers. `at_clean_up(game, player)`: at
    each player's clean-up, as its turn ends, before any card leaves play (Baths). `at_buy_phase(game,
    player)`: as a player's buy phase starts, before its first play of the buy phase is made (Arena).
    `at_turn_start(game, player)`: as a player's turn starts, before anything else of that turn (Donate).
    `on_trash(game, player, cards)`: a plain function, not a generator (it asks nothing), run whenever
    `player` trashes `cards`, whatever moved them (Tomb). `once`: ``"turn"`` for an event a player may buy
    once per turn (Alms, Borrow, Save, Mission, Pilgrimage), ``"game"`` once per game (Inheritance); None:
    no limit."""

    name: str
    kind: str
    cost: int
    debt: int
    set: str
    text: str
    on_buy: Hook | None = None
    setup: Callable[[Any, int], None] | None = None
    points: Callable[[Any, Any], int] | None = None
    on_gain: Watch | None = None
    on_buy_card: Watch | None = None
    at_clean_up: Callable[..., Generator[Decision, tuple, None]] | None = None
    at_buy_phase: Callable[..., Generator[Decision, tuple, None]] | None = None
    at_turn_start: Callable[..., Generator[Decision, tuple, None]] | None = None
    on_trash: Callable[[Any, Any, Sequence[str]], None] | None = None
    once: str | None = None


def landscape(name: str, **kw: Any) -> LandscapeSpec:
    """The spec of the landscape `name` (its wire name): its facts from `protocol.catalogue.LANDSCAPES`, its
    rules from `kw` (`LandscapeSpec`'s hooks). Raises KeyError for a name that is no landscape."""
    facts = LANDSCAPES[name]
    return LandscapeSpec(name, facts.kind, facts.cost, facts.debt, facts.set, facts.text, **kw)


LANDSCAPE_SPECS: dict[str, LandscapeSpec] = {}
"""Landscape name -> its spec, for every landscape whose rules are built; the registry fills it."""


def score(cards: Sequence[str]) -> int:
    """Victory points of a player owning `cards` (a list, VP tokens apart): fixed points (curse -1) plus
    each card's `points` (Gardens: 1 per 10 cards; Duke...), per copy."""
    vp = VP.get
    total = sum(vp(card, 0) for card in cards)
    # Only the cards with points that the player owns are counted (a game has a few of the many).
    for card in POINTS.keys() & set(cards):
        total += cards.count(card) * POINTS[card](cards)
    return total


def card_type(card: str) -> str:
    """``"treasure"``, ``"victory"``, ``"curse"`` or ``"action"``: the main type of `card`.

    Raises ValueError for a name that is not a card of the base game.
    """
    spec = SPECS.get(card)
    if spec is None:
        raise ValueError(f"not a card of the base game: {card!r}")
    for kind in (ACTION, TREASURE, VICTORY, CURSE):
        if kind in spec.types:
            return kind
    raise AssertionError(spec)
