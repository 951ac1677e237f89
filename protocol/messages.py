"""Typed messages of the Dominion Protocol, v1 to v6, named after the grammar.

Every value here is immutable. Multisets of cards (supply, hand, deck, ...) are tuples of `Card` in the
order the wire lists them. Nothing here knows the rules of the game: which play is legal is decided in
`referee.rules.legality`; this module only says what the messages *are* and which protocol version has them.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from protocol.catalogue import ACTION, ATTACK, CATALOGUE, REACTION, TREASURE, VICTORY

_V1_V3_ORDER: tuple[str, ...] = (
    "copper",
    "silver",
    "gold",
    "estate",
    "duchy",
    "province",
    "curse",
    "mine",
    "cellar",
    "market",
    "remodel",
    "smithy",
    "village",
    "woodcutter",
    "workshop",
    "militia",
    "moat",
)
"""The cards protocol v1-v3 name, in their canonical order (curse, which v1-v3 never show, among them)."""

_BASE_GAME: tuple[str, ...] = _V1_V3_ORDER + tuple(
    sorted(name for name, facts in CATALOGUE.items() if facts.set == "base" and name not in _V1_V3_ORDER)
)
"""The cards protocol v4 names (the whole base game, both editions), in the canonical order."""

_BASICS: tuple[str, ...] = (
    "copper",
    "silver",
    "gold",
    "platinum",
    "potion",
    "estate",
    "duchy",
    "province",
    "colony",
    "curse",
)
"""The basic cards of every set (treasures, victory cards, curse) in the canonical order."""

_CANONICAL: tuple[str, ...] = (
    *_BASICS,
    *_V1_V3_ORDER[7:],
    *(name for name in _BASE_GAME if name not in _BASICS and name not in _V1_V3_ORDER),
    *sorted(name for name, facts in CATALOGUE.items() if facts.set != "base" and name not in _BASICS),
)

Card = enum.StrEnum(
    "Card",
    [(name.upper().replace("-", "_"), name) for name in _CANONICAL],
    module=__name__,
    qualname="Card",
)
Card.__doc__ = """Every card of the card catalogue (`protocol.catalogue`): the wire names protocol v5 knows.

The value is the exact wire spelling: lowercase, the words of a name joined by hyphens (``throne-room``,
``kings-court``); the member name is it in capitals, hyphens as underscores (``Card.THRONE_ROOM``).

Protocol v1-v3 name the first 16 cards of the base game, v4 the base game (`BASE_GAME`),
v5 them all. The order is the canonical card order (docs/protocol.md, "The v5 state"): copper, silver, gold,
platinum, potion, estate, duchy, province, colony, curse, the actions of v1-v3, the other kingdom cards of
the base game alphabetically, then every other card alphabetically (`referee.rules.cards.ORDER`). On the
base game's cards it is v4's order.

Being a `str`, a `Card` compares and hashes equal to its name (`Card.COPPER == "copper"`), and
`str(card)` is the wire spelling.
"""

BASE_GAME: tuple[Card, ...] = tuple(Card(name) for name in sorted(_BASE_GAME, key=_CANONICAL.index))
"""Every card of the base game (both editions), the catalogue's set "base": the cards protocol v4 names, in
the canonical order."""

V1_V3_SUPPLY: tuple[Card, ...] = tuple(Card(name) for name in _V1_V3_ORDER if name != "curse")
"""The supply piles of a protocol v1-v3 game in the canonical order (docs/protocol.md, "The state"): the six
basic treasure and victory cards, then v3's ten actions (v1 and v2 play the first one and eight of them)."""

CARDS_BY_NAME: dict[str, Card] = {card.value: card for card in Card}
"""Wire spelling -> Card. Faster than `Card(name)` and never raises: use `.get`."""

TREASURES: frozenset[Card] = frozenset(
    c for c in BASE_GAME if not CATALOGUE[c].kingdom and TREASURE in CATALOGUE[c].types
)
"""The basic treasures of the base game: copper, silver, gold."""
VICTORIES: frozenset[Card] = frozenset(
    c for c in BASE_GAME if not CATALOGUE[c].kingdom and VICTORY in CATALOGUE[c].types
)
"""The basic victory cards of the base game: estate, duchy, province."""


V4_KINGDOM: tuple[Card, ...] = tuple(card for card in BASE_GAME if CATALOGUE[card].kingdom)
"""Every kingdom card of the base game (both editions) in the canonical order: the v1-v3 actions, then the
others alphabetically (gardens, a victory card, among them)."""

V4_ACTIONS: tuple[Card, ...] = tuple(card for card in V4_KINGDOM if ACTION in CATALOGUE[card].types)
"""The action cards protocol v4 names: every kingdom card but gardens."""

ATTACKS: frozenset[Card] = frozenset(card for card in BASE_GAME if ATTACK in CATALOGUE[card].types)
"""The attack cards of v4: each other player answers ``(attacked (act CARD) name state)`` (v3: militia
only)."""

ALL_TREASURES: frozenset[Card] = frozenset(card for card in Card if TREASURE in CATALOGUE[card].types)
"""Every treasure of the catalogue: what ``(add CARD)`` plays in v5."""

ALL_ACTIONS: frozenset[Card] = frozenset(card for card in Card if ACTION in CATALOGUE[card].types)
"""Every action card of the catalogue: what ``(act CARD)`` plays in v5."""

ALL_ATTACKS: frozenset[Card] = frozenset(card for card in Card if ATTACK in CATALOGUE[card].types)
"""Every attack of the catalogue: the attacks of a v5 ``(attacked (act CARD) name state)``."""

REACTIONS: frozenset[Card] = frozenset(card for card in Card if REACTION in CATALOGUE[card].types)
"""Every reaction card of the catalogue; a v5 defense ``(reveal CARD)`` names one of them but Moat."""


class Choice(enum.StrEnum):
    """The options of a decision that are not cards (v4). The value is the wire spelling."""

    DISCARD_DECK = "discard-deck"
    """Chancellor: put the deck into the discard pile."""


Option = Card | Choice | str
"""What a decision offers and an answer chooses: a card, or a `Choice` word; in v5 also any option word
(``+card``) or amount (``2``) as a plain `str` (`OPTION_WORD`)."""

OPTION_WORD = r"[a-z0-9+][a-z0-9+-]*"
"""A v5 option that is not a card: lowercase letters, digits, ``+`` and ``-`` (``+card``, ``discard-deck``,
``trash``), or a decimal amount (``0``, ``12``: at most 18 digits)."""

DECISION_KINDS: tuple[str, ...] = (
    "trash",
    "discard",
    "gain",
    "topdeck",
    "play",
    "reveal",
    "set-aside",
    "choose",
)
"""The kinds of a v4 decision, the `(kind ...)` of a `decide` request: what the chosen options undergo."""

DECISION_SOURCES: tuple[str, ...] = ("hand", "supply", "discards", "revealed", "trash", "choice")
"""Where a v4 decision's options are, the `(source ...)` of a `decide` request."""

EVENT_KINDS: tuple[str, ...] = ("play", "gain", "trash", "discard", "topdeck", "reveal", "shuffle", "attack")
"""The kinds of a v4 `happened` notification: every public change of the game."""

GAIN_PLACES: tuple[str, ...] = ("discards", "hand", "deck")
"""Where a gained card goes, the last word of ``(gain card place)``."""

DECISION_KINDS_V5: tuple[str, ...] = (
    *DECISION_KINDS,
    "name",
    "return",
    "pass",
    "mat",
    "pay",
    "insert",
)
"""The kinds of a v5 decision: v4's, then ``name`` (name a card), ``return`` (to the supply), ``pass`` (to
the next player), ``mat`` (onto a mat), ``pay`` (an amount), ``insert`` (a place in the deck: how many cards
above the card)."""

DECISION_SOURCES_V5: tuple[str, ...] = (
    *DECISION_SOURCES,
    "play",
    "mat",
    "deck",
    "amount",
    "cards",
    "non-supply",
)
"""Where a v5 decision's options are: v4's, then ``play`` (cards in play), ``mat`` (the player's mat),
``deck`` (its deck, a multiset), ``amount`` (numbers), ``cards`` (card names in no one place),
``non-supply`` (the cards left in the game's non-supply piles: Prizes, Rewards, Ferryman's pile)."""

EVENT_SHAPES_V5: dict[str, str] = {
    "play": "card",
    "gain": "gain",
    "trash": "cards",
    "discard": "cards",
    "topdeck": "cards",
    "reveal": "cards",
    "shuffle": "none",
    "attack": "card",
    "vp": "amount",
    "coffers": "amount",
    "spend-coffers": "amount",
    "pirate-ship": "amount",
    "insert": "amount",
    "token": "token",
    "trade-route": "amount",
    "mat": "mat",
    "from-mat": "mat",
    "return": "cards",
    "pass": "none",
    "duration": "cards",
    "extra-turn": "none",
    "start": "cards",
    "bane": "card",
    "setup": "cards",
}
"""Every kind of a v5 `happened` event and its shape: ``card`` (KIND CARD), ``cards`` (KIND CARD ...),
``gain`` (gain CARD PLACE), ``none`` (KIND), ``amount`` (KIND N), ``token`` (token CARD TOKEN), ``mat``
(KIND MAT CARD ...). The first eight are v4's (`EVENT_KINDS`)."""

EVENT_KINDS_V5: tuple[str, ...] = tuple(EVENT_SHAPES_V5)
"""The kinds of a v5 `happened` notification."""

EVENT_SHAPES_V6: dict[str, str] = {
    **EVENT_SHAPES_V5,
    "buy-event": "landscape",
    "debt": "amount",
    "pay-debt": "amount",
    "vp-from": "place",
    "vp-to": "place",
    "landscapes": "landscapes",
    "tavern": "card",
    "call": "card",
}
"""Every kind of a v6 `happened` event and its shape: v5's, then ``landscape`` (KIND EVENT: an event bought),
``place`` (KIND CARD|LANDMARK N: VP tokens taken from or put on a supply pile or a landmark) and
``landscapes`` (KIND EVENT|LANDMARK ...: the game's landscapes, after ``(setup ...)``); ``debt`` and
``pay-debt`` are amounts, ``tavern`` and ``call`` one card (docs/protocol.md, "Version 6")."""

EVENT_KINDS_V6: tuple[str, ...] = tuple(EVENT_SHAPES_V6)
"""The kinds of a v6 `happened` notification."""

PILE_TOKENS: tuple[str, ...] = ("embargo", "trade-route")
"""The tokens a v5 state shows on supply piles, ``(piles (CARD TOKEN ...) ...)``."""

PLAYER_TOKENS: tuple[str, ...] = (
    "+card",
    "+action",
    "+buy",
    "+coin",
    "-cost",
    "trashing",
    "estate",
    "journey",
    "-card",
    "-coin",
)
"""The tokens of a player (Adventures) a v6 state shows in ``(player-tokens ...)`` and a v6 ``(token CARD
TOKEN)`` event moves: the first seven lie on a supply pile, the last three are held by the player."""

MATS: tuple[str, ...] = (
    "island",
    "native-village",
    "horse-traders",
    "farmhands",
    "joust",
    "possession",
    "prince",
)
"""The mats a v5 seat record shows (``native-village`` to its owner only; ``horse-traders``: the Horse Traders
set aside as a reaction to an attack, until its owner's next turn starts; ``farmhands``: the card a Farmhands
set aside, played when its owner's next turn starts; ``joust``: the Province a Joust set aside, discarded at
clean-up; ``possession``: the cards a possessed player trashed, back to its discard pile when that turn
ends; ``prince``: the cards set aside with Prince, played at the start of each of its owner's turns: by its
current text the cards on the Princes in play, by its 2014 text each Prince set aside and then its card)."""


class Deferred:
    """The base of the `state` records: a record may leave fields unset, to be made when first read.

    Its one slot, `_fill`, holds None (every record made by a constructor) or an object whose
    ``fill(record, name)`` returns the value of the field `name` left unset (the engine's views for an
    in-process strategy that reads them only while deciding: `referee.views.Viewer.lazy`). Reading such a
    field fills it in place, once; every other read costs what a slot read costs. A record is equal, hashes,
    prints and pickles as if every field had been set at once (each of those reads every field).
    """

    __slots__ = ("_fill",)

    def __getattr__(self, name: str):
        # Called only when `name` is not set: a field left for its first read, or no attribute at all.
        try:
            fill = object.__getattribute__(self, "_fill")
        except AttributeError:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}") from None
        value = fill.fill(self, name)
        object.__setattr__(self, name, value)
        return value


@dataclass(frozen=True, slots=True)
class State(Deferred):
    """The `state` record: one player's view of the game (protocol v1, figure 1).

    `players` is the turn order rotated so that the player receiving the state comes first. `supply`
    lists every card copy left in the supply (in a view the rules engine makes, a
    `referee.rules.supply.Supply`: an immutable sequence equal to that tuple, which also knows the pile
    counts and the empty piles); `trash` is top first; `deck` is a multiset in canonical
    sorted order (never the draw order); `plays` are the cards played this turn in order; `discards` is
    top first. `actions`, `buys` and `coins` are what remains this turn (non-negative integers).
    """

    players: tuple[str, ...]
    supply: tuple[Card, ...]
    trash: tuple[Card, ...]
    actions: int
    buys: int
    coins: int
    deck: tuple[Card, ...]
    hand: tuple[Card, ...]
    plays: tuple[Card, ...]
    discards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class StateV4(State):
    """The v4 `state` record: the ten fields of `State`, then two more.

    `aside` holds the receiver's cards set aside or revealed while a card resolves (a Library's skipped
    actions, a Sentry's or a Bandit's two cards), which are in none of its other places; `kingdom` the
    game's kingdom piles in the canonical order (constant through the game, listed even once a pile is empty,
    so that a player can count empty piles). A v4 supply always has the curse pile.
    """

    aside: tuple[Card, ...] = ()
    kingdom: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatRecord:
    """One player's public tokens and cards in a v5 state's ``(seats ...)``:
    ``(NAME (vp N) (coffers N) (pirate-ship N) (durations CARD ...) (mats (MAT CARD ...) ...))``.

    `vp` VP tokens, `coffers` Coffers, `pirate_ship` coin tokens on its Pirate Ship mat (non-negative
    integers); `durations` the cards it has in play from earlier turns (durations and what played them);
    `mats` its non-empty mats as (mat, cards) pairs in the order of `MATS` (Native Village's only in the
    receiver's own record).
    """

    name: str
    vp: int = 0
    coffers: int = 0
    pirate_ship: int = 0
    durations: tuple[Card, ...] = ()
    mats: tuple[tuple[str, tuple[Card, ...]], ...] = ()


@dataclass(frozen=True, slots=True)
class StateV5(StateV4):
    """The v5 `state` record: the twelve fields of `StateV4`, then seven more (docs/protocol.md, "The v5
    state").

    `potions` left this turn; `seats` one `SeatRecord` per player in the order of `players`; `piles` the
    tokens on supply piles as (card, tokens) pairs in the canonical order (tokens from `PILE_TOKENS`);
    `trade_route` the coin tokens on the Trade Route mat; `non_supply` every copy left in the non-supply
    piles; `costs` (card, coins) for every card named in the state whose cost this turn differs from its
    printed one, in the canonical order; `banned` the supply piles the receiver may not buy from now
    whatever its coins (Contraband's named card, Grand Market with a Copper in play).
    """

    potions: int = 0
    seats: tuple[SeatRecord, ...] = ()
    piles: tuple[tuple[Card, tuple[str, ...]], ...] = ()
    trade_route: int = 0
    non_supply: tuple[Card, ...] = ()
    costs: tuple[tuple[Card, int], ...] = ()
    banned: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class StateV6(StateV5):
    """The v6 `state` record: the nineteen fields of `StateV5`, then seven more (docs/protocol.md, "The v6
    state"; docs/landscapes.md, section 3).

    `events` the game's events (landscape names, in the order of `protocol.catalogue.LANDSCAPES`);
    `landmarks` (landmark, VP tokens on it) pairs, in that order; `debt` (player name, debt tokens) pairs in
    the order of `players`; `vp_piles` (card, VP tokens) for the supply piles with some, canonical order;
    `player_tokens` (player name, tokens) in the order of `players`, each token a tuple of words (``("+card",
    "smithy")``: the token and the pile it is on; a held token: its name, then its side); `debt_piles` (card,
    debt tokens) as `vp_piles`; `tavern` (player name, the cards on its Tavern mat, canonical order) in the
    order of `players`.
    """

    events: tuple[str, ...] = ()
    landmarks: tuple[tuple[str, int], ...] = ()
    debt: tuple[tuple[str, int], ...] = ()
    vp_piles: tuple[tuple[Card, int], ...] = ()
    player_tokens: tuple[tuple[str, tuple[tuple[str, ...], ...]], ...] = ()
    debt_piles: tuple[tuple[Card, int], ...] = ()
    tavern: tuple[tuple[str, tuple[Card, ...]], ...] = ()


# ---- plays: what a player in move mode writes ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Act:
    """`(act CARD ARG ...)`: play action `card` from the hand with the card arguments it takes.

    Argument shapes by card: mine (treasure-to-trash, treasure-to-gain); remodel (card-to-trash,
    card-to-gain); workshop (card-to-gain); cellar (any number of cards to discard); every other action
    none. v4 adds the cards of `protocol.parse.ACT_SHAPES_V4`: a Throne Room's one argument is the `Act` of
    the card it plays (``(act throne-room (act smithy))``), a Chancellor's the `Choice` ``discard-deck``.
    The parser enforces these shapes; legality against a state is `referee.rules.legality`'s job.
    """

    card: Card
    args: tuple[Card | Choice | Act, ...] = ()


@dataclass(frozen=True, slots=True)
class Add:
    """`(add TREASURE)`: put a treasure from the hand into play and add its value to the coins."""

    card: Card


@dataclass(frozen=True, slots=True)
class Buy:
    """`(buy CARD)`: buy a card from the supply (gained to the discards); in v6 `card` may be the name of
    an event of the game (a `str` of `protocol.catalogue.LANDSCAPES`), which is bought, never gained."""

    card: Card


@dataclass(frozen=True, slots=True)
class Clean:
    """`(clean CARD)`: end the turn, exposing `card` from the hand; `(clean)` (card None): hand is empty."""

    card: Card | None = None


@dataclass(frozen=True, slots=True)
class Coffers:
    """`(coffers N)` (v5): spend `count` (>= 1) of the player's Coffers for +1 coin each."""

    count: int


Play = Act | Add | Buy | Clean | Coffers
"""Any play."""


# ---- defenses: what an attacked player writes (v3) ---------------------------------------------------


@dataclass(frozen=True, slots=True)
class MoatDefense:
    """`(moat)`: block the attack by revealing a moat from the hand (v3)."""


@dataclass(frozen=True, slots=True)
class DiscardDefense:
    """`(discard CARD ...)`: discard these cards from the hand, leaving three (v3)."""

    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class RevealDefense:
    """`(reveal CARD)` (v5): reveal `card`, a reaction to attacks other than Moat, from the hand; the
    defender is then asked again for the same attack."""

    card: Card


Defense = MoatDefense | DiscardDefense | RevealDefense
"""Any defense."""


# ---- notifications: what the referee writes ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move:
    """`(move STATE)`: it is the receiver's turn to play; it must answer with one play."""

    state: State


@dataclass(frozen=True, slots=True)
class Moved:
    """`(moved NAME PLAY)`: player `name` made `play`. No reply."""

    name: str
    play: Play


@dataclass(frozen=True, slots=True)
class Attacked:
    """`(attacked (act militia) NAME STATE)` (v3): `name` attacked the receiver, which must answer a defense.

    `attack` is the attacking play (always `Act(Card.MILITIA)` in v3); `state` is the defender's view.
    """

    attack: Act
    name: str
    state: State


@dataclass(frozen=True, slots=True)
class Defended:
    """`(defended NAME DEFENSE)` (v3): player `name` answered an attack with `defense`. No reply."""

    name: str
    defense: Defense


# ---- v4: decisions asked while a card resolves, and public events ------------------------------------


@dataclass(frozen=True, slots=True)
class Question:
    """The decision record of a `decide` request (v4), field for field a rules-core decision.

    `player` decides (always the receiver); `card` is the card whose effect asks; `kind` one of
    `DECISION_KINDS`; `source` one of `DECISION_SOURCES`; `target` the other player concerned (a Spy's or
    Thief's victim, a Bureaucrat's or Bandit's attacker) or None; `options` a multiset of cards (or `Choice`
    words) in the canonical order; an answer chooses between `min` and `max` of them; with `ordered`, the
    order of the answer matters (the first chosen ends on top).
    """

    player: str
    card: Card
    kind: str
    source: str
    target: str | None
    options: tuple[Option, ...]
    min: int
    max: int
    ordered: bool = False


@dataclass(frozen=True, slots=True)
class Decide:
    """`(decide NAME QUESTION STATE)` (v4): the receiver must answer `question` with one `Choose`.

    `name` is the player whose turn it is (whose card is resolving); `state` the receiver's view.
    """

    name: str
    question: Question
    state: StateV4


@dataclass(frozen=True, slots=True)
class Choose:
    """`(choose OPTION ...)` (v4): the answer to a `decide`, the options chosen (in order when it matters)."""

    options: tuple[Option, ...] = ()


@dataclass(frozen=True, slots=True)
class Happened:
    """`(happened NAME EVENT)` (v4): a public change of player `name`'s cards, told to every player. No reply.

    `kind` is one of `EVENT_KINDS`; `cards` the cards concerned (empty when hidden: cards put onto a deck
    from the hand, a Chancellor's deck discarded); `to` the place of a gain (`GAIN_PLACES`), else "".
    Wire shapes: ``(gain CARD PLACE)``, ``(trash CARD ...)``, ``(discard CARD ...)``, ``(topdeck CARD ...)``,
    ``(reveal CARD ...)``, ``(shuffle)``, ``(play CARD)``, ``(attack CARD)``. v5 adds the kinds of
    `EVENT_SHAPES_V5`: an amount event (``(vp 2)``) has its number in `amount`; ``(token CARD TOKEN)`` its
    token and ``(mat MAT CARD ...)`` / ``(from-mat MAT CARD ...)`` their mat in `to`.
    """

    name: str
    kind: str
    cards: tuple[Card, ...] = ()
    to: str = ""
    amount: int | None = None


Notification = Move | Moved | Attacked | Defended | Decide | Happened
"""Any notification."""

Message = Play | Defense | Choose | Notification | State | Question | SeatRecord
"""Anything `protocol.to_wire` can print."""
