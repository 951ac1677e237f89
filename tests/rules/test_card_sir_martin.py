"""Sir Martin (Dark Ages, a Knight, cost 4): +2 buys, then the Knight attack.

Rulings (official FAQ, in our words): it costs 4, not 5, so a buy of it from the top of the Knights pile
costs 4; the buys stay when it is trashed by its own attack."""

from __future__ import annotations

from referee.rules.spec import SPECS


def test_sir_martin_gives_two_buys(table):
    t = table("knights")
    t.give("ann", hand=["sir-martin"])
    t.give("bob", deck=["copper", "copper"])
    assert t.play("sir-martin") is None
    assert t.game.buys == 3 and SPECS["sir-martin"].cost == 4
