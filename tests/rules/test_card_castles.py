"""Castles (Empires): one kingdom pile of the eight different Castles in cost order, the cheapest on top; with
2 players one of each, with 3 or 4 the box's 12 (two each of Humble, Small, Opulent and King's Castle). The
official rule: only the top card is gained or bought; each Castle is a card of its own (the piles' machinery
is tests/rules/test_split_piles.py)."""

from __future__ import annotations

from referee import views
from referee.rules.costs import check_buy
from tests.rules.castle_tables import take_castles


def test_the_pile_is_in_cost_order_cheapest_on_top_one_of_each_with_two_players(table):
    t = table("castles")
    assert t.game.mixed["castles"][::-1] == [
        "humble-castle",
        "crumbling-castle",
        "small-castle",
        "haunted-castle",
        "opulent-castle",
        "sprawling-castle",
        "grand-castle",
        "kings-castle",
    ]
    assert t.game.pile_top("castles") == "humble-castle" and t.game.piles["humble-castle"] == 8


def test_three_players_use_the_boxs_twelve(table):
    t = table("castles", players=3)
    cards = t.game.mixed["castles"]
    assert len(cards) == 12 and cards[-2:] == ["humble-castle"] * 2 and cards[:2] == ["kings-castle"] * 2


def test_only_the_top_castle_is_bought(table):
    t = table("castles")
    t.give("ann", hand=["gold", "gold", "gold"], deck=["copper"] * 5, discards=[])
    for _ in range(3):
        t.add("gold")
    assert "not on top of the castles pile" in check_buy(views.view(t.game), "kings-castle")
    assert "castles pile's cards are bought by the top card's name" in check_buy(
        views.view(t.game), "castles"
    )
    t.buy("humble-castle")
    assert t.game.pile_top("castles") == "crumbling-castle"


def test_the_pile_counts_as_empty_only_when_every_castle_is_gone(table):
    t = table("castles")
    take_castles(t, "bob", 8)
    assert t.game.pile_top("castles") is None and t.game.empty_piles() == 1
