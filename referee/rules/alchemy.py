"""The cards of Alchemy whose rules are built (Potion and the twelve kingdom cards): one `CardSpec` each,
collected into `referee.rules.cards.SPECS`. docs/rules-core.md describes the API.

Potions: a Potion played adds 1 to `Game.potions`, which a buy of a card whose cost has a potion spends
(the one buy rule, `referee.rules.costs.check_buy`). Every kingdom card whose cost has a potion `needs` the
Potion pile, so a kingdom holding one sets out the Potion pile (16 copies) in the supply. A cost with a
potion is never "up to N coins": the gain decisions of this set leave such cards out (`gain_decision`'s
`potion`).

Herbalist and Alchemist act at clean-up (`at_clean_up`: while in play, before the draw), asked in the order
the cards were played. Golem plays what it found from the cards set aside. Possession queues the possessed
turn (`Game.possess`); the game and the engine do the rest (`Game.decider`, the gain and trash paths in a
possessed turn: docs/rules-core.md).

Alchemy has one edition: every card plays the same in a game of either edition.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.helpers import choose, distinct, from_hand, gain_decision, this_turn, unaffected, victims
from referee.rules.spec import ACTION, SPECS, TREASURE, VICTORY, CardSpec, Played, sort_cards, spec

if TYPE_CHECKING:
    from referee.rules.player import Player


# ---- helpers -----------------------------------------------------------------------------------------------


def _is_treasure(game, card: str) -> bool:
    """A treasure in this game (a Charlatan's Curse is one: Charlatan's FAQ, "in all situations")."""
    return TREASURE in SPECS[card].types or card in game.values


def _topdeck_from_play(game, player: Player, card: str) -> None:
    """`player` puts its last played `card` from play onto its deck (Herbalist, Alchemist); public, as the
    card was in play."""
    plays = player.plays
    at = len(plays) - 1 - plays[::-1].index(card)
    player.deck.append(plays.pop(at))
    player._deck_view = None
    game.emit("topdeck", player, (card,))


def _take_aside(player: Player, card: str) -> None:
    """Take `card` out of the cards `player` set aside (the caller puts it somewhere at once)."""
    player.aside.remove(card)


# ---- Potion ------------------------------------------------------------------------------------------------


def _potion(game, player: Player, this: Played):
    game.potions += 1  # spent by a buy of a card whose cost has a potion (`referee.rules.costs.check_buy`)
    return
    yield


# ---- the kingdom cards (in the order of the box) -----------------------------------------------------------


def _transmute(game, player: Player, this: Played):
    """Trash a card from the hand (compulsory when it holds one); gain per type of the trashed card: a Duchy
    for an action, a Transmute for a treasure, a Gold for a victory card (a card of two types: both)."""
    chosen = yield from_hand(player, "transmute", "trash", 1, 1, "trash a card from your hand", upfront=False)
    if not chosen or player.gone:
        return
    trashed = chosen[0]
    yield from game.trash_cards(player, chosen)
    types = SPECS[trashed].types
    if ACTION in types:
        yield from game.gain(player, "duchy")
    if _is_treasure(game, trashed):
        yield from game.gain(player, "transmute")
    if VICTORY in types:
        yield from game.gain(player, "gold")


def _vineyard(cards) -> int:
    """Vineyard's points: 1 per 3 action cards its owner has (round down)."""
    return sum(1 for card in cards if ACTION in SPECS[card].types) // 3


def _herbalist(game, player: Player, this: Played):
    """Each play of Herbalist is one treasure that may go onto the deck at clean-up (its current text, "once
    this turn": a Throne Room's Herbalist, two)."""
    plays = this_turn(game)
    plays["herbalist"] = plays.get("herbalist", 0) + 1
    return
    yield


def _herbalist_at_clean_up(game, player: Player, this: Played):
    """At clean-up, before the treasures leave play: for each play of Herbalist this turn, one treasure of the
    player's in play may go onto its deck (the first Herbalist in play asks for every play)."""
    for _ in range(this_turn(game).pop("herbalist", 0)):
        treasures = distinct(c for c in player.plays if _is_treasure(game, c))
        if not treasures or player.gone:
            return
        chosen = yield Decision(
            player.name,
            "herbalist",
            "topdeck",
            treasures,
            0,
            1,
            "play",
            "you may put one of your treasures in play onto your deck",
            types=TREASURE,
        )
        if not chosen or player.gone:
            return
        if chosen[0] in player.plays:
            _topdeck_from_play(game, player, chosen[0])


def _apothecary(game, player: Player, this: Played):
    """Reveal the top 4 cards: Coppers and Potions to the hand, the others back in the order chosen."""
    revealed: list[str] = []
    for _ in range(4):
        card = game.reveal_top(player)
        if card is None:
            break
        revealed.append(card)
    for card in revealed:
        if card in ("copper", "potion"):
            _take_aside(player, card)
            player.hand.append(card)
    rest = [card for card in revealed if card not in ("copper", "potion")]
    yield from _put_back(game, player, "apothecary", rest)


def _put_back(game, player: Player, card: str, rest: list[str]):
    """Put the revealed cards `rest` (set aside) back onto the deck in the order `player` chooses (asked only
    when two of them differ): a `topdeck` decision, ordered, the first chosen ending on top."""
    order = sort_cards(rest)
    if len(set(rest)) > 1:
        order = yield Decision(
            player.name,
            card,
            "topdeck",
            sort_cards(rest),
            len(rest),
            len(rest),
            "revealed",
            "put the revealed cards back onto your deck in any order (the first you list ends on top)",
            ordered=True,
        )
        if player.gone:
            return
    game.topdeck_aside(player, order)


def _scrying_pool(game, player: Player, this: Played):
    """Each player, you first then the others in turn order (an attack: they may react), reveals the top card
    of its deck, which you discard or leave; then you reveal cards until one is not an action and take them
    all into your hand."""
    for target in (player, *victims(game, player, "scrying-pool")):
        if player.gone:
            return
        if target is not player and (yield from unaffected(game, target, player, "scrying-pool")):
            continue
        card = game.reveal_top(target)
        if card is None:
            continue
        whose = "your" if target is player else f"{target.name}'s"
        chosen = yield Decision(
            player.name,
            "scrying-pool",
            "discard",
            (card,),
            0,
            1,
            "revealed",
            f"discard {whose} revealed {card}, or leave it on the deck",
            target=target.name,
        )
        if target.gone:
            continue
        if chosen:
            yield from game.discard(target, chosen, source="aside")
        else:
            game.topdeck_aside(target, (card,))
    if player.gone:
        return
    found: list[str] = []
    while True:
        card = game.reveal_top(player)
        if card is None:
            break
        found.append(card)
        if ACTION not in SPECS[card].types:
            break
    for card in found:
        _take_aside(player, card)
        player.hand.append(card)


def _university(game, player: Player, this: Played):
    """You may gain an action card costing up to 5 (never one whose cost has a potion)."""
    decision = gain_decision(
        game,
        player,
        "university",
        5,
        types=ACTION,
        upfront=False,
        rule="university gains an action card costing at most 5 (and no potion)",
    )
    chosen = yield replace(decision, min=0)  # "you may"
    if chosen and not player.gone:
        yield from game.gain(player, chosen[0])


def _alchemist_at_clean_up(game, player: Player, this: Played):
    """As Alchemist leaves play at clean-up with a Potion of the player's in play: it may go onto the deck."""
    if "potion" not in player.plays or "alchemist" not in player.plays:
        return
    chosen = yield choose(
        player, "alchemist", ("topdeck",), "you may put this alchemist onto your deck", optional=True
    )
    if chosen and not player.gone and "alchemist" in player.plays:
        _topdeck_from_play(game, player, "alchemist")


def _familiar(game, player: Player, this: Played):
    for victim in victims(game, player, "familiar"):
        if (yield from unaffected(game, victim, player, "familiar")):
            continue
        if game.piles.get("curse", 0) > 0:
            yield from game.gain(victim, "curse")


def _philosophers_stone(game, player: Player, this: Played):
    """+1 coin per 5 cards in the player's deck and discard pile together, counted as it is played."""
    value = (len(player.deck) + len(player.discards)) // 5
    game.coins += value
    this.value += value
    return
    yield


def _golem(game, player: Player, this: Played):
    """Reveal cards until 2 action cards other than Golems are revealed; discard the other revealed cards,
    then play the two actions (using no action), in the order the player chooses."""
    found: list[str] = []
    others: list[str] = []
    while len(found) < 2:
        card = game.reveal_top(player)
        if card is None:
            break
        if ACTION in SPECS[card].types and card != "golem":
            found.append(card)
        else:
            others.append(card)
    yield from game.discard(player, others, source="aside")
    if len(found) == 2 and found[0] != found[1]:
        first = yield Decision(
            player.name,
            "golem",
            "play",
            sort_cards(found),
            1,
            1,
            "revealed",
            "choose the revealed action to play first (the other is played next)",
            types=ACTION,
        )
        if player.gone:
            return
        if first and first[0] != found[0]:
            found.reverse()
    for card in found:
        if player.gone:
            return
        if card not in player.aside:
            continue  # the first card moved what was set aside (a Library discards it): lose track
        _take_aside(player, card)
        again = game.put_in_play(player, card, source=None)
        yield from game.resolve(player, again)


def _apprentice(game, player: Player, this: Played):
    """Trash a card from the hand (compulsory when it holds one): +1 card per coin it costs now, +2 cards
    more when its cost has a potion."""
    chosen = yield from_hand(
        player, "apprentice", "trash", 1, 1, "trash a card from your hand", upfront=False
    )
    if not chosen or player.gone:
        return
    trashed = chosen[0]
    draw = game.cost(trashed) + 2 * game.potion_cost(trashed)
    yield from game.trash_cards(player, chosen)
    game.draw(player, draw)


def _possession(game, player: Player, this: Played):
    """The player on the left takes an extra turn after this one, whose plays and decisions this player
    makes and whose gains it takes (`Game.possess`; the engine asks the possessor's seat: `Game.decider`)."""
    game.possess(player)  # its start is told as the possessed player's (extra-turn)
    return
    yield


def _potion_card(name: str, **rules) -> CardSpec:
    """The spec of a kingdom card whose cost has a potion: it brings the Potion pile into the supply."""
    return spec(name, needs=("potion",), **rules)


SET_SPECS: tuple[CardSpec, ...] = (
    spec("potion", effect=_potion),
    _potion_card("transmute", effect=_transmute),
    _potion_card("vineyard", points=_vineyard),
    spec("herbalist", buys=1, coins=1, effect=_herbalist, at_clean_up=_herbalist_at_clean_up),
    _potion_card("apothecary", cards=1, actions=1, effect=_apothecary),
    _potion_card("scrying-pool", actions=1, effect=_scrying_pool),
    _potion_card("university", actions=2, effect=_university),
    _potion_card("alchemist", cards=2, actions=1, at_clean_up=_alchemist_at_clean_up),
    _potion_card("familiar", cards=1, actions=1, effect=_familiar),
    _potion_card("philosophers-stone", effect=_philosophers_stone),
    _potion_card("golem", effect=_golem),
    spec("apprentice", actions=1, effect=_apprentice),
    _potion_card("possession", effect=_possession),
)
"""Every Alchemy card whose rules are built."""
