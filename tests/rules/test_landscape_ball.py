"""Ball (Adventures event, 5 coins): take your -1 Coin token; gain 2 cards each costing up to 4."""


def test_ball_gains_two_cards_and_the_next_coins_are_one_fewer(table):
    t = table("village", "smithy", landscapes=("ball",))
    t.give("ann", hand=["gold", "silver"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("silver")
    t.buy_event("ball")
    assert t.ann.tokens["-coin"] == 1
    t.answer("smithy")
    t.answer("silver")
    assert sorted(t.ann.discards) == ["silver", "smithy"]
    t.next_turn_of_ann()
    t.add("copper")
    t.add("copper")
    assert (t.game.coins, t.ann.tokens["-coin"]) == (1, 0)
