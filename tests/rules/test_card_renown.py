"""Renown (a Reward of Joust, Cornucopia & Guilds second edition): +1 buy; this turn, cards cost 2 coins less
(never below 0).

Rulings (official FAQ, in our words): costs never go below 0; every card everywhere costs less (in the supply,
in hands, in decks), so after a Renown a Remake trashing a Copper (still 0) may gain a Silver (now 1); a
Throne Room on Renown makes cards cost 4 less."""

from __future__ import annotations


def test_buy_and_costs_two_less(table):
    t = table("joust")
    t.give("ann", hand=["renown", "copper"])
    assert t.play("renown") is None
    assert t.game.buys == 2
    assert (t.game.cost("province"), t.game.cost("silver"), t.game.cost("copper")) == (6, 1, 0)


def test_a_card_in_hand_costs_less_too(table):
    """Ruling: cards everywhere cost less: a Silver trashed by a Remodel counts 1, so it gains up to 3."""
    t = table("joust", "remodel")
    t.give("ann", hand=["renown", "remodel", "silver"])
    t.game.actions = 2
    t.play("renown")
    decision = t.play("remodel")
    t.answer("silver") if decision.kind == "trash" else None
    decision = t.game.pending
    assert decision.kind == "gain" and decision.max_cost == 1 + 2


def test_throne_room_renown_four_less(table):
    """Ruling: a Throne Room on Renown makes cards cost 4 less."""
    t = table("joust", "throne-room")
    t.give("ann", hand=["throne-room", "renown"])
    t.play("throne-room")
    t.answer("renown")
    assert t.game.cost("province") == 4 and t.game.buys == 3


def test_only_this_turn(table):
    t = table("joust")
    t.give("ann", hand=["renown"], deck=["copper"] * 10)
    t.play("renown")
    t.clean()
    assert t.game.cost("province") == 8
