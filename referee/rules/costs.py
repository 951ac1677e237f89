"""What a card costs and whether it may be bought now, in a game: its types in the game's edition, its cost
in coins (its own rule, this turn's reductions, the cost modifiers in play) and potions, and the one buy rule
(`check_buy`, judged in a view: `referee.rules.legality` and `referee.views.buy_refusal` both ask it).

Functions over a `referee.rules.game.Game` (`game`), bound as its methods. A base-game kingdom reads the
printed costs (`Game._costs_plain`).
"""

from __future__ import annotations

from protocol.catalogue import EVENT, LANDSCAPES
from protocol.messages import Card, State, StateV5, StateV6
from referee.rules.cards import MAY_BUY
from referee.rules.kingdoms import MIXED_PILES, ORDERED_PILE_OF
from referee.rules.spec import COST, SPECS


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
    if game.player_tokens:
        less += game.cost_token_less(card)  # the current player's -2 cost token (Adventures)
    return max(0, cost - less)


def potion_cost(game, card: str) -> int:
    """The potions in `card`'s cost now: 1 for a card whose cost has a potion (Alchemy), else 0."""
    return 1 if SPECS[card].potion else 0


def check_buy(state: State, card: Card) -> str | None:
    """The one buy rule: why `(buy card)` is illegal in the view `state`, in words quoting the play, or None
    when it is legal: a buy left, a card of the game left in the supply (a mixed pile bought by its top
    card's name), its cost (`view_cost`) within the coins, the card's own condition (`MAY_BUY`: Grand Market
    with a Copper in play), and in a v5 view a potion for a cost with one and no ban (`banned`: Contraband's
    named card). `referee.rules.legality.check_play` judges every buy with it, and `referee.views.buy_refusal`
    a buy in the game's current view. In a v6 view (`StateV6`) `card` may be an event of the game (bought for
    its cost in coins, which no card-cost reduction lowers), and a player with debt pays it off with its coins
    first: a buy is legal only with no debt left after paying, and the cost within the coins left."""
    if state.buys < 1:
        return f"(buy {card}) needs 1 buy; you have 0 (each buy uses one)"
    if card not in COST:
        if card in LANDSCAPES:
            return _event_condition(state, card)
        return f"(buy {card}): {card} is not a card of the game"
    if card not in state.supply:
        if card in MIXED_PILES:
            kind = MIXED_PILES[card][0]
            top = next((c for c in dict.fromkeys(state.supply) if kind in SPECS[c].types), None)
            if top is not None:
                return f"(buy {card}): the {card} pile's cards are bought by the top card's name: (buy {top})"
            kingdom = getattr(state, "kingdom", None)
            if kingdom is not None and not any(k == card or card in SPECS[k].needs for k in kingdom):
                return f"(buy {card}): this game has no {card} pile"
            return f"(buy {card}): the {card} pile is empty"
        if card in ORDERED_PILE_OF:
            pile = ORDERED_PILE_OF[card]
            return (
                f"(buy {card}): {card} is not on top of the {pile} pile (only a split pile's or the Castles' "
                "top card may be bought), or the pile is not in this game"
            )
        if not SPECS[card].supply:
            # Spoils, Madman, Mercenary, the Prizes, the Shelters: never in the supply, never bought.
            return f"(buy {card}): {card} is never in the supply and cannot be bought (only gained by a card)"
        return f"(buy {card}): there is no {card} left in the supply (empty pile, or not in this game)"
    return buy_condition(state, card)


def buy_condition(state: State, card: Card) -> str | None:
    """The part of the one buy rule (`check_buy`) past the buy left and the card in the supply: the cost
    within the coins, the card's own condition, a potion and no ban; for a card of `state.supply` with a
    buy left (`referee.rules.legality.legal_plays` lists the buys so)."""
    coins = state.coins
    debt = state.debt[0][1] if isinstance(state, StateV6) and state.debt else 0
    if debt:
        refusal = _debt_refusal(card, debt, coins)
        if refusal is not None:
            return refusal
        coins -= debt
    if COST[card] > coins:
        # Costs only ever go down from the printed ones (Bridge, Quarry, Peddler...): a view whose costs
        # differ says so (a v5 view's `costs`), and only a printed cost above the coins needs a look.
        cost = view_cost(state, card)
        if cost > coins:
            return f"(buy {card}) needs {cost} coins, you have {coins}{_paid(debt)}"
    if MAY_BUY and card in MAY_BUY:
        refusal = MAY_BUY[card](state.plays)
        if refusal is not None:
            return f"(buy {card}): {refusal}"
    if isinstance(state, StateV5):
        if SPECS[card].potion and state.potions < 1:
            return f"(buy {card}) needs a potion, you have none"
        if card in state.banned:
            # The card's own condition is judged above: what else bans a buy is a Contraband's name.
            return (
                f"(buy {card}): {card} was named for a contraband this turn and may not be bought "
                "(it is in the state's banned)"
            )
    return None


def _event_condition(state: State, name: str) -> str | None:
    """The one buy rule for the event `name` (a buy left is judged already): an event of the game (a v6
    view's `events`), no debt left once the coins paid it off, and its printed cost in coins within the coins
    left (an event is no card: "cards cost less" never lowers it; docs/landscapes.md, "Buying")."""
    facts = LANDSCAPES[name]
    if facts.kind != EVENT:
        return f"(buy {name}): {name} is a landmark, which is never bought"
    if not isinstance(state, StateV6) or name not in state.events:
        return f"(buy {name}): {name} is not an event of this game"
    coins = state.coins
    debt = state.debt[0][1] if state.debt else 0
    if debt:
        refusal = _debt_refusal(name, debt, coins)
        if refusal is not None:
            return refusal
        coins -= debt
    if facts.cost > coins:
        return f"(buy {name}) needs {facts.cost} coins, you have {coins}{_paid(debt)}"
    return None


def _debt_refusal(name: str, debt: int, coins: int) -> str | None:
    """Why nothing may be bought with `debt` and `coins`: debt left once the coins paid what they can."""
    if debt > coins:
        return (
            f"(buy {name}): you have {debt} debt and {coins} coins to pay it off with; "
            "nothing may be bought while debt is left"
        )
    return None


def _paid(debt: int) -> str:
    return f" once your {debt} debt is paid off" if debt else ""


def view_cost(state: State, card: Card) -> int:
    """What `card` costs in coins in the view `state`: the view's own cost where it lists one that differs
    from the printed one (a v5 view's ``costs``: pairs of card and coins, or a mapping), else the printed
    cost."""
    costs = getattr(state, "costs", None)
    if costs:
        cost = dict(costs).get(card)
        if cost is not None:
            return cost
    return COST[card]


def reduce_costs(game, coins: int) -> None:
    """Every card costs `coins` less for the rest of this turn (Bridge; never below 0: `cost`)."""
    game.reduction += coins
    game._costs_plain = False
    game._plain = False
