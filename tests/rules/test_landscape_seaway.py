"""Seaway (Adventures event, 5 coins): gain an action card costing up to 4; move your +1 Buy token to its
pile."""


def test_seaway_gains_an_action_and_puts_the_buy_token_on_its_pile(table):
    t = table("smithy", "village", "festival", landscapes=("seaway",))
    t.give("ann", hand=["gold", "silver"], deck=["smithy"] * 5, discards=[])
    t.add("gold")
    t.add("silver")
    decision = t.buy_event("seaway")
    assert (
        "smithy" in decision.options
        and "festival" not in decision.options
        and "silver" not in decision.options
    )
    t.answer("smithy")
    assert (t.ann.discards, t.game.player_tokens["ann"]["+buy"]) == (["smithy"], "smithy")
    t.next_turn_of_ann()
    t.give("ann", hand=["smithy"], deck=["copper"] * 5, discards=[])
    t.play("smithy")
    assert t.game.buys == 2


def test_with_no_action_to_gain_the_token_does_not_move(table):
    t = table("festival", landscapes=("seaway",))
    t.give("ann", hand=["gold", "silver"], deck=["copper"] * 5, discards=[])
    for pile in t.game.kingdom:
        if t.game.cost(pile) <= 4:
            t.game.piles[pile] = 0
    t.add("gold")
    t.add("silver")
    decision = t.buy_event("seaway")
    assert decision is None or decision.options == ()
    assert t.game.player_tokens == {}
