"""Bank: a treasure worth 1 coin for each treasure you have in play when you play it, itself included.

Official FAQ, in our words:
- The count is made when Bank is played: treasures played after it add nothing to it.
- Bank counts itself, so it is worth at least 1.
- Each Bank counts every treasure in play, other Banks included.
- Only treasures in play count, not those still in hand.
"""


def test_bank_counts_treasures_in_play_itself_included(table):
    t = table("bank")
    t.give("ann", hand=["copper", "silver", "bank", "gold"])
    t.add("copper")
    t.add("silver")
    t.add("bank")
    assert t.game.coins == 1 + 2 + 3
    t.add("gold")  # played after the Bank: adds its own 3 only
    assert t.game.coins == 9


def test_bank_alone_is_worth_one(table):
    t = table("bank")
    t.give("ann", hand=["bank", "gold"])
    t.add("bank")
    assert t.game.coins == 1


def test_two_banks_each_count_every_treasure(table):
    t = table("bank")
    t.give("ann", hand=["bank", "bank", "copper"])
    t.add("copper")
    t.add("bank")
    t.add("bank")
    assert t.game.coins == 1 + 2 + 3
