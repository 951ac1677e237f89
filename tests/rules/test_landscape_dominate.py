"""Dominate (Empires event, 14 coins): gain a Province; if you did, +9 VP."""


def test_dominate_gains_a_province_and_9_vp(table):
    t = table("village", landscapes=("dominate",))
    t.give("ann", hand=["gold"] * 5, deck=["copper"] * 5, discards=[])
    for _ in range(5):
        t.add("gold")
    t.buy_event("dominate")
    assert (t.ann.discards, t.ann.vp_tokens, t.game.coins) == (["province"], 9, 1)


def test_dominate_with_no_province_left_gives_no_vp(table):
    t = table("village", landscapes=("dominate",))
    t.give("ann", hand=["gold"] * 5, deck=["copper"] * 5, discards=[])
    t.game.piles["province"] = 0
    for _ in range(5):
        t.add("gold")
    t.buy_event("dominate")
    assert (t.ann.discards, t.ann.vp_tokens) == ([], 0)
