"""Hunting Grounds (Dark Ages): +4 cards; when trashed, gain a Duchy or 3 Estates.

Rulings (official FAQ, in our words): the trigger works however the card is trashed, on any player's turn;
its owner chooses Duchy or Estates (words `duchy`, `estates`); with fewer than 3 Estates left it gains those
left; an empty Duchy pile gains nothing."""

from __future__ import annotations


def test_hunting_grounds_draws_four(table):
    t = table("hunting-grounds")
    t.give("ann", hand=["hunting-grounds"], deck=["copper"] * 5)
    assert t.play("hunting-grounds") is None
    assert len(t.ann.hand) == 4


def test_hunting_grounds_trashed_gains_a_duchy(table):
    t = table("hunting-grounds", "chapel")
    t.give("ann", hand=["chapel", "hunting-grounds"])
    t.play("chapel")
    decision = t.answer("hunting-grounds")
    assert decision.kind == "choose" and decision.options == ("duchy", "estates")
    assert t.answer("duchy") is None
    assert t.ann.discards == ["duchy"] and t.game.trash == ["hunting-grounds"]


def test_hunting_grounds_trashed_gains_three_estates(table):
    t = table("hunting-grounds", "chapel")
    t.give("ann", hand=["chapel", "hunting-grounds"])
    t.play("chapel")
    t.answer("hunting-grounds")
    t.answer("estates")
    assert t.ann.discards == ["estate"] * 3


def test_hunting_grounds_gains_the_estates_left(table):
    t = table("hunting-grounds", "chapel")
    t.game.piles["estate"] = 2
    t.give("ann", hand=["chapel", "hunting-grounds"])
    t.play("chapel")
    t.answer("hunting-grounds")
    t.answer("estates")
    assert t.ann.discards == ["estate"] * 2 and t.game.piles["estate"] == 0


def test_hunting_grounds_trashed_on_another_players_turn(table):
    t = table("hunting-grounds", "swindler")
    t.give("bob", deck=["hunting-grounds"])
    t.give("ann", hand=["swindler"])
    decision = t.play("swindler")
    while decision is not None and decision.player != "bob":
        decision = t.answer(decision.options[0]) if decision.min else t.answer()
    assert decision.kind == "choose" and decision.card == "hunting-grounds"
    t.answer("duchy")
    assert "duchy" in t.bob.discards
