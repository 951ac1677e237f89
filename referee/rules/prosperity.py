"""The cards of Prosperity (both editions), Platinum and Colony: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Each card is its catalogue row (`protocol.catalogue`, ``playable=True``) plus its spec here, made with
`referee.rules.cards.spec`; its behaviours are generator functions as described in docs/rules-core.md. The
module has two sections, each ending in its own tuple of specs, so that two authors append without touching
each other's lines: Platinum, Colony and cards Anvil to Investment (`CARDS_A`), cards King's Court to
Worker's Village (`CARDS_B`). `SET_SPECS` is what the registry collects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import CardSpec, Gained, choose, spec

if TYPE_CHECKING:
    from referee.rules.game import Game, Player


# ==== Platinum, Colony, cards Anvil .. Investment (anvil bank bishop charlatan city clerk collection
# ==== contraband counting-house crystal-ball expand forge goons grand-market hoard investment) ==============


CARDS_A: tuple[CardSpec, ...] = ()


# ==== cards King's Court .. Worker's Village (kings-court loan magnate mint monument mountebank peddler
# ==== quarry rabble royal-seal talisman tiara trade-route vault venture war-chest watchtower workers-village)


def _watchtower(game: Game, player: Player, this):
    while len(player.hand) < 6:
        card = game.take_top(player)
        if card is None:
            break
        player.hand.append(card)
    return
    yield


def _watchtower_reacts(game: Game, owner: Player, card: str, gained: Gained):
    """When its owner gains a card (on any player's turn), it may reveal Watchtower from its hand to trash
    the gained card or put it onto its deck; nothing when another trigger already moved the card."""
    if gained.player != owner.name or gained.to not in ("discards", "hand", "deck"):
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


CARDS_B: tuple[CardSpec, ...] = (spec("watchtower", effect=_watchtower, react_gain=_watchtower_reacts),)


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Prosperity card whose rules are built (and Platinum and Colony)."""
