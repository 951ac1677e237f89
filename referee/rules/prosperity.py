"""The cards of Prosperity (both editions), Platinum and Colony: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Each card is its catalogue row (`protocol.catalogue`) plus its spec here, made with
`referee.rules.cards.spec`; its behaviours are generator functions as described in docs/rules-core.md. The
module has two sections, each ending in its own tuple of specs, so that two authors append without touching
each other's lines: Platinum, Colony and cards Anvil to Investment (`CARDS_A`), cards King's Court to
Worker's Village (`CARDS_B`). `SET_SPECS` is what the registry collects.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from protocol.catalogue import DURATION
from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    distinct,
    from_hand,
    gain_decision,
    militia_discard,
    name_a_card,
    play_times,
    play_treasure_again,
    this_turn,
    unaffected,
    victims,
)
from referee.rules.spec import ACTION, CURSE, ORDER, SPECS, TREASURE, VICTORY, CardSpec, Gained, Played, spec

if TYPE_CHECKING:
    from referee.rules.player import Player


# ==== Platinum, Colony, cards Anvil .. Investment (anvil bank bishop charlatan city clerk collection
# ==== contraband counting-house crystal-ball expand forge goons grand-market hoard investment) ==============


def _is_treasure(game, card: str) -> bool:
    """Whether `card` is a treasure in `game`: by its types, or made one by the kingdom (`Game.values`: a
    Charlatan's Curse)."""
    return card in game.values


def _anvil(game, player: Player, this: Played):
    treasures = distinct(card for card in player.hand if _is_treasure(game, card))
    if not treasures:
        return
    chosen = yield Decision(
        player.name,
        "anvil",
        "discard",
        treasures,
        0,
        1,
        "hand",
        "you may discard a treasure from your hand to gain a card costing up to 4",
        types=TREASURE,
    )
    if not chosen or player.gone:
        return
    yield from game.discard(player, chosen)
    wanted = yield gain_decision(game, player, "anvil", 4, upfront=False)
    if wanted and not player.gone:
        yield from game.gain(player, wanted[0])


def _bank(game, player: Player, this: Played):
    value = sum(1 for card in player.plays if _is_treasure(game, card))
    game.coins += value
    this.value += value
    return
    yield


def _bishop(game, player: Player, this: Played):
    # VP tokens go through `Game.add_vp`, whose event protocol v5 tells as (happened NAME (vp N)).
    game.add_vp(player, 1)
    if player.hand:
        chosen = yield from_hand(
            player,
            "bishop",
            "trash",
            1,
            1,
            "trash a card from your hand for VP tokens: half its cost, rounded down",
            upfront=False,
        )
        if chosen and not player.gone:
            worth = game.cost(chosen[0]) // 2
            yield from game.trash_cards(player, chosen)
            game.add_vp(player, worth)
    for other in game.others(player.name):
        if not other.hand:
            continue
        chosen = yield from_hand(
            other,
            "bishop",
            "trash",
            0,
            1,
            f"you may trash a card from your hand ({player.name}'s bishop)",
            upfront=False,
        )
        if chosen and not other.gone:
            yield from game.trash_cards(other, chosen)


def _charlatan(game, player: Player, this: Played):
    for victim in victims(game, player, "charlatan"):
        if (yield from unaffected(game, victim, player, "charlatan")):
            continue
        yield from game.gain(victim, "curse")


def _city(game, player: Player, this: Played):
    empty = game.empty_piles()
    if empty >= 1:
        game.draw(player, 1)
    if empty >= 2:
        game.coins += 1
        game.buys += 1
    return
    yield


CLERK_HAND = 5
"""Cards a Clerk's victim must hold at least to be affected."""


def _clerk(game, player: Player, this: Played):
    for victim in victims(game, player, "clerk"):
        if (yield from unaffected(game, victim, player, "clerk")):
            continue
        if len(victim.hand) < CLERK_HAND:
            continue
        chosen = yield Decision(
            victim.name,
            "clerk",
            "topdeck",
            distinct(victim.hand),
            1,
            1,
            "hand",
            f"put a card from your hand onto your deck ({player.name}'s clerk)",
            target=player.name,
        )
        if chosen and not victim.gone:
            game.topdeck_from_hand(victim, chosen)


def _clerk_at_start(game, player: Player, this: Played):
    """At the start of its owner's turn: it may play the Clerks of its hand, one after another, each using no
    action."""
    while "clerk" in player.hand and not player.gone:
        chosen = yield Decision(
            player.name,
            "clerk",
            "play",
            ("clerk",),
            0,
            1,
            "hand",
            "you may play a clerk from your hand now, at the start of your turn (it uses no action)",
        )
        if not chosen or player.gone:
            return
        yield from game.resolve(player, game.put_in_play(player, "clerk"))


def _collection(game, player: Player, this: Played):
    """+1 buy (a treasure's spec gives only its coins when played with `(add ...)`), and its "this turn"
    effect (`Game.watch_this_turn`): each play makes its own (a Collection played twice by a Tiara gives 2
    per action gained), lasting the turn even once the Collection left play (a Mint bought trashes it)."""
    game.buys += 1
    game.watch_this_turn(player, "collection", gain=_collection_watches)
    return
    yield


def _collection_watches(game, owner: Player, card: str, gained: Gained):
    """+1 VP token for each action card its owner gains this turn (one effect of one play)."""
    if ACTION in SPECS[gained.card].types:
        game.add_vp(owner, 1)
    return
    yield


def _contraband(game, player: Player, this: Played):
    game.buys += 1
    others = game.others(player.name)
    if not others:
        return
    left = others[0]
    named = yield name_a_card(
        game, left, "contraband", f"name a card {player.name} may not buy this turn", target=player.name
    )
    if named:
        game.contraband.add(named[0])


def _counting_house(game, player: Player, this: Played):
    coppers = player.discards.count("copper")
    if not coppers:
        return
    answer = yield choose(
        player,
        "counting-house",
        tuple(str(count) for count in range(coppers + 1)),
        f"put how many of the {coppers} coppers of your discard pile into your hand (0 to {coppers})",
    )
    count = int(answer[0]) if answer else 0
    if count and not player.gone:
        _discards_to_hand(game, player, ("copper",) * count)


def _discards_to_hand(game, player: Player, cards: Sequence[str]) -> None:
    """`player` takes `cards` from its discard pile into its hand, showing them (Counting House). A move the
    game's methods lack (a primitive for `referee.rules.game.Game`)."""
    for card in cards:
        player.take_discard(player.discards.index(card))
        player.hand.append(card)
    game.emit("reveal", player, tuple(cards))


def _crystal_ball(game, player: Player, this: Played):
    card = game.take_top(player, asks=True)
    if card is None:
        return
    player.aside.append(card)  # looked at by its owner only; an ejection meanwhile discards it
    words = ["trash", "discard"]
    playable = ACTION in SPECS[card].types or _is_treasure(game, card)
    if playable:
        words.append("play")
    chosen = yield choose(
        player,
        "crystal-ball",
        words,
        f"your top card is {card}: you may trash it, discard it"
        + (", play it" if playable else "")
        + " or leave it (choose nothing)",
        optional=True,
    )
    if player.gone:
        return
    if not chosen:
        game.topdeck_aside(player, (card,))
    elif chosen[0] == "trash":
        yield from game.trash_cards(player, (card,), source="aside")
    elif chosen[0] == "discard":
        yield from game.discard(player, (card,), source="aside")
    else:
        player.aside.remove(card)
        yield from _play_from_nowhere(game, player, card)


def _play_from_nowhere(game, player: Player, card: str):
    """`player` plays `card`, which its caller took (Crystal Ball's top card): an action resolves as played,
    using no action (in the buy phase the +actions it gives are lost: no action card may be played there); a
    treasure as an `(add ...)` would play it (`Game.play_treasure`)."""
    if ACTION in SPECS[card].types:
        actions = game.actions
        this = game.put_in_play(player, card, source=None)
        yield from game.resolve(player, this)
        if game.buying:
            game.actions = actions
    else:
        yield from game.play_treasure(player, card, source=None)


def _expand(game, player: Player, this: Played):
    chosen = yield from_hand(player, "expand", "trash", 1, 1, "trash a card from your hand", upfront=False)
    if not chosen or player.gone:
        return
    trashed = chosen[0]
    cost = game.cost(trashed)
    yield from game.trash_cards(player, chosen)
    wanted = yield gain_decision(
        game,
        player,
        "expand",
        cost + 3,
        rule="expand gains a card costing at most 3 more than the trashed card",
        note=f"{trashed} costs {cost}",
        upfront=False,
        potion=game.potion_cost(trashed) > 0,  # a potion in the trashed card's cost covers one (Alchemy)
    )
    if wanted and not player.gone:
        yield from game.gain(player, wanted[0])


def _forge(game, player: Player, this: Played):
    chosen = yield from_hand(
        player,
        "forge",
        "trash",
        0,
        len(player.hand),
        "trash any number of cards from your hand, then gain a card costing exactly their total",
        upfront=False,
    )
    if player.gone:
        return
    total = sum(game.cost(card) for card in chosen)
    yield from game.trash_cards(player, chosen)
    options = tuple(
        card
        for card, count in game.piles.items()
        if count > 0 and game.cost(card) == total and not SPECS[card].potion
    )
    wanted = yield Decision(
        player.name,
        "forge",
        "gain",
        options,
        1 if options else 0,
        1 if options else 0,
        "supply",
        f"gain a card costing exactly {total}",
        max_cost=total,
        rule=f"forge gains a card costing exactly {total}, the total cost of the trashed cards",
        costs=game.costs_differing(),
    )
    if wanted and not player.gone:
        yield from game.gain(player, wanted[0])


def _goons(game, player: Player, this: Played):
    for victim in victims(game, player, "goons"):
        if (yield from unaffected(game, victim, player, "goons")):
            continue
        decision = militia_discard(victim.name, victim.hand, player.name)
        if decision is None:
            continue
        chosen = yield replace(decision, card="goons", prompt="discard down to 3 cards in hand (goons)")
        if not victim.gone:
            yield from game.discard(victim, tuple(reversed(chosen)))


def _goons_watches(game, owner: Player, card: str, gained: Gained):
    game.add_vp(owner, 1)
    return
    yield


def _grand_market_refusal(plays: Sequence[str]) -> str | None:
    if "copper" in plays:
        return "grand-market cannot be bought while you have a copper in play"
    return None


def _hoard_watches(game, owner: Player, card: str, gained: Gained):
    if VICTORY in SPECS[gained.card].types:
        yield from game.gain(owner, "gold")


def _investment(game, player: Player, this: Played):
    if player.hand:
        chosen = yield from_hand(
            player, "investment", "trash", 1, 1, "trash a card from your hand", upfront=False
        )
        if player.gone:
            return
        yield from game.trash_cards(player, chosen)
    treasures = {card for card in player.hand if _is_treasure(game, card)}
    picked = yield choose(
        player,
        "investment",
        ("+coin", "trash-for-vp"),
        f"+coin: +1 coin; trash-for-vp: trash this investment and reveal your hand for +1 VP token per "
        f"differently named treasure in it ({len(treasures)} now)",
    )
    if player.gone or not picked:
        return
    if picked[0] == "+coin":
        game.coins += 1
        this.value += 1
        return
    if this.moved or "investment" not in player.plays:
        return  # "trash this to ...": no token when this play cannot trash it (it left play already)
    this.moved = True
    yield from game.trash_cards(player, ("investment",), source="plays")
    game.emit("reveal", player, tuple(player.hand))
    game.add_vp(player, len(treasures))


CARDS_A: tuple[CardSpec, ...] = (
    spec("platinum", coins=5),
    spec("colony", vp=10),
    spec("anvil", coins=1, effect=_anvil),
    spec("bank", effect=_bank),
    spec("bishop", coins=1, effect=_bishop),
    spec("charlatan", coins=3, effect=_charlatan, treasure_values=(("curse", 1),)),
    spec("city", cards=1, actions=2, effect=_city),
    spec("clerk", coins=2, effect=_clerk, at_start_in_hand=_clerk_at_start),
    spec("collection", coins=2, effect=_collection),
    spec("contraband", coins=3, effect=_contraband),
    spec("counting-house", effect=_counting_house),
    spec("crystal-ball", coins=1, effect=_crystal_ball),
    spec("expand", effect=_expand),
    spec("forge", effect=_forge),
    spec("goons", coins=2, buys=1, effect=_goons, watch_buy=_goons_watches),
    spec("grand-market", cards=1, actions=1, buys=1, coins=2, may_buy=_grand_market_refusal),
    spec(
        "hoard",
        coins=2,
        watch_buy=_hoard_watches,
        first_edition=(
            "+2 coins. While this is in play, buying a victory card gains you a Gold. (Plays the same.)"
        ),
    ),
    spec("investment", effect=_investment),
)


# ==== cards King's Court .. Worker's Village (kings-court loan magnate mint monument mountebank peddler
# ==== quarry rabble royal-seal talisman tiara trade-route vault venture war-chest watchtower workers-village)


def _reveal_until_treasure(game, player: Player) -> str | None:
    """Reveal cards from `player`'s deck, setting each aside, until a treasure turns up; return it (still set
    aside), or None when deck and discards run out first. An empty deck takes the discards shuffled, never
    the cards already revealed (the official ruling for Loan and Venture). A treasure of this game: a
    Charlatan's Curse too."""
    while True:
        card = game.reveal_top(player)
        if card is None or _is_treasure(game, card):
            return card


def _kings_court(game, player: Player, this: Played):
    chosen = yield from_hand(
        player,
        "kings-court",
        "play",
        0,
        1,
        "you may play an action card from your hand three times",
        types=ACTION,
        upfront=False,
    )
    if not chosen:
        return
    yield from play_times(game, player, this, chosen[0], 3)


def _loan(game, player: Player, this: Played):
    found = _reveal_until_treasure(game, player)
    if found is not None:
        chosen = yield Decision(
            player.name,
            "loan",
            "trash",
            (found,),
            0,
            1,
            "revealed",
            f"trash the {found} you revealed, or choose nothing to discard it",
            types=TREASURE,
        )
        if player.gone:
            return
        if chosen:
            yield from game.trash_cards(player, chosen, source="aside")
    yield from game.discard(player, list(player.aside), source="aside")


def _magnate(game, player: Player, this: Played):
    hand = tuple(player.hand)
    if hand:
        game.emit("reveal", player, hand)
    game.draw(player, sum(1 for card in hand if _is_treasure(game, card)))
    return
    yield


def _mint(game, player: Player, this: Played):
    chosen = yield Decision(
        player.name,
        "mint",
        "reveal",
        distinct(card for card in player.hand if _is_treasure(game, card)),
        0,
        1,
        "hand",
        "you may reveal a treasure from your hand to gain a copy of it",
        types=TREASURE,
    )
    if chosen and not player.gone:
        game.emit("reveal", player, chosen)
        yield from game.gain(player, chosen[0])


def _mint_bought(game, player: Player, gained: Gained):
    # Second edition: duration treasures stay (no treasure of the catalogue is one); the first edition trashes
    # them all.
    trashed = [
        card
        for card in player.plays
        if _is_treasure(game, card) and (game.edition == 1 or DURATION not in SPECS[card].types)
    ]
    if trashed:
        yield from game.trash_cards(player, trashed, source="plays")


def _monument(game, player: Player, this: Played):
    game.add_vp(player, 1)
    return
    yield


def _mountebank(game, player: Player, this: Played):
    for victim in victims(game, player, "mountebank"):
        if (yield from unaffected(game, victim, player, "mountebank")):
            continue
        if "curse" in victim.hand:
            chosen = yield Decision(
                victim.name,
                "mountebank",
                "discard",
                ("curse",),
                0,
                1,
                "hand",
                f"you may discard a curse; if you do not, {player.name}'s mountebank gives you a curse and "
                "a copper",
                target=player.name,
                types=CURSE,
            )
            if victim.gone:
                continue
            if chosen:
                yield from game.discard(victim, chosen)
                continue
        elif game.cover_reactions and victim.owns("curse"):
            yield game.cover_question(victim, "mountebank", "curse", player.name)
            if victim.gone:
                continue
        yield from game.gain(victim, "curse")
        yield from game.gain(victim, "copper")


def _peddler_cost(game, printed: int) -> int:
    """Peddler's cost: 2 coins less per action card the current player has in play, in its buy phase."""
    if not game.buying or not game.players:
        return printed
    plays = game.players[game.current].plays
    return printed - 2 * sum(1 for card in plays if ACTION in SPECS[card].types)


def _quarry_modifier(game, card: str) -> int:
    return 2 if ACTION in SPECS[card].types else 0


def _rabble(game, player: Player, this: Played):
    for victim in victims(game, player, "rabble"):
        if (yield from unaffected(game, victim, player, "rabble")):
            continue
        for _ in range(3):
            if game.reveal_top(victim) is None:
                break
        hit = [card for card in victim.aside if ACTION in SPECS[card].types or _is_treasure(game, card)]
        yield from game.discard(victim, hit, source="aside")
        rest = tuple(victim.aside)
        if len(set(rest)) > 1:
            rest = yield Decision(
                victim.name,
                "rabble",
                "topdeck",
                tuple(sorted(rest, key=ORDER.__getitem__)),
                len(rest),
                len(rest),
                "revealed",
                "put your revealed cards back onto your deck in the order you choose (the first chosen ends "
                "on top)",
                ordered=True,
                target=player.name,
            )
            if victim.gone:
                continue
        game.topdeck_aside(victim, rest)


def _offer_topdeck(game, owner: Player, card: str, gained: Gained):
    """Royal Seal's and Tiara's watcher: its owner may put a card it gains onto its deck. Asked once per gain
    whatever number of such cards are in play."""
    if gained.player != owner.name or gained.to not in ("discards", "hand"):
        return
    offered: list[Gained] = this_turn(game).setdefault("offered-topdeck", [])
    if any(one is gained for one in offered):
        return
    offered.append(gained)
    chosen = yield choose(
        owner,
        card,
        ("topdeck",),
        f"you may put the {gained.card} you gained onto your deck",
        optional=True,
    )
    if chosen and not owner.gone:
        game.move_gained(gained, "deck")


def _talisman_watches(game, owner: Player, card: str, gained: Gained):
    bought = gained.card
    if VICTORY not in SPECS[bought].types and game.cost(bought) <= 4:
        yield from game.gain(owner, bought)


def _tiara(game, player: Player, this: Played):
    game.buys += 1
    game.watch_this_turn(player, "tiara", gain=_offer_topdeck)  # "this turn": even once Tiara left play
    treasures = distinct(card for card in player.hand if _is_treasure(game, card))  # a Charlatan's Curse too
    chosen = yield Decision(
        player.name,
        "tiara",
        "play",
        treasures,
        0,
        min(1, len(treasures)),
        "hand",
        "you may play a treasure from your hand two times",
        types=TREASURE,
    )
    if not chosen or player.gone:
        return
    first = yield from game.play_treasure(player, chosen[0])
    if not player.gone:
        yield from play_treasure_again(game, player, first)


def _trade_route_set_up(game) -> None:
    """A Trade Route token on each victory supply pile (in a Colony game, the Colony pile too). A mixed pile
    is no victory pile whatever its top card (the Knights with Dame Josephine on top: the Knights' FAQ)."""
    tops = {cards[-1] for cards in game.mixed.values() if cards}
    for pile in game.piles:
        if VICTORY in SPECS[pile].types and pile not in tops:
            game.add_pile_token(pile, "trade-route")


def _trade_route(game, player: Player, this: Played):
    game.coins += game.trade_route
    chosen = yield from_hand(
        player, "trade-route", "trash", 1, 1, "trash a card from your hand", upfront=False
    )
    yield from game.trash_cards(player, chosen)


def _vault(game, player: Player, this: Played):
    chosen = yield from_hand(
        player,
        "vault",
        "discard",
        0,
        len(player.hand),
        "discard any number of cards for +1 coin each",
        upfront=False,
    )
    if player.gone:
        return
    yield from game.discard(player, chosen)
    game.coins += len(chosen)
    for other in game.others(player.name):
        if not other.hand:
            continue
        two = len(other.hand) >= 2
        willing = yield choose(
            other,
            "vault",
            ("discard-2",),
            f"you may discard 2 cards to draw a card ({player.name}'s vault)"
            if two
            else f"you may discard your only card ({player.name}'s vault; you would draw nothing)",
            optional=True,
            target=player.name,
        )
        if not willing or other.gone:
            continue
        discarded: tuple[str, ...] = tuple(other.hand)
        if len(other.hand) > 2:
            discarded = yield from_hand(
                other, "vault", "discard", 2, 2, "discard 2 cards to draw a card", upfront=False
            )
            if other.gone:
                continue
        yield from game.discard(other, discarded)
        if two:
            game.draw(other, 1)


def _venture(game, player: Player, this: Played):
    start = len(player.aside)
    found = _reveal_until_treasure(game, player)
    revealed = player.aside[start:]
    # The treasure found (revealed last) stays set aside while the others are discarded (a Tunnel among
    # them may react first), then is played.
    yield from game.discard(player, revealed[:-1] if found is not None else revealed, source="aside")
    if found is not None and found in player.aside:
        player.aside.remove(found)
        yield from game.play_treasure(player, found, source=None)


def _war_chest(game, player: Player, this: Played):
    named: list[str] = this_turn(game).setdefault("war-chest", [])
    others = game.others(player.name)
    if others:
        left = others[0]
        answer = yield name_a_card(
            game, left, "war-chest", f"name a card {player.name}'s war chest may not gain", target=player.name
        )
        if answer:
            named.append(answer[0])
    if player.gone:
        return
    decision = gain_decision(
        game,
        player,
        "war-chest",
        5,
        upfront=False,
        rule="war chest gains a card costing at most 5 that was not named for a war chest this turn",
        note=f"named this turn: {', '.join(named)}" if named else "",
    )
    options = tuple(card for card in decision.options if card not in named)
    chosen = yield replace(
        decision, options=options, min=min(1, len(options)), max=min(1, len(options)), excluded=tuple(named)
    )
    if chosen:
        yield from game.gain(player, chosen[0])


def _watchtower(game, player: Player, this):
    while len(player.hand) < 6:
        card = game.take_top(player, asks=True)  # each into the hand at once: a shuffle may ask (Stash)
        if card is None:
            break
        player.hand.append(card)
    return
    yield


def _watchtower_concerned(game, owner: Player, gained: Gained) -> bool:
    """Watchtower has something to do for its owner's gain of a card still where the gain put it."""
    return gained.player == owner.name and not gained.moved and gained.to in ("discards", "hand", "deck")


def _watchtower_reacts(game, owner: Player, card: str, gained: Gained):
    """When its owner gains a card (on any player's turn), it may reveal Watchtower from its hand to trash
    the gained card or put it onto its deck; not asked when another trigger already moved the card (Royal
    Seal, Tiara: the "lose track" rule, `Game.move_gained` would move nothing)."""
    if not _watchtower_concerned(game, owner, gained):
        return
    chosen = yield choose(
        owner,
        "watchtower",
        ("trash", "topdeck"),
        f"you may reveal watchtower to trash the {gained.card} you gained or put it onto your deck",
        optional=True,
    )
    if not chosen or owner.gone:
        return
    game.emit("reveal", owner, ("watchtower",))
    game.move_gained(gained, "trash" if chosen[0] == "trash" else "deck")


CARDS_B: tuple[CardSpec, ...] = (
    spec("kings-court", effect=_kings_court),
    spec("loan", coins=1, effect=_loan),
    spec("magnate", effect=_magnate),
    spec("mint", effect=_mint, on_buy=_mint_bought),
    spec("monument", coins=2, effect=_monument),
    spec("mountebank", coins=2, effect=_mountebank),
    spec("peddler", cards=1, actions=1, coins=1, own_cost=_peddler_cost),
    spec("quarry", coins=1, cost_modifier=_quarry_modifier),
    spec("rabble", cards=3, effect=_rabble),
    spec("royal-seal", coins=2, watch_gain=_offer_topdeck),
    spec("talisman", coins=1, watch_buy=_talisman_watches),
    spec("tiara", effect=_tiara),
    spec("trade-route", buys=1, effect=_trade_route, setup=_trade_route_set_up),
    spec("vault", cards=2, effect=_vault),
    spec("venture", coins=1, effect=_venture),
    spec("war-chest", effect=_war_chest),
    spec(
        "watchtower",
        effect=_watchtower,
        react_gain=_watchtower_reacts,
        react_gain_when=_watchtower_concerned,
    ),
    spec("workers-village", cards=1, actions=2, buys=1),
)


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Prosperity card whose rules are built (and Platinum and Colony)."""
