"""Whole games of the rules alone with the cards of Hinterlands: in-process players that buy the kingdom's
cards and play them through the real engine (`run_game`), every play and answer judged by the legality
judge: gain triggers (Border Village, Farmland, Inn, Cache, Embassy, Ill-Gotten Gains, Nomad Camp, Souk,
Berserker), reactions in hand (Trader, Fool's Gold, Guard Dog), Scheme's clean-up and Haggler's buys meet the
engine's turn loop. Nobody is ejected, every card stays in the game, every action and treasure is played."""

from __future__ import annotations

import pytest

from referee.rules.spec import SPECS
from tests.rules.games import buyer_games

FIRST = (
    "crossroads",
    "fools-gold",
    "oracle",
    "trader",
    "noble-brigand",
    "ill-gotten-gains",
    "mandarin",
    "haggler",
    "embassy",
    "border-village",
)
SECOND = (
    "develop",
    "guard-dog",
    "scheme",
    "nomads",
    "berserker",
    "cauldron",
    "souk",
    "inn",
    "witchs-hut",
    "farmland",
)


@pytest.mark.parametrize("kingdom", [FIRST, SECOND], ids=["first-edition", "second-edition"])
def test_hinterlands_games_end_with_every_card_kept_and_played(kingdom):
    played = buyer_games(kingdom, range(4), turn_limit=30, edition=1 if kingdom is FIRST else 2)
    playable = {card for card in kingdom if SPECS[card].is_action or "treasure" in SPECS[card].types}
    assert playable - set(played) == set()
