"""Mystic (Dark Ages): +1 action, +2 coins; name a card and reveal your top card: named, it goes into your
hand.

Rulings (official FAQ, in our words): the name is a card's, not a type's; a wrong guess leaves the revealed
card on top of the deck; a card not in the supply
may be named (a starting card, any card of the game); with deck and discards empty nothing is revealed."""

from __future__ import annotations


def test_mystic_named_card_goes_to_hand(table):
    t = table("mystic")
    t.give("ann", hand=["mystic"], deck=["gold", "copper"])
    decision = t.play("mystic")
    assert t.game.actions == 1 and t.game.coins == 2
    assert decision.kind == "name" and "gold" in decision.options and "estate" in decision.options
    assert t.answer("gold") is None
    assert t.ann.hand == ["gold"] and t.ann.deck == ["copper"]  # deck lists are top last


def test_mystic_wrong_guess_stays_on_top(table):
    t = table("mystic")
    t.give("ann", hand=["mystic"], deck=["gold", "copper"])
    t.play("mystic")
    assert t.answer("silver") is None
    assert t.ann.hand == [] and t.ann.deck == ["copper", "gold"]  # top last: gold on top


def test_mystic_a_type_is_no_card_name(table):
    t = table("mystic")
    t.give("ann", hand=["mystic"], deck=["gold"])
    t.play("mystic")
    assert t.illegal("treasure")


def test_mystic_with_nothing_to_reveal(table):
    t = table("mystic")
    t.give("ann", hand=["mystic"], deck=[], discards=[])
    t.play("mystic")
    assert t.answer("gold") is None
    assert t.ann.hand == [] and t.game.coins == 2
