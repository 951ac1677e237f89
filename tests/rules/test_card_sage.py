"""Sage (Dark Ages): +1 action; reveal from the deck until a card costing 3 or more: it goes to the hand, the
rest are discarded.

Rulings (official FAQ, in our words): the cards revealed before it are discarded; the discard pile is shuffled
in when the deck runs out; when no card costing 3 or more turns up, every card revealed is discarded; the cost
is the card's cost now (a cost lowered below 3 does not count)."""

from __future__ import annotations


def test_sage_takes_the_first_card_costing_three_or_more(table):
    t = table("sage")
    t.give("ann", hand=["sage"], deck=["copper", "estate", "silver", "gold"])
    assert t.play("sage") is None
    assert t.ann.hand == ["silver"] and sorted(t.ann.discards) == ["copper", "estate"]
    assert t.ann.deck == ["gold"] and t.game.actions == 1


def test_nothing_found_discards_everything(table):
    t = table("sage")
    t.give("ann", hand=["sage"], deck=["copper", "estate"], discards=["curse"])
    t.play("sage")
    assert t.ann.hand == [] and sorted(t.ann.discards) == ["copper", "curse", "estate"]


def test_a_bridge_lowering_the_cost_below_three_skips_the_card(table):
    t = table("sage", "bridge")
    t.give("ann", hand=["bridge", "sage"], deck=["silver", "gold"])
    t.game.actions = 2
    t.play("bridge")
    t.play("sage")
    assert t.ann.hand == ["gold"] and t.ann.discards == ["silver"]


def test_the_shuffle_leaves_out_the_cards_already_revealed(table):
    """The FAQ: running out, the discard pile is shuffled without the cards revealed so far, which are
    discarded afterwards."""
    t = table("sage")
    t.give("ann", hand=["sage"], deck=["copper"], discards=["estate", "silver"])
    assert t.play("sage") is None
    assert t.ann.hand == ["silver"] and sorted(t.ann.discards + t.ann.deck) == ["copper", "estate"]
    assert "copper" in t.ann.discards and "copper" not in t.ann.deck
