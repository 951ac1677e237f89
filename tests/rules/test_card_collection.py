"""Collection (second edition): a treasure worth 2 coins, +1 buy; this turn, each time you gain an action
card, +1 VP token.

Official FAQ, in our words:
- Every gain of an action card counts, bought or not, for the rest of the turn.
- Several Collections played each give a token per action gained.
- Gaining a card that is not an action gives nothing.
"""


def test_buying_actions_gives_tokens(table):
    t = table("collection", "village")
    t.give("ann", hand=["collection", "silver"])
    t.add("collection")
    t.add("silver")
    assert (t.game.coins, t.game.buys) == (4, 2)
    t.buy("village")
    assert t.ann.vp_tokens == 1
    t.buy("copper")
    assert t.ann.vp_tokens == 1


def test_two_collections(table):
    t = table("collection", "village")
    t.give("ann", hand=["collection", "collection"])
    t.add("collection")
    t.add("collection")
    t.buy("village")
    assert t.ann.vp_tokens == 2


def test_a_gain_that_is_not_a_buy_counts(table):
    t = table("collection", "anvil", "village")
    t.give("ann", hand=["collection", "anvil", "copper"])
    t.add("collection")
    t.add("anvil")
    t.answer("copper")
    t.answer("village")
    assert t.ann.vp_tokens == 1


def test_over_at_the_end_of_the_turn(table):
    t = table("collection", "village")
    t.give("ann", hand=["collection"])
    t.add("collection")
    t.clean()
    t.clean()  # bob's turn
    t.give("ann", hand=["silver", "silver"])
    t.add("silver")
    t.add("silver")
    t.buy("village")
    assert t.ann.vp_tokens == 0
