"""Capital (Empires, a Treasure): 6 coins, +1 buy; when discarded from play, its player takes 6 debt and then
may pay off debt.

Rulings (official FAQ, in our words), each a test below: the debt comes when it is discarded from play, at the
clean-up, and the coins left then pay it off at once (the referee pays all it can: docs/landscapes.md,
"Debt"); a Capital that leaves play otherwise (trashed by a Counterfeit) gives no debt; a Capital played
twice (a Crown) is discarded once: 6 debt, not 12. Debt left stops every buy until it is paid off."""

from __future__ import annotations

import pytest

from protocol.messages import Buy


def test_six_coins_and_a_buy_then_six_debt_paid_from_what_is_left(table):
    t = table("capital")
    t.give("ann", hand=["capital", "copper", "copper"], deck=["copper"] * 10)
    t.add("capital")
    assert t.game.coins == 6 and t.game.buys == 2
    t.add("copper")
    t.add("copper")
    t.buy("silver")  # 8 coins, 3 spent: 5 left
    assert t.ann.debt == 0  # nothing yet: it is still in play
    events = []
    t.game.listeners.append(events.append)
    t.clean()
    assert t.ann.debt == 1  # 6 taken, 5 paid off
    kinds = [(e.kind, e.cards) for e in events if e.player == "ann" and e.kind in ("debt", "pay-debt")]
    assert kinds == [("debt", ("6",)), ("pay-debt", ("5",))]


def test_debt_left_is_paid_before_the_next_buy_and_stops_it_when_too_much(table):
    t = table("capital")
    t.give("ann", hand=["capital"], deck=["copper"] * 10)
    t.add("capital")
    t.buy("gold")  # all 6 coins spent
    t.clean()
    assert t.ann.debt == 6
    t.clean()  # bob
    t.give("ann", hand=["gold", "copper"])
    t.add("gold")
    t.add("copper")
    with pytest.raises(ValueError, match="illegal buy of copper: 2 debt left"):
        t.game.apply(Buy("copper"))  # 4 coins pay 4 of the 6: nothing may be bought, not even a Copper
    assert (t.ann.debt, t.game.coins, t.game.buys) == (2, 0, 1)
    t.give("ann", hand=["gold", "silver"])
    t.add("gold")
    t.add("silver")
    t.buy("silver")  # 5 coins: 2 pay the rest of the debt, 3 the Silver
    assert t.ann.debt == 0 and t.game.coins == 0 and "silver" in t.ann.discards


def test_trashed_from_play_it_gives_no_debt(table):
    t = table("capital", "counterfeit")
    t.give("ann", hand=["counterfeit", "capital"], deck=["copper"] * 10)
    t.add("counterfeit")
    decision = t.game.pending
    assert decision.card == "counterfeit" and "capital" in decision.options
    t.answer("capital")
    assert t.game.coins == 1 + 12 and t.game.buys == 4 and "capital" in t.game.trash
    t.buy("province")
    t.clean()
    assert t.ann.debt == 0


def test_played_twice_by_a_crown_it_is_discarded_once(table):
    t = table("capital", "crown")
    t.give("ann", hand=["crown", "capital"], deck=["copper"] * 10)
    t.add("crown")
    t.answer("capital")
    assert t.game.coins == 12 and t.game.buys == 3
    t.buy("province")
    t.buy("silver")
    t.clean()
    assert t.ann.debt == 5  # 6, not 12, less the coin left
