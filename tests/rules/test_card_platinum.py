"""Platinum: a treasure worth 5 coins, costing 9, in the supply of a Colony game (12 copies).

Rules, in our words:
- Platinum and Colony come together: a game adds both or neither (the set-up rule, docs/rules.md).
- It is a basic card, never one of the 10 kingdom cards.
"""


def test_platinum_is_worth_five(table):
    t = table("bank")
    t.give("ann", hand=["platinum", "copper"])
    t.add("platinum")
    assert t.game.coins == 5
