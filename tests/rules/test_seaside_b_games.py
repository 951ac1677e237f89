"""Whole games of the rules alone with Seaside's section B (Pearl Diver to Tide Pools): in-process players
that buy and play them through the real engine (`run_game`), every play and answer judged by the legality
judge; the durations (Pirate, Sailor, Sea Witch, Tide Pools) meet the engine's turn loop, Pirate reacts to
other players' treasure gains, Sailor plays the durations bought, Ambassador returns cards to the supply.
Nobody is ejected, every card stays in the game, every card is played."""

from __future__ import annotations

import pytest

from tests.rules.games import NAMING, buyer_games

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


@pytest.mark.parametrize("name", KINGDOMS)
def test_games_with_these_cards_end_with_every_card_kept_and_played(name):
    played = buyer_games(KINGDOMS[name], range(8), turn_limit=25, first="throne-room", most=NAMING)
    assert set(KINGDOMS[name]) - set(played) == set()
