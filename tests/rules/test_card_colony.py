"""Colony: a victory card worth 10 VP, costing 11, in the supply of a Colony game (8 copies with 2 players, 12
with 3 or 4).

Rules, in our words:
- Platinum and Colony come together: a game adds both or neither.
- It is a basic card, never one of the 10 kingdom cards; it scores like any victory card.
"""

from referee.rules.cards import SPECS, pile_size


def test_colony_is_worth_ten(table):
    t = table("bank")
    t.give("ann", hand=["colony"], deck=["colony", "estate"], discards=[], plays=[])
    assert t.ann.score() == 10 + 10 + 1


def test_colony_and_platinum_are_basic_cards():
    assert not SPECS["colony"].kingdom and not SPECS["platinum"].kingdom
    assert [pile_size("colony", n) for n in (2, 3, 4)] == [8, 12, 12]
    assert [pile_size("platinum", n) for n in (2, 3, 4)] == [12, 12, 12]
    assert (SPECS["colony"].cost, SPECS["platinum"].cost) == (11, 9)
