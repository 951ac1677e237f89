"""Magpie (Adventures): +1 card, +1 action; reveal the top card: a treasure goes into the hand; an action or
victory card gains a Magpie; anything else stays on top."""

from __future__ import annotations


def test_a_treasure_revealed_goes_into_the_hand(table):
    t = table("magpie")
    t.give("ann", hand=["magpie"], deck=["copper", "gold"], discards=[])
    assert t.play("magpie") is None
    assert sorted(t.ann.hand) == ["copper", "gold"] and t.ann.deck == [] and t.game.actions == 1
    assert t.game.piles["magpie"] == 10


def test_an_action_revealed_stays_on_top_and_gains_a_magpie(table):
    t = table("magpie")
    t.give("ann", hand=["magpie"], deck=["copper", "village"], discards=[])
    t.play("magpie")
    assert t.ann.deck == ["village"] and t.ann.discards == ["magpie"] and t.game.piles["magpie"] == 9


def test_a_victory_card_revealed_gains_a_magpie(table):
    t = table("magpie")
    t.give("ann", hand=["magpie"], deck=["copper", "estate"], discards=[])
    t.play("magpie")
    assert t.ann.deck == ["estate"] and t.ann.discards == ["magpie"]


def test_a_treasure_that_is_a_victory_card_does_both(table):
    t = table("magpie", "harem")
    t.give("ann", hand=["magpie"], deck=["copper", "harem"], discards=[])
    t.play("magpie")
    assert "harem" in t.ann.hand and t.ann.discards == ["magpie"]


def test_a_curse_revealed_does_nothing(table):
    t = table("magpie")
    t.give("ann", hand=["magpie"], deck=["copper", "curse"], discards=[])
    t.play("magpie")
    assert t.ann.deck == ["curse"] and t.ann.discards == []


def test_with_no_magpie_left_nothing_is_gained(table):
    t = table("magpie")
    t.game.piles["magpie"] = 0
    t.give("ann", hand=["magpie"], deck=["copper", "estate"], discards=[])
    t.play("magpie")
    assert t.ann.discards == [] and t.ann.deck == ["estate"]
