"""Fortress (Dark Ages): +1 card, +2 actions; when trashed, it goes into its owner's hand.

Rulings (official FAQ, in our words): a Fortress trashed is still trashed (a card trashing it gets what
trashing gives: a Remodel still gains) but comes back from the trash to the hand at once, so it never stays
in the trash."""

from __future__ import annotations


def test_fortress_draws_and_gives_two_actions(table):
    t = table("fortress")
    t.give("ann", hand=["fortress"], deck=["copper"])
    assert t.play("fortress") is None
    assert t.ann.hand == ["copper"] and t.game.actions == 2


def test_remodel_on_fortress_gains_and_keeps_it(table):
    t = table("fortress", "remodel")
    t.give("ann", hand=["remodel", "fortress"])
    t.play("remodel")
    decision = t.answer("fortress")
    assert t.ann.hand == ["fortress"] and "fortress" not in t.game.trash
    assert decision.kind == "gain" and "duchy" in decision.options  # up to 4 + 2
    t.answer("duchy")
    assert t.ann.discards[-1] == "duchy"
