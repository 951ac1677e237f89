"""Rats (Dark Ages): +1 card, +1 action; gain a Rats; trash a card from your hand other than a Rats (a hand
of Rats only is shown instead); when trashed, +1 card.

Rulings (official FAQ, in our words): the Rats is gained before the trash (to the discard pile, so it cannot
be trashed); the trash is compulsory and never a Rats; with only Rats in hand the hand is revealed and nothing
is trashed; with an empty Rats pile nothing is gained but the trash still happens; a Rats trashed on another
player's turn draws its owner a card."""

from __future__ import annotations


def test_rats_gains_a_rats_then_trashes_another_card(table):
    t = table("rats")
    t.give("ann", hand=["rats", "estate", "rats"], deck=["copper"])
    decision = t.play("rats")
    assert t.game.actions == 1 and t.ann.discards == ["rats"]
    assert decision.kind == "trash" and decision.options == ("copper", "estate") and decision.min == 1
    assert t.illegal("rats")
    t.answer("estate")
    assert t.game.trash == ["estate"]


def test_rats_with_only_rats_trashes_nothing(table):
    t = table("rats")
    t.give("ann", hand=["rats", "rats"], deck=["rats"])
    assert t.play("rats") is None
    assert t.game.trash == [] and t.ann.hand == ["rats", "rats"]


def test_rats_with_an_empty_pile_still_trashes(table):
    t = table("rats")
    t.game.piles["rats"] = 0
    t.give("ann", hand=["rats", "copper"], deck=["estate"])
    t.play("rats")
    t.answer("copper")
    assert t.ann.discards == [] and t.game.trash == ["copper"]


def test_rats_trashed_draws_a_card(table):
    t = table("rats", "chapel")
    t.give("ann", hand=["chapel", "rats"], deck=["gold"])
    t.play("chapel")
    assert t.answer("rats") is None
    assert t.ann.hand == ["gold"]


def test_rats_trashed_on_another_players_turn_draws_for_its_owner(table):
    t = table("rats", "knights")
    t.give("ann", hand=["dame-sylvia"])
    t.give("bob", hand=[], deck=["rats", "silver", "gold"])
    decision = t.play("dame-sylvia")
    assert decision.player == "bob" and set(decision.options) == {"silver", "rats"}
    t.answer("rats")
    assert t.bob.hand == ["gold"]
