"""Banquet (Empires event, 3 coins): gain 2 Coppers and a non-victory card costing up to 5."""


def test_banquet_gains_two_coppers_then_a_non_victory_card_up_to_5(table):
    t = table("village", "gardens", "market", landscapes=("banquet",))
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("copper")
    decision = t.buy_event("banquet")
    assert t.ann.discards == ["copper", "copper"]
    assert decision.kind == "gain" and "market" in decision.options and "silver" in decision.options
    # No victory card, however cheap: Estate, Duchy, Gardens.
    assert not {"estate", "duchy", "gardens", "gold"} & set(decision.options)
    assert "curse" in decision.options
    t.answer("market")
    assert t.ann.discards == ["copper", "copper", "market"]


def test_banquet_with_no_copper_left_still_gains_the_other_card(table):
    t = table("village", landscapes=("banquet",))
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5, discards=[])
    t.game.piles["copper"] = 0
    t.add("silver")
    t.add("copper")
    t.buy_event("banquet")
    t.answer("silver")
    assert t.ann.discards == ["silver"]


def test_banquet_refuses_a_victory_card(table):
    t = table("village", landscapes=("banquet",))
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("copper")
    t.buy_event("banquet")
    assert "victory" in t.illegal("duchy")
