"""Disciple (Adventures, Fugitive's upgrade): you may play an action card from your hand twice, then gain a
copy of it; exchanged for a Teacher (not built yet: never offered)."""

from __future__ import annotations


def test_plays_the_card_twice_and_gains_a_copy(table):
    t = table("peasant", "smithy")
    t.give("ann", hand=["disciple", "smithy"], deck=["copper"] * 6, discards=[])
    decision = t.play("disciple")
    assert decision.kind == "play" and decision.min == 0
    assert t.answer("smithy") is None
    assert len(t.ann.hand) == 6 and t.ann.discards == ["smithy"]


def test_declined_nothing_happens(table):
    t = table("peasant", "smithy")
    t.give("ann", hand=["disciple", "smithy"], deck=[], discards=[])
    t.play("disciple")
    assert t.answer() is None and t.ann.discards == []


def test_a_copy_is_gained_even_when_the_card_trashed_itself(table):
    t = table("peasant", "feast")
    t.give("ann", hand=["disciple", "feast"], deck=[], discards=[])
    t.play("disciple")
    t.answer("feast")
    t.answer("duchy")
    t.answer("duchy")
    assert sorted(t.ann.discards) == ["duchy", "duchy", "feast"]  # a Duchy from each play


def test_a_traveller_played_gains_a_copy_from_its_own_pile(table):
    # Our reading: "a copy" comes from the card's pile, its non-supply pile for an upgrade.
    t = table("peasant")
    t.give("ann", hand=["disciple", "fugitive"], deck=["copper"] * 4, discards=[])
    t.game.non_supply["fugitive"] -= 1
    t.play("disciple")
    t.answer("fugitive")
    t.answer("copper")
    t.answer("copper")
    assert t.ann.discards.count("fugitive") == 1 and t.game.non_supply["fugitive"] == 3


def test_not_exchanged_while_teacher_is_not_built(table):
    t = table("peasant")
    t.give("ann", hand=["disciple"], deck=["copper"] * 10, discards=[])
    assert t.play("disciple") is None  # no action in hand: nothing asked
    t.clean()
    assert t.game.pending is None
