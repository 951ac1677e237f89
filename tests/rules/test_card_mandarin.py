"""Mandarin (Hinterlands, first edition): +3 coins; put a card from your hand onto your deck; when you gain
it, put all the treasures you have in play onto your deck in any order.

Rulings (official FAQ, in our words): the card put back is compulsory with a card in hand; when a Mandarin is
bought, the treasures already played go onto the deck (their coins stay spent); the player picks their order;
a treasure not in play (in hand) stays."""

from __future__ import annotations


def test_mandarin_puts_a_card_back(table):
    t = table("mandarin")
    t.give("ann", hand=["mandarin", "estate", "copper"], deck=["gold"])
    decision = t.play("mandarin")
    assert t.game.coins == 3 and decision.kind == "topdeck" and decision.min == 1
    t.answer("estate")
    assert t.ann.deck[-1] == "estate" and t.ann.hand == ["copper"]


def test_buying_mandarin_puts_the_treasures_in_play_onto_the_deck(table):
    t = table("mandarin")
    t.give("ann", hand=["gold", "silver", "copper"], deck=["estate"])
    t.add("gold")
    t.add("silver")
    t.buy("mandarin")
    decision = t.game.pending
    assert decision.kind == "topdeck" and decision.ordered and sorted(decision.options) == ["gold", "silver"]
    assert t.answer("silver", "gold") is None
    assert t.ann.deck[-2:] == ["gold", "silver"] and t.ann.plays == []
    assert t.ann.hand == ["copper"] and t.game.coins == 0
