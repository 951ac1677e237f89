"""Stables (Hinterlands, both editions): you may discard a treasure; if you do, +3 cards and +1 action.

Rulings (official FAQ, in our words): the discard is optional, and without it nothing happens; only a
treasure may be discarded; the cards are drawn after the discard, shuffling the discards in (the treasure just
discarded too) when the deck runs out."""

from __future__ import annotations


def test_discard_a_treasure_for_three_cards_and_an_action(table):
    t = table("stables")
    t.give("ann", hand=["stables", "copper", "estate"], deck=["gold", "silver", "duchy", "curse"])
    decision = t.play("stables")
    assert decision.kind == "discard" and decision.options == ("copper",) and decision.min == 0
    assert t.answer("copper") is None
    assert t.ann.hand == ["estate", "gold", "silver", "duchy"] and t.game.actions == 1


def test_no_discard_nothing(table):
    t = table("stables")
    t.give("ann", hand=["stables", "copper"], deck=["gold"])
    t.play("stables")
    t.answer()
    assert t.ann.hand == ["copper"] and t.game.actions == 0


def test_only_a_treasure_may_be_discarded(table):
    t = table("stables")
    t.give("ann", hand=["stables", "copper", "estate"])
    t.play("stables")
    assert t.illegal("estate")


def test_the_discarded_treasure_may_be_drawn_again(table):
    t = table("stables")
    t.give("ann", hand=["stables", "gold"], deck=["estate"], discards=[])
    t.play("stables")
    t.answer("gold")
    assert sorted(t.ann.hand) == ["estate", "gold"]


def test_without_a_treasure_nothing_is_asked(table):
    t = table("stables")
    t.give("ann", hand=["stables", "estate"])
    assert t.play("stables") is None
