"""Artificer (Adventures): +1 card, +1 action, +1 coin; discard any number of cards, then you may gain onto
your deck a card costing exactly as many coins as cards discarded."""

from __future__ import annotations


def test_three_discarded_gains_a_card_costing_three_onto_the_deck(table):
    t = table("artificer")
    t.give("ann", hand=["artificer", "estate", "estate", "copper"], deck=["curse", "gold"], discards=[])
    decision = t.play("artificer")
    assert decision.kind == "discard" and decision.min == 0 and t.game.coins == 1 and t.game.actions == 1
    gain = t.answer("copper", "curse", "estate")
    assert gain.kind == "gain" and "silver" in gain.options and "village" not in gain.options
    assert gain.min == 0
    assert t.answer("silver") is None
    assert t.ann.deck[-1] == "silver" and sorted(t.ann.hand) == ["estate"]


def test_none_discarded_may_gain_a_card_costing_zero(table):
    t = table("artificer")
    t.give("ann", hand=["artificer", "estate"], deck=["gold"], discards=[])
    t.play("artificer")
    gain = t.answer()
    assert set(gain.options) == {"copper", "curse"}
    t.answer("copper")
    assert t.ann.deck == ["copper"]


def test_the_gain_may_be_declined(table):
    t = table("artificer")
    t.give("ann", hand=["artificer", "estate"], deck=["gold"], discards=[])
    t.play("artificer")
    t.answer()
    assert t.answer() is None and t.ann.deck == [] and t.ann.discards == []


def test_no_card_at_that_cost_nothing_is_asked(table):
    t = table("artificer")
    t.give("ann", hand=["artificer"] + ["copper"] * 7, deck=["gold"], discards=[])
    t.play("artificer")
    assert t.answer(*["copper"] * 7) is None
