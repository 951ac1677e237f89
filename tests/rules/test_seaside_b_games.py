"""Whole games of the rules alone with Seaside's section B (Pearl Diver to Tide Pools): in-process players
that buy and play them through the real engine (`run_game`), every play and answer judged by the legality
judge; the durations (Pirate, Sailor, Sea Witch, Tide Pools) meet the engine's turn loop, Pirate reacts to
other players' treasure gains, Sailor plays the durations bought, Ambassador returns cards to the supply.
Nobody is ejected, every card stays in the game, every card is played."""

from __future__ import annotations

import pytest

from tests.rules.games import Buyer, buyer_games

KINGDOMS = {
    "first-edition": (
        "pearl-diver",
        "ambassador",
        "navigator",
        "sea-hag",
        "explorer",
        "ghost-ship",
        "treasure-map",
        "bazaar",
        "lookout",
        "throne-room",
    ),
    "second-edition": (
        "pirate",
        "sailor",
        "sea-witch",
        "tide-pools",
        "warehouse",
        "cutpurse",
        "salvager",
        "caravan",
        "bazaar",
        "throne-room",
    ),
}


MOST = frozenset(("play", "gain", "name", "choose", "reveal"))
"""The decision kinds a player answers with as many options as it may (a play, a gain, a name...)."""


@pytest.mark.parametrize("name", KINGDOMS)
def test_games_with_these_cards_end_with_every_card_kept_and_played(name):
    kingdom = KINGDOMS[name]
    played = buyer_games(
        kingdom,
        range(8),
        turn_limit=25,
        buyer=lambda player: Buyer(player, kingdom, first="throne-room", most=MOST),
    )
    assert set(kingdom) - set(played) == set()
