"""Carnival (Cornucopia & Guilds, second edition only): reveal the top 4 cards of your deck; put one card of
each name among them into your hand and discard the others.

Rulings (official FAQ, in our words): three Coppers and an action card revealed give one Copper and the action
to the hand, the other two Coppers are discarded; the discards are shuffled in to reveal 4 when the deck runs
short, and with fewer than 4 cards in all, Carnival reveals what there is."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_one_of_each_name_to_the_hand(table):
    """Ruling: 3 Coppers and an action: one Copper and the action to the hand, 2 Coppers discarded."""
    t = table("carnival", "village")
    t.give("ann", hand=["carnival"], deck=["copper", "copper", "village", "copper", "estate"], discards=[])
    total = count_cards(t.game)
    assert t.play("carnival") is None
    assert sorted(t.ann.hand) == ["copper", "village"]
    assert t.ann.discards == ["copper", "copper"] and t.ann.deck == ["estate"]
    assert count_cards(t.game) == total


def test_four_different_cards_all_go_to_the_hand(table):
    t = table("carnival")
    t.give("ann", hand=["carnival"], deck=["gold", "estate", "silver", "copper"], discards=[])
    t.play("carnival")
    assert sorted(t.ann.hand) == ["copper", "estate", "gold", "silver"] and t.ann.discards == []


def test_shuffles_to_reveal_four(table):
    """Ruling: the discards are shuffled in when the deck holds fewer than 4 cards."""
    t = table("carnival")
    t.give("ann", hand=["carnival"], deck=["silver", "silver"], discards=["gold", "gold"])
    t.play("carnival")
    assert sorted(t.ann.hand) == ["gold", "silver"]
    assert sorted(t.ann.discards) == ["gold", "silver"] and t.ann.deck == []


def test_reveals_what_there_is(table):
    """Ruling: with fewer than 4 cards in deck and discards, what there is is revealed."""
    t = table("carnival")
    t.give("ann", hand=["carnival"], deck=["copper"], discards=["copper"])
    t.play("carnival")
    assert t.ann.hand == ["copper"] and t.ann.discards == ["copper"]


def test_carnival_is_terminal(table):
    """Carnival gives no action: it is its own draw."""
    t = table("carnival")
    t.give("ann", hand=["carnival"], deck=["copper"] * 4)
    t.play("carnival")
    assert t.game.actions == 0
