"""The cards of Adventures whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`. docs/rules-core.md describes the API; docs/landscapes.md, section 6, the design
of the set's machinery.

The Tavern mat is the core's (`Game.to_tavern`, `Game.call_reserves`, the ``call`` decision kind): a Reserve
card's effect ends by putting it onto its owner's Tavern mat, and its spec names the moment it may be called
(`call_at`) and what calling it does (`on_call`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.helpers import trash_from_hand
from referee.rules.spec import CardSpec, Played, spec

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


SET_SPECS: tuple[CardSpec, ...] = (
    spec("ratcatcher", cards=1, actions=1, effect=_to_tavern, call_at="start", on_call=_ratcatcher_called),
    spec("guide", cards=1, actions=1, effect=_to_tavern, call_at="start", on_call=_guide_called),
)
"""Every Adventures card whose rules are built."""
