"""Whole games of the rules alone with Dark Ages section B's cards: in-process players that buy the kingdom's
cards and play them through the real engine (`run_game`), every play and answer judged by the legality
judge: Procession's double plays and trashes, Rogue's and Cultist's attacks, Hunting Grounds' and Catacombs'
trash triggers, the Knights' pile meet the engine's turn loop. Nobody is ejected, every card stays in the
game, the game ends, and the kingdom's cards are played."""

from __future__ import annotations

from collections import Counter

import pytest

from referee.rules.spec import SPECS
from tests.rules.games import Buyer, buyer_games

KINGDOMS = (
    (
        "procession",
        "count",
        "rogue",
        "junk-dealer",
        "catacombs",
        "graverobber",
        "rebuild",
        "altar",
        "hunting-grounds",
        "cultist",
    ),
    (
        "smithy",
        "scavenger",
        "wandering-minstrel",
        "bandit-camp",
        "counterfeit",
        "mystic",
        "pillage",
        "knights",
        "village",
        "market",
    ),
)


class Collector(Buyer):
    """A `Buyer` that wants the dearest kingdom card of the supply it does not own yet, then what it owns
    fewest of (a mixed pile's top card: a Knight)."""

    def wanted(self, state) -> list[str]:
        owned = Counter((*state.deck, *state.hand, *state.plays, *state.discards))
        return sorted(
            (c for c in state.supply if SPECS[c].kingdom or "knight" in SPECS[c].types),
            key=lambda card: (owned[card] > 0, -SPECS[card].cost, owned[card]),
        )


@pytest.mark.parametrize("kingdom", KINGDOMS)
def test_dark_ages_b_games_end_with_every_card_kept(kingdom):
    played = buyer_games(kingdom, range(6), turn_limit=30, buyer=Collector)
    playable = {card for card in kingdom if card != "knights"}
    assert playable - set(played) == set()
    if "knights" in kingdom:
        assert any("knight" in SPECS[card].types for card in played)
