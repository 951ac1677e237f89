"""Haven (Seaside, both editions): +1 card, +1 action; set a card of your hand aside face down; at the start
of your next turn it goes into your hand.

Rulings (official FAQ, in our words): the card set aside is compulsory when the hand holds one, and may be
any card (the one just drawn too); it is hidden from the other players (never in a state's mats) but still
its owner's (scored, conserved); with an empty hand nothing is set aside and Haven is discarded at this
turn's clean-up; Throne Room on Haven sets two cards aside, both come back; King's Court on Haven sets three
aside, all three come back next turn and the King's Court stays in play until then (issue 29)."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def test_haven_sets_a_card_aside_until_the_next_turn(table):
    t = table("haven")
    t.give("ann", hand=["haven", "gold"], deck=["estate"] * 12)
    total = count_cards(t.game)
    decision = t.play("haven")
    assert decision.kind == "set-aside" and decision.min == decision.max == 1
    assert set(decision.options) == {"gold", "estate"}
    message = t.illegal("silver")
    assert message == "(haven ...) needs silver in your hand to set aside; your hand is (gold estate)"
    t.answer("gold")
    assert "gold" not in t.ann.hand and t.ann.mats["haven"] == ["gold"]
    assert count_cards(t.game) == total
    t.clean()
    assert t.ann.plays == ["haven"]
    bob_view = views.view(t.game, t.bob)
    assert all(mat != "haven" for seat in bob_view.seats for mat, _ in seat.mats)
    assert "gold" not in repr(bob_view.seats)
    t.clean()  # bob
    assert "gold" in t.ann.hand and len(t.ann.hand) == 6 and "haven" not in t.ann.mats
    t.clean()
    assert t.ann.plays == [] and count_cards(t.game) == total


def test_haven_with_an_empty_hand_sets_nothing_aside_and_leaves(table):
    t = table("haven")
    t.give("ann", hand=["haven"], deck=[])
    t.give("ann", discards=[])
    t.play("haven")
    assert t.game.pending is None
    t.clean()
    assert "haven" not in t.ann.plays


def test_kings_court_on_haven_sets_three_cards_aside(table):
    t = table("haven", "kings-court")
    t.give("ann", hand=["kings-court", "haven", "gold", "silver", "province"], deck=["copper"] * 20)
    t.play("kings-court")
    t.answer("haven")
    t.answer("gold")
    t.answer("silver")
    t.answer("province")
    assert sorted(t.ann.mats["haven"]) == ["gold", "province", "silver"]
    t.clean()
    assert sorted(t.ann.plays) == ["haven", "kings-court"]
    t.clean()  # bob
    assert {"gold", "silver", "province"} <= set(t.ann.hand) and len(t.ann.hand) == 8
    assert t.ann.mats.get("haven") is None
    t.clean()
    assert t.ann.plays == []


def test_a_haven_card_counts_for_its_owner_score(table):
    t = table("haven")
    t.give("ann", hand=["haven", "province"], deck=["copper"] * 5)
    before = t.ann.score()
    t.play("haven")
    t.answer("province")
    assert t.ann.score() == before
