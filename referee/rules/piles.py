"""The supply's piles in a game: taking a card from a pile, mixed piles (Ruins, Knights: keyed by their top
card), cards returned to the supply (Ambassador), pile tokens, the non-supply piles and the names a game
holds.

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. docs/rules-core.md, "Mixed piles"
and "Non-supply piles".
"""

from __future__ import annotations

from collections.abc import Sequence

from protocol.messages import Card
from referee.rules.kingdoms import MIXED_PILES, SPLIT_PILES, mixed_pile_cards
from referee.rules.player import Player
from referee.rules.spec import ORDER, SPECS
from referee.rules.supply import Supply

_order = ORDER.__getitem__


def _next_top(game, top: Card) -> None:
    """The top card of a mixed pile was taken (`_take` lowered its count): the card under it is the top
    now, and the pile's entry in `piles` (and its tokens) is keyed by it, in place; an empty pile is keyed
    by the pile's name (``knights``), so that three piles count it."""
    pile = game._mixed_of.pop(top)
    cards = game.mixed[pile]
    cards.pop()
    new = cards[-1] if cards else pile
    if cards:
        game._mixed_of[new] = pile
    if new != top:
        items = list(game.piles.items())
        game.piles.clear()
        game.piles.update((new if card == top else card, count) for card, count in items)
        if top in game.pile_tokens:
            game.pile_tokens[new] = game.pile_tokens.pop(top)
        game._cost_order = None
    game._supply_view = None


def _pile_key(game, card: Card) -> str:
    """The key in `piles` and `pile_tokens` of the supply pile `card` was just taken from: `card` itself,
    but for a card of a mixed pile, whose entry (and tokens) `_next_top` keyed by the card under it (or
    by the pile's name once empty): Embargo's and Trade Route's tokens of the pile it was bought from."""
    if not game.mixed:
        return card
    pile = game.mixed_pile_of(card)
    if pile is None:
        return card
    cards = game.mixed[pile]
    return cards[-1] if cards else pile


def return_to_supply(game, player: Player, cards: Sequence[str], source: str = "hand") -> None:
    """`player` puts `cards` from its hand (`source` ``"aside"``: from the cards it set aside, Encampment)
    back onto their supply piles (Ambassador), in order; a card of a mixed or split pile goes on its top (the
    pile is then keyed by it). Event ``return`` (public). Raises ValueError for a card not there or without
    a pile in this game's supply."""
    place = player.aside if source == "aside" else player.hand
    for card in cards:
        card = SPECS[card].name
        pile = game.mixed_pile_of(card)
        if pile is None and card not in game.piles:
            raise ValueError(f"{card} has no supply pile to return to")
        place.remove(card)
        if pile is None:
            game.piles[card] += 1
            continue
        cards_of = game.mixed[pile]
        old = cards_of[-1] if cards_of else pile
        cards_of.append(card)
        game._mixed_of.pop(old, None)
        game._mixed_of[card] = pile
        items = list(game.piles.items())
        game.piles.clear()
        game.piles.update((card if key == old else key, count) for key, count in items)
        game.piles[card] += 1
        if old in game.pile_tokens and old != card:
            game.pile_tokens[card] = game.pile_tokens.pop(old)
        game._cost_order = None
    if cards:
        game._supply_view = None
        game.emit("return", player, tuple(cards))


def mixed_pile_of(game, card: str) -> str | None:
    """The mixed or split pile of this game that `card` belongs to (`MIXED_PILES`: ``"ruins"``,
    ``"knights"``, ``"castles"``; `SPLIT_PILES`: ``"encampment"`` for Encampment and Plunder), or None
    (Ambassador returns a Ruins that is not the top one onto it)."""
    for pile in game.mixed:
        if pile in SPLIT_PILES:
            if card == pile or card == SPLIT_PILES[pile]:
                return pile
        elif MIXED_PILES[pile][0] in SPECS[card].types:
            return pile
    return None


def pile_top(game, pile: str) -> Card | None:
    """The top card of the supply pile `pile` (a mixed or split pile by its name, ``"ruins"``, ``"knights"``,
    ``"castles"``, ``"encampment"``; any other pile by its card), or None when it is empty or not in the
    game."""
    if pile in game.mixed:
        return game.mixed[pile][-1] if game.mixed[pile] else None
    return pile if game.piles.get(pile, 0) > 0 else None


def card_names(game) -> tuple[str, ...]:
    """Every card this game holds or may hold, once each, in the canonical order: its supply piles
    (empty or not), every card its mixed piles are made of (every Ruins and Knight, whether the shuffled
    pile holds it or not: only a mixed pile's top card is public), its non-supply piles and the starting
    cards (what a `name_a_card` decision offers)."""
    names = set(game.piles) | set(game.non_supply) | set(game._starting_deck())
    for pile in game.mixed:
        # Every card the mixed pile is made of, not those it holds: only its top card is public, and
        # options left out would tell which Ruins the shuffled pile lacks.
        names.update(mixed_pile_cards(pile))
    return tuple(sorted(names, key=_order))


def non_supply_cards(game, kind: str | None = None) -> tuple[Card, ...]:
    """The distinct cards with a copy left in the game's non-supply piles (`non_supply`), in the canonical
    order; of the type `kind` only when given (``"prize"``: the Prize pile of Tournament, five different
    cards; ``"reward"``: Joust's). Empty when those piles are empty (Tournament's Prize pile used up)."""
    return tuple(
        sorted(
            (
                card
                for card, count in game.non_supply.items()
                if count > 0 and (kind is None or kind in SPECS[card].types)
            ),
            key=_order,
        )
    )


def empty_piles(game) -> int:
    """How many supply piles are empty."""
    return len(game.supply().empty)


def supply(game) -> Supply:
    """Every card copy left in the supply, pile by pile in the canonical order (the view's `supply`): a
    `referee.rules.supply.Supply`, which stands for that tuple and carries the pile counts (`piles`)
    and the empty piles (`empty`). Kept until the supply changes; a gain makes the next one from it."""
    view = game._supply_view
    if view is None:
        view = game._supply_view = Supply(game.piles)
    return view


def set_pile(game, card: Card, count: int) -> None:
    """Set the supply pile of `card` to `count` copies (for tests and tools; the caller owns the totals).

    Raises ValueError if `card` has no pile in this game's supply or `count` is negative.
    """
    if card not in game.piles:
        raise ValueError(f"{card} has no pile in the supply of {game.rules.name}")
    if count < 0:
        raise ValueError(f"a pile cannot hold {count} cards")
    game.piles[card] = count
    game._supply_view = None


def _take(game, card: Card) -> None:
    count = game.piles.get(card, 0)
    if count < 1:
        raise ValueError(f"there is no {card} in the supply")
    if game.endless_supply:
        return
    game.piles[card] = count - 1
    if game._mixed_of and card in game._mixed_of:
        game._next_top(card)
        return
    view = game._supply_view
    if view is not None:
        # One copy fewer: the next view's supply is this one with one count lowered.
        game._supply_view = view.taken(card)


def add_pile_token(game, pile: str, kind: str, count: int = 1) -> None:
    """Put `count` tokens `kind` (``"embargo"``, ``"trade-route"``) on the supply pile of `pile`; the
    gain path then runs what they do (docs/rules-core.md). Raises ValueError for a pile not in the
    supply."""
    if pile not in game.piles:
        raise ValueError(f"{pile} has no pile in this game's supply")
    counts = game.pile_tokens.setdefault(pile, {})
    counts[kind] = counts.get(kind, 0) + count
    game._watched = True
    game._plain = False
