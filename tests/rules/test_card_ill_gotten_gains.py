"""Ill-Gotten Gains (Hinterlands, first edition): a treasure worth 1 coin; when played you may gain a Copper
into your hand; when you gain it, each other player gains a Curse.

Rulings (official FAQ, in our words): the Copper is optional and goes to the hand, so it can be played the
same turn; with no Copper left nothing is asked; every Ill-Gotten Gains gained, bought or not, gives every
other player a Curse, in turn order, while Curses are left."""

from __future__ import annotations


def test_play_may_gain_a_copper_into_hand(table):
    t = table("ill-gotten-gains")
    t.give("ann", hand=["ill-gotten-gains"])
    t.add("ill-gotten-gains")
    assert t.game.coins == 1
    decision = t.game.pending
    assert decision.kind == "gain" and decision.options == ("copper",) and decision.min == 0
    t.answer("copper")
    assert t.ann.hand == ["copper"]
    t.add("copper")
    assert t.game.coins == 2


def test_the_copper_is_optional(table):
    t = table("ill-gotten-gains")
    t.give("ann", hand=["ill-gotten-gains"])
    t.add("ill-gotten-gains")
    t.answer()
    assert t.ann.hand == [] and t.game.coins == 1


def test_gaining_it_curses_every_other_player_in_turn_order(table):
    t = table("ill-gotten-gains", players=3)
    t.game.set_pile("curse", 1)
    t.game.run(t.game.gain(t.ann, "ill-gotten-gains"))
    assert t.bob.discards == ["curse"] and t.cat.discards == []
