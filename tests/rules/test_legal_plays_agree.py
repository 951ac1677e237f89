"""`legal_plays` and `check_play` agree on buys with a condition of their own: a buy the list offers is one
the judge accepts, and the other way round (found by `bench/random_games.py`: a random legal player that
chose `(buy grand-market)` from `legal_plays` with a Copper in play was ejected by `check_play`; and
`CardSpec.may_buy` was called with the cards in play while Grand Market's took the game and the player)."""

from __future__ import annotations

import pytest

from protocol.messages import Buy
from referee import views
from referee.rules.legality import check_play, legal_plays


@pytest.mark.parametrize(
    "treasures", [("gold", "gold", "copper"), ("gold", "gold"), ("gold", "silver", "copper")]
)
def test_every_listed_buy_is_accepted_and_every_accepted_buy_listed(table, treasures) -> None:
    t = table("grand-market")
    t.give("ann", hand=list(treasures))
    for card in treasures:
        t.add(card)
    view = views.view(t.game)
    listed = {play for play in legal_plays(view, arguments=False) if type(play) is Buy}
    for card in dict.fromkeys(view.supply):
        accepted = check_play(view, Buy(card), arguments=False) is None
        assert (Buy(card) in listed) == accepted, (card, treasures, view.coins)
    assert (Buy("grand-market") in listed) == ("copper" not in treasures and view.coins >= 6)
