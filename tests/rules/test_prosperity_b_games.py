"""Whole games of the rules alone with the cards King's Court to Worker's Village: in-process players that
buy and play them through the real engine (`run_game`), every play and answer judged by the legality judge,
the treasures' effects (Loan, Venture, Tiara, War Chest) and the watchers (Talisman, Royal Seal, Tiara, Mint's
buy) meeting the engine's turn loop. Nobody is ejected, every card stays in the game, every card is played."""

from __future__ import annotations

import pytest

from tests.rules.games import NAMING, buyer_games

KINGDOMS = {
    "actions": (
        "kings-court",
        "vault",
        "rabble",
        "mountebank",
        "magnate",
        "mint",
        "monument",
        "peddler",
        "workers-village",
        "village",
    ),
    "treasures": (
        "loan",
        "venture",
        "royal-seal",
        "tiara",
        "war-chest",
        "talisman",
        "quarry",
        "kings-court",
        "workers-village",
        "trade-route",
    ),
}


@pytest.mark.parametrize("name", KINGDOMS)
def test_games_with_these_cards_end_with_every_card_kept_and_played(name):
    played = buyer_games(KINGDOMS[name], range(8), turn_limit=25, first="kings-court", most=NAMING)
    assert set(KINGDOMS[name]) - set(played) == set()
