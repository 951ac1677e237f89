"""Ferry (Adventures event, 3 coins): move your -2 cost token to an action supply pile (its cards cost 2
less on your turns, never below 0)."""


def test_ferry_makes_the_piles_cards_cost_2_less_on_its_buyers_turns(table):
    t = table("smithy", "village", landscapes=("ferry",))
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("copper")
    decision = t.buy_event("ferry")
    assert "smithy" in decision.options and "silver" not in decision.options  # action piles only
    t.answer("smithy")
    assert (t.game.cost("smithy"), t.game.player_tokens["ann"]["-cost"]) == (2, "smithy")
    t.clean()
    assert t.game.cost("smithy") == 4  # bob's turn


def test_ferry_bought_again_moves_the_token(table):
    t = table("smithy", "village", landscapes=("ferry",))
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.game.buys = 2
    t.buy_event("ferry")
    t.answer("smithy")
    t.buy_event("ferry")
    t.answer("village")
    assert (t.game.cost("smithy"), t.game.cost("village")) == (4, 1)
