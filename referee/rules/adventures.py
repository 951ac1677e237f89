"""The cards of Adventures whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`. docs/rules-core.md describes the API; docs/landscapes.md, section 6, the design
of the set's machinery.

The Tavern mat is the core's (`Game.to_tavern`, `Game.call_reserves`, the ``call`` decision kind): a Reserve
card's effect ends by putting it onto its owner's Tavern mat, and its spec names the moment it may be called
(`call_at`) and what calling it does (`on_call`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    from_hand,
    gain_decision,
    look_at_top,
    trash_from_hand,
    unaffected,
    victims,
)
from referee.rules.spec import (
    ACTION,
    ATTACK,
    TREASURE,
    CardSpec,
    Gained,
    LandscapeSpec,
    Played,
    landscape,
    spec,
)
from referee.rules.tokens import MINUS_CARD, MINUS_COIN, trashing_token

if TYPE_CHECKING:
    from referee.rules.player import Player


def _to_tavern(game, player: Player, this: Played):
    """A Reserve card's effect after its numbers: onto the Tavern mat."""
    game.to_tavern(player, this)
    return
    yield


def _ratcatcher_called(game, player: Player, this: Played):
    yield from trash_from_hand(game, player, "ratcatcher", 1, 1, "trash a card from your hand")


def _guide_called(game, player: Player, this: Played):
    if player.hand:
        yield from game.discard(player, list(player.hand))
    if not player.gone:
        game.draw(player, 5)


SET_SPECS: tuple[CardSpec, ...] = (
    spec("ratcatcher", cards=1, actions=1, effect=_to_tavern, call_at="start", on_call=_ratcatcher_called),
    spec("guide", cards=1, actions=1, effect=_to_tavern, call_at="start", on_call=_guide_called),
)
"""Every Adventures card whose rules are built (`TOKEN_CARDS` join it below)."""


# ==== advtokens44: Adventures' events and the token cards (docs/landscapes.md, section 6) ==================


def _alms(game, player: Player, name: str):
    if any(TREASURE in game.types(card) for card in player.plays):
        return
    chosen = yield gain_decision(game, player, "alms", 4, upfront=False)
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _borrow(game, player: Player, name: str):
    game.buys += 1
    if not player.tokens.get(MINUS_CARD):
        game.take_token(player, MINUS_CARD)
        game.coins += 1
    return
    yield


def _quest(game, player: Player, name: str):
    hand = player.hand
    ways = []
    if any(ATTACK in game.types(card) for card in hand):
        ways.append("attack")
    if hand.count("curse") >= 2:
        ways.append("two-curses")
    if len(hand) >= 6:
        ways.append("six-cards")
    if not ways:
        return
    way = yield choose(
        player,
        "quest",
        ways,
        "discard an attack card (attack), two Curses (two-curses) or six cards (six-cards) to gain a Gold, "
        "or nothing",
        optional=True,
    )
    if not way or player.gone:
        return
    if way[0] == "two-curses":
        discarded = ["curse", "curse"]
    else:
        attack = way[0] == "attack"
        count = 1 if attack else 6
        discarded = yield from_hand(
            player,
            "quest",
            "discard",
            count,
            count,
            "discard an attack card" if attack else "discard six cards",
            types=ATTACK if attack else None,
            upfront=False,
        )
        if player.gone:
            return
    yield from game.discard(player, list(discarded))
    if not player.gone:
        yield from game.gain(player, "gold")


SAVED = "save"
"""The hidden mat (a key `protocol.MATS` does not name) of the card Save set aside until the clean-up's
draw."""


def _save(game, player: Player, name: str):
    game.buys += 1
    if not player.hand:
        return
    chosen = yield from_hand(
        player, "save", "set-aside", 1, 1, "set a card aside until your next hand", upfront=False
    )
    if chosen and not player.gone:
        player.hand.remove(chosen[0])
        player.mats.setdefault(SAVED, []).append(chosen[0])


def _save_returns(game, player: Player) -> None:
    """After the clean-up's draw, the card Save set aside joins the hand."""
    saved = player.mats.pop(SAVED, None)
    if saved:
        player.hand.extend(saved)


def _save_setup(game, players: int) -> None:
    game.after_draw_rules.append(_save_returns)


def _scouting_party(game, player: Player, name: str):
    game.buys += 1
    looked = look_at_top(game, player, 5)
    if not looked:
        return
    count = min(3, len(looked))
    discarded = yield Decision(
        player.name,
        "scouting-party",
        "discard",
        tuple(sorted(looked)),
        count,
        count,
        "revealed",
        f"you look at {' '.join(sorted(looked))}: discard {count} of them, the rest go back",
        rule=f"scouting-party discards {count} of the cards looked at",
    )
    if player.gone:
        return
    yield from game.discard(player, list(discarded), source="aside")
    if player.gone or not player.aside:
        return
    order: tuple[str, ...] = tuple(player.aside)
    if len(set(order)) > 1:
        order = yield Decision(
            player.name,
            "scouting-party",
            "topdeck",
            tuple(sorted(order)),
            len(order),
            len(order),
            "revealed",
            "put the cards back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
            rule="scouting-party puts back every card not discarded",
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _fair_watches(game, owner: Player, card: str, gained: Gained):
    if gained.to == "deck" or gained.moved or gained.to not in ("discards", "hand"):
        return
    chosen = yield choose(
        owner,
        "travelling-fair",
        ("topdeck",),
        f"put the {gained.card} you gained onto your deck",
        optional=True,
    )
    if chosen and not owner.gone:
        game.move_gained(gained, "deck")


def _travelling_fair(game, player: Player, name: str):
    game.buys += 2
    game.watch_this_turn(player, "travelling-fair", gain=_fair_watches)
    return
    yield


def _bonfire(game, player: Player, name: str):
    if not player.plays:
        return
    chosen = yield Decision(
        player.name,
        "bonfire",
        "trash",
        tuple(sorted(player.plays)),
        0,
        min(2, len(player.plays)),
        "play",
        "trash up to 2 of your cards in play",
        rule="bonfire trashes up to 2 of your cards in play",
    )
    if chosen and not player.gone:
        yield from game.trash_cards(player, chosen, source="plays")


def _expedition(game, player: Player, name: str):
    game.clean_up_draw += 2
    return
    yield


def _moves_token(token: str, what: str):
    """The `on_buy` of an event that moves `player`'s `token` onto an action supply pile it chooses."""

    def on_buy(game, player: Player, name: str):
        yield from game.choose_pile_for(
            player, name, token, f"put your {token} token on an action supply pile: {what}"
        )

    return on_buy


def _plan_setup(game, players: int) -> None:
    game.buy_rules.append(trashing_token)


def _mission_turn(game, player: Player, this: Played):
    # The turn Mission gave: no card may be bought in it (events may), as a Contraband naming every pile.
    game.contraband = set(game.piles)
    return
    yield


def _mission(game, player: Player, name: str):
    if game.extra_turn(player) or (not game.after_own_turn and player.name in game.extra_turns):
        game.stay(player, Played("mission"), _mission_turn)
    return
    yield


def _pilgrimage(game, player: Player, name: str):
    if not game.turn_journey(player):
        return
    options = tuple(sorted({card for card in player.plays if game.piles.get(card, 0) > 0}))
    if not options:
        return
    chosen = yield Decision(
        player.name,
        "pilgrimage",
        "gain",
        options,
        0,
        min(3, len(options)),
        "play",
        "gain a copy of each of up to 3 differently named cards you have in play",
        rule="pilgrimage gains copies of up to 3 differently named cards you have in play",
    )
    for card in dict.fromkeys(chosen):
        if player.gone:
            return
        yield from game.gain(player, card)


def _ball(game, player: Player, name: str):
    game.take_token(player, MINUS_COIN)
    for _ in range(2):
        chosen = yield gain_decision(game, player, "ball", 4, upfront=False)
        if not chosen or player.gone:
            return
        yield from game.gain(player, chosen[0])


def _raid(game, player: Player, name: str):
    for _ in range(player.plays.count("silver")):
        if player.gone or not (yield from game.gain(player, "silver")):
            break
    for other in game.others(player.name):
        game.take_token(other, MINUS_CARD)


def _seaway(game, player: Player, name: str):
    chosen = yield gain_decision(game, player, "seaway", 4, types=ACTION, upfront=False)
    if not chosen or player.gone:
        return
    pile = game.mixed_pile_of(chosen[0]) if game.mixed else None
    if (yield from game.gain(player, chosen[0])) and not player.gone:
        game.move_token(player, "+buy", pile or chosen[0])


def _trade(game, player: Player, name: str):
    if not player.hand:
        return
    chosen = yield from_hand(
        player, "trade", "trash", 0, 2, "trash up to 2 cards: a Silver for each", upfront=False
    )
    if not chosen or player.gone:
        return
    yield from game.trash_cards(player, chosen)
    for _ in chosen:
        if player.gone:
            return
        yield from game.gain(player, "silver")


EVENTS: tuple[LandscapeSpec, ...] = (
    landscape("alms", on_buy=_alms, once="turn"),
    landscape("borrow", on_buy=_borrow, once="turn"),
    landscape("quest", on_buy=_quest),
    landscape("save", on_buy=_save, setup=_save_setup, once="turn"),
    landscape("scouting-party", on_buy=_scouting_party),
    landscape("travelling-fair", on_buy=_travelling_fair),
    landscape("bonfire", on_buy=_bonfire),
    landscape("expedition", on_buy=_expedition),
    landscape("ferry", on_buy=_moves_token("-cost", "its cards cost 2 less on your turns")),
    landscape(
        "plan",
        on_buy=_moves_token("trashing", "buying one of its cards lets you trash a card"),
        setup=_plan_setup,
    ),
    landscape("mission", on_buy=_mission, once="turn"),
    landscape("pilgrimage", on_buy=_pilgrimage, once="turn"),
    landscape("ball", on_buy=_ball),
    landscape("raid", on_buy=_raid),
    landscape("seaway", on_buy=_seaway),
    landscape("trade", on_buy=_trade),
    landscape("lost-arts", on_buy=_moves_token("+action", "playing one of its cards gives +1 action first")),
    landscape("training", on_buy=_moves_token("+coin", "playing one of its cards gives +1 coin first")),
    landscape("pathfinding", on_buy=_moves_token("+card", "playing one of its cards gives +1 card first")),
)
"""Adventures' events whose rules are built (advtokens44)."""

SET_LANDSCAPES: tuple[LandscapeSpec, ...] = EVENTS
"""Every Adventures landscape whose rules are built."""

GIANT_TRASHES = (3, 6)
"""The coin costs (inclusive) of a top card Giant's attack trashes; any other is discarded for a Curse."""


def _bridge_troll(game, player: Player, this: Played):
    for victim in victims(game, player, "bridge-troll"):
        if not (yield from unaffected(game, victim, player, "bridge-troll")):
            game.take_token(victim, MINUS_COIN)
    game.stay(player, this)


def _bridge_troll_at_start(game, player: Player, this: Played):
    game.buys += 1
    return
    yield


def _giant(game, player: Player, this: Played):
    if not game.turn_journey(player):
        game.coins += 1
        return
    game.coins += 5
    low, high = GIANT_TRASHES
    for victim in victims(game, player, "giant"):
        if (yield from unaffected(game, victim, player, "giant")):
            continue
        card = game.reveal_top(victim)
        if card is None:
            continue
        if low <= game.cost(card) <= high:
            yield from game.trash_cards(victim, [card], source="aside")
        else:
            yield from game.discard(victim, [card], source="aside")
            if not victim.gone:
                yield from game.gain(victim, "curse")


def _ranger(game, player: Player, this: Played):
    if game.turn_journey(player):
        game.draw(player, 5)
    return
    yield


def _relic(game, player: Player, this: Played):
    for victim in victims(game, player, "relic"):
        if not (yield from unaffected(game, victim, player, "relic")):
            game.take_token(victim, MINUS_CARD)


TOKEN_CARDS: tuple[CardSpec, ...] = (
    spec(
        "bridge-troll",
        buys=1,
        effect=_bridge_troll,
        at_start=_bridge_troll_at_start,
        cost_modifier=lambda game, card: 1,
    ),
    spec("giant", effect=_giant),
    spec("ranger", buys=1, effect=_ranger),
    spec("relic", coins=2, effect=_relic),
)
"""Adventures' cards that use the player tokens (advtokens44)."""

SET_SPECS += TOKEN_CARDS
