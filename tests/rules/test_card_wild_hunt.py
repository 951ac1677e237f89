"""Wild Hunt (Empires, an Action-Gathering): choose one: +3 cards and add 1 VP to the Wild Hunt pile; or gain
an Estate, and if you do, take the VP from the pile.

Rulings (official FAQ, in our words), each a test below: with the Estate pile empty the second choice may be
made but takes no VP; it works with the Wild Hunt pile empty."""

from __future__ import annotations


def test_three_cards_and_a_vp_onto_the_pile(table):
    t = table("wild-hunt")
    t.give("ann", hand=["wild-hunt"], deck=["gold", "silver", "copper", "estate"])
    decision = t.play("wild-hunt")
    assert decision.kind == "choose" and decision.options == ("+cards", "estate")
    assert t.answer("+cards") is None
    assert len(t.ann.hand) == 3 and t.game.pile_tokens["wild-hunt"]["vp"] == 1


def test_an_estate_takes_the_vp(table):
    t = table("wild-hunt")
    t.game.put_vp("wild-hunt", 3)
    t.give("ann", hand=["wild-hunt"])
    t.play("wild-hunt")
    t.answer("estate")
    assert (
        t.ann.discards == ["estate"] and t.ann.vp_tokens == 3 and t.game.pile_tokens["wild-hunt"]["vp"] == 0
    )


def test_no_estate_left_no_vp(table):
    t = table("wild-hunt")
    t.game.put_vp("wild-hunt", 3)
    t.game.set_pile("estate", 0)
    t.give("ann", hand=["wild-hunt"])
    t.play("wild-hunt")
    t.answer("estate")
    assert t.ann.vp_tokens == 0 and t.game.pile_tokens["wild-hunt"]["vp"] == 3


def test_its_pile_empty_it_still_works(table):
    t = table("wild-hunt")
    t.game.set_pile("wild-hunt", 0)
    t.give("ann", hand=["wild-hunt"], deck=["copper"] * 3)
    t.play("wild-hunt")
    t.answer("+cards")
    assert t.game.pile_tokens["wild-hunt"]["vp"] == 1
