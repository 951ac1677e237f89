"""Empires (2016): its events and landmarks whose rules are built, one `LandscapeSpec` each, collected into
`referee.rules.spec.LANDSCAPE_SPECS` (docs/landscapes.md; docs/rules-core.md describes the API). Its kingdom
cards come with issue 44's step 4; the landscapes here need the simplest machinery: an event that gains and
gives VP tokens, a landmark that scores at the end, one whose VP tokens a gain or a buy takes.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from referee.rules.decisions import Decision
from referee.rules.spec import ACTION, VICTORY, Gained, LandscapeSpec, Played, landscape, spec

if TYPE_CHECKING:
    from referee.rules.player import Player

SET_SPECS: tuple = ()
"""Empires' kingdom cards whose rules are built, but the split piles' and the Castles' (`PILE_SPECS`)."""

VP_PER_PLAYER = 6
"""VP tokens per player a landmark that hands them out holds at set-up (Battlefield, Basilica...)."""


def _gains_this_turn(game, player: Player, card: str | None = None) -> int:
    """How many cards (`card`s only, when given) `player` gained this turn."""
    return sum(1 for g in game.turn_gains if g.player == player.name and (card is None or g.card == card))


# ---- events ------------------------------------------------------------------------------------------


def _delve(game, player: Player, name: str):
    game.buys += 1
    yield from game.gain(player, "silver")


def _wedding(game, player: Player, name: str):
    game.add_vp(player, 1)
    yield from game.gain(player, "gold")


def _dominate(game, player: Player, name: str):
    if (yield from game.gain(player, "province")):
        game.add_vp(player, 9)


def _triumph(game, player: Player, name: str):
    # "If you did": no Estate gained, no VP; the Estate itself counts among the cards gained this turn.
    if (yield from game.gain(player, "estate")):
        game.add_vp(player, _gains_this_turn(game, player))


def _conquest(game, player: Player, name: str):
    for _ in range(2):
        yield from game.gain(player, "silver")
    # Every Silver gained this turn counts, bought or gained by any card, not only these two.
    game.add_vp(player, _gains_this_turn(game, player, "silver"))


def _windfall(game, player: Player, name: str):
    if player.deck or player.discards:
        return
    for _ in range(3):
        yield from game.gain(player, "gold")


def _tax_setup(game, players: int) -> None:
    for pile in game.piles:
        game.add_pile_token(pile, "debt")


def _tax(game, player: Player, name: str):
    chosen = yield Decision(
        player.name,
        "tax",
        "choose",
        tuple(game.piles),  # every supply pile, empty or not
        1,
        1,
        "supply",
        "put 2 debt on a supply pile: the next player to buy a card from it takes them",
        rule="tax puts its debt on a pile of the supply",
    )
    if chosen and not player.gone:
        game.add_pile_token(chosen[0], "debt", 2)


# ---- landmarks ---------------------------------------------------------------------------------------


def _holding(name: str):
    """The set-up of landmark `name`: `VP_PER_PLAYER` VP tokens per player put on it."""

    def setup(game, players: int) -> None:
        game.put_vp(name, VP_PER_PLAYER * players)

    return setup


def _pile_of(game, gained: Gained) -> str:
    """The supply pile of a card gained, keyed as `Game.piles` (a mixed pile by its new top card)."""
    return game._pile_key(gained.card) if gained.source == "supply" else gained.card


def _move_vp(game, player: Player, pile: str, landmark: str) -> None:
    """1 VP token moved from supply pile `pile` (when it has one) onto `landmark`."""
    tokens = game.pile_tokens.get(pile)
    if tokens and tokens.get("vp"):
        tokens["vp"] -= 1
        game.put_vp(landmark, 1, player)


def _aqueduct_setup(game, players: int) -> None:
    for pile in ("silver", "gold"):
        game.put_vp(pile, 8)


def _aqueduct(game, player: Player, gained: Gained):
    types = game.types(gained.card)
    # A card both a treasure and a victory card (Harem) does both, the move first.
    if "treasure" in types:
        _move_vp(game, player, _pile_of(game, gained), "aqueduct")
    if VICTORY in types:
        game.take_vp(player, "aqueduct")
    return
    yield


def _defiled_shrine_setup(game, players: int) -> None:
    for pile in game.kingdom:
        if ACTION in game.types(pile) and "gathering" not in game.types(pile):
            game.put_vp(pile, 2)


def _defiled_shrine(game, player: Player, gained: Gained):
    if ACTION in game.types(gained.card):
        _move_vp(game, player, _pile_of(game, gained), "defiled-shrine")
    return
    yield


def _defiled_shrine_curse(game, player: Player, gained: Gained):
    if gained.card == "curse":
        game.take_vp(player, "defiled-shrine")
    return
    yield


def _battlefield(game, player: Player, gained: Gained):
    if VICTORY in game.types(gained.card):
        game.take_vp(player, "battlefield", 2)
    return
    yield


def _labyrinth(game, player: Player, gained: Gained):
    # Only a gain in the gainer's own turn, and only its second one of that turn.
    if player is game.players[game.current] and _gains_this_turn(game, player) == 2:
        game.take_vp(player, "labyrinth", 2)
    return
    yield


def _basilica(game, player: Player, gained: Gained):
    # The coins left once the card is paid for (an overpay already spent counts as spent).
    if game.coins >= 2:
        game.take_vp(player, "basilica", 2)
    return
    yield


def _colonnade(game, player: Player, gained: Gained):
    if ACTION in game.types(gained.card) and gained.card in player.plays:
        game.take_vp(player, "colonnade", 2)
    return
    yield


def _baths(game, player: Player):
    # Ending the turn: a clean-up's own gains are none in these sets, so its start decides.
    if _gains_this_turn(game, player) == 0:
        game.take_vp(player, "baths", 2)
    return
    yield


def _bandit_fort(game, player: Player) -> int:
    cards = player.cards()
    return -2 * (cards.count("silver") + cards.count("gold"))


def _fountain(game, player: Player) -> int:
    return 15 if player.cards().count("copper") >= 10 else 0


def _museum(game, player: Player) -> int:
    return 2 * len(set(player.cards()))


def _orchard(game, player: Player) -> int:
    counts = Counter(player.cards())
    return 4 * sum(1 for card, n in counts.items() if n >= 3 and ACTION in game.types(card))


def _palace(game, player: Player) -> int:
    cards = player.cards()
    return 3 * min(cards.count("copper"), cards.count("silver"), cards.count("gold"))


def _wall(game, player: Player) -> int:
    return -max(0, len(player.cards()) - 15)


def _wolf_den(game, player: Player) -> int:
    return -3 * sum(1 for n in Counter(player.cards()).values() if n == 1)


SET_LANDSCAPES: tuple[LandscapeSpec, ...] = (
    landscape("conquest", on_buy=_conquest),
    landscape("delve", on_buy=_delve),
    landscape("dominate", on_buy=_dominate),
    landscape("triumph", on_buy=_triumph),
    landscape("wedding", on_buy=_wedding),
    landscape("tax", setup=_tax_setup, on_buy=_tax),
    landscape("windfall", on_buy=_windfall),
    landscape("aqueduct", setup=_aqueduct_setup, on_gain=_aqueduct),
    landscape("bandit-fort", points=_bandit_fort),
    landscape("basilica", setup=_holding("basilica"), on_buy_card=_basilica),
    landscape("baths", setup=_holding("baths"), at_clean_up=_baths),
    landscape("battlefield", setup=_holding("battlefield"), on_gain=_battlefield),
    landscape("colonnade", setup=_holding("colonnade"), on_buy_card=_colonnade),
    landscape(
        "defiled-shrine",
        setup=_defiled_shrine_setup,
        on_gain=_defiled_shrine,
        on_buy_card=_defiled_shrine_curse,
    ),
    landscape("fountain", points=_fountain),
    landscape("labyrinth", setup=_holding("labyrinth"), on_gain=_labyrinth),
    landscape("museum", points=_museum),
    landscape("orchard", points=_orchard),
    landscape("palace", points=_palace),
    landscape("wall", points=_wall),
    landscape("wolf-den", points=_wolf_den),
)
"""Empires' events and landmarks whose rules are built."""


# ---- the split piles and the Castles (docs/landscapes.md, "Split piles and Castles") ------------------


def _patrician(game, player: Player, this: Played):
    """Its top card shown: into the hand when it costs 5 coins or more (its coins alone: a debt cost is no
    coins), else back onto the deck."""
    card = game.reveal_top(player)
    if card is None:
        return
    if game.cost(card) >= 5:
        player.aside.remove(card)
        player.hand.append(card)
    else:
        game.topdeck_aside(player, [card])
    return
    yield


def _emporium_gained(game, player: Player, gained: Gained):
    """+2 VP when its gainer has 5 action cards or more in play (whoever's turn it is)."""
    if sum(1 for card in player.plays if ACTION in game.types(card)) >= 5:
        game.add_vp(player, 2)
    return
    yield


PILE_SPECS: tuple = (
    spec("patrician", cards=1, actions=1, effect=_patrician),
    spec("emporium", cards=1, actions=1, coins=1, on_gain=_emporium_gained),
)
"""The cards of Empires' split piles and of its Castles pile whose rules are built (`SET_SPECS` holds them
too)."""

SET_SPECS = SET_SPECS + PILE_SPECS
