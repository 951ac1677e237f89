"""Scavenger (Dark Ages): +2 coins; you may put your deck into your discard pile; then put a card of your
discard pile onto your deck.

Rulings (official FAQ, in our words): moving the deck is optional, and is not discarding card by card (no
card is looked at); the card put back may be one that was just moved from the deck; the put-back is not
optional while the discard pile holds a card; with an empty discard pile nothing goes back; no shuffle
happens."""

from __future__ import annotations


def test_scavenger_moves_the_deck_and_puts_one_back(table):
    t = table("scavenger")
    t.give("ann", hand=["scavenger"], deck=["copper", "gold"], discards=["estate"])
    decision = t.play("scavenger")
    assert t.game.coins == 2
    assert decision.kind == "choose" and decision.min == 0
    decision = t.answer("discard-deck")
    assert decision.kind == "topdeck" and decision.min == decision.max == 1
    assert set(decision.options) == {"copper", "gold", "estate"}
    assert t.answer("gold") is None
    assert t.ann.deck == ["gold"] and sorted(t.ann.discards) == ["copper", "estate"]


def test_scavenger_keeps_the_deck(table):
    t = table("scavenger")
    t.give("ann", hand=["scavenger"], deck=["copper"], discards=["gold"])
    t.play("scavenger")
    decision = t.answer()
    assert decision.options == ("gold",)
    assert t.illegal()
    t.answer("gold")
    assert t.ann.deck == ["copper", "gold"] and t.ann.discards == []


def test_scavenger_with_empty_deck_and_discards(table):
    t = table("scavenger")
    t.give("ann", hand=["scavenger"], deck=[], discards=[])
    assert t.play("scavenger") is None
    assert t.game.coins == 2


def test_scavenger_with_an_empty_deck_asks_only_the_put_back(table):
    t = table("scavenger")
    t.give("ann", hand=["scavenger"], deck=[], discards=["silver", "estate"])
    decision = t.play("scavenger")
    assert decision.kind == "topdeck"
    t.answer("silver")
    assert t.ann.deck == ["silver"] and t.ann.discards == ["estate"]
