"""Fairgrounds (Cornucopia, both editions): a victory card scoring 2 VP for each full group of 5 different
names among its owner's cards at the end of the game.

Rulings (official FAQ, in our words): every card the player has counts, wherever it is (deck, hand, discards,
play); each name counts once however many copies there are, Fairgrounds itself included; 9 names are
worth 2 VP per Fairgrounds, 10 names 4; its pile has 8 cards with 2 players and 12 with more, as every victory
pile."""

from __future__ import annotations

from referee.rules.spec import SPECS, score


def test_fairgrounds_counts_names_in_fives_rounded_down():
    four = ["copper", "silver", "estate", "fairgrounds"]
    assert score(four) == 1 + 0
    nine = ["copper", "silver", "gold", "estate", "duchy", "curse", "smithy", "village", "fairgrounds"]
    assert score(nine) == 1 + 3 - 1 + 2
    ten = [*nine, "market"]
    assert score(ten) == 1 + 3 - 1 + 4
    assert score([*ten, "fairgrounds"]) == 1 + 3 - 1 + 8  # two Fairgrounds: same names, 4 VP each


def test_copies_of_a_name_count_once():
    cards = ["copper"] * 7 + ["estate"] * 3 + ["fairgrounds", "silver", "gold"]
    assert score(cards) == 3 + 2  # 5 names: 2 VP, and three Estates


def test_fairgrounds_pile_is_a_victory_pile(table):
    assert SPECS["fairgrounds"].pile == (8, 12, 12)
    assert table("fairgrounds").game.piles["fairgrounds"] == 8
    assert table("fairgrounds", players=3).game.piles["fairgrounds"] == 12


def test_fairgrounds_counts_every_place_of_the_player(table):
    t = table("fairgrounds")
    t.give("ann", deck=["copper", "silver"], hand=["gold", "fairgrounds"], discards=["duchy"])
    assert t.game.scores()["ann"] == 3 + 2  # 5 names over deck, hand and discards: 2 VP, and a Duchy
    t.give("ann", deck=["copper", "silver"], hand=["gold", "fairgrounds"], discards=[])
    assert t.game.scores()["ann"] == 0  # 4 names
