"""Beggar (Dark Ages; an action, a reaction): gain 3 Coppers into your hand; when another player plays an
attack, you may first discard it to gain two Silvers, one onto your deck.

Rulings (official FAQ, in our words): the Coppers go to the hand and may be played this turn; fewer are
gained when the pile runs out; the reaction is revealed before the attack resolves, the Beggar is discarded,
one Silver goes onto the deck and the other to the discard pile; the attack still affects the player (Beggar
protects from nothing), and with the Beggar gone from the hand a Militia asks for fewer cards."""

from __future__ import annotations


def test_beggar_gains_three_coppers_to_the_hand(table):
    t = table("beggar")
    t.give("ann", hand=["beggar"])
    assert t.play("beggar") is None
    assert t.ann.hand == ["copper"] * 3


def test_fewer_coppers_when_the_pile_runs_out(table):
    t = table("beggar")
    t.game.set_pile("copper", 1)
    t.give("ann", hand=["beggar"])
    t.play("beggar")
    assert t.ann.hand == ["copper"]


def test_the_reaction_gains_two_silvers_and_the_attack_still_hits(table):
    t = table("beggar", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["beggar", "copper", "copper", "estate", "estate"], deck=["gold"], discards=[])
    decision = t.play("militia")
    assert decision.kind == "reveal" and decision.player == "bob" and "beggar" in decision.options
    decision = t.answer("beggar")
    assert t.bob.deck[-1] == "silver" and t.bob.discards == ["beggar", "silver"]
    assert decision is not None and decision.kind == "discard" and decision.min == 1  # 4 cards left: one goes


def test_with_one_silver_left_it_goes_onto_the_deck(table):
    """The FAQ: with one Silver left, it is the one put onto the deck; with none, nothing is gained."""
    t = table("beggar", "militia")
    t.game.piles["silver"] = 1
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["beggar", "copper", "copper", "copper"], deck=["gold"], discards=[])
    t.play("militia")
    assert t.answer("beggar") is None  # 3 cards left: nothing to discard
    assert t.bob.deck[-1] == "silver" and t.bob.discards == ["beggar"] and t.game.piles["silver"] == 0
