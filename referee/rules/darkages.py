"""The cards of Dark Ages whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Two sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`:
the Ruins, the Shelters, Spoils, Madman, Mercenary and the kingdom cards Poor House to Marauder) and section B
(`CARDS_B`: Procession to Hunting Grounds, the Knights among them). `SET_SPECS` is what the registry collects.
docs/rules-core.md describes the API (mixed piles, Shelters, non-supply piles).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import (
    ORDER,
    SPECS,
    VICTORY,
    CardSpec,
    Played,
    choose,
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
