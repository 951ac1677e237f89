"""The cards of Adventures whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`. docs/rules-core.md describes the API; docs/landscapes.md, section 6, the design
of the set's machinery.

The Tavern mat is the core's (`Game.to_tavern`, `Game.call_reserves`, the ``call`` decision kind): a Reserve
card's effect ends by putting it onto its owner's Tavern mat, and its spec names the moment it may be called
(`call_at`) and what calling it does (`on_call`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from protocol.catalogue import TRAVELLER
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
    SPECS,
    TREASURE,
    VICTORY,
    CardSpec,
    Gained,
    LandscapeSpec,
    Played,
    landscape,
    sort_cards,
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


# ---- advcards44: the plain and Reserve cards, the durations and attacks, the Travellers ----

TAVERN = "tavern"


def _lost_city_gained(game, player: Player, gained: Gained):
    """Gaining a Lost City, by any means and on any turn: every other player draws a card, in turn order."""
    for other in game.others(player.name):
        game.draw(other, 1)
    return
    yield


def _magpie(game, player: Player, this: Played):
    """The top card revealed: a treasure goes into the hand; an action or victory card gains a Magpie (both,
    for a treasure-victory card); anything else stays on top."""
    card = game.reveal_top(player)
    if card is None:
        return
    types = SPECS[card].types
    if TREASURE in types:
        player.aside.remove(card)
        player.hand.append(card)
    else:
        game.topdeck_aside(player, (card,))
    if ACTION in types or VICTORY in types:
        yield from game.gain(player, "magpie")


def _messenger(game, player: Player, this: Played):
    if not player.deck:
        return
    chosen = yield choose(
        player, "messenger", ("discard-deck",), "you may put your deck into your discard pile", optional=True
    )
    if chosen and not player.gone:
        game.deck_to_discards(player)


def _messenger_bought(game, player: Player, gained: Gained):
    """Bought as the first buy of the turn (a card or an event: `turn_buys`): a card costing up to 4 from the
    supply for the buyer, then a copy of it for each other player in turn order, while the pile lasts."""
    if game.turn_buys[:1] != ["messenger"] or len(game.turn_buys) != 1:
        return
    chosen = yield gain_decision(game, player, "messenger", 4, upfront=False)
    if not chosen or player.gone:
        return
    yield from game.gain(player, chosen[0])
    for other in game.others(player.name):
        yield from game.gain(other, chosen[0])


def _miser(game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "miser",
        ("copper-to-mat", "+coin"),
        "a Copper from your hand onto your Tavern mat (copper-to-mat), or +1 coin per Copper there (+coin)",
    )
    if player.gone:
        return
    if chosen == ("+coin",):
        game.coins += player.mats.get(TAVERN, []).count("copper")
    elif "copper" in player.hand:
        game.put_on_mat(player, TAVERN, ["copper"])


def _port_bought(game, player: Player, gained: Gained):
    """Buying a Port gains another (not bought: no second one from it)."""
    yield from game.gain(player, "port")


def _treasure_trove(game, player: Player, this: Played):
    yield from game.gain(player, "gold")
    yield from game.gain(player, "copper")


def _raze(game, player: Player, this: Played):
    """Trash a card from the hand, or (no card chosen) this Raze while it is in play; then look at as many
    cards as the trashed card costs in coins, one into the hand, the rest discarded."""
    in_play = not this.moved and "raze" in player.plays
    trashed = None
    if player.hand:
        chosen = yield from_hand(
            player,
            "raze",
            "trash",
            0 if in_play else 1,
            1,
            "trash a card from your hand" + (" (or none: this Raze is trashed)" if in_play else ""),
            upfront=False,
        )
        if player.gone:
            return
        if chosen:
            trashed = chosen[0]
            yield from game.trash_cards(player, chosen)
    if trashed is None:
        if not in_play:
            return
        trashed = "raze"
        this.moved = True
        yield from game.trash_cards(player, ["raze"], source="plays")
    if player.gone:
        return
    looked = look_at_top(game, player, game.cost(trashed))
    if not looked:
        return
    discarded: tuple[str, ...] = ()
    if len(looked) > 1:
        discarded = yield Decision(
            player.name,
            "raze",
            "discard",
            sort_cards(looked),
            len(looked) - 1,
            len(looked) - 1,
            "revealed",
            f"you look at {' '.join(sort_cards(looked))}: discard all but the one you put into your hand",
            rule="raze discards all but one of the cards looked at",
        )
        if player.gone:
            return
    kept = list(player.aside)
    for card in discarded:
        kept.remove(card)
    player.aside.remove(kept[0])
    player.hand.append(kept[0])
    yield from game.discard(player, list(discarded), source="aside")


def _storyteller(game, player: Player, this: Played):
    """Up to 3 treasures of the hand played (in the order chosen), then every coin spent (this turn's +1
    coin too; potions are not coins) to draw that many cards."""
    if any(TREASURE in SPECS[card].types for card in player.hand):
        chosen = yield from_hand(
            player,
            "storyteller",
            "play",
            0,
            3,
            "play up to 3 treasures from your hand",
            types=TREASURE,
            upfront=False,
            ordered=True,
        )
        for card in chosen or ():
            if player.gone:
                return
            if card in player.hand:
                yield from game.play_treasure(player, card)
    if player.gone:
        return
    paid = game.coins
    game.coins = 0
    if paid:
        game.draw(player, paid)


def _artificer(game, player: Player, this: Played):
    """Discard any number of cards; then may gain onto the deck a card costing exactly that many coins (no
    potion in its cost)."""
    discarded: tuple[str, ...] = ()
    if player.hand:
        discarded = yield from_hand(
            player, "artificer", "discard", 0, len(player.hand), "discard any number of cards", upfront=False
        )
        if player.gone:
            return
        if discarded:
            yield from game.discard(player, list(discarded))
    count = len(discarded or ())
    options = tuple(
        card
        for card, left in game.piles.items()
        if left > 0 and game.cost(card) == count and not SPECS[card].potion
    )
    if not options or player.gone:
        return
    chosen = yield Decision(
        player.name,
        "artificer",
        "gain",
        options,
        0,
        1,
        "supply",
        f"you may gain a card costing exactly {count} onto your deck",
        rule=f"artificer gains a card costing exactly {count} (the number of cards discarded)",
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0], to="deck")


def _coin_of_the_realm_called(game, player: Player, this: Played):
    game.actions += 2
    return
    yield


def _own_turn(game, player: Player, subject) -> bool:
    """Coin of the Realm's +2 actions count only on its owner's own turn: not offered on another's (after a
    Caravan Guard played against an attack), where they would be lost (our ruling)."""
    return player is game.player


def _duplicate_when(game, player: Player, gained: Gained) -> bool:
    """Duplicate answers its owner's gain of a card costing at most 6 coins now, no potion in its cost."""
    return game.cost(gained.card) <= 6 and not SPECS[gained.card].potion


def _duplicate_called(game, player: Player, this: Played):
    """Another copy of the card gained, from its pile (a supply pile, or the non-supply pile it came from)."""
    gained = this.memo["for"]
    source = "non-supply" if gained.source == "non-supply" else "supply"
    yield from game.gain(player, gained.card, source=source)


def _duplicate_rule(game, player: Player, gained: Gained):
    """A rule of a game with Duplicate: its gainer may call a Duplicate of its Tavern mat (after the gainer's
    own triggers of the gain: our ruling, docs/landscapes.md section 6)."""
    tavern = player.mats.get(TAVERN)
    if tavern and "duplicate" in tavern and not player.gone:
        yield from game.call_reserves(player, "gain", gained)


def _duplicate_setup(game) -> None:
    game.gain_rules.append(_duplicate_rule)


def _royal_carriage_when(game, player: Player, played: Played) -> bool:
    """Royal Carriage replays an action only while that play is still in play (not moved off, as a Reserve
    card onto the mat, a Feast trashed)."""
    return not played.moved and played.card in player.plays


def _royal_carriage_called(game, player: Player, this: Played):
    """The action of `this.memo["for"]` played again (the calls after its first play go on after this one);
    Royal Carriage stays in play with a duration it replayed (`stay_with`)."""
    played = this.memo["for"]
    game.end_arguments()
    game.played_again(player, played.card)
    game.emit("play", player, (played.card,))
    yield from game.resolve_once(player, played)
    game.stay_with(player, this, played)


def _transmogrify_called(game, player: Player, this: Played):
    """Trash a card of the hand, gain into the hand a card costing up to 1 more (potion cards when it cost a
    potion)."""
    if not player.hand:
        return
    chosen = yield from_hand(player, "transmogrify", "trash", 1, 1, "trash a card", upfront=False)
    if not chosen or player.gone:
        return
    trashed = chosen[0]
    most = game.cost(trashed) + 1
    yield from game.trash_cards(player, chosen)
    if player.gone:
        return
    gain = yield gain_decision(
        game, player, "transmogrify", most, to="hand", upfront=False, potion=SPECS[trashed].potion
    )
    if gain and not player.gone:
        yield from game.gain(player, gain[0], to="hand")


def _wine_merchant_rule(game, player: Player):
    """A rule of a game with Wine Merchant: as its buy phase ends with 2 coins or more unspent, the player may
    discard each Wine Merchant of its Tavern mat, one ``choose`` per copy (the coins are not spent)."""
    while game.coins >= 2 and "wine-merchant" in player.mats.get(TAVERN, ()) and not player.gone:
        chosen = yield choose(
            player,
            "wine-merchant",
            ("discard",),
            f"{game.coins} coins unspent: you may discard a Wine Merchant from your Tavern mat",
            optional=True,
        )
        if not chosen or player.gone:
            return
        tavern = player.mats[TAVERN]
        tavern.remove("wine-merchant")
        if not tavern:
            del player.mats[TAVERN]
        player.discards.append("wine-merchant")
        player._discards_view = None
        game.emit("from-mat", player, (TAVERN, "wine-merchant"))


def _wine_merchant_setup(game) -> None:
    game.clean_up_rules.append(_wine_merchant_rule)


def _at_clean_up_marker(game, player: Player, this: Played):
    """Nothing of its own: the hook marks the game as one with clean-up steps, where the rule its `setup`
    added runs (Wine Merchant's at the end of the buy phase)."""
    return
    yield


AMULET_WORDS = ("+coin", "trash", "silver")
"""Amulet's option words: +1 coin, trash a card from the hand, gain a Silver."""


def _amulet(game, player: Player, this: Played):
    yield from _amulet_choice(game, player, this)
    game.stay(player, this)


def _amulet_choice(game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "amulet",
        AMULET_WORDS,
        "choose: +1 coin (+coin), trash a card from your hand (trash), or gain a Silver",
    )
    if not chosen or player.gone:
        return
    if chosen[0] == "+coin":
        if player is game.player:
            game.coins += 1
    elif chosen[0] == "trash":
        yield from trash_from_hand(game, player, "amulet", 1, 1, "trash a card from your hand")
    else:
        yield from game.gain(player, "silver")


def _stays_here(game, player: Player, this: Played):
    """A duration whose next turn's part is its `at_start` (Caravan Guard, Swamp Hag, Haunted Woods):
    it stays in play, on its owner's turn or (Caravan Guard played against an attack) another's."""
    game.stay(player, this)
    return
    yield


def _caravan_guard_at_start(game, player: Player, this: Played):
    game.coins += 1
    return
    yield


def _caravan_guard_reacts(game, victim: Player, attacker: Player, attack: str):
    """Revealed as another player plays an attack: played from the hand first (its card drawn; its +1 action
    is the attacker's turn's, so none), a duration that stays until its owner's next turn. The victim is
    still affected."""
    if "caravan-guard" in victim.hand:
        this = game.put_in_play(victim, "caravan-guard")
        yield from game.resolve(victim, this)
    return False


def _dungeon(game, player: Player, this: Played):
    yield from _dungeon_draw_and_discard(game, player, this)
    game.stay(player, this)


def _dungeon_draw_and_discard(game, player: Player, this: Played):
    game.draw(player, 2)
    if not player.hand:
        return
    chosen = yield from_hand(player, "dungeon", "discard", 2, 2, "discard 2 cards", upfront=False)
    if chosen and not player.gone:
        yield from game.discard(player, list(chosen))


GEAR_ASIDE = "gear"
"""The hidden place (a key of `Player.mats` no view shows) of the cards a Gear set aside face down."""


def _gear(game, player: Player, this: Played):
    """Up to 2 cards of the hand set aside face down until the next turn's start; with none set aside, the
    Gear has nothing to do later and leaves play at this turn's clean-up (its FAQ)."""
    if not player.hand:
        return
    chosen = yield from_hand(
        player,
        "gear",
        "set-aside",
        0,
        2,
        "set up to 2 cards aside: they come back at your next turn",
        upfront=False,
    )
    if not chosen or player.gone:
        return
    for card in chosen:
        player.hand.remove(card)
        player.mats.setdefault(GEAR_ASIDE, []).append(card)
    this.memo.setdefault("aside", []).append(tuple(chosen))
    game.stay(player, this)


def _gear_at_start(game, player: Player, this: Played):
    held = this.memo.get("aside")
    if not held:
        return
    aside = player.mats.get(GEAR_ASIDE, [])
    for card in held.pop(0):
        if card in aside:
            aside.remove(card)
            player.hand.append(card)
    if not aside:
        player.mats.pop(GEAR_ASIDE, None)
    return
    yield


def _attack_lasting(card: str):
    """The effect of an attack that lasts until its player's next turn (Haunted Woods, Swamp Hag): each
    other player it may affect is asked its reactions now; those unaffected now are safe from this play
    (its `memo["safe"]`); the card stays in play."""

    def effect(game, player: Player, this: Played):
        safe = this.memo.setdefault("safe", [])
        for victim in victims(game, player, card):
            if (yield from unaffected(game, victim, player, card)):
                safe.append(victim.name)
        game.stay(player, this)

    return effect


def _waiting(owner: Player, card: str, victim: str) -> int:
    """How many plays of `card` of `owner`'s, staying until its next turn, affect `victim` (a Throne Room's
    play counts twice)."""
    return sum(
        1
        for entry in owner.staying
        if entry.this.card == card and victim not in entry.this.memo.get("safe", ())
    )


def _haunted_woods_watches(game, owner: Player, card: str, gained: Gained):
    """Another player's buy while a Haunted Woods of `owner` waits: that player puts its hand onto its deck,
    in the order it chooses (the first chosen ends on top)."""
    buyer = game.find(gained.player)
    if not gained.bought or buyer is None or buyer is owner or not _waiting(owner, card, buyer.name):
        return
    hand = buyer.hand
    if not hand:
        return
    order = tuple(hand)
    if len(set(hand)) > 1:
        order = yield Decision(
            buyer.name,
            "haunted-woods",
            "topdeck",
            sort_cards(hand),
            len(hand),
            len(hand),
            "hand",
            "put your hand onto your deck in any order (the first chosen ends on top)",
            ordered=True,
            target=owner.name,
        )
        if buyer.gone:
            return
    game.topdeck_from_hand(buyer, list(order))


def _haunted_woods_at_start(game, player: Player, this: Played):
    game.draw(player, 3)
    return
    yield


def _swamp_hag_watches(game, owner: Player, card: str, gained: Gained):
    """Another player's buy while Swamp Hags of `owner` wait: a Curse per play waiting."""
    buyer = game.find(gained.player)
    if not gained.bought or buyer is None or buyer is owner:
        return
    for _ in range(_waiting(owner, card, buyer.name)):
        if buyer.gone:
            return
        yield from game.gain(buyer, "curse")


def _swamp_hag_at_start(game, player: Player, this: Played):
    game.coins += 3
    return
    yield


def _hireling(game, player: Player, this: Played):
    game.stay(player, this, _hireling_at_start)
    return
    yield


def _hireling_at_start(game, player: Player, this: Played):
    """+1 card at the start of every turn of its owner's: it stays in play for the rest of the game."""
    game.draw(player, 1)
    game.stay(player, this, _hireling_at_start)
    return
    yield


def _exchange_for(upgrade: str):
    """A Traveller's `on_discard` (discarded from play at Clean-up): while the pile of `upgrade` has a copy,
    a ``choose`` offers the exchange (the option word is the upgrade's name); taken, the card goes back to
    its own pile (a supply pile, or its non-supply pile) and the upgrade from its non-supply pile to the
    discard pile (event ``gain`` with ``exchange``). An exchange is no gain and no trash: no trigger."""

    def exchange(game, player: Player, this: Played):
        card = this.card
        if game.non_supply.get(upgrade, 0) < 1 or not player.discards or player.discards[-1] != card:
            return
        chosen = yield choose(
            player, card, (upgrade,), f"you may exchange this {card} for a {upgrade}", optional=True
        )
        if not chosen or player.gone or not player.discards or player.discards[-1] != card:
            return
        player.discards.pop()
        if card in game.non_supply:
            game.non_supply[card] += 1
        else:
            game.piles[card] += 1
            game._supply_view = None
        game.emit("return", player, (card,))
        game.non_supply[upgrade] -= 1
        player.discards.append(upgrade)
        player._discards_view = None
        game.emit("gain", player, (upgrade,), "discards", exchange=card)

    return exchange


def _travellers(card: str) -> bool:
    """Travellers are the cards of type ``traveller``."""
    return TRAVELLER in SPECS[card].types


def _treasure_hunter(game, player: Player, this: Played):
    """A Silver per card the player on the right gained on its most recent turn (`last_turn_gains`)."""
    others = game.others(player.name)
    if not others:
        return
    for _ in game.last_turn_gains.get(others[-1].name, ()):
        if player.gone or not (yield from game.gain(player, "silver")):
            return


def _warrior(game, player: Player, this: Played):
    """Once per Traveller in play (this one too), each other player discards its top card, and a card costing
    3 or 4 coins (no potion) so discarded is trashed."""
    count = sum(1 for card in player.plays if _travellers(card))
    for victim in victims(game, player, "warrior"):
        if (yield from unaffected(game, victim, player, "warrior")):
            continue
        for _ in range(count):
            card = game.take_top(victim, asks=True)
            if card is None or victim.gone:
                break
            yield from game.discard(victim, (card,), source=None)
            spec_ = SPECS[card]
            if spec_.potion or game.cost(card) not in (3, 4) or victim.gone:
                continue
            if victim.discards and victim.discards[-1] == card:
                victim.aside.append(victim.take_discard(len(victim.discards) - 1))
                yield from game.trash_cards(victim, [card], source="aside")


def _hero(game, player: Player, this: Played):
    decision = gain_decision(game, player, "hero", 99, types=TREASURE, upfront=False, potion=True)
    if not decision.options:
        return
    chosen = yield decision
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _champion(game, player: Player, this: Played):
    game.stay(player, this, _champion_stays)
    return
    yield


def _champion_stays(game, player: Player, this: Played):
    """Champion stays in play for the rest of the game: its shield and +1 action go on."""
    game.stay(player, this, _champion_stays)
    return
    yield


def _soldier(game, player: Player, this: Played):
    """+1 coin per other attack card in play; every other player holding 4 cards or more discards one."""
    attacks = sum(1 for card in player.plays if ATTACK in SPECS[card].types)
    if not this.moved and this.card in player.plays:
        attacks -= 1
    if player is game.player:
        game.coins += attacks
    for victim in victims(game, player, "soldier"):
        if (yield from unaffected(game, victim, player, "soldier")):
            continue
        if len(victim.hand) < 4:
            continue
        chosen = yield from_hand(victim, "soldier", "discard", 1, 1, "discard a card", upfront=False)
        if chosen and not victim.gone:
            yield from game.discard(victim, list(chosen))


def _fugitive(game, player: Player, this: Played):
    if not player.hand:
        return
    chosen = yield from_hand(player, "fugitive", "discard", 1, 1, "discard a card", upfront=False)
    if chosen and not player.gone:
        yield from game.discard(player, list(chosen))


def _disciple(game, player: Player, this: Played):
    """May play an action card of the hand twice (as Throne Room does), then gain a copy of it (from its
    pile: the supply's, or its non-supply pile), even when it left play."""
    if not any(ACTION in SPECS[card].types for card in player.hand):
        return
    chosen = yield from_hand(
        player, "disciple", "play", 0, 1, "you may play an action card from your hand twice", types=ACTION
    )
    if not chosen or player.gone:
        return
    card = chosen[0]
    again = game.put_in_play(player, card)
    yield from game.resolve(player, again)
    game.end_arguments()
    if not player.gone:
        game.played_again(player, card)
        game.emit("play", player, (card,))
        yield from game.resolve(player, again)
    game.stay_with(player, this, again)
    if player.gone:
        return
    name = SPECS[card].name
    yield from game.gain(player, name, source="non-supply" if name in game.non_supply else "supply")


CARDS_B: tuple[CardSpec, ...] = (
    spec("lost-city", cards=2, actions=2, on_gain=_lost_city_gained),
    spec("magpie", cards=1, actions=1, effect=_magpie),
    spec("messenger", buys=1, coins=2, effect=_messenger, on_buy=_messenger_bought),
    spec("miser", effect=_miser),
    spec("port", cards=1, actions=2, on_buy=_port_bought),
    spec("treasure-trove", coins=2, effect=_treasure_trove),
    spec("raze", actions=1, effect=_raze),
    spec("storyteller", actions=1, coins=1, effect=_storyteller),
    spec("artificer", cards=1, actions=1, coins=1, effect=_artificer),
    spec(
        "coin-of-the-realm",
        coins=1,
        effect=_to_tavern,
        call_at="after-action",
        call_when=_own_turn,
        on_call=_coin_of_the_realm_called,
    ),
    spec("distant-lands", effect=_to_tavern, tavern_vp=4),
    spec(
        "duplicate",
        effect=_to_tavern,
        call_at="gain",
        call_when=_duplicate_when,
        on_call=_duplicate_called,
        setup=_duplicate_setup,
    ),
    spec(
        "royal-carriage",
        actions=1,
        effect=_to_tavern,
        call_at="after-action",
        call_when=_royal_carriage_when,
        on_call=_royal_carriage_called,
    ),
    spec("transmogrify", actions=1, effect=_to_tavern, call_at="start", on_call=_transmogrify_called),
    spec(
        "wine-merchant",
        buys=1,
        coins=4,
        effect=_to_tavern,
        setup=_wine_merchant_setup,
        at_clean_up=_at_clean_up_marker,
    ),
    spec("amulet", effect=_amulet, at_start=_amulet_choice),
    spec(
        "caravan-guard",
        cards=1,
        actions=1,
        effect=_stays_here,
        at_start=_caravan_guard_at_start,
        react_attack=_caravan_guard_reacts,
    ),
    spec("dungeon", actions=1, effect=_dungeon, at_start=_dungeon_draw_and_discard),
    spec("gear", cards=2, effect=_gear, at_start=_gear_at_start),
    spec(
        "haunted-woods",
        effect=_attack_lasting("haunted-woods"),
        at_start=_haunted_woods_at_start,
        watch_others_gain=_haunted_woods_watches,
    ),
    spec(
        "swamp-hag",
        effect=_attack_lasting("swamp-hag"),
        at_start=_swamp_hag_at_start,
        watch_others_gain=_swamp_hag_watches,
    ),
    spec("hireling", effect=_hireling),
    spec(
        "page",
        cards=1,
        actions=1,
        needs=("treasure-hunter", "warrior", "hero", "champion"),
        on_discard=_exchange_for("treasure-hunter"),
    ),
    spec("treasure-hunter", actions=1, coins=1, effect=_treasure_hunter, on_discard=_exchange_for("warrior")),
    spec("warrior", cards=2, effect=_warrior, on_discard=_exchange_for("hero")),
    spec("hero", coins=2, effect=_hero, on_discard=_exchange_for("champion")),
    spec("champion", actions=1, effect=_champion, shields=True, action_bonus=1),
    spec(
        "peasant",
        buys=1,
        coins=1,
        needs=("soldier", "fugitive", "disciple"),
        on_discard=_exchange_for("soldier"),
    ),
    spec("soldier", coins=2, effect=_soldier, on_discard=_exchange_for("fugitive")),
    spec("fugitive", cards=2, actions=1, effect=_fugitive, on_discard=_exchange_for("disciple")),
    spec("disciple", effect=_disciple, on_discard=_exchange_for("teacher")),
)
"""advcards44's cards."""

SET_SPECS: tuple[CardSpec, ...] = (
    spec("ratcatcher", cards=1, actions=1, effect=_to_tavern, call_at="start", on_call=_ratcatcher_called),
    spec("guide", cards=1, actions=1, effect=_to_tavern, call_at="start", on_call=_guide_called),
    *CARDS_B,
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
