"""The protocol v5 view of a game (docs/protocol.md, "The v5 state"): what a player at the table sees.

`view_v5` adds to a player's v4 view (`referee.rules.game.Game._state_v4`) the seven v5 fields: the potions
left this turn, every seat's VP tokens, Coffers, Pirate Ship tokens, cards in play from earlier turns and mats
(Native Village's only to its owner), the tokens on the supply piles, the Trade Route mat, the non-supply
piles, the costs that differ from the printed ones this turn and the piles that may not be bought now. It
reads the game's counters only (the rules core's `Game` and `Player` attributes, docs/rules-core.md "Tokens
and mats"); nothing here changes the game, and nothing here imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from protocol.messages import MATS, PILE_TOKENS, Card, SeatRecord, State, StateV5
from referee.rules.cards import MAY_BUY

if TYPE_CHECKING:
    from referee.rules.game import Game, Player

_ORDER: dict[str, int] = {card.value: index for index, card in enumerate(Card)}
_PRIVATE_MATS = frozenset({"native-village"})
"""Mats whose cards only their owner sees (Native Village's cards are set aside face down)."""


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


def view_v5(
    game: Game,
    player: Player,
    view: State,
    aside: tuple[Card, ...] | None = None,
    kingdom: tuple[Card, ...] | None = None,
) -> StateV5:
    """`player`'s v5 view: its v4 `view` followed by the seven v5 fields (see the module docstring). `view`
    may be its v3-shaped view with `aside` and `kingdom` given apart (the game's fast path: no v4 view made
    only to be copied).

    `potions` are the game's only for the player whose turn it is (0 in an attack or another player's
    turn, as actions, buys and coins). `costs` lists every card named anywhere in the view whose cost now
    (`Game.cost`) differs from its printed one, in the canonical order."""
    if aside is None or kingdom is None:
        aside, kingdom = view.aside, view.kingdom
    current = game.players[game.current] if game.players else None
    potions = game.potions if player is current else 0
    by_name = {one.name: one for one in game.players}
    seats = tuple(seat_record(by_name[name], player) for name in view.players if name in by_name)
    piles = []
    for card in _sorted(game.pile_tokens):
        counts = game.pile_tokens[card]
        tokens = tuple(token for token in PILE_TOKENS for _ in range(counts.get(token, 0)))
        if tokens:
            piles.append((card, tokens))
    non_supply = tuple(card for card in _sorted(game.non_supply) for _ in range(game.non_supply[card]))
    costs = []
    differing = game.costs_differing()  # () while every cost is the printed one: most views
    if differing:
        named = {
            *game.piles,
            *game.non_supply,
            *view.trash,
            *view.deck,
            *view.hand,
            *view.plays,
            *view.discards,
            *aside,
        }
        for seat in seats:
            named.update(seat.durations)
            for _, cards in seat.mats:
                named.update(cards)
        # Every card of a game comes from its piles (supply or non-supply): `differing` covers them all, in
        # the rules core's canonical order, which is `Card`'s (tests/rules/test_views_order.py).
        costs = [(card, cost) for card, cost in differing if card in named]
    return StateV5(
        view.players,
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
        tuple(piles),
        game.trade_route,
        non_supply,
        tuple(costs),
        banned(game, player) if player is current else (),
    )


def banned(game: Game, player: Player) -> tuple[str, ...]:
    """The supply piles `player` (whose turn it is) may not buy from now whatever its coins: the cards named
    for Contraband this turn and those whose own condition refuses them (Grand Market with a Copper in
    play), in the canonical order."""
    # Only the few cards with a condition or a name are looked at, not every pile (a view is made per play).
    piles = game.piles
    refused = {card for card in game.contraband if card in piles}
    for card, may_buy in MAY_BUY.items():
        if card in piles and card not in refused and may_buy(player.plays) is not None:
            refused.add(card)
    return _sorted(refused) if refused else ()
