"""The cards of Hinterlands (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`. docs/rules-core.md describes the API; docs/rules.md each card's rulings.

A card only one edition's box holds is played in any game that names it (as Base's and Intrigue's removed
cards are); a card both boxes hold and whose texts differ reads `game.edition` (Farmland, Develop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import (
    ORDER,
    SPECS,
    VICTORY,
    CardSpec,
    Gained,
    Played,
    choose,
    from_hand,
    gain_decision,
    militia_discard,
    spec,
    this_turn,
    unaffected,
    victims,
)
from referee.rules.decisions import Decision

if TYPE_CHECKING:
    from referee.rules.game import Game, Player


def sort_cards(cards) -> tuple[str, ...]:
    """`cards` in the canonical card order (`referee.rules.cards.sort_cards` is defined after the set modules
    are collected, so a set module cannot import it)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def _current(game: Game, player: Player) -> bool:
    """Whether it is `player`'s turn (a +coins of a trigger helps only the player whose turn it is)."""
    return game.player is player


def _without(cards, taken) -> list[str]:
    """`cards` less one copy of each of `taken` (a multiset difference, order kept)."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


def _look_at_top(game: Game, player: Player, count: int) -> list[str]:
    """`player` takes up to `count` cards from the top of its deck (shuffling its discards in when the deck
    runs out) and sets them aside (`Player.aside`), unseen by the others; returns them, top first."""
    looked = []
    for _ in range(count):
        card = game.take_top(player)
        if card is None:
            break
        looked.append(card)
    player.aside.extend(looked)
    return looked


def _put_back(game: Game, player: Player, rest: list[str], card: str):
    """`player` puts `rest` (cards it set aside) back onto its deck in the order it picks (an ordered
    `topdeck` decision of source ``revealed`` when the order matters: the first chosen ends on top)."""
    order = tuple(rest)
    if len(set(rest)) > 1:
        order = yield Decision(
            player.name,
            card,
            "topdeck",
            sort_cards(rest),
            len(rest),
            len(rest),
            "revealed",
            "put these cards back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _exact_cost_options(game: Game, coins: tuple[int, ...], potion: int) -> tuple[str, ...]:
    """The supply cards with a copy left costing exactly one of `coins` (now: `Game.cost`) and `potion`
    potions."""
    return tuple(
        c
        for c, count in game.piles.items()
        if count > 0 and game.cost(c) in coins and game.potion_cost(c) == potion
    )


def _exact_gain(card: str, player: Player, options: tuple[str, ...], prompt: str, rule: str) -> Decision:
    """A compulsory `gain` decision among `options` (none: a decision with no option, min 0)."""
    n = min(1, len(options))
    return Decision(player.name, card, "gain", options, n, n, "supply", prompt, rule=rule)


# ---- the cards --------------------------------------------------------------------------------------------


def _oasis(game: Game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(player, "oasis", "discard", 1, 1, "discard a card", upfront=False)
    if not player.gone:
        game.discard_from_hand(player, chosen)


def _spice_merchant(game: Game, player: Player, this: Played):
    treasures = tuple(c for c in player.hand if c in game.values)
    if not treasures:
        return
    chosen = yield Decision(
        player.name,
        "spice-merchant",
        "trash",
        sort_cards(treasures),
        0,
        1,
        "hand",
        "you may trash a treasure from your hand (then choose +2 cards +1 action, or +2 coins +1 buy)",
        rule="spice-merchant trashes a treasure",
    )
    if player.gone or not chosen:
        return
    yield from game.trash_cards(player, chosen)
    picked = yield choose(
        player,
        "spice-merchant",
        ("+cards", "+coins"),
        "choose +2 cards and +1 action, or +2 coins and +1 buy",
    )
    if player.gone:
        return
    if picked == ("+cards",):
        game.draw(player, 2)
        game.actions += 1
    else:
        game.coins += 2
        game.buys += 1


def _stables(game: Game, player: Player, this: Played):
    treasures = tuple(c for c in player.hand if c in game.values)
    if not treasures:
        return
    chosen = yield Decision(
        player.name,
        "stables",
        "discard",
        sort_cards(treasures),
        0,
        1,
        "hand",
        "you may discard a treasure for +3 cards and +1 action",
        rule="stables discards a treasure",
    )
    if player.gone or not chosen:
        return
    game.discard_from_hand(player, chosen)
    game.draw(player, 3)
    game.actions += 1


def _crossroads(game: Game, player: Player, this: Played):
    memo = this_turn(game)
    first = not memo.get("crossroads")
    memo["crossroads"] = memo.get("crossroads", 0) + 1
    if player.hand:
        game.emit("reveal", player, tuple(player.hand))
    game.draw(player, sum(1 for c in player.hand if VICTORY in SPECS[c].types))
    if first:
        game.actions += 3
    return
    yield


def _margrave(game: Game, player: Player, this: Played):
    for victim in victims(game, player, "margrave"):
        if (yield from unaffected(game, victim, player, "margrave")):
            continue
        game.draw(victim, 1)
        decision = militia_discard(victim.name, victim.hand, player.name)
        if decision is None:
            continue
        chosen = yield Decision(
            victim.name,
            "margrave",
            "discard",
            decision.options,
            decision.min,
            decision.max,
            "hand",
            f"{player.name}'s margrave: discard down to 3 cards in hand",
            ordered=True,
            target=None,
            rule="margrave makes you discard down to 3 cards",
        )
        if not victim.gone:
            game.discard_from_hand(victim, tuple(reversed(chosen)))


def _jack_of_all_trades(game: Game, player: Player, this: Played):
    yield from game.gain(player, "silver")
    if player.gone:
        return
    looked = _look_at_top(game, player, 1)
    if looked:
        chosen = yield Decision(
            player.name,
            "jack-of-all-trades",
            "discard",
            tuple(looked),
            0,
            1,
            "revealed",
            f"discard the top card of your deck ({looked[0]}) or leave it there",
        )
        if player.gone:
            return
        if chosen:
            game.discard_aside(player, chosen)
        else:
            game.topdeck_aside(player, looked)
    if len(player.hand) < 5:
        game.draw(player, 5 - len(player.hand))
    others = sort_cards(c for c in player.hand if c not in game.values)
    if not others:
        return
    chosen = yield Decision(
        player.name,
        "jack-of-all-trades",
        "trash",
        others,
        0,
        1,
        "hand",
        "you may trash a card from your hand that is not a treasure",
        rule="jack-of-all-trades trashes a card that is not a treasure",
    )
    if not player.gone and chosen:
        yield from game.trash_cards(player, chosen)


def _cartographer(game: Game, player: Player, this: Played):
    looked = _look_at_top(game, player, 4)
    if not looked:
        return
    discarded = yield Decision(
        player.name,
        "cartographer",
        "discard",
        sort_cards(looked),
        0,
        len(looked),
        "revealed",
        "discard any of the top cards you looked at (the rest go back in the order you pick)",
    )
    if player.gone:
        return
    game.discard_aside(player, discarded)
    rest = _without(looked, discarded)
    if rest:
        yield from _put_back(game, player, rest, "cartographer")


def _silk_road(cards) -> int:
    return sum(1 for c in cards if VICTORY in SPECS[c].types) // 4


def _embassy(game: Game, player: Player, this: Played):
    count = min(3, len(player.hand))
    if not count:
        return
    chosen = yield from_hand(
        player, "embassy", "discard", count, count, f"discard {count} cards", upfront=False
    )
    if not player.gone:
        game.discard_from_hand(player, chosen)


def _embassy_gained(game: Game, player: Player, gained: Gained):
    for other in game.others(player.name):
        yield from game.gain(other, "silver")


def _cache_gained(game: Game, player: Player, gained: Gained):
    for _ in range(2):
        yield from game.gain(player, "copper")


def _nomad_camp_gained(game: Game, player: Player, gained: Gained):
    game.move_gained(gained, "deck")
    return
    yield


def _nomads_coins(game: Game, player: Player, record):
    if _current(game, player):
        game.coins += 2
    return
    yield


def _border_village_gained(game: Game, player: Player, gained: Gained):
    most = game.cost("border-village") - 1
    if most < 0:
        return
    decision = gain_decision(
        game,
        player,
        "border-village",
        most,
        upfront=False,
        rule=f"border-village gains a card costing less than itself (at most {most})",
    )
    chosen = yield decision
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _farmland(game: Game, player: Player, gained: Gained):
    if not player.hand:
        return
    trashed = yield from_hand(
        player,
        "farmland",
        "trash",
        1,
        1,
        "trash a card from your hand (then gain one costing exactly 2 more)",
        upfront=False,
    )
    if player.gone or not trashed:
        return
    card = trashed[0]
    cost, potion = game.cost(card), game.potion_cost(card)
    yield from game.trash_cards(player, trashed)
    options = _exact_cost_options(game, (cost + 2,), potion)
    chosen = yield _exact_gain(
        "farmland",
        player,
        options,
        f"gain a card costing exactly {cost + 2} (2 more than the trashed {card})",
        f"farmland gains a card costing exactly {cost + 2}, 2 more than {card}",
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _farmland_bought(game: Game, player: Player, gained: Gained):
    if game.edition == 1:
        yield from _farmland(game, player, gained)


def _farmland_gained(game: Game, player: Player, gained: Gained):
    if game.edition != 1:
        yield from _farmland(game, player, gained)


def _develop(game: Game, player: Player, this: Played):
    if not player.hand:
        return
    least = 1 if game.edition == 1 else 0
    trashed = yield from_hand(
        player,
        "develop",
        "trash",
        least,
        1,
        "trash a card from your hand (then gain one costing 1 more and one costing 1 less, onto your deck)"
        if least
        else "you may trash a card from your hand (then gain one costing 1 more and one costing 1 less, onto "
        "your deck)",
        upfront=False,
    )
    if player.gone or not trashed:
        return
    card = trashed[0]
    cost, potion = game.cost(card), game.potion_cost(card)
    yield from game.trash_cards(player, trashed)
    wanted = [cost + 1, cost - 1]
    while wanted:
        options = _exact_cost_options(game, tuple(wanted), potion)
        if not options:
            return
        costs = " or ".join(str(c) for c in wanted)
        chosen = yield _exact_gain(
            "develop",
            player,
            options,
            f"gain a card costing exactly {costs} onto your deck (the one gained second ends on top)",
            f"develop gains a card costing exactly {costs} (1 more or 1 less than {card})",
        )
        if not chosen or player.gone:
            return
        wanted.remove(game.cost(chosen[0]))
        yield from game.gain(player, chosen[0], to="deck")


CARDS: tuple[CardSpec, ...] = (
    spec("oasis", cards=1, actions=1, coins=1, effect=_oasis),
    spec("spice-merchant", effect=_spice_merchant),
    spec("stables", effect=_stables),
    spec("crossroads", effect=_crossroads),
    spec("highway", cards=1, actions=1, cost_modifier=lambda game, card: 1),
    spec("margrave", cards=3, buys=1, effect=_margrave),
    spec("jack-of-all-trades", effect=_jack_of_all_trades),
    spec("cartographer", cards=1, actions=1, effect=_cartographer),
    spec("silk-road", points=_silk_road),
    spec("embassy", cards=5, effect=_embassy, on_gain=_embassy_gained),
    spec("cache", coins=3, on_gain=_cache_gained),
    spec("nomad-camp", buys=1, coins=2, on_gain=_nomad_camp_gained),
    spec("nomads", buys=1, coins=2, on_gain=_nomads_coins, on_trash=_nomads_coins),
    spec("border-village", cards=1, actions=2, on_gain=_border_village_gained),
    spec("farmland", vp=2, on_buy=_farmland_bought, on_gain=_farmland_gained),
    spec("develop", effect=_develop),
)

SET_SPECS: tuple[CardSpec, ...] = CARDS
"""Every Hinterlands card whose rules are built."""
