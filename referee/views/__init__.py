"""A player's protocol view of a game, built outside the rules core, per protocol version (docs/protocol.md,
"The state"; docs/architecture.md, "The layers").

The rules core (`referee.rules.game.Game`) keeps the game; this package reads it and builds the `state`
record a player is sent, the record its version's row of `protocol.versions.VERSIONS` names (`state`): the
v1-v3 `State`, v4's `StateV4` (the v3 fields, then the player's cards set aside and the kingdom), v5's
`StateV5` (`referee.views.v5`: v4's, then potions, seats, tokens, non-supply, costs, banned) or a later
version's record, whose added fields its row's `view_fields` fill. The version is the caller's (the
engine's game, a seat's, a position's record): the game holds none. A game of the rules alone (version None)
is seen as v1-v3's `State`, or as `StateV5` once it holds a card of a later set (`Game.later_sets`).

    viewer = Viewer(game, version)     # once per game: it keeps what one view can give the next
    state = viewer.view(player)        # answering (move state); the current player by default
    state = viewer.attack_view(player) # answering (attacked ...): 0 actions, buys, coins, no plays
    state = view(game, player, version=4)  # the same, with no viewer kept (a test, a page, a position)
    buy_refusal(game, card)            # the one buy rule judged in the current player's view

Nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from typing import TYPE_CHECKING

from protocol.messages import Card, Deferred, State, StateV4, StateV5
from protocol.parse import STATE_FIELDS
from protocol.versions import VERSIONS, first_knowing
from referee.rules.cards import ORDER
from referee.rules.costs import check_buy
from referee.views.drafts import draft_becomes
from referee.views.v5 import lazy_field_v5, lazy_view_v5, view_v5

if TYPE_CHECKING:
    from referee.rules.game import Game, Player

__all__ = ["Viewer", "attack_view", "buy_refusal", "can_buy", "view"]

_order = ORDER.__getitem__


class _StateDraft(Deferred):
    """A view being filled: a plain class with exactly `State`'s slots, which `Viewer.state` fills with ten
    ordinary attribute stores and then makes a `State` by assigning its `__class__`.

    Views are built for every play, and the frozen dataclass `__init__` spends most of its time in ten
    `object.__setattr__` calls. Python allows assigning `__class__` between two classes with the same slots
    and the same base, and the object is from then on a `State` in every way (type, equality, hash,
    immutability). Filled in `Viewer.state` itself, with no constructor called, a view costs about a third of
    the dataclass constructor's time (`_DRAFTS` says whether `State` still allows it).
    """

    __slots__ = STATE_FIELDS


def _drafts_become_states() -> bool:
    """Whether a `_StateDraft` can become a `State` equal to the constructor's: False (views are then made
    by `State`'s own constructor) if `State` ever gains or loses fields, loses its slots or gains a
    `__post_init__` check."""
    if getattr(State, "__slots__", None) != STATE_FIELDS or hasattr(State, "__post_init__"):
        return False
    return draft_becomes(_StateDraft, State, STATE_FIELDS)


_DRAFTS = _drafts_become_states()
_new_draft = object.__new__

Builder = Callable[["Player", int, int, int, tuple[Card, ...]], State]
"""`Viewer.build`: ``(player, actions, buys, coins, plays) -> state``, the counters and plays being the
turn's for the player whose turn it is and 0, 0, 0, () for any other."""


_LATE = frozenset(map(str, first_knowing("landscapes").cards - VERSIONS[5].cards))
"""The cards that the version knowing events and landmarks (v6) names and v5 does not: Adventures' and
Empires'."""


class Viewer:
    """The views of one game, of the record its protocol version sends (`protocol.versions.VERSIONS`).

    Arguments:
        game: the game (`referee.rules.game.Game`).
        version: the protocol version (a number of `VERSIONS`) whose record the views are, picked once,
            here; None (the default): a game of the rules alone's. Raises KeyError for another number.

    `build` is the builder of the version's record (`Builder`: the engine's hot loop calls it directly);
    `view` and `attack_view` are the two views a seat is asked with. `seen` is what a v5 view keeps for the
    next one (`referee.views.v5`: name or rotation -> (key, part)): kept per game, as a game's piles and
    seats are its own.
    """

    __slots__ = ("build", "game", "lazy", "protocol", "seen")

    def __init__(self, game: Game, version: int | None = None) -> None:
        self.game = game
        self.protocol = VERSIONS[version] if version is not None else None
        self.seen: dict[object, tuple] = {}
        record = self.protocol.state if self.protocol is not None else State
        if self.protocol is None and (
            game.landscapes or (game.later_sets and not _LATE.isdisjoint(game.piles))
        ):
            # A game of the rules alone with events or landmarks, or a card of a set after Guilds (a debt
            # cost): its players see what a player of the version that knows them sees (events, debt), so
            # the one judge reads an event's buy and a player's debt there.
            self.protocol = first_knowing("landscapes")
            record = self.protocol.state
        elif self.protocol is None and game.later_sets:
            # A game of the rules alone with a card of a later set: its players see what a v5 player sees
            # (costs this turn, tokens, mats, the kingdom), so the one judge reads costs and treasures there.
            record = StateV5
        if record is State:
            self.build: Builder = self.state
        elif record is StateV4:
            self.build = self.state_v4
        elif record is StateV5:
            self.build = self.state_v5
        else:
            self.build = self.state_extended
        self.lazy: Builder = self.build
        """`build`'s views with the fields an in-process strategy seldom reads made at their first read
        (`lazy_state`), for a strategy that reads its views only while it decides (`Strategy`'s
        ``keeps_views = False``); `build` itself where that record has no such view."""
        if _DRAFTS and record is State:
            self.lazy = self.lazy_state
        elif _DRAFTS and record is StateV5:
            self.lazy = self.lazy_state_v5

    def view(self, player: Player | None = None) -> State:
        """The protocol `state` for `player` (default: the current player) answering `(move state)`.

        `players` is rotated so that `player` comes first; the turn counters are the current turn's for the
        current player (another player is not moving: 0 actions, 0 buys, 0 coins, no plays).
        """
        game = self.game
        current = game.players[game.current]
        if player is None or player is current:
            return self.build(current, game.actions, game.buys, game.coins, tuple(current.plays))
        return self.build(player, 0, 0, 0, ())

    def attack_view(self, player: Player) -> State:
        """The protocol `state` for a defender answering `(attacked (act militia) NAME state)`:
        its own view with zero actions, zero buys, zero coins and no cards in plays."""
        return self.build(player, 0, 0, 0, ())

    def state(self, player: Player, actions: int, buys: int, coins: int, plays: tuple[Card, ...]) -> State:
        """The v1-v3 `State` of `player` (a `Builder`): the rotation from `player`, the supply, the trash
        (top first), the counters and plays given, the deck in the canonical order (its order is hidden),
        the hand, the discards top first (`Player.discards_view`). The game keeps each of those tuples
        until the cards under it move (its `_deck_view`, `_discards_view`, `_trash_view`, `supply()`)."""
        game = self.game
        rotation = player._rotation
        if rotation is None:
            rotation = _rotation(game, player)
        deck = player._deck_view
        if deck is None:
            deck = _deck(player)
        discards = player._discards_view
        if discards is None:
            discards = player._discards_view = player.discards_view()
        trash = game._trash_view
        if trash is None:
            trash = _trash(game)
        supply = game._supply_view
        if supply is None:
            supply = game.supply()
        if not _DRAFTS:
            return State(
                rotation, supply, trash, actions, buys, coins, deck, tuple(player.hand), plays, discards
            )
        # Made without a constructor call (a view per play): a `_StateDraft` filled, then a `State`.
        view = _new_draft(_StateDraft)
        view.players = rotation
        view.supply = supply
        view.trash = trash
        view.actions = actions
        view.buys = buys
        view.coins = coins
        view.deck = deck
        view.hand = tuple(player.hand)
        view.plays = plays
        view.discards = discards
        view.__class__ = State
        return view

    def lazy_state(
        self, player: Player, actions: int, buys: int, coins: int, plays: tuple[Card, ...]
    ) -> State:
        """`state`'s view (a `Builder`) with its trash, deck and discards left unset, each made by `fill` when
        first read (`protocol.messages.Deferred`): equal to `state`'s as long as the game has not moved on.
        Only when `_DRAFTS`."""
        game = self.game
        rotation = player._rotation
        if rotation is None:
            rotation = _rotation(game, player)
        supply = game._supply_view
        if supply is None:
            supply = game.supply()
        view = _new_draft(_StateDraft)
        view.players = rotation
        view.supply = supply
        view.actions = actions
        view.buys = buys
        view.coins = coins
        view.hand = tuple(player.hand)
        view.plays = plays
        view._fill = self
        view.__class__ = State
        return view

    def lazy_state_v5(
        self, player: Player, actions: int, buys: int, coins: int, plays: tuple[Card, ...]
    ) -> StateV5:
        """`state_v5`'s view (a `Builder`) with the fields `lazy_state` leaves unset and v5's seats, pile
        tokens, non-supply piles, costs and bans left to `fill` too (`referee.views.v5.lazy_view_v5`)."""
        game = self.game
        rotation = player._rotation
        if rotation is None:
            rotation = _rotation(game, player)
        supply = game._supply_view
        if supply is None:
            supply = game.supply()
        potions = game.potions if player is game.players[game.current] else 0
        return lazy_view_v5(
            self, rotation, supply, actions, buys, coins, tuple(player.hand), plays, player, potions
        )

    def fill(self, view: State, name: str):
        """The value of `view`'s field `name`, left unset by `lazy_state` or `lazy_state_v5`, as `build` would
        have made it: the game as it is now, for the player the view is for (the first of its `players`).
        Raises AttributeError for any other name (`protocol.messages.Deferred`)."""
        game = self.game
        if name == "deck" or name == "discards":
            receiver = _receiver(game, view)
            if name == "deck":
                deck = receiver._deck_view
                return _deck(receiver) if deck is None else deck
            discards = receiver._discards_view
            if discards is None:
                discards = receiver._discards_view = receiver.discards_view()
            return discards
        if name == "trash":
            trash = game._trash_view
            return _trash(game) if trash is None else trash
        if type(view) is StateV5:
            return lazy_field_v5(game, _receiver(game, view), view, name, self.seen)
        raise AttributeError(f"{type(view).__name__!r} object has no attribute {name!r}")

    def state_v4(
        self, player: Player, actions: int, buys: int, coins: int, plays: tuple[Card, ...]
    ) -> StateV4:
        """The v4 `StateV4` (a `Builder`): the v3 view, then the player's cards set aside and the kingdom."""
        view = self.state(player, actions, buys, coins, plays)
        return StateV4(
            view.players,
            view.supply,
            view.trash,
            actions,
            buys,
            coins,
            view.deck,
            view.hand,
            plays,
            view.discards,
            tuple(player.aside),
            self.game.kingdom,
        )

    def state_v5(
        self, player: Player, actions: int, buys: int, coins: int, plays: tuple[Card, ...]
    ) -> StateV5:
        """The v5 `StateV5` (a `Builder`): the v4 view, then what `referee.views.v5.view_v5` adds."""
        view = self.state(player, actions, buys, coins, plays)
        return view_v5(self.game, player, view, self.seen, tuple(player.aside), self.game.kingdom)

    def state_extended(
        self, player: Player, actions: int, buys: int, coins: int, plays: tuple[Card, ...]
    ) -> State:
        """The view of a version whose record adds fields to one of v1-v5's (`ProtocolVersion.view_fields`,
        a `Builder`): that record's view, then each added field filled by its function."""
        protocol = self.protocol
        base = next(record for record in (StateV5, StateV4, State) if issubclass(protocol.state, record))
        builder = self.state_v5 if base is StateV5 else self.state_v4 if base is StateV4 else self.state
        view = builder(player, actions, buys, coins, plays)
        added = (fill(self.game, player) for _, fill in protocol.view_fields)
        return protocol.state(*(getattr(view, field.name) for field in fields(base)), *added)


def _rotation(game: Game, player: Player) -> tuple[str, ...]:
    """The players' names in turn order from `player`'s (a view's `players`), kept on the player."""
    names = [p.name for p in game.players]
    at = names.index(player.name)
    rotation = player._rotation = tuple(names[at:] + names[:at])
    return rotation


def _deck(player: Player) -> tuple[Card, ...]:
    """`player`'s deck in the canonical order (its order is hidden), kept on the player until it moves."""
    deck = player._deck_view = tuple(sorted(player.deck, key=_order))
    return deck


def _trash(game: Game) -> tuple[Card, ...]:
    """The trash top first, kept on the game until it changes."""
    trash = game._trash_view = tuple(reversed(game.trash))
    return trash


def _receiver(game: Game, view: State) -> Player:
    """The player `view` is for: the first of its `players`."""
    name = view.players[0]
    return next(one for one in game.players if one.name == name)


def view(game: Game, player: Player | None = None, *, version: int | None = None) -> State:
    """`Viewer.view` of `game` with no viewer kept: `player`'s view (default: the current player's)
    answering `(move state)`, of protocol `version`'s record (None: a game of the rules alone). A caller
    asking a view per play keeps a `Viewer` instead (the same views, faster)."""
    return Viewer(game, version).view(player)


def attack_view(game: Game, player: Player, *, version: int | None = None) -> State:
    """`Viewer.attack_view` of `game` with no viewer kept: `player`'s view answering `(attacked ...)`, of
    protocol `version`'s record (None: a game of the rules alone)."""
    return Viewer(game, version).build(player, 0, 0, 0, ())


def buy_refusal(game: Game, card: str) -> str | None:
    """Why the current player of `game` cannot buy `card` (a card name) now, in words quoting the play, or
    None when it can: the one buy rule (`referee.rules.costs.check_buy`) judged in the current player's view,
    which shows this turn's costs, potions and bans (a v5 view)."""
    return check_buy(view(game), card)


def can_buy(game: Game, card: str) -> bool:
    """True when the current player of `game` can buy `card` now (`buy_refusal` gives the reason when
    not)."""
    return buy_refusal(game, card) is None
