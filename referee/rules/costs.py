"""What a card costs and whether it may be bought now, in a game: its types in the game's edition, its cost
in coins (its own rule, this turn's reductions, the cost modifiers in play) and potions, and the one buy rule
(`buy_refusal`).

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. A base-game kingdom reads the
printed costs (`Game._costs_plain`).
"""

from __future__ import annotations

from referee.rules.cards import COST, SPECS
from referee.rules.player import Player


def types(game, card: str) -> frozenset[str]:
    """The types `card` has in this game: its spec's (the latest errata's), but in a first-edition game
    those of its first printing where an errata changed them (`CardSpec.first_types`: Prince, an action
    only in 2014; an action, duration and command since its 2022 errata). Every rule that asks whether a
    card is a Duration or a Command reads this. Raises KeyError for a card without a spec."""
    spec = SPECS[card]
    if game.edition == 1 and spec.first_types:
        return spec.first_types
    return spec.types


def cost(game, card: str) -> int:
    """What `card` costs now, in coins (never below 0): its printed cost, its own rule (`own_cost`:
    Peddler in a buy phase), less this turn's reductions (`reduction`: Bridge), less what cards in the
    current player's play reduce (`cost_modifier`: Quarry, Highway, Princess). Every reader of a cost
    (buys, gain decisions, legality, views) asks this. Raises KeyError for a card without a spec."""
    if game._costs_plain:
        return COST[card]
    spec = SPECS[card]
    listed = game._listed
    if listed is None:
        cost = spec.cost if spec.own_cost is None else spec.own_cost(game, spec.cost)
    elif card in listed:
        cost = listed[card]
    else:
        cost = spec.cost if spec.own_cost is None else spec.own_cost(game, spec.cost)
    less = game.reduction
    if game._cost_cards and game.players:
        plays = game.players[game.current].plays
        # A position's listed costs count its cards in play already: only later plays reduce further.
        for played in plays if listed is None else plays[game._listed_from :]:
            if played in game._cost_cards:
                less += SPECS[played].cost_modifier(game, card)
    return max(0, cost - less)


def potion_cost(game, card: str) -> int:
    """The potions in `card`'s cost now: 1 for a card whose cost has a potion (Alchemy), else 0."""
    return 1 if SPECS[card].potion else 0


def buy_refusal(game, card: str, player: Player | None = None) -> str | None:
    """Why the current player (or `player`) cannot buy `card` now, in words, or None when it can: a buy
    left, a copy in the supply, its cost (`cost`, `potion_cost`) within the coins and potions, and the
    card's own condition (`may_buy`: Grand Market with a Copper in play) and this turn's bans
    (`contraband`)."""
    if player is None:
        player = game.players[game.current]
    if game.buys < 1:
        return f"buying {card} needs 1 buy; there are none left"
    if game.piles.get(card, 0) < 1:
        return f"there is no {card} left in the supply (empty pile, or not in this game)"
    cost = game.cost(card)
    if cost > game.coins:
        return f"{card} costs {cost} coins, there are {game.coins}"
    if game.potion_cost(card) > game.potions:
        return f"{card} costs a potion, there is none"
    if card in game.contraband:
        return f"{card} cannot be bought this turn (named for contraband)"
    may_buy = SPECS[card].may_buy
    if may_buy is not None:
        return may_buy(player.plays)
    return None


def can_buy(game, card: str, player: Player | None = None) -> bool:
    """True when the current player (or `player`) can buy `card` now (`buy_refusal` gives the reason
    when not)."""
    return game.buy_refusal(card, player) is None


def reduce_costs(game, coins: int) -> None:
    """Every card costs `coins` less for the rest of this turn (Bridge; never below 0: `cost`)."""
    game.reduction += coins
    game._costs_plain = False
    game._plain = False
