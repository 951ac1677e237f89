"""The cards of Dark Ages whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Two sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`:
the Ruins, the Shelters, Spoils, Madman, Mercenary and the kingdom cards Poor House to Marauder) and section B
(`CARDS_B`: Procession to Hunting Grounds, the Knights among them). `SET_SPECS` is what the registry collects.
docs/rules-core.md describes the API (mixed piles, Shelters, non-supply piles).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from protocol.catalogue import DURATION
from referee.rules.decisions import Decision
from referee.rules.helpers import (
    choose,
    discard_or_put_back,
    distinct,
    from_hand,
    gain_decision,
    look_at_top,
    name_a_card,
    play_from_supply,
    play_treasure_again,
    reveal_cards,
    this_turn,
    trash_from_hand,
    unaffected,
    victims,
)
from referee.rules.spec import (
    ACTION,
    ATTACK,
    CURSE,
    ORDER,
    SPECS,
    TREASURE,
    VICTORY,
    CardSpec,
    Played,
    sort_cards,
    spec,
)

if TYPE_CHECKING:
    from referee.rules.player import Player
    from referee.rules.spec import Gained

# ==== section A (ruins: abandoned-mine ruined-library ruined-market ruined-village survivors; shelters:
# ==== hovel necropolis overgrown-estate; spoils madman mercenary; poor-house beggar squire vagrant forager
# ==== hermit market-square sage storeroom urchin armory death-cart feodum fortress ironmonger marauder) ====


SURVIVORS_LOOKS = 2
"""Survivors looks at this many cards from the top of the deck."""


def is_treasure(game, card: str) -> bool:
    """Whether `card` is a treasure in `game`: by its types, or made one by the kingdom (`Game.values`: a
    Charlatan's Curse is a treasure "in all situations", Charlatan's FAQ). A primitive of this module."""
    return TREASURE in SPECS[card].types or card in game.values


def return_to_non_supply(game, player: Player, this: Played) -> bool:
    """`player` puts the card of the play `this` from its play back onto its non-supply pile (Spoils,
    Madman): the pile counts one more copy, event ``return`` (public). Returns False, nothing moved, when
    the card already left play (a second play of it by a Throne Room: the "lose track" rule). A primitive
    of this module."""
    if this.moved or this.card not in player.plays:
        return False
    player.plays.pop(len(player.plays) - 1 - player.plays[::-1].index(this.card))
    game.non_supply[this.card] = game.non_supply.get(this.card, 0) + 1
    this.moved = True
    game.emit("return", player, (this.card,))
    return True


def _survivors(game, player: Player, this: Played):
    yield from discard_or_put_back(game, player, "survivors", SURVIVORS_LOOKS)


def _hovel_concerned(game, owner: Player, gained: Gained) -> bool:
    """Hovel reacts only to its owner's gains of victory cards."""
    return gained.player == owner.name and VICTORY in SPECS[gained.card].types


def _hovel_reacts(game, owner: Player, card: str, gained: Gained):
    if not _hovel_concerned(game, owner, gained):
        return
    held = owner.hand.count("hovel")
    if not held:
        return
    chosen = yield Decision(
        owner.name,
        "hovel",
        "trash",
        ("hovel",) * held,
        0,
        held,
        "hand",
        f"you gained {gained.card}, a victory card: you may trash "
        + ("your hovel" if held == 1 else f"any of your {held} hovels")
        + " from your hand",
        rule="hovel trashes only Hovels from the hand",
    )
    if chosen and not owner.gone:
        yield from game.trash_cards(owner, list(chosen))


def _overgrown_estate_trashed(game, player: Player, this: Played):
    game.draw(player, 1)
    return
    yield


def _spoils(game, player: Player, this: Played):
    return_to_non_supply(game, player, this)
    return
    yield


def reactions_first(game, player: Player, card: str):
    """`player` played the attack `card`, whose effect on the others depends on what it does first (Rogue,
    Mercenary): each other player, in turn order, may reveal its reactions to attacks at once, as the card
    is played (the FAQ of Mercenary: a Beggar answers before the trash is chosen), whatever the card then
    does. Returns (a generator's value) the other players still affected. A primitive of this module."""
    hit = []
    for victim in victims(game, player, card):
        if not (yield from unaffected(game, victim, player, card)):
            hit.append(victim)
    return hit


def reactions_only(game, player: Player, card: str):
    """`player` played the attack `card`, which affects no other player this time (a Pillage already in the
    trash): each other player may still reveal its reactions to attacks, in turn order, as the card is an
    attack whatever it does (a Beggar gains its Silvers). A generator; a primitive of this module."""
    yield from reactions_first(game, player, card)


def gain_ruins(game, victim: Player):
    """`victim` gains the top card of the Ruins pile (nothing when it is empty), a generator. A primitive of
    this module (Marauder, Death Cart; Cultist in section B may use it)."""
    top = game.pile_top("ruins")
    if top is not None:
        yield from game.gain(victim, top)


def gain_spoils(game, player: Player, count: int = 1):
    """`player` gains `count` Spoils from the Spoils pile, each while one is left, a generator."""
    for _ in range(count):
        if game.non_supply.get("spoils", 0) < 1:
            return
        yield from game.gain(player, "spoils", source="non-supply")


def _marauder(game, player: Player, this: Played):
    yield from gain_spoils(game, player)
    for victim in victims(game, player, "marauder"):
        if (yield from unaffected(game, victim, player, "marauder")):
            continue
        yield from gain_ruins(game, victim)


# ---- kingdom cards of section A (alphabetical) -----------------------------------------------------------

ANY_COST = 10**6
"""A bound above every card's cost: Squire gains an attack of any cost."""


def discard_down(game, victim: Player, attacker: Player, card: str, keep: int):
    """`victim` discards down to `keep` cards in hand for `attacker`'s `card` (Urchin 4, Mercenary 3), a
    generator asking a `discard` decision (the first chosen ends on top); nothing with `keep` or fewer."""
    if len(victim.hand) <= keep:
        return
    count = len(victim.hand) - keep
    chosen = yield Decision(
        victim.name,
        card,
        "discard",
        sort_cards(victim.hand),
        count,
        count,
        "hand",
        f"discard down to {keep} cards in hand",
        ordered=True,
        target=attacker.name,
        rule=f"{card} makes you discard exactly {count} cards, down to {keep}",
    )
    if not victim.gone:
        yield from game.discard(victim, tuple(reversed(chosen)))


def _to_hand_from_aside(player: Player, card: str) -> None:
    player.aside.remove(card)
    player.hand.append(card)


def _armory(game, player: Player, this: Played):
    chosen = yield gain_decision(game, player, "armory", 4, to="deck", upfront=False)
    if chosen:
        yield from game.gain(player, chosen[0], to="deck")


def _beggar(game, player: Player, this: Played):
    for _ in range(3):
        if not (yield from game.gain(player, "copper", to="hand")):
            break


def _beggar_reacts(game, victim: Player, attacker: Player, attack: str):
    if "beggar" in victim.hand:
        yield from game.discard(victim, ("beggar",))
        yield from game.gain(victim, "silver", to="deck")
        yield from game.gain(victim, "silver")
    return False


def _death_cart(game, player: Player, this: Played):
    """You may trash an action card from your hand or this Death Cart, for +5 coins (the current text: the
    2020 FAQ makes both optional). An action in hand is offered first; none trashed, the Death Cart itself
    while it is still in play."""
    if any(ACTION in SPECS[card].types for card in player.hand):
        chosen = yield from_hand(
            player,
            "death-cart",
            "trash",
            0,
            1,
            "you may trash an action card from your hand for +5 coins (if not, you may trash Death Cart)",
            types=ACTION,
            upfront=False,
        )
        if player.gone:
            return
        if chosen:
            yield from game.trash_cards(player, chosen)
            game.coins += 5
            return
    if this.moved or "death-cart" not in player.plays:
        return
    itself = yield choose(
        player, "death-cart", ("trash",), "you may trash this Death Cart for +5 coins (trash)", optional=True
    )
    if itself and not player.gone and not this.moved and "death-cart" in player.plays:
        this.moved = True
        yield from game.trash_cards(player, ("death-cart",), source="plays")
        game.coins += 5


def _death_cart_gained(game, player: Player, gained: Gained):
    for _ in range(2):
        yield from gain_ruins(game, player)


def _feodum_points(cards) -> int:
    return cards.count("silver") // 3


def _feodum_trashed(game, player: Player, this: Played):
    for _ in range(3):
        if not (yield from game.gain(player, "silver")):
            break


def _forager(game, player: Player, this: Played):
    if player.hand:
        chosen = yield from_hand(
            player, "forager", "trash", 1, 1, "trash a card from your hand", upfront=False
        )
        if player.gone:
            return
        if chosen:
            yield from game.trash_cards(player, chosen)
    game.coins += len({card for card in game.trash if is_treasure(game, card)})


def _fortress_trashed(game, player: Player, this: Played):
    """Fortress goes from the trash into its owner's hand (shown to every player: a ``reveal`` of it); not
    when it never reached the trash (`this.moved`: set aside by a possessed turn's trash, lose track)."""
    trash = game.trash
    if not this.moved and "fortress" in trash:
        trash.pop(len(trash) - 1 - trash[::-1].index("fortress"))
        game._trash_view = None
        player.hand.append("fortress")
        game.emit("reveal", player, ("fortress",))
    return
    yield


def _not_treasures(game, cards) -> tuple[str, ...]:
    return sort_cards(card for card in cards if not is_treasure(game, card))


def _hermit(game, player: Player, this: Played):
    offered = _not_treasures(game, player.hand)
    chosen: tuple[str, ...] = ()
    if offered:
        chosen = yield Decision(
            player.name,
            "hermit",
            "trash",
            offered,
            0,
            1,
            "hand",
            "you may trash a card that is not a treasure from your hand (if not, from your discard pile)",
            rule="hermit trashes a card that is not a treasure",
        )
        if player.gone:
            return
    if chosen:
        yield from game.trash_cards(player, chosen)
    else:
        offered = _not_treasures(game, player.discards)
        if offered:
            picked = yield Decision(
                player.name,
                "hermit",
                "trash",
                offered,
                0,
                1,
                "discards",
                "you may trash a card that is not a treasure from your discard pile",
                rule="hermit trashes a card that is not a treasure",
            )
            if player.gone:
                return
            if picked:
                # Taken from the discard pile, then trashed by the one trash path: its `on_trash`, the
                # reactions to it (Market Square) and a possessed turn's setting aside all apply.
                player.take_discard(player.discards.index(picked[0]))
                player.aside.append(picked[0])
                yield from game.trash_cards(player, picked, source="aside")
    gain = yield gain_decision(game, player, "hermit", 3, upfront=False)
    if gain and not player.gone:
        yield from game.gain(player, gain[0])


HERMIT_BUY_PHASE_GAIN = "hermit-buy-phase-gain"
"""The `this_turn` key set when the player whose turn it is gains a card in its buy phase (Hermit)."""


def _hermit_setup(game) -> None:
    game.gain_rules.append(_hermit_notes_gain)


def _hermit_notes_gain(game, player: Player, gained: Gained):
    """A rule of the whole game with Hermit: a gain of the player whose turn it is in its buy phase (a buy, a
    treasure's gain) is remembered for the turn."""
    if game.buying and player is game.player:
        this_turn(game)[HERMIT_BUY_PHASE_GAIN] = True
    return
    yield


def _hermit_exchange(game, player: Player, this: Played):
    """At the end of the buy phase (the start of clean-up, while the Hermit is in play), a Hermit whose owner
    gained no card in that buy phase is exchanged for a Madman: the Hermit back to its pile, a Madman from
    the Madman pile to the discard pile (2022 errata; an exchange: no gain, no trash, no trigger). Nothing
    happens with no Madman left."""
    if this_turn(game).get(HERMIT_BUY_PHASE_GAIN):
        return
    if game.non_supply.get("madman", 0) < 1 or "hermit" not in player.plays:
        return
    player.plays.pop(len(player.plays) - 1 - player.plays[::-1].index("hermit"))
    game.piles["hermit"] = game.piles.get("hermit", 0) + 1
    game._supply_view = None
    game.emit("return", player, ("hermit",))
    game.non_supply["madman"] -= 1
    player.discards.append("madman")
    player._discards_view = None
    game.emit("gain", player, ("madman",), "discards", exchange="hermit")
    return
    yield


def _ironmonger(game, player: Player, this: Played):
    card = game.reveal_top(player)
    if card is None:
        return
    chosen = yield choose(
        player,
        "ironmonger",
        ("discard", "keep"),
        f"you reveal {card}: discard it (discard) or put it back on your deck (keep)",
    )
    if player.gone:
        return
    if chosen == ("discard",):
        yield from game.discard(player, [card], source="aside")
    else:
        game.topdeck_aside(player, [card])
    types = SPECS[card].types
    if ACTION in types:
        game.actions += 1
    if is_treasure(game, card):
        game.coins += 1
    if VICTORY in types:
        game.draw(player, 1)


def _madman(game, player: Player, this: Played):
    if return_to_non_supply(game, player, this):
        game.draw(player, len(player.hand))
    return
    yield


def _mercenary(game, player: Player, this: Played):
    """The other players reveal their reactions first, before the trash is chosen (the FAQ: a Beggar answers
    the play of the attack, whatever Mercenary then does); the attack hits those still affected."""
    hit = yield from reactions_first(game, player, "mercenary")
    if player.gone or not player.hand:
        return
    wants = yield choose(
        player,
        "mercenary",
        ("trash",),
        "you may trash 2 cards from your hand (trash), for +2 cards, +2 coins and an attack",
        optional=True,
    )
    if player.gone or not wants:
        return
    count = min(2, len(player.hand))
    chosen = yield from_hand(
        player, "mercenary", "trash", count, count, f"trash {count} cards from your hand", upfront=False
    )
    if player.gone:
        return
    yield from game.trash_cards(player, chosen)
    if player.gone or len(chosen) < 2:
        return
    game.draw(player, 2)
    game.coins += 2
    for victim in hit:
        if not victim.gone:
            yield from discard_down(game, victim, player, "mercenary", 3)


def _poor_house(game, player: Player, this: Played):
    if player.hand:
        game.emit("reveal", player, tuple(player.hand))
    treasures = sum(1 for card in player.hand if is_treasure(game, card))
    game.coins = max(0, game.coins + 4 - treasures)
    return
    yield


def _sage(game, player: Player, this: Played):
    found = None
    while found is None:
        card = game.reveal_top(player)
        if card is None:
            break
        if game.cost(card) >= 3:
            found = card
    if found is not None:
        _to_hand_from_aside(player, found)
    yield from game.discard(player, list(player.aside), source="aside")
    return
    yield


def _squire(game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "squire",
        ("+actions", "+buys", "silver"),
        "choose +2 actions (+actions), +2 buys (+buys) or gain a Silver (silver)",
    )
    if player.gone or not chosen:
        return
    if chosen == ("+actions",):
        game.actions += 2
    elif chosen == ("+buys",):
        game.buys += 2
    else:
        yield from game.gain(player, "silver")


def _squire_trashed(game, player: Player, this: Played):
    decision = gain_decision(game, player, "squire", ANY_COST, types=ATTACK, upfront=False, potion=True)
    decision = dataclasses.replace(decision, prompt="gain an attack card (Squire was trashed)")
    chosen = yield decision
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _storeroom(game, player: Player, this: Played):
    chosen = yield from_hand(
        player,
        "storeroom",
        "discard",
        0,
        len(player.hand),
        "discard any cards, then draw as many",
        upfront=False,
    )
    if player.gone:
        return
    if chosen:
        yield from game.discard(player, chosen)
        game.draw(player, len(chosen))
    more = yield from_hand(
        player,
        "storeroom",
        "discard",
        0,
        len(player.hand),
        "discard any cards for +1 coin each",
        upfront=False,
    )
    if more and not player.gone:
        yield from game.discard(player, more)
        game.coins += len(more)


def _market_square_reacts(game, owner: Player, card: str, trashed: tuple[str, ...]):
    held = owner.hand.count("market-square")
    if not held:
        return
    chosen = yield Decision(
        owner.name,
        "market-square",
        "discard",
        ("market-square",) * held,
        0,
        held,
        "hand",
        f"your {' '.join(trashed)} trashed: you may discard Market Squares from your hand, a Gold each",
        rule="market-square discards only Market Squares from the hand",
    )
    if not chosen or owner.gone:
        return
    yield from game.discard(owner, chosen)
    for _ in chosen:
        yield from game.gain(owner, "gold")


def _urchin(game, player: Player, this: Played):
    for victim in victims(game, player, "urchin"):
        if (yield from unaffected(game, victim, player, "urchin")):
            continue
        yield from discard_down(game, victim, player, "urchin", 4)


def _urchin_watches(game, player: Player, card: str, this: Played):
    chosen = yield choose(
        player,
        "urchin",
        ("trash",),
        f"you play {this.card}: you may first trash an Urchin from play to gain a Mercenary (trash)",
        optional=True,
    )
    if chosen and not player.gone and "urchin" in player.plays:
        yield from game.trash_cards(player, ("urchin",), source="plays")
        if game.non_supply.get("mercenary", 0) > 0:
            yield from game.gain(player, "mercenary", source="non-supply")


VAGRANT_KEEPS = (CURSE, "ruins", "shelter", VICTORY)
"""The types of a card Vagrant puts into the hand."""


def _vagrant(game, player: Player, this: Played):
    card = game.reveal_top(player)
    if card is None:
        return
    if any(kind in SPECS[card].types for kind in VAGRANT_KEEPS):
        _to_hand_from_aside(player, card)
    else:
        game.topdeck_aside(player, [card])
    return
    yield


CARDS_A: tuple[CardSpec, ...] = (
    spec("ruins"),
    spec("abandoned-mine", coins=1),
    spec("ruined-library", cards=1),
    spec("ruined-market", buys=1),
    spec("ruined-village", actions=1),
    spec("survivors", effect=_survivors),
    spec("hovel", react_gain=_hovel_reacts, react_gain_when=_hovel_concerned),
    spec("necropolis", actions=2),
    spec("overgrown-estate", on_trash=_overgrown_estate_trashed),
    spec("spoils", coins=3, effect=_spoils),
    spec("marauder", effect=_marauder, needs=("spoils", "ruins")),
    spec("poor-house", effect=_poor_house),
    spec("beggar", effect=_beggar, react_attack=_beggar_reacts),
    spec("squire", coins=1, effect=_squire, on_trash=_squire_trashed),
    spec("vagrant", cards=1, actions=1, effect=_vagrant),
    spec("forager", actions=1, buys=1, effect=_forager),
    spec("hermit", effect=_hermit, at_clean_up=_hermit_exchange, setup=_hermit_setup, needs=("madman",)),
    spec("madman", actions=2, effect=_madman),
    spec("sage", actions=1, effect=_sage),
    spec("storeroom", buys=1, effect=_storeroom),
    spec("mercenary", effect=_mercenary),
    spec("armory", effect=_armory),
    spec("death-cart", effect=_death_cart, on_gain=_death_cart_gained, needs=("ruins",)),
    spec("feodum", points=_feodum_points, on_trash=_feodum_trashed),
    spec("fortress", cards=1, actions=2, on_trash=_fortress_trashed),
    spec("ironmonger", cards=1, actions=1, effect=_ironmonger),
    spec("market-square", cards=1, actions=1, buys=1, react_trash=_market_square_reacts),
    spec(
        "urchin", cards=1, actions=1, effect=_urchin, watch_attack_play=_urchin_watches, needs=("mercenary",)
    ),
)
"""Section A's cards."""


# ==== section B (procession rats scavenger wandering-minstrel band-of-misfits bandit-camp catacombs count
# ==== counterfeit cultist graverobber junk-dealer mystic pillage rebuild rogue altar hunting-grounds; the
# ==== Knights: knights dame-anna dame-josephine dame-molly dame-natalie dame-sylvia sir-bailey sir-destry
# ==== sir-martin sir-michael sir-vander) =================================================================


def _b_sorted(cards) -> tuple[str, ...]:
    """`cards` in the canonical card order (`referee.rules.cards.sort_cards` is defined after the set modules
    are collected, so a set module cannot import it)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def _junk_dealer(game, player: Player, this: Played):
    yield from trash_from_hand(game, player, "junk-dealer", 1, 1, "trash a card from your hand")


COUNT_FIRST = ("discard", "topdeck", "copper")
"""Count's first choice: discard 2 cards, put a card of the hand onto the deck, or gain a Copper."""
COUNT_SECOND = ("+coins", "trash", "duchy")
"""Count's second choice: +3 coins, trash the hand, or gain a Duchy."""


def _count(game, player: Player, this: Played):
    first = yield choose(
        player,
        "count",
        COUNT_FIRST,
        "choose one: discard 2 cards (discard), put a card from your hand onto your deck (topdeck), "
        "or gain a Copper (copper)",
    )
    if player.gone:
        return
    if first == ("discard",):
        if len(player.hand) <= 2:
            yield from game.discard(player, list(player.hand))
        else:
            chosen = yield from_hand(player, "count", "discard", 2, 2, "discard 2 cards", upfront=False)
            if player.gone:
                return
            yield from game.discard(player, chosen)
    elif first == ("topdeck",):
        if player.hand:
            chosen = yield from_hand(
                player, "count", "topdeck", 1, 1, "put a card from your hand onto your deck", upfront=False
            )
            if player.gone:
                return
            game.topdeck_from_hand(player, chosen)
    else:
        yield from game.gain(player, "copper")
    if player.gone:
        return
    second = yield choose(
        player,
        "count",
        COUNT_SECOND,
        "choose one: +3 coins (+coins), trash your hand (trash), or gain a Duchy (duchy)",
    )
    if player.gone:
        return
    if second == ("+coins",):
        if game.player is player:
            game.coins += 3
    elif second == ("trash",):
        if player.hand:
            yield from game.trash_cards(player, list(player.hand))
    else:
        yield from game.gain(player, "duchy")


def _mystic(game, player: Player, this: Played):
    named = yield name_a_card(
        game, player, "mystic", "name a card, then reveal your top card: named, it is drawn"
    )
    if player.gone:
        return
    card = game.reveal_top(player)
    if card is None:
        return
    if card == named[0]:
        player.aside.remove(card)
        player.hand.append(card)
    else:
        game.topdeck_aside(player, [card])


def _scavenger(game, player: Player, this: Played):
    if player.deck:
        chosen = yield choose(
            player,
            "scavenger",
            ("discard-deck",),
            "you may put your whole deck into your discard pile (discard-deck)",
            optional=True,
        )
        if player.gone:
            return
        if chosen:
            game.deck_to_discards(player)
    if not player.discards:
        return
    chosen = yield Decision(
        player.name,
        "scavenger",
        "topdeck",
        _b_sorted(set(player.discards)),
        1,
        1,
        "discards",
        "put a card from your discard pile onto your deck",
        rule="scavenger puts exactly one card of the discard pile onto the deck",
    )
    if not player.gone:
        game.topdeck_from_discards(player, chosen)


def _wandering_minstrel(game, player: Player, this: Played):
    revealed = reveal_cards(game, player, 3)
    rest = [c for c in revealed if ACTION not in SPECS[c].types]
    yield from game.discard(player, rest, source="aside")
    actions = [c for c in revealed if ACTION in SPECS[c].types]
    order = tuple(actions)
    if len(set(actions)) > 1:
        order = yield Decision(
            player.name,
            "wandering-minstrel",
            "topdeck",
            _b_sorted(actions),
            len(actions),
            len(actions),
            "revealed",
            "put the revealed action cards back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _altar(game, player: Player, this: Played):
    prompt = "trash a card from your hand (then gain one costing up to 5)"
    yield from trash_from_hand(game, player, "altar", 1, 1, prompt)
    if player.gone:
        return
    chosen = yield gain_decision(game, player, "altar", 5, upfront=False)
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _hunting_grounds_trashed(game, player: Player, this: Played):
    chosen = yield choose(
        player,
        "hunting-grounds",
        ("duchy", "estates"),
        "Hunting Grounds was trashed: gain a Duchy (duchy) or 3 Estates (estates)",
    )
    if player.gone:
        return
    if chosen == ("duchy",):
        yield from game.gain(player, "duchy")
    else:
        for _ in range(3):
            yield from game.gain(player, "estate")


def _in_cost_range(game, card: str, low: int = 3, high: int = 6) -> bool:
    """Whether `card` costs from `low` to `high` coins now, without a potion (Graverobber, Rogue, Knights: a
    cost with a potion is not "from 3 to 6", as the FAQ of Rogue and of the Knights says)."""
    return not SPECS[card].potion and low <= game.cost(card) <= high


def _gain_from_trash(game, player: Player, card: str, to: str, prompt: str):
    """`player` gains a card of the trash costing 3 to 6 coins (Graverobber onto the deck, Rogue to the
    discards): a `gain` decision of source ``trash`` (asked when one is there); returns whether it gained."""
    options = distinct(c for c in game.trash if _in_cost_range(game, c))
    if not options:
        return False
    chosen = yield Decision(
        player.name,
        card,
        "gain",
        options,
        1,
        1,
        "trash",
        prompt,
        rule=f"{card} gains a card of the trash costing from 3 to 6",
    )
    if player.gone:
        return False
    yield from game.gain(player, chosen[0], to=to, source="trash")
    return True


def _catacombs(game, player: Player, this: Played):
    looked = look_at_top(game, player, 3)
    if not looked:
        return
    chosen = yield choose(
        player,
        "catacombs",
        ("hand", "discard"),
        f"your top cards are {', '.join(looked)}: put them into your hand (hand), or discard them and "
        "draw 3 (discard)",
    )
    if player.gone:
        return
    if chosen == ("hand",):
        for card in looked:
            player.aside.remove(card)
            player.hand.append(card)
    else:
        yield from game.discard(player, looked, source="aside")
        game.draw(player, 3)


def _catacombs_trashed(game, player: Player, this: Played):
    most = game.cost("catacombs") - 1
    if most < 0:
        return
    chosen = yield gain_decision(
        game,
        player,
        "catacombs",
        most,
        upfront=False,
        rule="catacombs, when trashed, gains a card costing less than it",
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _rebuild(game, player: Player, this: Played):
    named = yield name_a_card(
        game,
        player,
        "rebuild",
        "name a card: you reveal until a victory card other than it, and rebuild that",
    )
    if player.gone:
        return
    found = None
    revealed = []
    while True:
        card = game.reveal_top(player)
        if card is None:
            break
        if VICTORY in SPECS[card].types and card != named[0]:
            found = card
            break
        revealed.append(card)
    yield from game.discard(player, revealed, source="aside")
    if found is None:
        return
    yield from game.trash_cards(player, (found,), source="aside")
    if player.gone:
        return
    chosen = yield gain_decision(
        game,
        player,
        "rebuild",
        game.cost(found) + 3,
        types=VICTORY,
        upfront=False,
        potion=SPECS[found].potion,
        note=f"{found} costs {game.cost(found)}",
    )
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _graverobber(game, player: Player, this: Played):
    mode = yield choose(
        player,
        "graverobber",
        ("from-trash", "upgrade"),
        "gain a card costing 3 to 6 from the trash onto your deck (from-trash), or trash an action card "
        "from your hand and gain a card costing up to 3 more (upgrade)",
    )
    if player.gone:
        return
    if mode == ("from-trash",):
        yield from _gain_from_trash(
            game,
            player,
            "graverobber",
            "deck",
            "gain a card costing from 3 to 6 from the trash onto your deck",
        )
        return
    if not any(ACTION in SPECS[c].types for c in player.hand):
        return
    chosen = yield from_hand(
        player,
        "graverobber",
        "trash",
        1,
        1,
        "trash an action card from your hand",
        types=ACTION,
        upfront=False,
    )
    if player.gone:
        return
    trashed = chosen[0]
    yield from game.trash_cards(player, chosen)
    if player.gone:
        return
    gained = yield gain_decision(
        game,
        player,
        "graverobber",
        game.cost(trashed) + 3,
        upfront=False,
        potion=SPECS[trashed].potion,
        note=f"{trashed} costs {game.cost(trashed)}",
    )
    if gained and not player.gone:
        yield from game.gain(player, gained[0])


def _trash_one_of_two(game, attacker: Player, victim: Player, card: str):
    """The attack of Rogue (and the Knights): `victim` reveals its 2 top cards, trashes one costing 3 to 6
    coins of its choice (asked when two different ones qualify) and discards the rest; returns the trashed
    card or None."""
    revealed = reveal_cards(game, victim, 2)
    hits = distinct(c for c in revealed if _in_cost_range(game, c))
    trashed = None
    if hits:
        chosen = (hits[0],)
        if len(hits) > 1:
            chosen = yield Decision(
                victim.name,
                card,
                "trash",
                hits,
                1,
                1,
                "revealed",
                f"{attacker.name}'s {card}: trash one of your revealed cards costing from 3 to 6",
                rule=f"{card} trashes one revealed card costing from 3 to 6",
            )
            if victim.gone:
                return None
        trashed = chosen[0]
        yield from game.trash_cards(victim, chosen, source="aside")
        revealed.remove(trashed)
    yield from game.discard(victim, revealed, source="aside")
    return trashed


def _rogue(game, player: Player, this: Played):
    """The other players reveal their reactions as Rogue is played, whether it then gains from the trash or
    attacks (the wiki: it is an attack card whatever it does)."""
    hit = yield from reactions_first(game, player, "rogue")
    if player.gone:
        return
    gained = yield from _gain_from_trash(
        game, player, "rogue", "discards", "gain a card costing from 3 to 6 from the trash"
    )
    if gained or player.gone:
        return
    for victim in hit:
        if not victim.gone:
            yield from _trash_one_of_two(game, player, victim, "rogue")


def _counterfeit(game, player: Player, this: Played):
    game.buys += 1  # a treasure's +buy is its effect's
    treasures = sort_cards(c for c in player.hand if is_treasure(game, c))
    if not treasures:
        return
    chosen = yield Decision(
        player.name,
        "counterfeit",
        "play",
        distinct(treasures),
        0,
        1,
        "hand",
        "you may play a treasure from your hand twice (then it is trashed)",
        types=TREASURE,
        rule="counterfeit plays a treasure of your hand",
    )
    if not chosen or player.gone:
        return
    first = yield from game.play_treasure(player, chosen[0])
    if player.gone:
        return
    yield from play_treasure_again(game, player, first)
    if player.gone or first.moved or first.card not in player.plays:
        return
    first.moved = True
    yield from game.trash_cards(player, (first.card,), source="plays")


def _procession(game, player: Player, this: Played):
    """Procession by its current text (2020): a non-Duration action card of the hand played twice, then
    trashed (when it is still in play: a card that trashed itself or left play is not trashed again, and a
    Throne Room that played a duration is trashed all the same), then an action costing exactly 1 more is
    gained, trashed or not."""
    playable = sort_cards(
        card for card in player.hand if ACTION in SPECS[card].types and DURATION not in game.types(card)
    )
    if not playable:
        return
    chosen = yield Decision(
        player.name,
        "procession",
        "play",
        playable,
        0,
        1,
        "hand",
        "you may play a non-duration action card from your hand twice (then trash it and gain an action "
        "costing 1 more)",
        types=ACTION,
        rule="procession plays a non-duration action card of your hand",
    )
    if not chosen or player.gone:
        return
    card = chosen[0]
    again = game.put_in_play(player, card)
    yield from game.resolve(player, again)
    if player.gone:
        return
    game.played_again(player, card)
    game.emit("play", player, (card,))
    yield from game.resolve(player, again)
    if player.gone:
        return
    if not again.moved and card in player.plays:
        again.moved = True
        yield from game.trash_cards(player, (card,), source="plays")
        if player.gone:
            return
    cost = game.cost(card) + 1
    potion = SPECS[card].potion
    options = tuple(
        c
        for c, count in game.piles.items()
        if count > 0 and ACTION in SPECS[c].types and game.cost(c) == cost and SPECS[c].potion == potion
    )
    gained = yield Decision(
        player.name,
        "procession",
        "gain",
        options,
        1 if options else 0,
        1 if options else 0,
        "supply",
        f"gain an action card costing exactly {cost}",
        types=ACTION,
        rule=f"procession gains an action card costing exactly 1 more than {card} ({cost})",
        costs=game.costs_differing(),
    )
    if gained and not player.gone:
        yield from game.gain(player, gained[0])


def _band_of_misfits(game, player: Player, this: Played):
    """Band of Misfits (its 2019 text): play a non-Command action card of the supply costing less than it,
    leaving it there (`play_from_supply`, shared with Empires' Overlord). Costs are this turn's (Bridge,
    Highway, Quarry lower both); a cost with a potion or debt is never less than 5 coins."""
    most = game.cost("band-of-misfits")
    yield from play_from_supply(
        game,
        player,
        this,
        most,
        below=True,
        prompt=f"play an action card of the supply costing less than {most}, leaving it there (never a "
        "Command card such as Band of Misfits)",
        rule=f"band-of-misfits plays a non-command action card of the supply costing less than it ({most})",
    )


def _knight_attack(game, player: Player, this: Played, before=None):
    """The Knight attack of the Knight `this`: each other player (after its reactions) reveals its 2 top
    cards, trashes one costing 3 to 6 of its choice and discards the rest; when a victim trashes a Knight,
    the attacking Knight is trashed too (once: a Knight already gone from play is not trashed again).
    `before(victim)`, a generator, is the Knight's own attack on each victim first (Sir Michael)."""
    knight_trashed = False
    for victim in victims(game, player, this.card):
        if (yield from unaffected(game, victim, player, this.card)):
            continue
        if before is not None:
            yield from before(victim)
            if victim.gone:
                continue
        trashed = yield from _trash_one_of_two(game, player, victim, this.card)
        if trashed is not None and "knight" in SPECS[trashed].types:
            knight_trashed = True
    if knight_trashed and not this.moved and this.card in player.plays and not player.gone:
        this.moved = True
        yield from game.trash_cards(player, (this.card,), source="plays")


def _knight(effect=None):
    """The effect of a Knight: its own part `effect` (a generator, or None), then the Knight attack."""

    def knight(game, player: Player, this: Played):
        if effect is not None:
            yield from effect(game, player, this)
            if player.gone:
                return
        yield from _knight_attack(game, player, this)

    return knight


def _dame_anna(game, player: Player, this: Played):
    yield from trash_from_hand(game, player, "dame-anna", 0, 2, "you may trash up to 2 cards from your hand")


def _dame_natalie(game, player: Player, this: Played):
    decision = gain_decision(game, player, "dame-natalie", 3, upfront=False)
    if not decision.options:
        return
    chosen = yield dataclasses.replace(decision, min=0, prompt="you may gain a card costing up to 3")
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _sir_michael(game, player: Player, this: Played):
    def discard_down(victim: Player):
        count = len(victim.hand) - 3
        if count <= 0:
            return
        chosen = yield Decision(
            victim.name,
            "sir-michael",
            "discard",
            _b_sorted(victim.hand),
            count,
            count,
            "hand",
            "discard down to 3 cards in hand",
            ordered=True,
            target=player.name,
        )
        if not victim.gone:
            yield from game.discard(victim, tuple(reversed(chosen)))

    yield from _knight_attack(game, player, this, before=discard_down)


def _sir_vander_trashed(game, player: Player, this: Played):
    yield from game.gain(player, "gold")


def _rats(game, player: Player, this: Played):
    yield from game.gain(player, "rats")
    if player.gone or not player.hand:
        return
    others = [c for c in player.hand if c != "rats"]
    if not others:
        game.emit("reveal", player, tuple(player.hand))  # a hand of Rats only is shown
        return
    chosen = yield Decision(
        player.name,
        "rats",
        "trash",
        _b_sorted(set(others)),
        1,
        1,
        "hand",
        "trash a card from your hand other than a Rats",
        excluded=("rats",),
        rule="rats trashes a card of the hand other than a Rats",
    )
    if player.gone:
        return
    yield from game.trash_cards(player, chosen)


def _rats_trashed(game, player: Player, this: Played):
    game.draw(player, 1)
    return
    yield


def _bandit_camp(game, player: Player, this: Played):
    yield from gain_spoils(game, player)


def _pillage(game, player: Player, this: Played):
    if this.moved or "pillage" not in player.plays:
        # A Throne Room's second play: Pillage is already in the trash, nothing more but the reactions.
        yield from reactions_only(game, player, "pillage")
        return
    this.moved = True
    yield from game.trash_cards(player, ("pillage",), source="plays")
    if player.gone:
        return
    yield from gain_spoils(game, player, 2)
    for victim in victims(game, player, "pillage"):
        if (yield from unaffected(game, victim, player, "pillage")):
            continue
        if len(victim.hand) < 5:
            continue
        game.emit("reveal", victim, tuple(victim.hand))
        chosen = yield Decision(
            player.name,
            "pillage",
            "discard",
            _b_sorted(set(victim.hand)),
            1,
            1,
            "revealed",
            f"choose a card {victim.name} discards from the hand it revealed",
            target=victim.name,
            rule="pillage makes the other player discard one card of its revealed hand",
        )
        if player.gone or victim.gone:
            continue
        yield from game.discard(victim, chosen)


def _cultist(game, player: Player, this: Played):
    for victim in victims(game, player, "cultist"):
        if (yield from unaffected(game, victim, player, "cultist")):
            continue
        yield from gain_ruins(game, victim)
    if player.gone or "cultist" not in player.hand:
        return
    chosen = yield Decision(
        player.name,
        "cultist",
        "play",
        ("cultist",),
        0,
        1,
        "hand",
        "you may play a Cultist from your hand (it uses no action)",
        types=ACTION,
    )
    if not chosen or player.gone:
        return
    again = game.put_in_play(player, "cultist")
    yield from game.resolve(player, again)


def _cultist_trashed(game, player: Player, this: Played):
    game.draw(player, 3)
    return
    yield


CARDS_B: tuple[CardSpec, ...] = (
    spec("junk-dealer", cards=1, actions=1, coins=1, effect=_junk_dealer),
    spec("count", effect=_count),
    spec("mystic", actions=1, coins=2, effect=_mystic),
    spec("scavenger", coins=2, effect=_scavenger),
    spec("wandering-minstrel", cards=1, actions=2, effect=_wandering_minstrel),
    spec("altar", effect=_altar),
    spec("hunting-grounds", cards=4, on_trash=_hunting_grounds_trashed),
    spec("catacombs", effect=_catacombs, on_trash=_catacombs_trashed),
    spec("rebuild", actions=1, effect=_rebuild),
    spec("graverobber", effect=_graverobber),
    spec("rogue", coins=2, effect=_rogue),
    spec("counterfeit", coins=1, effect=_counterfeit),
    spec("procession", effect=_procession),
    spec("band-of-misfits", effect=_band_of_misfits),
    spec("bandit-camp", cards=1, actions=2, effect=_bandit_camp, needs=("spoils",)),
    spec("pillage", effect=_pillage, needs=("spoils",)),
    spec("cultist", cards=2, effect=_cultist, on_trash=_cultist_trashed, needs=("ruins",)),
    spec("rats", cards=1, actions=1, effect=_rats, on_trash=_rats_trashed),
    spec("knights"),  # the pile's name: its cards are the ten Knights below, shuffled at set-up
    spec("dame-anna", effect=_knight(_dame_anna)),
    spec("dame-josephine", vp=2, effect=_knight()),
    spec("dame-molly", actions=2, effect=_knight()),
    spec("dame-natalie", effect=_knight(_dame_natalie)),
    spec("dame-sylvia", coins=2, effect=_knight()),
    spec("sir-bailey", cards=1, actions=1, effect=_knight()),
    spec("sir-destry", cards=2, effect=_knight()),
    spec("sir-martin", buys=2, effect=_knight()),
    spec("sir-michael", effect=_sir_michael),
    spec("sir-vander", effect=_knight(), on_trash=_sir_vander_trashed),
)
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Dark Ages card whose rules are built."""
