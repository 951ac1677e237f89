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

from referee.rules.cards import (
    ACTION,
    ATTACK,
    CURSE,
    ORDER,
    SPECS,
    TREASURE,
    VICTORY,
    CardSpec,
    Played,
    choose,
    from_hand,
    gain_decision,
    spec,
    unaffected,
    victims,
)
from referee.rules.decisions import Decision

if TYPE_CHECKING:
    from referee.rules.cards import Gained
    from referee.rules.game import Game, Player

# ==== section A (ruins: abandoned-mine ruined-library ruined-market ruined-village survivors; shelters:
# ==== hovel necropolis overgrown-estate; spoils madman mercenary; poor-house beggar squire vagrant forager
# ==== hermit market-square sage storeroom urchin armory death-cart feodum fortress ironmonger marauder) ====


def _in_order(cards) -> tuple[str, ...]:
    """`cards` in the canonical card order (`referee.rules.cards.sort_cards` is defined after the set modules
    are collected, so a set module cannot import it)."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


SURVIVORS_LOOKS = 2
"""Survivors looks at this many cards from the top of the deck."""


def return_to_non_supply(game: Game, player: Player, this: Played) -> bool:
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


def _survivors(game: Game, player: Player, this: Played):
    for _ in range(SURVIVORS_LOOKS):
        card = game.take_top(player)
        if card is None:
            break
        player.aside.append(card)
    if not player.aside:
        return
    looked = _in_order(player.aside)
    chosen = yield choose(
        player,
        "survivors",
        ("discard-all", "put-back"),
        f"you look at {' '.join(looked)}: discard them all, or put them back in an order you choose",
    )
    if player.gone:
        return
    if chosen == ("discard-all",):
        game.discard_aside(player, list(player.aside))
        return
    order: tuple[str, ...] = tuple(player.aside)
    if len(set(order)) > 1:
        order = yield Decision(
            player.name,
            "survivors",
            "topdeck",
            looked,
            len(looked),
            len(looked),
            "revealed",
            "put the cards back onto your deck in any order (the first chosen ends on top)",
            ordered=True,
            rule="survivors puts back every card it looked at",
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _hovel_reacts(game: Game, owner: Player, card: str, gained: Gained):
    if gained.player != owner.name or VICTORY not in SPECS[gained.card].types:
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
        f"you gained {gained.card}, a victory card: you may trash Hovels from your hand",
        rule="hovel trashes only Hovels from the hand",
    )
    if chosen and not owner.gone:
        yield from game.trash_cards(owner, list(chosen))


def _overgrown_estate_trashed(game: Game, player: Player, this: Played):
    game.draw(player, 1)
    return
    yield


def _spoils(game: Game, player: Player, this: Played):
    return_to_non_supply(game, player, this)
    return
    yield


def gain_ruins(game: Game, victim: Player):
    """`victim` gains the top card of the Ruins pile (nothing when it is empty), a generator. A primitive of
    this module (Marauder, Death Cart; Cultist in section B may use it)."""
    top = game.pile_top("ruins")
    if top is not None:
        yield from game.gain(victim, top)


def gain_spoils(game: Game, player: Player, count: int = 1):
    """`player` gains `count` Spoils from the Spoils pile, each while one is left, a generator."""
    for _ in range(count):
        if game.non_supply.get("spoils", 0) < 1:
            return
        yield from game.gain(player, "spoils", source="non-supply")


def _marauder(game: Game, player: Player, this: Played):
    yield from gain_spoils(game, player)
    for victim in victims(game, player, "marauder"):
        if (yield from unaffected(game, victim, player, "marauder")):
            continue
        yield from gain_ruins(game, victim)


# ---- kingdom cards of section A (alphabetical) -----------------------------------------------------------

ANY_COST = 10**6
"""A bound above every card's cost: Squire gains an attack of any cost."""


def discard_down(game: Game, victim: Player, attacker: Player, card: str, keep: int):
    """`victim` discards down to `keep` cards in hand for `attacker`'s `card` (Urchin 4, Mercenary 3), a
    generator asking a `discard` decision (the first chosen ends on top); nothing with `keep` or fewer."""
    if len(victim.hand) <= keep:
        return
    count = len(victim.hand) - keep
    chosen = yield Decision(
        victim.name,
        card,
        "discard",
        _in_order(victim.hand),
        count,
        count,
        "hand",
        f"discard down to {keep} cards in hand",
        ordered=True,
        target=attacker.name,
        rule=f"{card} makes you discard exactly {count} cards, down to {keep}",
    )
    if not victim.gone:
        game.discard_from_hand(victim, tuple(reversed(chosen)))


def _to_hand_from_aside(player: Player, card: str) -> None:
    player.aside.remove(card)
    player.hand.append(card)


def _armory(game: Game, player: Player, this: Played):
    chosen = yield gain_decision(game, player, "armory", 4, to="deck", upfront=False)
    if chosen:
        yield from game.gain(player, chosen[0], to="deck")


def _beggar(game: Game, player: Player, this: Played):
    for _ in range(3):
        if not (yield from game.gain(player, "copper", to="hand")):
            break


def _beggar_reacts(game: Game, victim: Player, attacker: Player, attack: str):
    if "beggar" in victim.hand:
        game.discard_from_hand(victim, ("beggar",))
        yield from game.gain(victim, "silver", to="deck")
        yield from game.gain(victim, "silver")
    return False


def _death_cart(game: Game, player: Player, this: Played):
    chosen = yield from_hand(
        player,
        "death-cart",
        "trash",
        0,
        1,
        "you may trash an action card from your hand; if you do not, Death Cart trashes itself (+5 coins)",
        types=ACTION,
        upfront=False,
    )
    if player.gone:
        return
    if chosen:
        yield from game.trash_cards(player, chosen)
        game.coins += 5
    elif not this.moved and "death-cart" in player.plays:
        this.moved = True
        yield from game.trash_cards(player, ("death-cart",), source="plays")
        game.coins += 5


def _death_cart_gained(game: Game, player: Player, gained: Gained):
    for _ in range(2):
        yield from gain_ruins(game, player)


def _feodum_points(cards) -> int:
    return cards.count("silver") // 3


def _feodum_trashed(game: Game, player: Player, this: Played):
    for _ in range(3):
        if not (yield from game.gain(player, "silver")):
            break


def _forager(game: Game, player: Player, this: Played):
    if player.hand:
        chosen = yield from_hand(
            player, "forager", "trash", 1, 1, "trash a card from your hand", upfront=False
        )
        if player.gone:
            return
        if chosen:
            yield from game.trash_cards(player, chosen)
    game.coins += len({card for card in game.trash if TREASURE in SPECS[card].types})


def _fortress_trashed(game: Game, player: Player, this: Played):
    """Fortress goes from the trash into its owner's hand (shown to every player: a ``reveal`` of it)."""
    trash = game.trash
    if "fortress" in trash:
        trash.pop(len(trash) - 1 - trash[::-1].index("fortress"))
        game._trash_view = None
        player.hand.append("fortress")
        game.emit("reveal", player, ("fortress",))
    return
    yield


def _not_treasures(cards) -> tuple[str, ...]:
    return _in_order(card for card in cards if TREASURE not in SPECS[card].types)


def _hermit(game: Game, player: Player, this: Played):
    offered = _not_treasures(player.hand)
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
        offered = _not_treasures(player.discards)
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
                player.discards.remove(picked[0])
                player._discards_view = None
                game.trash.append(SPECS[picked[0]].name)
                game._trash_view = None
                game.emit("trash", player, picked)
                hook = SPECS[picked[0]].on_trash
                if hook is not None:
                    yield from hook(game, player, Played(picked[0]))
    gain = yield gain_decision(game, player, "hermit", 3, upfront=False)
    if gain and not player.gone:
        yield from game.gain(player, gain[0])


def _hermit_discarded(game: Game, player: Player, this: Played):
    """At clean-up, a Hermit discarded from play is exchanged for a Madman when its owner bought no card this
    turn (the Hermit back to its pile, a Madman from the Madman pile: no gain, no trigger)."""
    if game.turn_buys or game.non_supply.get("madman", 0) < 1 or "hermit" not in player.discards:
        return
    player.discards.pop(len(player.discards) - 1 - player.discards[::-1].index("hermit"))
    game.piles["hermit"] = game.piles.get("hermit", 0) + 1
    game._supply_view = None
    game.emit("return", player, ("hermit",))
    game.non_supply["madman"] -= 1
    player.discards.append("madman")
    player._discards_view = None
    game.emit("gain", player, ("madman",), "discards")
    return
    yield


def _ironmonger(game: Game, player: Player, this: Played):
    card = game.reveal_top(player)
    if card is None:
        return
    chosen = yield choose(
        player, "ironmonger", ("discard", "keep"), f"you reveal {card}: discard it or put it back"
    )
    if player.gone:
        return
    if chosen == ("discard",):
        game.discard_aside(player, [card])
    else:
        game.topdeck_aside(player, [card])
    types = SPECS[card].types
    if ACTION in types:
        game.actions += 1
    if TREASURE in types:
        game.coins += 1
    if VICTORY in types:
        game.draw(player, 1)


def _madman(game: Game, player: Player, this: Played):
    if return_to_non_supply(game, player, this):
        game.draw(player, len(player.hand))
    return
    yield


def _mercenary(game: Game, player: Player, this: Played):
    if not player.hand:
        return
    wants = yield choose(
        player,
        "mercenary",
        ("trash",),
        "you may trash 2 cards from your hand (+2 cards, +2 coins, an attack)",
        optional=True,
    )
    if not wants or player.gone:
        return
    count = min(2, len(player.hand))
    chosen = yield from_hand(
        player, "mercenary", "trash", count, count, f"trash {count} cards from your hand", upfront=False
    )
    if player.gone:
        return
    yield from game.trash_cards(player, chosen)
    if len(chosen) < 2:
        return
    game.draw(player, 2)
    game.coins += 2
    for victim in victims(game, player, "mercenary"):
        if (yield from unaffected(game, victim, player, "mercenary")):
            continue
        yield from discard_down(game, victim, player, "mercenary", 3)


def _poor_house(game: Game, player: Player, this: Played):
    if player.hand:
        game.emit("reveal", player, tuple(player.hand))
    treasures = sum(1 for card in player.hand if TREASURE in SPECS[card].types)
    game.coins = max(0, game.coins + 4 - treasures)
    return
    yield


def _sage(game: Game, player: Player, this: Played):
    found = None
    while found is None:
        card = game.reveal_top(player)
        if card is None:
            break
        if game.cost(card) >= 3:
            found = card
    if found is not None:
        _to_hand_from_aside(player, found)
    game.discard_aside(player, list(player.aside))
    return
    yield


def _squire(game: Game, player: Player, this: Played):
    chosen = yield choose(
        player, "squire", ("+actions", "+buys", "silver"), "choose +2 actions, +2 buys or a Silver"
    )
    if player.gone or not chosen:
        return
    if chosen == ("+actions",):
        game.actions += 2
    elif chosen == ("+buys",):
        game.buys += 2
    else:
        yield from game.gain(player, "silver")


def _squire_trashed(game: Game, player: Player, this: Played):
    decision = gain_decision(game, player, "squire", ANY_COST, types=ATTACK, upfront=False, potion=True)
    decision = dataclasses.replace(decision, prompt="gain an attack card (Squire was trashed)")
    chosen = yield decision
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _storeroom(game: Game, player: Player, this: Played):
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
        game.discard_from_hand(player, chosen)
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
        game.discard_from_hand(player, more)
        game.coins += len(more)


def _market_square_reacts(game: Game, owner: Player, card: str, trashed: tuple[str, ...]):
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
    game.discard_from_hand(owner, chosen)
    for _ in chosen:
        yield from game.gain(owner, "gold")


def _urchin(game: Game, player: Player, this: Played):
    for victim in victims(game, player, "urchin"):
        if (yield from unaffected(game, victim, player, "urchin")):
            continue
        yield from discard_down(game, victim, player, "urchin", 4)


def _urchin_watches(game: Game, player: Player, card: str, this: Played):
    chosen = yield choose(
        player,
        "urchin",
        ("trash",),
        f"you play {this.card}: you may first trash an Urchin from play to gain a Mercenary",
        optional=True,
    )
    if chosen and not player.gone and "urchin" in player.plays:
        yield from game.trash_cards(player, ("urchin",), source="plays")
        if game.non_supply.get("mercenary", 0) > 0:
            yield from game.gain(player, "mercenary", source="non-supply")


VAGRANT_KEEPS = (CURSE, "ruins", "shelter", VICTORY)
"""The types of a card Vagrant puts into the hand."""


def _vagrant(game: Game, player: Player, this: Played):
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
    spec("hovel", react_gain=_hovel_reacts),
    spec("necropolis", actions=2),
    spec("overgrown-estate", on_trash=_overgrown_estate_trashed),
    spec("spoils", coins=3, effect=_spoils),
    spec("marauder", effect=_marauder, needs=("spoils", "ruins")),
    spec("poor-house", effect=_poor_house),
    spec("beggar", effect=_beggar, react_attack=_beggar_reacts),
    spec("squire", coins=1, effect=_squire, on_trash=_squire_trashed),
    spec("vagrant", cards=1, actions=1, effect=_vagrant),
    spec("forager", actions=1, buys=1, effect=_forager),
    spec("hermit", effect=_hermit, on_discard=_hermit_discarded, needs=("madman",)),
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


CARDS_B: tuple[CardSpec, ...] = ()
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Dark Ages card whose rules are built."""
