"""Wharf (Seaside, both editions): now and at the start of your next turn, +2 cards and +1 buy.

Rulings (official FAQ, in our words): it stays in play until the clean-up of the next turn; King's Court on
Wharf draws 6 cards and gives +3 buys now and again next turn, and the King's Court stays in play as long
(the interaction issue 29 names); the cards drawn next turn come after the usual 5-card hand."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_wharf_draws_two_and_gives_a_buy_twice(table):
    t = table("wharf")
    t.give(
        "ann", hand=["wharf"], deck=["silver", "silver"] + ["estate"] * 5 + ["gold", "gold"] + ["copper"] * 6
    )
    t.play("wharf")
    assert t.ann.hand == ["silver", "silver"] and t.game.buys == 2
    t.clean()
    t.clean()  # bob
    assert len(t.ann.hand) == 7 and t.ann.hand[-2:] == ["gold", "gold"] and t.game.buys == 2
    t.clean()
    assert t.ann.plays == [] and "wharf" in t.ann.discards


def test_kings_court_on_wharf_stays_for_the_next_turn(table):
    t = table("wharf", "kings-court")
    t.give("ann", hand=["kings-court", "wharf"], deck=["copper"] * 30)
    total = count_cards(t.game)
    t.play("kings-court")
    t.answer("wharf")
    assert len(t.ann.hand) == 6 and t.game.buys == 4
    t.clean()
    assert sorted(t.ann.plays) == ["kings-court", "wharf"] and sorted(t.ann.durations) == [
        "kings-court",
        "wharf",
    ]
    t.clean()  # bob
    assert len(t.ann.hand) == 11 and t.game.buys == 4
    assert sorted(t.ann.plays) == ["kings-court", "wharf"]
    t.clean()
    assert t.ann.plays == [] and t.ann.durations == []
    assert count_cards(t.game) == total
