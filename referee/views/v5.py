"""The protocol v5 view of a game (docs/protocol.md, "The v5 state"): what a player at the table sees.

`view_v5` adds to a player's v4 view (`referee.views.Viewer.state_v4`) the seven v5 fields: the potions
left this turn, every seat's VP tokens, Coffers, Pirate Ship tokens, cards in play from earlier turns and mats
(Native Village's only to its owner), the tokens on the supply piles, the Trade Route mat, the non-supply
piles, the costs that differ from the printed ones this turn and the piles that may not be bought now. It
reads the game's counters only (the rules core's `Game` and `Player` attributes, docs/rules-core.md "Tokens
and mats"); nothing here changes the game, and nothing here imports it. What one view can give the next is
kept in the `seen` dict of the game's `referee.views.Viewer`.
"""

from __future__ import annotations

from dataclasses import fields
from typing import TYPE_CHECKING

from protocol.messages import MATS, PILE_TOKENS, Card, SeatRecord, State, StateV4, StateV5
from referee.rules.cards import MAY_BUY
from referee.views.drafts import draft_becomes

if TYPE_CHECKING:
    from referee.rules.game import Game, Player

_ORDER: dict[str, int] = {card.value: index for index, card in enumerate(Card)}
_PRIVATE_MATS = frozenset({"native-village"})
"""Mats whose cards only their owner sees (Native Village's cards are set aside face down)."""


_V5_OWN = ("potions", "seats", "piles", "trade_route", "non_supply", "costs", "banned")
"""`StateV5`'s own fields, after `StateV4`'s."""


class _StateV5Draft(StateV4):
    """A v5 view being filled: a subclass of `StateV4` with exactly `StateV5`'s own slots, whose attribute
    stores are the plain ones (`object.__setattr__` and `object.__delattr__` themselves, so Python uses its C
    slot directly), which `view_v5` fills with nineteen ordinary attribute stores and then makes a `StateV5`
    by assigning its `__class__`.

    The frozen dataclass's `__init__` sets each field through `object.__setattr__`; Python allows assigning
    `__class__` between two classes adding the same slots to the same base, and from then on the view is a
    `StateV5` in every way (type, equality, hash, immutability). Filled in `view_v5` itself, with no
    constructor called, a view costs about a tenth of the constructor's time (a view is made for every play
    and decision). The same idea as `referee.views`'s `_StateDraft` for `State`; `_V5_DRAFTS` says
    whether `StateV5` still allows it."""

    __slots__ = _V5_OWN
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__


def _drafts_become_v5() -> bool:
    """Whether a `_StateV5Draft` can become a `StateV5` equal to the constructor's: False (views are then made
    by `StateV5`'s own constructor) if `StateV5` ever changes shape (other fields, another base, a
    `__post_init__` check) or the draft does not come out equal to the constructor's record."""
    names = (*State.__slots__, *StateV4.__slots__, *_V5_OWN)
    if (
        StateV5.__bases__ != (StateV4,)
        or getattr(StateV5, "__slots__", None) != _V5_OWN
        or tuple(field.name for field in fields(StateV5)) != names
        or hasattr(StateV5, "__post_init__")
    ):
        return False
    return draft_becomes(_StateV5Draft, StateV5, names)


_V5_DRAFTS = _drafts_become_v5()
_new_draft = object.__new__


def _sorted(cards) -> tuple[str, ...]:
    return tuple(sorted(cards, key=_ORDER.__getitem__))


_PLAIN_SEATS: dict[tuple[str, int, int, int], SeatRecord] = {}
"""(name, VP tokens, Coffers, Pirate Ship tokens) -> the record of a seat with no mat and nothing in play from
an earlier turn (immutable, so shared by every view that shows it)."""


def seat_record(player: Player, receiver: Player) -> SeatRecord:
    """What every player sees of `player`'s tokens and mats; `receiver` also sees its own private mats.

    Its `vp_tokens`, `coffers` and Pirate Ship tokens (`tokens["pirate-ship"]`), its cards in play from
    earlier turns (`durations`, if the rules core keeps them) and its non-empty mats in the order of
    `protocol.MATS`, each mat's cards in the canonical order."""
    held = player.mats
    pirate = player.tokens.get("pirate-ship", 0) if player.tokens else 0
    if not held and not player.durations:
        # The usual seat (no mat, nothing staying in play): one record per (name, tokens), kept.
        key = (player.name, player.vp_tokens, player.coffers, pirate)
        record = _PLAIN_SEATS.get(key)
        if record is None:
            record = _PLAIN_SEATS[key] = SeatRecord(*key)
        return record
    mats = []
    if held:
        for mat in MATS:
            cards = held.get(mat)
            if cards and (mat not in _PRIVATE_MATS or player is receiver):
                mats.append((mat, _sorted(cards)))
    return SeatRecord(
        player.name,
        player.vp_tokens,
        player.coffers,
        pirate,
        tuple(player.durations),
        tuple(mats),
    )


def _seats(
    game: Game,
    receiver: Player,
    order: tuple[str, ...],
    counters: list[int] | None,
    seen: dict[object, tuple],
) -> tuple[SeatRecord, ...]:
    """`seat_record` of every player named in `order` (the receiver's rotation) still in `game.players`, in
    that order. `counters` is None when a player has a mat, a card staying in play or another token; else
    every player's VP tokens and Coffers in turn, on which alone the records then depend: they are kept
    under `order` with them in `seen`, for `view_v5` to give again while they stay the same (most views of
    most games)."""
    by_name = {one.name: one for one in game.players}
    seats = tuple(seat_record(by_name[name], receiver) for name in order if name in by_name)
    if counters is not None:
        seen[order] = (counters, seats)
    return seats


def _non_supply(game: Game, seen: dict[object, tuple]) -> tuple[str, ...]:
    """Every copy left in the non-supply piles, pile by pile in the canonical order: kept in `seen` until a
    count changes (the piles themselves are set up once, `Game._set_up_kingdom`)."""
    piles = game.non_supply
    if not piles:
        return ()
    key = (tuple(piles), tuple(piles.values()))
    kept = seen.get("non-supply")
    if kept is not None and kept[0] == key:
        return kept[1]
    cards = tuple(card for card in _sorted(piles) for _ in range(piles[card]))
    seen["non-supply"] = (key, cards)
    return cards


def seats_now(game: Game, player: Player, order: tuple[str, ...], seen: dict[object, tuple]):
    """The ``seats`` of `player`'s v5 view (`order`: its rotation): taken from what the last view kept
    while every player's VP tokens and Coffers are the same and nobody has a mat, a card staying in play or
    another token (most views of most games), else made again (`_seats`)."""
    counters = []
    for one in game.players:
        if one.mats or one.durations or one.tokens:
            counters = None
            break
        counters.append(one.vp_tokens)
        counters.append(one.coffers)
    kept = seen.get(order) if counters is not None else None
    if kept is not None and kept[0] == counters:
        return kept[1]
    return _seats(game, player, order, counters, seen)


def pile_tokens_now(game: Game) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The ``piles`` of a v5 view: the tokens on the supply piles, pile by pile in the canonical order."""
    pile_tokens = game.pile_tokens
    if not pile_tokens:
        return ()
    piles = []
    for card in _sorted(pile_tokens):
        counts = pile_tokens[card]
        tokens = tuple(token for token in PILE_TOKENS for _ in range(counts.get(token, 0)))
        if tokens:
            piles.append((card, tokens))
    return tuple(piles)


def banned_now(
    game: Game, player: Player, current: Player | None, seen: dict[object, tuple]
) -> tuple[str, ...]:
    """The ``banned`` of `player`'s v5 view (`current`: the player whose turn it is): `banned` for the
    current player, nothing for any other."""
    if player is not current:
        return ()
    if seen.get("may-buy") == () and not game.contraband:
        return ()  # a game without a buy condition, and no card named for Contraband this turn
    return banned(game, player, seen)


def costs_now(game: Game) -> tuple[tuple[str, int], ...]:
    """The ``costs`` of a v5 view: `Game.costs_differing`, () while costs are the printed ones."""
    return () if game._costs_plain else game.costs_differing()


def view_v5(
    game: Game,
    player: Player,
    view: State,
    seen: dict[object, tuple],
    aside: tuple[Card, ...] | None = None,
    kingdom: tuple[Card, ...] | None = None,
) -> StateV5:
    """`player`'s v5 view: its v4 `view` followed by the seven v5 fields (see the module docstring). `view`
    may be its v3-shaped view with `aside` and `kingdom` given apart (the viewer's fast path: no v4 view made
    only to be copied). `seen` is the game's `Viewer.seen`: what one view keeps for the next.

    `potions` are the game's only for the player whose turn it is (0 in an attack or another player's
    turn, as actions, buys and coins). `costs` lists every card named anywhere in the view whose cost now
    (`Game.cost`) differs from its printed one, in the canonical order: `Game.costs_differing`, which looks
    at every card of the game's supply and non-supply piles. Every card a view can name comes from one of
    those piles, and a game's piles are set up once (a pile emptied stays listed), so the cards the view
    names are never fewer than those: the list is `Game.costs_differing` itself, with no set of the view's
    cards built to filter it (tests/rules/test_views_order.py, tests/rules/test_tokens_mats.py)."""
    if aside is None or kingdom is None:
        aside, kingdom = view.aside, view.kingdom
    players = game.players
    current = players[game.current] if players else None
    order = view.players
    seats = seats_now(game, player, order, seen)
    piles = pile_tokens_now(game)
    refused = banned_now(game, player, current, seen)
    potions = game.potions if player is current else 0
    non_supply = _non_supply(game, seen) if game.non_supply else ()
    costs = costs_now(game)
    if not _V5_DRAFTS:
        return StateV5(
            order,
            view.supply,
            view.trash,
            view.actions,
            view.buys,
            view.coins,
            view.deck,
            view.hand,
            view.plays,
            view.discards,
            aside,
            kingdom,
            potions,
            seats,
            piles,
            game.trade_route,
            non_supply,
            costs,
            refused,
        )
    # Made without a constructor call (a view per play): a `_StateV5Draft` filled, then a `StateV5`.
    made = _new_draft(_StateV5Draft)
    made.players = order
    made.supply = view.supply
    made.trash = view.trash
    made.actions = view.actions
    made.buys = view.buys
    made.coins = view.coins
    made.deck = view.deck
    made.hand = view.hand
    made.plays = view.plays
    made.discards = view.discards
    made.aside = aside
    made.kingdom = kingdom
    made.potions = potions
    made.seats = seats
    made.piles = piles
    made.trade_route = game.trade_route
    made.non_supply = non_supply
    made.costs = costs
    made.banned = refused
    made.__class__ = StateV5
    return made


def lazy_view_v5(
    filler,
    players: tuple[str, ...],
    supply: tuple[Card, ...],
    actions: int,
    buys: int,
    coins: int,
    hand: tuple[Card, ...],
    plays: tuple[Card, ...],
    player: Player,
    potions: int,
) -> StateV5:
    """A v5 view of `player` (`referee.views.Viewer.lazy_state_v5`) with the fields given set, its aside,
    kingdom and Trade Route set from the game, and the rest (trash, deck, discards, seats, pile tokens,
    non-supply piles, costs, bans) left to `filler.fill(view, name)` at their first read
    (`protocol.messages.Deferred`). Only when `_V5_DRAFTS`."""
    made = _new_draft(_StateV5Draft)
    made.players = players
    made.supply = supply
    made.actions = actions
    made.buys = buys
    made.coins = coins
    made.hand = hand
    made.plays = plays
    made.aside = tuple(player.aside)
    made.kingdom = filler.game.kingdom
    made.potions = potions
    made.trade_route = filler.game.trade_route
    made._fill = filler
    made.__class__ = StateV5
    return made


def lazy_field_v5(game: Game, player: Player, view: StateV5, name: str, seen: dict[object, tuple]):
    """The v5 field `name` of `player`'s `view` as `view_v5` makes it, the game as it is now (`seen`: the
    game's `Viewer.seen`). Raises AttributeError for a name that is not one of those `lazy_view_v5` leaves
    unset."""
    if name == "seats":
        return seats_now(game, player, view.players, seen)
    if name == "piles":
        return pile_tokens_now(game)
    if name == "non_supply":
        return _non_supply(game, seen) if game.non_supply else ()
    if name == "costs":
        return costs_now(game)
    if name == "banned":
        return banned_now(game, player, game.players[game.current] if game.players else None, seen)
    raise AttributeError(f"'StateV5' object has no attribute {name!r}")


def banned(game: Game, player: Player, seen: dict[object, tuple]) -> tuple[str, ...]:
    """The supply piles `player` (whose turn it is) may not buy from now whatever its coins: the cards named
    for Contraband this turn and those whose own condition refuses them (Grand Market with a Copper in
    play), in the canonical order. `seen` keeps the game's buy conditions (`Viewer.seen`)."""
    # Only the few cards with a condition or a name are looked at, not every pile (a view is made per play).
    # A game's piles are set up once, so the conditions that matter in it (its piles' `MAY_BUY`, in the
    # canonical order) are looked up once.
    conditions = seen.get("may-buy")
    if conditions is None:
        piles = game.piles
        conditions = seen["may-buy"] = tuple(
            (card, MAY_BUY[card]) for card in _sorted(card for card in MAY_BUY if card in piles)
        )
    contraband = game.contraband
    if not contraband:
        if not conditions:
            return ()
        plays = player.plays
        return tuple(card for card, may_buy in conditions if may_buy(plays) is not None)
    piles = game.piles
    refused = {card for card in contraband if card in piles}
    for card, may_buy in conditions:
        if card not in refused and may_buy(player.plays) is not None:
            refused.add(card)
    return _sorted(refused)
