"""The cards of Guilds (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`. docs/rules-core.md describes the API.

Coffers are the core's (`Game.add_coffers`; a v5 ``(coffers N)`` play spends them). Overpay is this module's
primitive `_overpay`: a card's `on_buy` asks its buyer a ``pay`` decision (``"0"`` .. the coins left after the
price) and takes the coins; its effect follows the gain (the 2022 rule: the card bought is already in the
discard pile, so Herald may put itself onto the deck and Infirmary plays itself from there). Doctor,
Masterpiece and Taxman are first-edition cards, Farrier, Footpad and Infirmary second-edition ones
(docs/rules.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.helpers import (
    amount,
    choose,
    chosen_amount,
    from_hand,
    gain_decision,
    militia_discard,
    name_a_card,
    this_turn,
    trash_from_hand,
    unaffected,
    victims,
)
from referee.rules.spec import ACTION, SPECS, TREASURE, CardSpec, Gained, Played, sort_cards, spec

if TYPE_CHECKING:
    from referee.rules.player import Player


def _overpay(game, player: Player, card: str):
    """`player`, who just bought `card`, may overpay for it: a ``pay`` decision (source ``amount``) from 0 to
    the coins it has left after the price; the coins chosen are spent. Returns the amount overpaid (a
    generator to ``yield from``; 0 without a coin left, nothing asked). Overpaying 0 is not overpaying (the
    official rule), so the effects that follow do nothing for 0."""
    if game.coins < 1 or player.gone:
        return 0
    answer = yield amount(
        player,
        card,
        game.coins,
        f"you bought {card}: overpay by how many coins (0 to {game.coins})?",
    )
    paid = min(chosen_amount(answer), game.coins)
    game.coins -= paid
    return paid


def _overpay_potion(game, player: Player, card: str, coins: int):
    """After the coins of an overpay (`coins`, perhaps 0), `player` may overpay a potion too, when it has
    one left: an optional ``choose`` decision (option word ``potion``). Returns 1 when it did (the potion is
    spent), else 0. Asked by Stonemason only: the official rules let any overpay include a potion, but the
    other overpay cards count coins only ("per coin overpaid"), so a potion would buy them nothing."""
    if game.potions < 1 or player.gone:
        return 0
    chosen = yield choose(
        player,
        card,
        ("potion",),
        f"you overpaid {coins} for {card}: you may overpay a potion too (cards costing {coins} and a potion)",
        optional=True,
    )
    if not chosen or player.gone or game.potions < 1:
        return 0
    game.potions -= 1
    return 1


def _coffers(count: int):
    """An effect giving its player `count` Coffers (Candlestick Maker, Baker)."""

    def effect(game, player: Player, this: Played):
        game.add_coffers(player, count)
        return
        yield

    return effect


def _aside_to_hand(player: Player, cards) -> None:
    """`player` takes `cards`, revealed and set aside (`Player.aside`), into its hand (a primitive of this
    module: the core has no such move)."""
    for card in cards:
        player.aside.remove(card)
        player.hand.append(card)


# ---- Candlestick Maker, Baker, Plaza, Merchant Guild: Coffers ------------------------------------------


def _baker_set_up(game) -> None:
    game.starting_coffers = 1  # the set-up rule: each player starts with 1 Coffers


def _plaza(game, player: Player, this: Played):
    if not any(TREASURE in _types(card) for card in player.hand):
        return
    chosen = yield from_hand(
        player,
        "plaza",
        "discard",
        0,
        1,
        "you may discard a treasure for +1 Coffers",
        types=TREASURE,
        upfront=False,
    )
    if chosen and not player.gone:
        yield from game.discard(player, chosen)
        game.add_coffers(player, 1)


def _types(card: str) -> frozenset[str]:
    return SPECS[card].types


def _merchant_guild_buys(game, owner: Player, card: str, gained: Gained):
    game.add_coffers(owner, 1)
    return
    yield


MERCHANT_GUILD_PLAYS = "merchant-guild-plays"
"""The key of `this_turn` counting the second edition's Merchant Guild plays of the turn (each play is one
effect: a Throne Room's two plays, two)."""

MERCHANT_GUILD_COFFERS = "merchant-guild"
"""The key of `this_turn` counting the Coffers those plays give at the end of the buy phase: one per play for
each card gained in it."""


def _merchant_guild_gain_rule(game, player: Player, gained: Gained):
    """Merchant Guild's rule of the game (second edition): a card the current player gains in its buy phase
    (`Game.buying`; bought or gained otherwise) counts one Coffers per Merchant Guild play of the turn. A rule
    of the game rather than a watcher of the gain, so that it never asks the order of a gain's triggers."""
    memo = this_turn(game)
    plays = memo.get(MERCHANT_GUILD_PLAYS, 0)
    if plays and game.buying and player is game.player:
        memo[MERCHANT_GUILD_COFFERS] = memo.get(MERCHANT_GUILD_COFFERS, 0) + plays
    return
    yield


def _merchant_guild_at_end_of_buy_phase(game, player: Player):
    """Second edition: when the buy phase ends (clean-up begins: our game has no phase between), the player
    gets the Coffers its Merchant Guilds counted."""
    count = this_turn(game).pop(MERCHANT_GUILD_COFFERS, 0)
    if count and not player.gone:
        game.add_coffers(player, count)
    return
    yield


def _merchant_guild_set_up(game) -> None:
    game.gain_rules.append(_merchant_guild_gain_rule)
    game.clean_up_rules.append(_merchant_guild_at_end_of_buy_phase)


def _merchant_guild_at_clean_up(game, player: Player, this: Played):
    """Nothing of its own: the hook marks the game as one with clean-up steps, where the rule set up by
    `_merchant_guild_set_up` runs."""
    return
    yield


def _merchant_guild(game, player: Player, this: Played):
    # Second edition (its current text): "this turn", one effect per play (a Throne Room: 2 Coffers per card
    # gained in the buy phase), given when that phase ends. First edition: the spec's `watch_buy`, while the
    # card is in play (once per copy in play), a Coin token with each buy.
    if game.edition == 2:
        memo = this_turn(game)
        memo[MERCHANT_GUILD_PLAYS] = memo.get(MERCHANT_GUILD_PLAYS, 0) + 1
    return
    yield


def _merchant_guild_in_play(game, owner: Player, card: str, gained: Gained):
    if game.edition == 1:
        yield from _merchant_guild_buys(game, owner, card, gained)


# ---- Butcher ----------------------------------------------------------------------------------------------


def _butcher(game, player: Player, this: Played):
    game.add_coffers(player, 2)
    if not player.hand:
        return
    trashed = yield from_hand(
        player,
        "butcher",
        "trash",
        0,
        1,
        "you may trash a card from your hand (then gain a card)",
        upfront=False,
    )
    if not trashed or player.gone:
        return
    yield from game.trash_cards(player, trashed)
    card = trashed[0]
    spent = 0
    if player.coffers and not player.gone:
        answer = yield amount(
            player,
            "butcher",
            player.coffers,
            f"spend how many Coffers (0 to {player.coffers}) to gain a card costing up to "
            f"{game.cost(card)} more coins?",
        )
        spent = min(chosen_amount(answer), player.coffers)
        if spent:
            player.coffers -= spent
            game.emit("spend-coffers", player, (str(spent),))
    if player.gone:
        return
    limit = game.cost(card) + spent
    potion = _has_potion(card)
    decision = gain_decision(
        game,
        player,
        "butcher",
        limit,
        rule=f"butcher gains a card costing at most {limit}",
        note=f"{card} costs {game.cost(card)}, {spent} Coffers spent",
        upfront=False,
        potion=potion,
    )
    if not decision.options:
        return
    chosen = yield decision
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _has_potion(card: str) -> bool:
    return SPECS[card].potion


# ---- Journeyman, Doctor: naming a card ---------------------------------------------------------------------


def _journeyman(game, player: Player, this: Played):
    named = yield name_a_card(
        game, player, "journeyman", "name a card: you keep the first 3 revealed that are not it"
    )
    if player.gone:
        return
    named = named[0] if named else ""
    kept: list[str] = []
    rest: list[str] = []
    while len(kept) < 3:
        card = game.reveal_top(player)
        if card is None:
            break
        (rest if card == named else kept).append(card)
    _aside_to_hand(player, kept)
    yield from game.discard(player, rest, source="aside")


def _doctor(game, player: Player, this: Played):
    named = yield name_a_card(
        game, player, "doctor", "name a card: the copies of it among your top 3 are trashed"
    )
    if player.gone:
        return
    named = named[0] if named else ""
    revealed = [card for card in (game.reveal_top(player) for _ in range(3)) if card is not None]
    matches = [card for card in revealed if card == named]
    if matches:
        yield from game.trash_cards(player, matches, source="aside")
    rest = [card for card in revealed if card != named]
    order = tuple(rest)
    if len(set(rest)) > 1:
        order = yield Decision(
            player.name,
            "doctor",
            "topdeck",
            sort_cards(rest),
            len(rest),
            len(rest),
            "revealed",
            "put the rest back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _doctor_bought(game, player: Player, gained: Gained):
    paid = yield from _overpay(game, player, "doctor")
    for _ in range(paid):
        if player.gone:
            return
        card = game.take_top(player, asks=True)  # looked at, not revealed: only its owner sees it
        if card is None:
            return
        player.aside.append(card)
        chosen = yield choose(
            player,
            "doctor",
            ("topdeck", "discard", "trash"),
            f"the top card of your deck is {card}: put it back (topdeck), discard it or trash it",
        )
        word = chosen[0] if chosen else "topdeck"
        if word == "trash":
            yield from game.trash_cards(player, (card,), source="aside")
        elif word == "discard":
            yield from game.discard(player, (card,), source="aside")
        else:
            game.topdeck_aside(player, (card,))


# ---- Soothsayer, Advisor, Taxman, Footpad ------------------------------------------------------------------


def _soothsayer(game, player: Player, this: Played):
    yield from game.gain(player, "gold")
    for victim in victims(game, player, "soothsayer"):
        if (yield from unaffected(game, victim, player, "soothsayer")):
            continue
        if (yield from game.gain(victim, "curse")) and not victim.gone:
            game.draw(victim, 1)


def _advisor(game, player: Player, this: Played):
    revealed = [card for card in (game.reveal_top(player) for _ in range(3)) if card is not None]
    if not revealed:
        return
    others = [p for p in game.others(player.name) if not p.gone]
    if others:
        left = others[0]
        chosen = yield Decision(
            left.name,
            "advisor",
            "discard",
            sort_cards(revealed),
            1,
            1,
            "revealed",
            f"choose which card {player.name} revealed {player.name} must discard (the others go to "
            f"{player.name}'s hand)",
            target=player.name,
        )
        if player.gone:
            return
        discarded = chosen[0] if chosen else sort_cards(revealed)[0]
        yield from game.discard(player, (discarded,), source="aside")
        revealed.remove(discarded)
    _aside_to_hand(player, revealed)


def _taxman(game, player: Player, this: Played):
    if not any(TREASURE in _types(card) for card in player.hand):
        return
    trashed = yield from_hand(
        player,
        "taxman",
        "trash",
        0,
        1,
        "you may trash a treasure from your hand",
        types=TREASURE,
        upfront=False,
    )
    if not trashed or player.gone:
        return
    card = trashed[0]
    yield from game.trash_cards(player, trashed)
    for victim in victims(game, player, "taxman"):
        if len(victim.hand) < 5:
            continue
        if (yield from unaffected(game, victim, player, "taxman")):
            continue
        if card in victim.hand:
            yield from game.discard(victim, (card,))
        else:
            game.emit("reveal", victim, tuple(victim.hand))
    if player.gone:
        return
    limit = game.cost(card) + 3
    decision = gain_decision(
        game,
        player,
        "taxman",
        limit,
        types=TREASURE,
        to="deck",
        rule=f"taxman gains a treasure costing at most 3 more than the trashed card ({limit})",
        note=f"{card} costs {game.cost(card)}",
        upfront=False,
        potion=_has_potion(card),
    )
    if not decision.options:
        return
    chosen = yield decision
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0], to="deck")


def _footpad_set_up(game) -> None:
    game.gain_rules.append(_footpad_rule)


def _footpad_rule(game, player: Player, gained: Gained):
    """Footpad's rule of the whole game: a card gained in an action phase (any player's: the buy phase has not
    begun, `Game.buying`) draws its gainer a card."""
    if not game.buying and not player.gone:
        game.draw(player, 1)
    return
    yield


def _footpad(game, player: Player, this: Played):
    game.add_coffers(player, 2)
    for victim in victims(game, player, "footpad"):
        if (yield from unaffected(game, victim, player, "footpad")):
            continue
        decision = militia_discard(victim.name, victim.hand, player.name)
        if decision is None:
            continue
        chosen = yield decision
        if not victim.gone:
            yield from game.discard(victim, tuple(reversed(chosen)))


# ---- Stonemason, Masterpiece, Herald, Farrier, Infirmary: overpay ------------------------------------------


def _stonemason(game, player: Player, this: Played):
    if not player.hand:
        return
    trashed = yield from_hand(
        player, "stonemason", "trash", 1, 1, "trash a card from your hand", upfront=False
    )
    if not trashed or player.gone:
        return
    card = trashed[0]
    yield from game.trash_cards(player, trashed)
    for _ in range(2):
        if player.gone:
            return
        coins, potions = game.cost(card), game.potion_cost(card)
        if potions:
            # Costs with a potion: no more of either, less of one (a Smithy costs less than a Golem).
            options = _cheaper(game, coins, potions)
            decision = Decision(
                player.name,
                "stonemason",
                "gain",
                sort_cards(options),
                min(1, len(options)),
                min(1, len(options)),
                "supply",
                f"gain a card costing less than the trashed {card} ({coins} coins and a potion)",
                rule=f"stonemason gains cards each costing less than {card} ({coins} and a potion)",
            )
        elif coins < 1:
            return
        else:
            decision = gain_decision(
                game,
                player,
                "stonemason",
                coins - 1,
                rule=f"stonemason gains cards each costing less than the trashed card (at most {coins - 1})",
                note=f"{card} costs {coins}",
                upfront=False,
            )
        if not decision.options:
            return
        chosen = yield decision
        if chosen and not player.gone:
            yield from game.gain(player, chosen[0])


def _cheaper(game, coins: int, potions: int) -> tuple[str, ...]:
    """The supply cards with a copy left costing less than `coins` coins and `potions` potions now (no more
    of either, less of one)."""
    return tuple(
        c
        for c, count in game.piles.items()
        if count > 0
        and game.cost(c) <= coins
        and game.potion_cost(c) <= potions
        and (game.cost(c) < coins or game.potion_cost(c) < potions)
    )


def _stonemason_bought(game, player: Player, gained: Gained):
    """Overpay: the coins (`_overpay`), then a potion (`_overpay_potion`, with one left); two action cards
    costing exactly what was overpaid, potion included (the FAQ: a potion overpaid gains cards with a potion
    in their cost), each chosen among those of the supply; nothing overpaid gains nothing."""
    paid = yield from _overpay(game, player, "stonemason")
    potion = yield from _overpay_potion(game, player, "stonemason", paid)
    if paid < 1 and not potion:
        return
    amount_paid = f"{paid} and a potion" if potion else f"{paid}"
    for _ in range(2):
        if player.gone:
            return
        options = tuple(
            card
            for card, count in game.piles.items()
            if count > 0
            and ACTION in _types(card)
            and game.cost(card) == paid
            and game.potion_cost(card) == potion
        )
        if not options:
            return
        chosen = yield Decision(
            player.name,
            "stonemason",
            "gain",
            sort_cards(options),
            1,
            1,
            "supply",
            f"gain an action card costing exactly {amount_paid} (what you overpaid)",
            rule=f"stonemason gains action cards costing exactly the {amount_paid} overpaid",
        )
        if chosen and not player.gone:
            yield from game.gain(player, chosen[0])


def _masterpiece_bought(game, player: Player, gained: Gained):
    paid = yield from _overpay(game, player, "masterpiece")
    for _ in range(paid):
        if player.gone or not (yield from game.gain(player, "silver")):
            return


def _herald(game, player: Player, this: Played):
    card = game.reveal_top(player)
    if card is None:
        return
    if ACTION not in _types(card):
        game.topdeck_aside(player, (card,))
        return
    player.aside.remove(card)
    played = game.put_in_play(player, card, source=None)
    yield from game.resolve(player, played)


def _herald_bought(game, player: Player, gained: Gained):
    paid = yield from _overpay(game, player, "herald")
    for _ in range(paid):
        if player.gone or not player.discards:
            return
        chosen = yield Decision(
            player.name,
            "herald",
            "topdeck",
            sort_cards(player.discards),
            1,
            1,
            "discards",
            "put a card from your discard pile onto your deck",
        )
        if chosen and not player.gone:
            game.topdeck_from_discards(player, chosen)


def _farrier_bought(game, player: Player, gained: Gained):
    paid = yield from _overpay(game, player, "farrier")
    game.clean_up_draw += paid


def _infirmary(game, player: Player, this: Played):
    yield from trash_from_hand(game, player, "infirmary", 0, 1, "you may trash a card from your hand")


def _infirmary_bought(game, player: Player, gained: Gained):
    paid = yield from _overpay(game, player, "infirmary")
    if paid < 1 or gained.moved or gained.to != "discards" or gained.player != player.name:
        return  # played from where it was gained: moved on already, or gained by a possessor, it is lost
    if "infirmary" not in player.discards:
        return
    at = len(player.discards) - 1 - player.discards[::-1].index("infirmary")
    player.take_discard(at)
    gained.moved = True
    played = game.put_in_play(player, "infirmary", source=None)
    for time in range(paid):
        if player.gone:
            return
        if time:
            game.played_again(player, "infirmary")
        yield from game.resolve(player, played)


# ---- the specs ---------------------------------------------------------------------------------------------

SET_SPECS: tuple[CardSpec, ...] = (
    spec("candlestick-maker", actions=1, buys=1, effect=_coffers(1)),
    spec("baker", cards=1, actions=1, effect=_coffers(1), setup=_baker_set_up),
    spec("plaza", cards=1, actions=2, effect=_plaza),
    spec(
        "merchant-guild",
        buys=1,
        coins=1,
        effect=_merchant_guild,
        watch_buy=_merchant_guild_in_play,
        setup=_merchant_guild_set_up,
        at_clean_up=_merchant_guild_at_clean_up,
        first_edition="While this is in play, each card you buy gives you a Coin token at once.",
    ),
    spec("butcher", effect=_butcher),
    spec("journeyman", effect=_journeyman),
    spec("soothsayer", effect=_soothsayer),
    spec("advisor", actions=1, effect=_advisor),
    spec("taxman", effect=_taxman),
    spec("doctor", effect=_doctor, on_buy=_doctor_bought),
    spec("stonemason", effect=_stonemason, on_buy=_stonemason_bought),
    spec("masterpiece", coins=1, on_buy=_masterpiece_bought),
    spec("herald", cards=1, actions=1, effect=_herald, on_buy=_herald_bought),
    spec("farrier", cards=1, actions=1, buys=1, on_buy=_farrier_bought),
    spec("infirmary", cards=1, effect=_infirmary, on_buy=_infirmary_bought),
    spec("footpad", effect=_footpad, setup=_footpad_set_up),
)
"""Every Guilds card whose rules are built."""
