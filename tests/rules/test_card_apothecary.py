"""Apothecary (Alchemy): costs 2 and a potion. +1 card, +1 action; reveal the top 4 cards of your deck, put
the Coppers and Potions among them into your hand and the others back on the deck in any order.

Rulings (official FAQ, in our words): the card drawn first is not among the 4 revealed; with fewer than 4
cards in the deck the discard pile is shuffled (without the revealed cards) to reveal the rest, and with too
few cards overall it reveals what there is; the other cards go back in the order the player chooses (asked
only when two of them differ)."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_coppers_and_potions_to_the_hand_the_rest_back_in_the_order_chosen(table):
    t = table("apothecary")
    deck = ["silver", "copper", "estate", "potion", "gold", "duchy"]
    t.give("ann", hand=["apothecary"], deck=deck, discards=[])
    total = count_cards(t.game)
    decision = t.play("apothecary")
    assert sorted(t.ann.hand) == ["copper", "potion", "silver"] and t.game.actions == 1
    assert decision.kind == "topdeck" and decision.ordered and sorted(decision.options) == ["estate", "gold"]
    assert t.answer("gold", "estate") is None
    assert t.ann.deck[-2:] == ["estate", "gold"]  # gold on top
    assert t.ann.deck[0] == "duchy"
    assert count_cards(t.game) == total


def test_one_kind_left_goes_back_without_a_question(table):
    t = table("apothecary")
    t.give("ann", hand=["apothecary"], deck=["copper", "estate", "estate", "copper", "estate"], discards=[])
    assert t.play("apothecary") is None
    assert t.ann.hand == ["copper", "copper"] and t.ann.deck == ["estate", "estate", "estate"]


def test_a_short_deck_shuffles_the_discards_but_not_the_revealed_cards(table):
    t = table("apothecary")
    t.give("ann", hand=["apothecary"], deck=["silver", "copper"], discards=["copper", "copper"])
    assert t.play("apothecary") is None
    assert sorted(t.ann.hand) == ["copper", "copper", "copper", "silver"] and t.ann.deck == []


def test_too_few_cards_reveals_what_there_is(table):
    t = table("apothecary")
    t.give("ann", hand=["apothecary"], deck=["silver", "estate"], discards=[])
    assert t.play("apothecary") is None
    assert t.ann.hand == ["silver"] and t.ann.deck == ["estate"] and t.ann.aside == []
