"""Overgrown Estate (Dark Ages, a Shelter; a victory card): worth 0 VP; when trashed, +1 card.

Rulings (official FAQ, in our words): it is a victory card worth nothing; whenever it is trashed its owner
draws one card at once, whoever's turn it is (trashed from the hand by a Chapel-like card, the card is drawn
before that card goes on); it is not an Estate (a card naming Estates does not count it)."""

from __future__ import annotations

from referee.rules.game import Game

KINGDOM = (
    "village",
    "smithy",
    "market",
    "festival",
    "laboratory",
    "mine",
    "remodel",
    "moat",
    "cellar",
    "chapel",
)


def sheltered(table):
    t = table("village")
    t.game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM, shelters=True)
    return t


def test_trashing_it_draws_a_card(table):
    t = sheltered(table)
    t.give("ann", hand=["chapel", "overgrown-estate", "copper"], deck=["gold"])
    t.play("chapel")
    assert t.answer("overgrown-estate") is None
    assert t.game.trash == ["overgrown-estate"] and sorted(t.ann.hand) == ["copper", "gold"]


def test_remodel_draws_before_the_gain(table):
    t = sheltered(table)
    t.give("ann", hand=["remodel", "overgrown-estate"], deck=["silver"])
    decision = t.play("remodel")
    decision = t.answer("overgrown-estate")
    assert "silver" in t.ann.hand and decision.kind == "gain"  # drawn before the gain is chosen


def test_it_is_a_victory_card_worth_nothing():
    game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM, shelters=True)
    ann = game.players[0]
    assert "overgrown-estate" in ann.cards() and ann.cards().count("estate") == 0
    assert ann.score() == 0
