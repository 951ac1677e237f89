"""Sea Chart (Seaside second edition): +1 card, +1 action; reveal your top card; if you have a copy of it in
play, put it into your hand (else it stays on top).

Rulings (official FAQ, in our words): the Sea Chart itself is in play, so revealing another Sea Chart takes
it; a card not in play stays on top of the deck; an empty deck is shuffled for it, and with no card at all
nothing happens."""

from __future__ import annotations


def test_sea_chart_takes_a_copy_of_a_card_in_play(table):
    t = table("sea-chart", "village")
    t.give("ann", hand=["village", "sea-chart"], deck=["estate", "village", "silver"] + ["copper"] * 5)
    t.play("village")
    t.play("sea-chart")
    assert t.ann.hand == ["estate", "village"]


def test_sea_chart_reveals_another_sea_chart(table):
    t = table("sea-chart")
    t.give("ann", hand=["sea-chart"], deck=["copper", "sea-chart"] + ["copper"] * 5)
    t.play("sea-chart")
    assert t.ann.hand == ["copper", "sea-chart"]


def test_a_card_not_in_play_stays_on_top(table):
    t = table("sea-chart")
    t.give("ann", hand=["sea-chart"], deck=["copper", "gold", "estate"])
    t.play("sea-chart")
    assert t.ann.hand == ["copper"] and t.ann.deck[-1] == "gold" and t.ann.aside == []


def test_no_card_left_nothing_happens(table):
    t = table("sea-chart")
    t.give("ann", hand=["sea-chart"], deck=["copper"], discards=[])
    t.play("sea-chart")
    assert t.ann.hand == ["copper"] and t.ann.aside == []
