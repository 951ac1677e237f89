"""The cards of Seaside (both editions) whose rules are built: one `CardSpec` each, collected into
`referee.rules.cards.SPECS`.

Caravan and Outpost came first (they proved the rules core's durations and extra turns); the rest are in two
sections, so that two engineers add cards without touching each other's lines: section A (`CARDS_A`: haven,
lighthouse, native-village, fishing-village, merchant-ship, wharf, tactician, island, pirate-ship, embargo,
treasury, smugglers, astrolabe, sea-chart, monkey, blockade, corsair) and section B (`CARDS_B`: pearl-diver,
ambassador, lookout, warehouse, cutpurse, navigator, salvager, sea-hag, treasure-map, bazaar, explorer,
ghost-ship, pirate, sailor, sea-witch, tide-pools). `SET_SPECS` is what the registry collects.
docs/rules-core.md describes the API.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee.rules.cards import CardSpec, Played, spec

if TYPE_CHECKING:
    from referee.rules.game import Game, Player


def _caravan(game: Game, player: Player, this: Played):
    game.stay(player, this)  # its `at_start` draws a card at the start of the next turn
    return
    yield


def _caravan_at_start(game: Game, player: Player, this: Played):
    game.draw(player, 1)
    return
    yield


OUTPOST_HAND = 3
"""Cards drawn at the clean-up of a turn in which Outpost gives an extra turn."""


def _outpost(game: Game, player: Player, this: Played):
    if game.edition == 1:
        # First edition: the clean-up draws 3 whatever happens; the extra turn unless this one is already one.
        game.clean_up_draw = OUTPOST_HAND
        if game.extra_turn(player):
            game.stay(player, this)
        return
    # Second edition: only the first Outpost played this turn, and only if this turn is not an extra turn.
    first = game.actions_played.count("outpost") == 1
    if first and game.extra_turn(player):
        game.clean_up_draw = OUTPOST_HAND
        game.stay(player, this)  # in play until the extra turn's clean-up
    return
    yield


FIRST: tuple[CardSpec, ...] = (
    spec("caravan", cards=1, actions=1, effect=_caravan, at_start=_caravan_at_start),
    spec(
        "outpost",
        effect=_outpost,
        first_edition=(
            "You draw only 3 cards in this turn's clean-up. Take an extra turn after this one (never more "
            "than two turns in a row)."
        ),
    ),
)
"""Caravan and Outpost."""


# ==== section A (haven lighthouse native-village fishing-village merchant-ship wharf tactician island
# ==== pirate-ship embargo treasury smugglers astrolabe sea-chart monkey blockade corsair) =================


CARDS_A: tuple[CardSpec, ...] = ()
"""Section A's cards."""


# ==== section B (pearl-diver ambassador lookout warehouse cutpurse navigator salvager sea-hag treasure-map
# ==== bazaar explorer ghost-ship pirate sailor sea-witch tide-pools) =======================================


CARDS_B: tuple[CardSpec, ...] = ()
"""Section B's cards."""


SET_SPECS: tuple[CardSpec, ...] = FIRST + CARDS_A + CARDS_B
"""Every Seaside card whose rules are built."""
