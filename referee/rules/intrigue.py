"""The cards of Intrigue (both editions): one `CardSpec` each, collected into `referee.rules.cards.SPECS`.

Each card is its catalogue row (`protocol.catalogue`, ``playable=True``) plus its spec here, made with
`referee.rules.cards.spec`; its behaviours are generator functions as described in docs/rules-core.md. The
module has two sections, each ending in its own tuple of specs, so that two authors append without touching
each other's lines: cards Baron to Minion (`CARDS_A`), cards Nobles to Wishing Well (`CARDS_B`).
`SET_SPECS` is what the registry collects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import CardSpec, Played, spec

if TYPE_CHECKING:
    from referee.rules.game import Game, Player


# ==== cards Baron .. Minion (baron bridge conspirator coppersmith courtier courtyard diplomat duke great-hall
# ==== harem ironworks lurker masquerade mill mining-village minion) ========================================


def _bridge(game: Game, player: Player, this: Played):
    game.reduce_costs(1)  # for the rest of the turn, every card everywhere (a Throne Room: 2 less)
    return
    yield


CARDS_A: tuple[CardSpec, ...] = (spec("bridge", buys=1, coins=1, effect=_bridge),)


# ==== cards Nobles .. Wishing Well (nobles patrol pawn replace saboteur scout secret-chamber secret-passage
# ==== shanty-town steward swindler torturer trading-post tribute upgrade wishing-well) =====================


CARDS_B: tuple[CardSpec, ...] = ()


SET_SPECS: tuple[CardSpec, ...] = CARDS_A + CARDS_B
"""Every Intrigue card whose rules are built."""
