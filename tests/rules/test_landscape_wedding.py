"""Wedding (Empires event, 4 coins and 3 debt): +1 VP, gain a Gold."""


def test_wedding_gives_a_vp_token_a_gold_and_3_debt(table):
    t = table("village", landscapes=("wedding",))
    t.give("ann", hand=["gold", "copper"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("copper")
    t.buy_event("wedding")
    assert (t.ann.vp_tokens, t.ann.discards, t.ann.debt, t.game.coins) == (1, ["gold"], 3, 0)


def test_wedding_with_no_gold_left_still_gives_the_vp_token(table):
    t = table("village", landscapes=("wedding",))
    t.give("ann", hand=["gold", "copper"], deck=["copper"] * 5, discards=[])
    t.game.piles["gold"] = 0
    t.add("gold")
    t.add("copper")
    t.buy_event("wedding")
    assert (t.ann.vp_tokens, t.ann.discards) == (1, [])
