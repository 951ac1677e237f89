"""Remake (Cornucopia, both editions): two times in a row, one card of the hand goes to the trash and a card
costing exactly one coin above it is gained.

Rulings (official FAQ, in our words): the first trash and gain are done before the second trash; the gained
card goes to the discard pile, so it cannot be the second card trashed; the trash is compulsory while the hand
holds a card; when no card costs exactly 1 more (or its pile is empty) nothing is gained, and the trash still
happens; with one card in hand only one is remade; costs are those of the moment (a Bridge lowers them);
Throne Room makes it four times."""

from __future__ import annotations


def test_remake_trashes_and_gains_twice_in_turn(table):
    t = table("remake")
    t.give("ann", hand=["remake", "estate", "silver"])
    decision = t.play("remake")
    assert decision.kind == "trash" and decision.min == 1 and decision.options == ("silver", "estate")
    decision = t.answer("estate")
    assert decision.kind == "gain" and decision.min == 1
    assert "silver" in decision.options and all(t.game.cost(card) == 3 for card in decision.options)
    assert "exactly 1 more" in t.illegal("duchy")
    decision = t.answer("silver")
    assert t.ann.discards == ["silver"] and decision.kind == "trash" and decision.options == ("silver",)
    decision = t.answer("silver")
    assert all(t.game.cost(card) == 4 for card in decision.options)
    t.answer(decision.options[0])
    assert t.game.trash == ["estate", "silver"] and t.ann.hand == []


def test_remake_with_nothing_at_that_cost_still_trashes(table):
    t = table("remake")
    t.give("ann", hand=["remake", "province", "gold"])
    t.play("remake")
    decision = t.answer("province")
    # nothing costs 9: the second trash comes at once
    assert t.game.trash == ["province"] and decision.kind == "trash"
    assert t.answer("gold") is None  # nor anything costing 7 in this kingdom
    assert t.game.trash == ["province", "gold"] and t.ann.discards == []


def test_remake_with_one_card_remakes_once(table):
    t = table("remake")
    t.give("ann", hand=["remake", "estate"])
    t.play("remake")
    t.answer("estate")
    assert t.answer("silver") is None
    assert t.ann.discards == ["silver"] and t.game.trash == ["estate"]


def test_remake_reads_costs_after_a_bridge(table):
    t = table("remake", "bridge")
    t.give("ann", hand=["bridge", "remake", "copper", "copper"])
    t.game.actions = 2
    t.play("bridge")
    t.play("remake")
    decision = t.answer("copper")
    assert "estate" in decision.options  # an Estate costs 1 now


def test_throne_room_remake_remakes_four_times(table):
    t = table("remake", "throne-room")
    t.give("ann", hand=["throne-room", "remake", "estate", "estate", "estate", "estate"])
    t.play("throne-room")
    t.answer("remake")
    for _ in range(4):
        decision = t.game.pending
        assert decision.kind == "trash"
        decision = t.answer("estate")
        t.answer("silver")
    assert t.game.pending is None and t.ann.discards.count("silver") == 4 and t.game.trash == ["estate"] * 4


def test_remake_keeps_a_potion_in_the_cost(table):
    """A card whose cost has a potion becomes one whose cost has a potion too, one coin more (Familiar to
    Golem); a card without one never becomes one with one."""
    t = table("remake", "familiar", "golem", "herbalist")
    t.give("ann", hand=["remake", "familiar", "herbalist"])
    t.play("remake")
    decision = t.answer("familiar")
    assert decision.options == ("golem",)
    t.answer("golem")
    decision = t.answer("herbalist")
    assert "golem" not in decision.options and "familiar" not in decision.options
    assert all(t.game.cost(card) == 3 for card in decision.options)
