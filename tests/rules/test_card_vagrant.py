"""Vagrant (Dark Ages): +1 card, +1 action; reveal the top card: a Curse, Ruins, Shelter or victory card goes
to the hand, anything else back on the deck.

Rulings (official FAQ, in our words): the card is drawn first, then the next one revealed; a card of one of
those types (a dual type counts) goes to the hand; any other card stays on top of the deck."""

from __future__ import annotations


def test_a_victory_card_goes_to_the_hand(table):
    t = table("vagrant")
    t.give("ann", hand=["vagrant"], deck=["copper", "estate", "gold"])
    assert t.play("vagrant") is None
    assert sorted(t.ann.hand) == ["copper", "estate"] and t.game.actions == 1


def test_curses_ruins_and_shelters_too(table):
    for card in ("curse", "survivors", "necropolis"):
        t = table("vagrant")
        t.give("ann", hand=["vagrant"], deck=["copper", card])
        t.play("vagrant")
        assert card in t.ann.hand


def test_another_card_stays_on_the_deck(table):
    t = table("vagrant")
    t.give("ann", hand=["vagrant"], deck=["copper", "gold", "silver"])
    t.play("vagrant")
    assert t.ann.hand == ["copper"] and t.ann.deck[-1] == "gold"
