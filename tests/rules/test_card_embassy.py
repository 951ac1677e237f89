"""Embassy (Hinterlands, first edition): +5 cards, then discard 3; when you gain it, each other player gains a
Silver.

Rulings (official FAQ, in our words): the 3 cards are discarded after drawing (drawn cards may be among
them); with fewer than 3 cards in hand all are discarded; every Embassy gained, bought or not, gives each
other player a Silver, in turn order, while Silvers are left."""

from __future__ import annotations


def test_embassy_draws_five_then_discards_three(table):
    t = table("embassy")
    t.give("ann", hand=["embassy"], deck=["copper", "estate", "estate", "gold", "curse"])
    decision = t.play("embassy")
    assert len(t.ann.hand) == 5 and decision.min == decision.max == 3
    assert t.answer("estate", "estate", "curse") is None
    assert sorted(t.ann.hand) == ["copper", "gold"]


def test_embassy_with_a_short_hand_discards_all(table):
    t = table("embassy")
    t.give("ann", hand=["embassy"], deck=["copper", "estate"], discards=[])
    decision = t.play("embassy")
    assert decision.min == decision.max == 2


def test_gaining_embassy_gives_each_other_player_a_silver(table):
    t = table("embassy", players=3)
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("embassy")
    assert t.bob.discards == ["silver"] and t.cat.discards == ["silver"] and "silver" not in t.ann.discards


def test_embassy_gained_without_a_buy_gives_silvers_too(table):
    t = table("embassy")
    t.game.run(t.game.gain(t.ann, "embassy"))
    assert t.bob.discards == ["silver"]
