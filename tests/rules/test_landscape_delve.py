"""Delve (Empires event, 2 coins): +1 buy, gain a Silver."""


def test_delve_gives_a_buy_and_a_silver_so_it_may_be_bought_again(table):
    t = table("village", landscapes=("delve",))
    t.give("ann", hand=["silver", "silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("silver")
    t.buy_event("delve")
    t.buy_event("delve")
    # Each Delve used a buy and gave one back: one buy is left, and two Silvers were gained.
    assert (t.game.buys, t.game.coins, t.ann.discards) == (1, 0, ["silver", "silver"])


def test_delve_with_the_silver_pile_empty_still_gives_the_buy(table):
    t = table("village", landscapes=("delve",))
    t.give("ann", hand=["silver"], deck=["copper"] * 5, discards=[])
    t.game.piles["silver"] = 0
    t.add("silver")
    t.buy_event("delve")
    assert (t.game.buys, t.ann.discards) == (1, [])
