"""Sacrifice (Empires): trash a card from your hand; an action card: +2 cards, +2 actions; a treasure: +2
coins; a victory card: +2 VP.

Rulings (in our words), each a test below: each type of the trashed card gives its bonus, so a card of two
of those types (a Crown) gives both; a card of none (a Curse) gives nothing; with an empty hand nothing
happens; a card must be trashed when there is one."""

from __future__ import annotations


def test_an_action_two_cards_two_actions(table):
    t = table("sacrifice", "village")
    t.give("ann", hand=["sacrifice", "village"], deck=["gold", "silver", "copper"])
    decision = t.play("sacrifice")
    assert decision.kind == "trash" and decision.min == decision.max == 1
    assert t.answer("village") is None
    assert t.game.actions == 2 and sorted(t.ann.hand) == ["gold", "silver"] and t.game.trash == ["village"]


def test_a_treasure_two_coins_and_a_victory_card_two_vp(table):
    t = table("sacrifice")
    t.give("ann", hand=["sacrifice", "copper"])
    t.play("sacrifice")
    t.answer("copper")
    assert t.game.coins == 2 and t.ann.vp_tokens == 0
    t2 = table("sacrifice")
    t2.give("ann", hand=["sacrifice", "estate"])
    t2.play("sacrifice")
    t2.answer("estate")
    assert t2.ann.vp_tokens == 2 and t2.game.coins == 0


def test_a_card_of_two_types_gives_both(table):
    t = table("sacrifice", "crown")
    t.give("ann", hand=["sacrifice", "crown"], deck=["gold", "silver"])
    t.play("sacrifice")
    t.answer("crown")
    assert t.game.coins == 2 and t.game.actions == 2 and len(t.ann.hand) == 2


def test_a_curse_gives_nothing_and_an_empty_hand_does_nothing(table):
    t = table("sacrifice")
    t.give("ann", hand=["sacrifice", "curse"], deck=["gold"])
    t.play("sacrifice")
    t.answer("curse")
    assert t.game.coins == 0 and t.game.actions == 0 and t.ann.vp_tokens == 0 and t.ann.hand == []
    t2 = table("sacrifice")
    t2.give("ann", hand=["sacrifice"])
    assert t2.play("sacrifice") is None
