"""Temple (Empires, an Action-Gathering): +1 VP; trash from 1 to 3 differently named cards from your hand; add
1 VP to the Temple pile. When you gain this, take the VP from the Temple pile.

Rulings (in our words), each a test below: no two trashed cards share a name; at least one is trashed when the
hand holds any; the VP goes onto the pile even with nothing to trash; gaining a Temple, bought or not, takes
every VP on the pile (the last Temple too, leaving the pile empty)."""

from __future__ import annotations


def test_a_vp_three_different_cards_trashed_and_a_vp_onto_the_pile(table):
    t = table("temple")
    t.give("ann", hand=["temple", "copper", "copper", "estate", "curse"])
    decision = t.play("temple")
    assert t.ann.vp_tokens == 1
    assert decision.kind == "trash" and decision.min == 1 and decision.max == 3
    assert sorted(decision.options) == ["copper", "curse", "estate"]  # each name once
    assert "copper" in t.illegal("copper", "copper")
    assert t.answer("copper", "estate", "curse") is None
    assert sorted(t.game.trash) == ["copper", "curse", "estate"] and t.ann.hand == ["copper"]
    assert t.game.pile_tokens["temple"]["vp"] == 1


def test_with_an_empty_hand_the_vp_still_goes_onto_the_pile(table):
    t = table("temple")
    t.give("ann", hand=["temple"])
    assert t.play("temple") is None
    assert t.ann.vp_tokens == 1 and t.game.pile_tokens["temple"]["vp"] == 1


def test_gaining_it_takes_the_pile_vp_bought_or_not(table):
    t = table("temple", "workshop")
    t.game.put_vp("temple", 3)
    t.give("ann", hand=["workshop"], deck=["copper"] * 5)
    t.play("workshop")
    t.answer("temple")
    assert t.ann.vp_tokens == 3 and t.game.pile_tokens["temple"]["vp"] == 0
    t.clean()
    t.game.put_vp("temple", 2)
    t.give("bob", hand=["silver", "silver"])
    t.add("silver")
    t.add("silver")
    t.game.set_pile("temple", 1)
    t.buy("temple")  # the last one
    assert t.bob.vp_tokens == 2 and t.game.piles["temple"] == 0
