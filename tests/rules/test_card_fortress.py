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


def test_a_fortress_trashed_by_a_knight_goes_to_its_owners_hand(table):
    """Whoever trashes it, whenever: a Fortress revealed and trashed by another player's Knight goes to its
    owner's hand."""
    t = table("fortress", "knights")
    game = t.game
    t.knight_trashes(["fortress", "copper"])
    assert "fortress" not in game.trash and sorted(t.bob.hand) == ["estate", "fortress"]
    assert t.bob.discards == ["copper"]
