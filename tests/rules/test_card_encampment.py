"""Encampment (Empires, top half of the Encampment/Plunder split pile): +2 cards, +2 actions; unless its
player shows a Gold or a Plunder from its hand, it is set aside and goes back onto its pile when clean-up
starts. Rulings (the wiki's FAQ): showing is optional; a card drawn by it may be shown; returned, it goes on
top of the pile even when Plunders were showing; played twice by a Throne Room it is set aside once."""

from __future__ import annotations


def test_showing_a_gold_keeps_it_in_play(table):
    t = table("encampment")
    t.give("ann", hand=["encampment"], deck=["gold", "copper", "estate"], discards=[])
    decision = t.play("encampment")
    assert (decision.kind, decision.options, decision.min) == ("reveal", ("gold",), 0)
    assert t.answer("gold") is None
    assert t.ann.plays == ["encampment"] and t.game.actions == 2 and t.ann.hand == ["gold", "copper"]


def test_not_showing_sets_it_aside_until_clean_up_then_back_onto_its_pile(table):
    t = table("encampment")
    t.give("ann", hand=["encampment"], deck=["plunder", "copper"] + ["copper"] * 5, discards=[])
    t.play("encampment")
    assert t.answer() is None
    assert t.ann.plays == [] and t.ann.aside == ["encampment"]
    before = t.game.piles["encampment"]
    t.clean()
    assert t.ann.aside == [] and "encampment" not in t.ann.discards
    assert t.game.piles["encampment"] == before + 1


def test_with_nothing_to_show_it_is_set_aside_without_a_question(table):
    t = table("encampment")
    t.give("ann", hand=["encampment"], deck=["copper", "copper"] + ["copper"] * 5, discards=[])
    assert t.play("encampment") is None
    assert t.ann.aside == ["encampment"]


def test_returned_it_goes_on_top_even_over_plunders(table):
    t = table("encampment")
    for _ in range(5):
        t.game.run(t.game.gain(t.bob, "encampment"))
    assert t.game.pile_top("encampment") == "plunder"
    t.give("ann", hand=["encampment"], deck=["copper"] * 7, discards=[])
    t.play("encampment")
    t.clean()
    assert t.game.pile_top("encampment") == "encampment" and t.game.piles["encampment"] == 6


def test_a_throne_room_sets_it_aside_once(table):
    t = table("encampment", "throne-room")
    t.give("ann", hand=["throne-room", "encampment"], deck=["copper"] * 9, discards=[])
    decision = t.play("throne-room")
    if decision is not None and decision.kind == "play":
        decision = t.answer("encampment")
    assert decision is None
    assert t.ann.aside == ["encampment"] and t.ann.plays == ["throne-room"] and len(t.ann.hand) == 4
    assert t.game.actions == 4
