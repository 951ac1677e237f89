"""Conquest (Empires event, 6 coins): gain 2 Silvers; +1 VP per Silver you have gained this turn."""


def test_conquest_counts_the_silvers_gained_before_it_this_turn(table):
    t = table("village", landscapes=("conquest",))
    t.give("ann", hand=["gold", "gold", "gold"], deck=["copper"] * 5, discards=[])
    for _ in range(3):
        t.add("gold")
    t.game.buys = 2
    t.buy("silver")
    t.buy_event("conquest")
    assert (t.ann.vp_tokens, t.ann.discards.count("silver")) == (3, 3)


def test_conquest_counts_only_the_silvers_there_were(table):
    t = table("village", landscapes=("conquest",))
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 5, discards=[])
    t.game.piles["silver"] = 1
    t.add("gold")
    t.add("gold")
    t.buy_event("conquest")
    assert (t.ann.vp_tokens, t.ann.discards) == (1, ["silver"])
