"""The cards of Hinterlands (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`. docs/rules-core.md describes the API; docs/rules.md each card's rulings.

A card only one edition's box holds is played in any game that names it (as Base's and Intrigue's removed
cards are); a card both boxes hold and whose texts differ reads `game.edition` (Farmland, Develop).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    from_hand,
    gain_decision,
    look_at_top,
    militia_discard,
    this_turn,
    trash_from_hand,
    unaffected,
    victims,
)
from referee.rules.spec import ACTION, SPECS, TREASURE, VICTORY, CardSpec, Gained, Played, sort_cards, spec

if TYPE_CHECKING:
    from referee.rules.player import Player


def _current(game, player: Player) -> bool:
    """Whether it is `player`'s turn (a +coins of a trigger helps only the player whose turn it is)."""
    return game.player is player


def _without(cards, taken) -> list[str]:
    """`cards` less one copy of each of `taken` (a multiset difference, order kept)."""
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


def _put_back(game, player: Player, rest: list[str], card: str):
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


def _exact_cost_options(game, coins: tuple[int, ...], potion: int) -> tuple[str, ...]:
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


def _oasis(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(player, "oasis", "discard", 1, 1, "discard a card", upfront=False)
    if not player.gone:
        yield from game.discard(player, chosen)


def _spice_merchant(game, player: Player, this: Played):
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


def _stables(game, player: Player, this: Played):
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
    yield from game.discard(player, chosen)
    game.draw(player, 3)
    game.actions += 1


def _crossroads(game, player: Player, this: Played):
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


def _margrave(game, player: Player, this: Played):
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
            yield from game.discard(victim, tuple(reversed(chosen)))


def _jack_of_all_trades(game, player: Player, this: Played):
    yield from game.gain(player, "silver")
    if player.gone:
        return
    looked = look_at_top(game, player, 1)
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
            yield from game.discard(player, chosen, source="aside")
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


def _cartographer(game, player: Player, this: Played):
    looked = look_at_top(game, player, 4)
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
    yield from game.discard(player, discarded, source="aside")
    rest = _without(looked, discarded)
    if rest:
        yield from _put_back(game, player, rest, "cartographer")


def _silk_road(cards) -> int:
    return sum(1 for c in cards if VICTORY in SPECS[c].types) // 4


def _embassy(game, player: Player, this: Played):
    count = min(3, len(player.hand))
    if not count:
        return
    chosen = yield from_hand(
        player, "embassy", "discard", count, count, f"discard {count} cards", upfront=False
    )
    if not player.gone:
        yield from game.discard(player, chosen)


def _embassy_gained(game, player: Player, gained: Gained):
    for other in game.others(player.name):
        yield from game.gain(other, "silver")


def _cache_gained(game, player: Player, gained: Gained):
    for _ in range(2):
        yield from game.gain(player, "copper")


def _nomad_camp_gained(game, player: Player, gained: Gained):
    game.move_gained(gained, "deck")
    return
    yield


def _nomads_coins(game, player: Player, record):
    if _current(game, player):
        game.coins += 2
    return
    yield


def _border_village_gained(game, player: Player, gained: Gained):
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


def _farmland(game, player: Player, gained: Gained):
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
    if game.edition != 1:
        options = tuple(c for c in options if c != "farmland")  # the 2022 text: a non-Farmland card
    chosen = yield _exact_gain(
        "farmland",
        player,
        options,
        f"gain a card costing exactly {cost + 2} (2 more than the trashed {card})"
        + ("" if game.edition == 1 else ", not a farmland"),
        f"farmland gains a card costing exactly {cost + 2}, 2 more than {card}"
        + ("" if game.edition == 1 else ", not a farmland"),
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _farmland_bought(game, player: Player, gained: Gained):
    if game.edition == 1:
        yield from _farmland(game, player, gained)


def _farmland_gained(game, player: Player, gained: Gained):
    if game.edition != 1:
        yield from _farmland(game, player, gained)


def _develop(game, player: Player, this: Played):
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


def _return_gained(game, player: Player, gained: Gained) -> bool:
    """Put the card of `gained` back onto its supply pile from where the gain put it (Trader's exchange):
    False, nothing moved, when another trigger moved it already or it has no supply pile (the "lose track"
    rule). A primitive of this module: event ``return`` (public)."""
    if gained.moved or gained.source != "supply" or gained.to not in ("discards", "hand", "deck"):
        return False
    place = {"discards": player.discards, "hand": player.hand, "deck": player.deck}[gained.to]
    if gained.card not in place:
        return False
    place.pop(len(place) - 1 - place[::-1].index(gained.card))
    player._deck_view = player._discards_view = None
    gained.to = ""
    gained.moved = True
    if not game.endless_supply:
        # Through the hand, so that a card of a mixed pile (a Ruins) goes back on its pile's top.
        player.hand.append(gained.card)
        game.return_to_supply(player, [gained.card])  # event `return`
        return True
    game._supply_view = None
    game.emit("return", player, (gained.card,))
    return True


def _ill_gotten_gains(game, player: Player, this: Played):
    if not game.piles.get("copper"):
        return
    chosen = yield Decision(
        player.name,
        "ill-gotten-gains",
        "gain",
        ("copper",),
        0,
        1,
        "supply",
        "you may gain a copper into your hand",
        rule="ill-gotten-gains may gain a copper",
    )
    if chosen and not player.gone:
        yield from game.gain(player, "copper", to="hand")


def _ill_gotten_gains_gained(game, player: Player, gained: Gained):
    for other in game.others(player.name):
        yield from game.gain(other, "curse")


def _inn(game, player: Player, this: Played):
    count = min(2, len(player.hand))
    if not count:
        return
    chosen = yield from_hand(player, "inn", "discard", count, count, f"discard {count} cards", upfront=False)
    if not player.gone:
        yield from game.discard(player, chosen)


def _inn_gained(game, player: Player, gained: Gained):
    actions = sort_cards(c for c in player.discards if ACTION in SPECS[c].types)
    if not actions:
        return
    chosen = yield Decision(
        player.name,
        "inn",
        "topdeck",
        actions,
        0,
        len(actions),
        "discards",
        "choose any action cards of your discard pile to reveal and shuffle into your deck",
        rule="inn shuffles action cards of your discard pile into your deck",
    )
    if player.gone or not chosen:
        return
    for card in chosen:
        player.take_discard(player.discards.index(card))
    if gained.to == "discards" and gained.card in chosen and not gained.moved:
        # The Inn just gained is shuffled in: other triggers of this gain lose track of it.
        gained.to = ""
        gained.moved = True
    game.emit("reveal", player, tuple(chosen))
    player.deck.extend(chosen)
    game.rng.shuffle(player.deck)
    player._deck_view = player._discards_view = None
    game.emit("shuffle", player, ())
    for rule in game.shuffle_rules:  # a shuffle of the deck: Stash's placement (promo.py) is asked here too
        rule(game, player)


def _haggler_gains(game, owner: Player, card: str, gained: Gained):
    """A cheaper card that is not a victory card, for a card `owner` bought (coins less with no more
    potions, or as many coins with fewer potions: the official comparison of costs)."""
    if gained.player != owner.name or owner.gone:
        return
    coins, potions = game.cost(gained.card), game.potion_cost(gained.card)
    options = tuple(
        c
        for c, count in game.piles.items()
        if count > 0
        and VICTORY not in SPECS[c].types
        and game.potion_cost(c) <= potions
        and (game.cost(c) < coins or (game.cost(c) == coins and game.potion_cost(c) < potions))
    )
    n = min(1, len(options))
    chosen = yield Decision(
        owner.name,
        "haggler",
        "gain",
        options,
        n,
        n,
        "supply",
        f"gain a card cheaper than the {gained.card} you bought, not a victory card",
        rule=f"haggler gains a card costing less than {gained.card} that is not a victory card",
    )
    if chosen and not owner.gone:
        yield from game.gain(owner, chosen[0])


def _haggler(game, player: Player, this: Played):
    if game.edition != 1:
        game.watch_this_turn(player, "haggler", buy=_haggler_gains)
    return
    yield


def _haggler_in_play(game, owner: Player, card: str, gained: Gained):
    if game.edition == 1:
        yield from _haggler_gains(game, owner, card, gained)


def _mandarin(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(
        player, "mandarin", "topdeck", 1, 1, "put a card from your hand onto your deck", upfront=False
    )
    if not player.gone:
        game.topdeck_from_hand(player, chosen)


def _mandarin_gained(game, player: Player, gained: Gained):
    treasures = [c for c in player.plays if c in game.values]
    if not treasures:
        return
    order = tuple(treasures)
    if len(set(treasures)) > 1:
        order = yield Decision(
            player.name,
            "mandarin",
            "topdeck",
            sort_cards(treasures),
            len(treasures),
            len(treasures),
            "play",
            "put your treasures in play onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_from_play(player, order)


def _trader(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(
        player,
        "trader",
        "trash",
        1,
        1,
        "trash a card from your hand (a Silver per coin of its cost)",
        upfront=False,
    )
    if player.gone or not chosen:
        return
    silvers = game.cost(chosen[0])
    yield from game.trash_cards(player, chosen)
    for _ in range(silvers):
        yield from game.gain(player, "silver")


def _trader_concerned(game, owner: Player, gained: Gained) -> bool:
    """The second edition's Trader has something to do for its owner's gain of a card from the supply other
    than a Silver, while a Silver is left to take and no other trigger moved the card."""
    return (
        gained.player == owner.name
        and gained.card != "silver"
        and not gained.moved
        and gained.source == "supply"
        and bool(game.piles.get("silver"))
    )


def _reveals_trader(game, owner: Player, option: str, prompt: str):
    """`owner` may reveal Trader from its hand: an optional ``choose`` of `option` (``exchange`` in the
    second edition, ``instead`` in the first) asking `prompt`; revealed, event ``reveal``. A generator to
    ``yield from``: True when it revealed Trader (and is still in the game)."""
    chosen = yield choose(owner, "trader", (option,), prompt, optional=True)
    if not chosen or owner.gone:
        return False
    game.emit("reveal", owner, ("trader",))
    return True


def _trader_reacts(game, owner: Player, card: str, gained: Gained):
    """The second edition: when its owner gains a card (not a Silver), it may reveal Trader from its hand
    to exchange the card for a Silver: the card goes back to its supply pile and a Silver is taken to the
    discard pile (an exchange, not a gain: no trigger of a gain sees the Silver; with no Silver left there is
    no exchange, so nothing is asked). Not asked when another trigger already moved the card (the "lose
    track" rule) or the card has no supply pile. (A first-edition game runs `_trader_replaces` instead.)"""
    if not _trader_concerned(game, owner, gained):
        return  # an exchange happens both ways: with no Silver to take, there is none
    prompt = f"you may reveal trader to exchange the {gained.card} you gained for a silver"
    if not (yield from _reveals_trader(game, owner, "exchange", prompt)):
        return
    if not _return_gained(game, owner, gained):
        return
    # An exchange, not a gain (the rule of exchanging: the Silver taken is not gained, so
    # nothing that triggers on a gain sees it); it goes to the discard pile.
    game.piles["silver"] -= 1
    game._supply_view = None
    owner.discards.append("silver")
    owner._discards_view = None
    game.emit("gain", owner, ("silver",), "discards", exchange=gained.card)


def _trader_replaces(game, owner: Player, card: str, would: Gained):
    """The first edition (a game of edition 1; the core runs this instead of `_trader_reacts`): when its
    owner would gain a card other than a Silver, it may reveal Trader from its hand to gain a Silver instead.
    The card is never gained: it stays where it was (its pile, the trash, a non-supply pile) and no trigger
    of its gain runs (a bought card's "when you buy" still does: the core's); the Silver comes from the
    supply to the discard pile, wherever the card would have gone, and is a gain of its own (its triggers
    run; Trader is not offered for it). With no Silver left it may still be revealed: nothing is gained.
    Returns True when it replaced the gain."""
    if would.card == "silver":
        return False
    prompt = f"you may reveal trader to gain a silver instead of the {would.card} you would gain"
    if not (yield from _reveals_trader(game, owner, "instead", prompt)):
        return False
    yield from game.gain(owner, "silver")
    return True


def _fools_gold(game, player: Player, this: Played):
    memo = this_turn(game)
    if memo.get("fools-gold"):
        game.coins += 3
        this.value += 3
    memo["fools-gold"] = memo.get("fools-gold", 0) + 1
    return
    yield


def _fools_gold_concerned(game, owner: Player, gained: Gained) -> bool:
    """Fool's Gold reacts only to another player's Province (never to a gain of its owner's)."""
    return gained.player != owner.name and gained.card == "province"


def _fools_gold_reacts(game, owner: Player, card: str, gained: Gained):
    """When another player gains a Province, its owner may trash any of its Fool's Golds from the hand, each
    gaining a Gold onto the deck."""
    if gained.player == owner.name or gained.card != "province" or "fools-gold" not in owner.hand:
        return
    count = owner.hand.count("fools-gold")
    chosen = yield Decision(
        owner.name,
        "fools-gold",
        "trash",
        ("fools-gold",) * count,
        0,
        count,
        "hand",
        f"{gained.player} gained a province: you may trash "
        + (
            "your fools-gold from your hand to gain a gold"
            if count == 1
            else f"any of your {count} fools-golds from your hand, each for a gold"
        )
        + " onto your deck",
        rule="fools-gold trashes itself from your hand",
    )
    if not chosen or owner.gone:
        return
    for _ in chosen:
        game.emit("reveal", owner, ("fools-gold",))
        yield from game.trash_cards(owner, ("fools-gold",))
        yield from game.gain(owner, "gold", to="deck")


def _scheme(game, player: Player, this: Played):
    """A "this turn" effect, not one of a Scheme in play: a Scheme that Band of Misfits plays from the
    supply (never in play) still offers its card at clean-up, by the rule `_scheme_set_up` gives the game."""
    memo = this_turn(game)
    memo["scheme"] = memo.get("scheme", 0) + 1
    return
    yield


def _scheme_at_clean_up(game, player: Player):
    """Scheme's rule of the game, at clean-up before anything leaves play: for each Scheme play of the turn (a
    Throne Room's two plays: two; a Scheme no longer in play counts too: the wiki's rules clarification), the
    player may put an action card it is about to discard from play onto its deck (a duration staying in play
    is not discarded, so not offered)."""
    memo = this_turn(game)
    count = memo.pop("scheme", 0)
    for _ in range(count):
        leaving = list(player.plays)
        for entry in player.staying:
            if entry.turn == game.turn and not entry.this.moved and entry.this.card in leaving:
                leaving.remove(entry.this.card)
        actions = sort_cards(c for c in leaving if ACTION in SPECS[c].types)
        if not actions:
            return
        chosen = yield Decision(
            player.name,
            "scheme",
            "topdeck",
            actions,
            0,
            1,
            "play",
            "you may put an action card you are discarding from play onto your deck (scheme)",
            rule="scheme puts an action card you discard from play onto your deck",
        )
        if player.gone:
            return
        if chosen:
            game.topdeck_from_play(player, chosen)


def _scheme_set_up(game) -> None:
    # First of the rules: a Prince's card still in play (about to go back onto its mat) is offered, as it was
    # when Scheme was a hook of the cards in play.
    game.clean_up_rules.insert(0, _scheme_at_clean_up)


def _scheme_in_play_at_clean_up(game, player: Player, this: Played):
    """Nothing of its own: the hook marks the game as one with clean-up steps, where Scheme's rule
    (`_scheme_at_clean_up`, set up by `_scheme_set_up`) runs."""
    return
    yield


SOUK_COINS = 7
"""Souk's coins before the hand is counted."""


def _souk(game, player: Player, this: Played):
    game.coins += max(0, SOUK_COINS - len(player.hand))
    return
    yield


def _souk_gained(game, player: Player, gained: Gained):
    yield from trash_from_hand(game, player, "souk", 0, 2, "you may trash up to 2 cards from your hand")


def _wheelwright(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(
        player,
        "wheelwright",
        "discard",
        0,
        1,
        "you may discard a card to gain an action card costing as much or less",
        upfront=False,
    )
    if player.gone or not chosen:
        return
    most = game.cost(chosen[0])
    yield from game.discard(player, chosen)
    decision = gain_decision(
        game,
        player,
        "wheelwright",
        most,
        types=ACTION,
        upfront=False,
        potion=bool(game.potion_cost(chosen[0])),
        rule=f"wheelwright gains an action costing at most {most}, the discarded {chosen[0]}'s cost",
    )
    gained = yield decision
    if gained and not player.gone:
        yield from game.gain(player, gained[0])


def _witchs_hut(game, player: Player, this: Played):
    count = min(2, len(player.hand))
    if not count:
        return
    chosen = yield from_hand(
        player, "witchs-hut", "discard", count, count, f"discard {count} cards, revealed", upfront=False
    )
    if player.gone:
        return
    game.emit("reveal", player, tuple(chosen))
    yield from game.discard(player, chosen)
    if count < 2 or not all(ACTION in SPECS[c].types for c in chosen):
        return
    for victim in victims(game, player, "witchs-hut"):
        if (yield from unaffected(game, victim, player, "witchs-hut")):
            continue
        yield from game.gain(victim, "curse")


def _cauldron(game, player: Player, this: Played):
    game.buys += 1  # a treasure's +buy is its effect's (the spec's `buys` are an action's)
    return
    yield


def _cauldron_watches(game, owner: Player, card: str, gained: Gained):
    """While in play: the owner's third action card gained this turn makes every other player gain a Curse
    (each Cauldron in play: an attack of its own)."""
    if ACTION not in SPECS[gained.card].types:
        return
    count = sum(1 for g in game.turn_gains if g.player == owner.name and ACTION in SPECS[g.card].types)
    if count != 3:
        return
    for victim in victims(game, owner, "cauldron"):
        if (yield from unaffected(game, victim, owner, "cauldron")):
            continue
        yield from game.gain(victim, "curse")


def _discard_to_three(game, attacker: Player, victim: Player, card: str):
    """`victim` discards down to 3 cards in hand (Militia's decision, first chosen on top)."""
    decision = militia_discard(victim.name, victim.hand, attacker.name)
    if decision is None:
        return
    chosen = yield Decision(
        victim.name,
        card,
        "discard",
        decision.options,
        decision.min,
        decision.max,
        "hand",
        f"{attacker.name}'s {card}: discard down to 3 cards in hand",
        ordered=True,
        rule=f"{card} makes you discard down to 3 cards",
    )
    if not victim.gone:
        yield from game.discard(victim, tuple(reversed(chosen)))


def _berserker(game, player: Player, this: Played):
    most = game.cost("berserker") - 1
    if most >= 0:
        chosen = yield gain_decision(
            game,
            player,
            "berserker",
            most,
            upfront=False,
            rule=f"berserker gains a card costing less than itself (at most {most})",
        )
        if player.gone:
            return
        if chosen:
            yield from game.gain(player, chosen[0])
    for victim in victims(game, player, "berserker"):
        if (yield from unaffected(game, victim, player, "berserker")):
            continue
        yield from _discard_to_three(game, player, victim, "berserker")


def _berserker_gained(game, player: Player, gained: Gained):
    """Gained with an action card in its owner's play, the Berserker is played from where it went (no action
    used); in another player's turn too, when the owner has a duration in play (the wiki's rules
    clarification: it then attacks the player whose turn it is, and is discarded from play at that turn's
    clean-up, as a Guard Dog is); not when another trigger moved it already (the "lose track" rule)."""
    if not any(ACTION in SPECS[c].types for c in player.plays):
        return
    if gained.moved or gained.to not in ("discards", "hand", "deck"):
        return
    place = {"discards": player.discards, "hand": player.hand, "deck": player.deck}[gained.to]
    if "berserker" not in place:
        return
    place.pop(len(place) - 1 - place[::-1].index("berserker"))
    player._deck_view = player._discards_view = None
    gained.to = ""
    gained.moved = True
    this = game.put_in_play(player, "berserker", source=None)
    yield from game.resolve(player, this)


def _guard_dog(game, player: Player, this: Played):
    if len(player.hand) <= 5:
        game.draw(player, 2)
    return
    yield


def _guard_dog_reacts(game, victim: Player, attacker: Player, attack: str):
    """Revealed against an attack: the Guard Dog is played from the hand first (its cards drawn, using no
    action); it is discarded from play at the end of that turn's clean-up (`Game.put_in_play`: the core's
    rule for a card played on another player's turn). The victim is still affected."""
    if "guard-dog" in victim.hand:
        this = game.put_in_play(victim, "guard-dog")
        yield from game.resolve(victim, this)
    return False


def _oracle(game, player: Player, this: Played):
    targets = [player]
    for victim in victims(game, player, "oracle"):
        if not (yield from unaffected(game, victim, player, "oracle")):
            targets.append(victim)
    for target in targets:
        if target.gone or player.gone:
            continue
        revealed = [c for c in (game.reveal_top(target), game.reveal_top(target)) if c is not None]
        if not revealed:
            continue
        whose = "your" if target is player else f"{target.name}'s"
        chosen = yield choose(
            player,
            "oracle",
            ("discard", "back"),
            f"{whose} top cards {' and '.join(revealed)}: discard them, or put them back",
            target=None if target is player else target.name,
        )
        if player.gone:
            return
        if chosen == ("discard",):
            yield from game.discard(target, revealed, source="aside")
        else:
            yield from _put_back(game, target, revealed, "oracle")
    if not player.gone:
        game.draw(player, 2)


def _noble_brigand_attack(game, player: Player, played: bool):
    """Each other player reveals its top 2 cards; a Silver or Gold among them (the attacker picks which) is
    trashed and the attacker gains it; the rest are discarded; a player who revealed no treasure gains a
    Copper. `played`: the card was played (reactions to attacks may be revealed), not bought."""
    # Bought, it is not played: no attack is announced (no reaction to attacks, no defense asked).
    for victim in victims(game, player, "noble-brigand") if played else game.others(player.name):
        if played and (yield from unaffected(game, victim, player, "noble-brigand")):
            continue
        if victim.gone:
            continue
        revealed = [c for c in (game.reveal_top(victim), game.reveal_top(victim)) if c is not None]
        loot = sort_cards(c for c in revealed if c in ("silver", "gold"))
        taken: tuple[str, ...] = ()
        if loot:
            taken = tuple(loot)
            if len(set(loot)) > 1:
                taken = yield Decision(
                    player.name,
                    "noble-brigand",
                    "trash",
                    loot,
                    1,
                    1,
                    "revealed",
                    f"choose which of {victim.name}'s revealed treasures to trash (you gain it)",
                    target=victim.name,
                    rule="noble-brigand trashes one revealed silver or gold",
                )
                if player.gone:
                    return
            taken = taken[:1]
            yield from game.trash_cards(victim, taken, source="aside")
        rest = _without(revealed, taken)
        yield from game.discard(victim, rest, source="aside")
        if not any(TREASURE in SPECS[c].types for c in revealed):
            yield from game.gain(victim, "copper")
        for card in taken:
            if card in game.trash:
                yield from game.gain(player, card, source="trash")


def _noble_brigand(game, player: Player, this: Played):
    yield from _noble_brigand_attack(game, player, True)


def _noble_brigand_bought(game, player: Player, gained: Gained):
    yield from _noble_brigand_attack(game, player, False)


def _duchess(game, player: Player, this: Played):
    """Every player, its player first then the others in turn order, looks at its own top card and discards
    it or puts it back (not an attack: no reaction)."""
    for target in (player, *game.others(player.name)):
        if target.gone:
            continue
        looked = look_at_top(game, target, 1)
        if not looked:
            continue
        chosen = yield Decision(
            target.name,
            "duchess",
            "discard",
            tuple(looked),
            0,
            1,
            "revealed",
            f"{player.name}'s duchess: discard the top card of your deck ({looked[0]}) or leave it there",
        )
        if target.gone:
            continue
        if chosen:
            yield from game.discard(target, chosen, source="aside")
        else:
            game.topdeck_aside(target, looked)


def _duchess_set_up(game) -> None:
    game.gain_rules.append(_duchess_rule)


def _duchess_rule(game, player: Player, gained: Gained):
    """Duchess's rule of the whole game: whoever gains a Duchy (bought or not) may gain a Duchess."""
    if gained.card != "duchy" or player.gone or not game.piles.get("duchess"):
        return
    chosen = yield Decision(
        player.name,
        "duchess",
        "gain",
        ("duchess",),
        0,
        1,
        "supply",
        "you gained a duchy: you may gain a duchess",
        rule="duchess may be gained with a duchy",
    )
    if chosen and not player.gone:
        yield from game.gain(player, "duchess")


# ---- cards that react to being discarded other than in Clean-up (Tunnel, Weaver, Trail) -----------------


def _may_play(game, player: Player, card: str, source: str, why: str, gained: Gained | None = None):
    """`player` may play `card` from its `source` (Weaver, Trail: "you may play it"), on any player's turn,
    while the card is still there (a reshuffle or another reaction may have moved it: nothing asked). A
    gained card played (`gained`, Trail) is marked moved, so the gain's later triggers lose track of it."""
    if player.gone or game.in_clean_up:
        return
    place = game.trash if source == "trash" else getattr(player, source)
    if card not in place:
        return
    chosen = yield Decision(player.name, card, "play", (card,), 0, 1, source, f"{why}: you may play it")
    if chosen and not player.gone:
        if gained is not None:
            gained.to = ""
            gained.moved = True
        yield from game.play_from(player, card, source)


def _tunnel_discarded(game, player: Player, card: str):
    """Tunnel discarded other than in Clean-up: its owner may reveal it to gain a Gold (nothing asked when
    no Gold is left, or when the Tunnel left the discard pile before its turn to react)."""
    if player.gone or not game.piles.get("gold") or card not in player.discards:
        return
    chosen = yield Decision(
        player.name,
        "tunnel",
        "reveal",
        ("tunnel",),
        0,
        1,
        "discards",
        "you discarded a tunnel: reveal it to gain a gold",
    )
    if chosen and not player.gone:
        game.emit("reveal", player, ("tunnel",))
        yield from game.gain(player, "gold")


WEAVER_WORDS: tuple[str, ...] = ("silvers", "card")
"""Weaver's words: gain two Silvers, or one card costing up to 4."""


def _weaver(game, player: Player, this: Played):
    chosen = yield choose(
        player, "weaver", WEAVER_WORDS, "gain two silvers (silvers) or a card costing up to 4 (card)"
    )
    if player.gone:
        return
    if chosen == ("silvers",):
        for _ in range(2):
            yield from game.gain(player, "silver")
        return
    gained = yield gain_decision(game, player, "weaver", 4)
    if gained and not player.gone:
        yield from game.gain(player, gained[0])


def _weaver_discarded(game, player: Player, card: str):
    yield from _may_play(game, player, card, "discards", "you discarded a weaver")


def _trail_discarded(game, player: Player, card: str):
    yield from _may_play(game, player, card, "discards", "you discarded a trail")


def _trail_gained(game, player: Player, gained: Gained):
    """Trail gained: its owner may play it from where it went, unless another trigger of the gain moved it
    first (a Watchtower: the lose-track rule, as for every trigger that moves a gained card)."""
    if gained.to in ("discards", "hand", "deck") and not gained.moved:
        yield from _may_play(game, player, "trail", gained.to, "you gained a trail", gained)


def _trail_trashed(game, player: Player, this: Played):
    """Trail trashed may be played from the trash; not when it never reached the trash (`this.moved`: set
    aside by a possessed turn's trash, lose track: another Trail in the trash is not this one)."""
    if not this.moved:
        yield from _may_play(game, player, "trail", "trash", "you trashed a trail")


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
    spec("ill-gotten-gains", coins=1, effect=_ill_gotten_gains, on_gain=_ill_gotten_gains_gained),
    spec("inn", cards=2, actions=2, effect=_inn, on_gain=_inn_gained),
    spec("haggler", coins=2, effect=_haggler, watch_buy=_haggler_in_play),
    spec("mandarin", coins=3, effect=_mandarin, on_gain=_mandarin_gained),
    spec(
        "trader",
        effect=_trader,
        react_gain=_trader_reacts,
        react_gain_when=_trader_concerned,
        replace_gain=_trader_replaces,
        first_edition=(
            "Trash a card from your hand; gain a Silver per coin it costs. When you would gain a card, you "
            "may show this from your hand to gain a Silver instead (the card is not gained)."
        ),
    ),
    spec(
        "fools-gold",
        coins=1,
        effect=_fools_gold,
        react_gain=_fools_gold_reacts,
        react_gain_when=_fools_gold_concerned,
    ),
    spec(
        "scheme",
        cards=1,
        actions=1,
        effect=_scheme,
        setup=_scheme_set_up,
        at_clean_up=_scheme_in_play_at_clean_up,
    ),
    spec("souk", buys=1, effect=_souk, on_gain=_souk_gained),
    spec("wheelwright", cards=1, actions=1, effect=_wheelwright),
    spec("witchs-hut", cards=4, effect=_witchs_hut),
    spec("cauldron", coins=2, effect=_cauldron, watch_gain=_cauldron_watches),
    spec(
        "berserker",
        effect=_berserker,
        on_gain=_berserker_gained,
    ),
    spec(
        "guard-dog",
        cards=2,
        effect=_guard_dog,
        react_attack=_guard_dog_reacts,
    ),
    spec("oracle", effect=_oracle),
    spec("noble-brigand", coins=1, effect=_noble_brigand, on_buy=_noble_brigand_bought),
    spec("duchess", coins=2, effect=_duchess, setup=_duchess_set_up),
    spec("tunnel", vp=2, when_discarded=_tunnel_discarded),
    spec("weaver", effect=_weaver, when_discarded=_weaver_discarded),
    spec(
        "trail",
        cards=1,
        actions=1,
        on_gain=_trail_gained,
        on_trash=_trail_trashed,
        when_discarded=_trail_discarded,
    ),
)

SET_SPECS: tuple[CardSpec, ...] = CARDS
"""Every Hinterlands card whose rules are built."""
