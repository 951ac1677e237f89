"""Harvest (Cornucopia, first edition only): the 4 cards on top of the deck are shown and all discarded; +1
coin for each name among them.

Rulings (official FAQ, in our words): the cards are revealed, then all discarded; each name counts once; with
fewer than 4 cards in the deck the discard pile is shuffled (without the cards already revealed) and, if still
fewer, only what there is is revealed."""

from __future__ import annotations


def test_harvest_counts_names(table):
    t = table("harvest")
    t.give("ann", hand=["harvest"], deck=["copper", "copper", "estate", "silver", "gold"], discards=[])
    t.play("harvest")
    assert t.game.coins == 3
    assert sorted(t.ann.discards) == ["copper", "copper", "estate", "silver"] and t.ann.deck == ["gold"]


def test_harvest_shuffles_for_the_rest_without_the_revealed(table):
    t = table("harvest")
    t.give("ann", hand=["harvest"], deck=["copper", "estate"], discards=["gold", "gold"])
    t.play("harvest")
    assert t.game.coins == 3 and t.ann.deck == []
    assert sorted(t.ann.discards) == ["copper", "estate", "gold", "gold"]


def test_harvest_with_fewer_cards_reveals_what_there_is(table):
    t = table("harvest")
    t.give("ann", hand=["harvest"], deck=["silver"], discards=[])
    t.play("harvest")
    assert t.game.coins == 1 and t.ann.discards == ["silver"]
