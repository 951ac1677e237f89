"""Empires' split piles and its Castles pile as ordered mixed piles (docs/landscapes.md, "Split piles and
Castles"): a split pile is named by its top card and holds 5 of it on 5 of its bottom half, one supply pile of
which only the top card may be gained or bought; the Castles are one pile in cost order, the cheapest on top,
one of each with 2 players and the box's 12 with 3 or 4; a card's debt cost becomes its buyer's debt."""

from __future__ import annotations

import dataclasses

import pytest

from protocol.catalogue import CATALOGUE
from protocol.messages import Buy
from referee import views
from referee.rules.costs import check_buy
from referee.rules.kingdoms import ORDERED_PILES, SPLIT_PILES, mixed_pile_cards, ordered_pile
from referee.rules.spec import SPECS


def test_a_split_pile_is_named_by_its_top_card_and_holds_five_on_five(table):
    t = table("patrician")
    assert SPLIT_PILES["patrician"] == "emporium" and "patrician" in ORDERED_PILES
    assert t.game.mixed["patrician"] == ["emporium"] * 5 + ["patrician"] * 5  # top last
    assert t.game.piles["patrician"] == 10 and "emporium" not in t.game.piles
    assert "patrician" in t.game.kingdom and t.game.pile_top("patrician") == "patrician"
    # The view shows a mixed pile by its top card (v5's rule): 10 cards of the patrician pile.
    assert views.view(t.game).supply.count("patrician") == 10


def test_only_the_top_card_is_bought_or_gained(table):
    t = table("patrician")
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    assert "not on top of the patrician pile" in check_buy(views.view(t.game), "emporium")
    assert t.game.run(t.game.gain(t.ann, "emporium")) is False
    for _ in range(5):
        assert t.game.run(t.game.gain(t.ann, "patrician"))
    assert t.game.pile_top("patrician") == "emporium" and t.game.piles["emporium"] == 5
    assert check_buy(views.view(t.game), "emporium") is None
    t.buy("emporium")
    assert t.ann.discards.count("emporium") == 1 and t.game.piles["emporium"] == 4


def test_the_pile_is_empty_only_when_both_halves_are_gone(table):
    t = table("patrician")
    for _ in range(5):
        t.game.run(t.game.gain(t.ann, "patrician"))
    assert t.game.empty_piles() == 0
    for _ in range(5):
        t.game.run(t.game.gain(t.ann, "emporium"))
    assert t.game.empty_piles() == 1 and t.game.pile_top("patrician") is None
    assert t.game.piles == {**t.game.piles, "patrician": 0}  # keyed by the pile's name once empty


def test_a_card_returned_goes_on_top_of_its_split_pile(table):
    t = table("patrician", "ambassador")
    for _ in range(5):
        t.game.run(t.game.gain(t.ann, "patrician"))
    t.give("ann", hand=["patrician"], discards=[])
    t.game.return_to_supply(t.ann, ["patrician"])
    assert t.game.pile_top("patrician") == "patrician" and t.game.piles["patrician"] == 6


def test_the_castles_are_in_cost_order_one_of_each_with_two_players():
    castles = mixed_pile_cards("castles")
    assert len(castles) == 12 and CATALOGUE["castles"].pile == (8, 12, 12)
    two = ordered_pile("castles", 8)
    assert two[::-1] == [
        "humble-castle",
        "crumbling-castle",
        "small-castle",
        "haunted-castle",
        "opulent-castle",
        "sprawling-castle",
        "grand-castle",
        "kings-castle",
    ]
    four = ordered_pile("castles", 12)
    assert four[-2:] == ["humble-castle"] * 2 and four[:2] == ["kings-castle"] * 2
    assert sorted(four) == sorted(castles)
    for doubled in ("humble-castle", "small-castle", "opulent-castle", "kings-castle"):
        assert four.count(doubled) == 2


@pytest.fixture
def patrician_with_debt(monkeypatch):
    """A test-only spec: Patrician costing 2 coins and 3 debt (no card of these sets changes a debt cost)."""
    monkeypatch.setitem(SPECS, "patrician", dataclasses.replace(SPECS["patrician"], debt=3))


def test_buying_a_card_with_debt_in_its_cost_gives_its_buyer_that_debt(table, patrician_with_debt):
    t = table("patrician")
    t.give("ann", hand=["gold", "copper"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("copper")
    t.game.buys = 2
    t.buy("patrician")
    assert t.ann.debt == 3 and t.game.coins == 2
    # Debt left after paying off with every coin: nothing more may be bought.
    with pytest.raises(ValueError, match="debt left"):
        t.game.apply(Buy("copper"))
    assert t.ann.debt == 1 and t.game.coins == 0
    t.give("ann", hand=[])
    t.clean()
    assert t.ann.debt == 1  # no coin left to pay it off with at the buy phase's end
