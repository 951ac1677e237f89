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


def test_a_collection_trashed_by_buying_a_mint_still_counts_for_the_rest_of_the_turn(table):
    """Ruling: Collection's tokens last the turn even once it has left play: buying a Mint (an action)
    trashes the Collection from play, yet gives its token, and so does every action gained later."""
    t = table("collection", "mint", "village")
    t.give("ann", hand=["collection", "gold", "gold"])
    for card in ("collection", "gold", "gold"):
        t.add(card)
    t.game.buys = 3
    t.buy("mint")
    assert "collection" in t.game.trash
    t.buy("village")
    assert t.ann.vp_tokens == 2


def test_played_twice_by_a_tiara_it_counts_twice(table):
    """Ruling: each play of Collection makes its own "this turn" effect; a Collection played two times (Tiara)
    gives +2 VP tokens per action card gained, though only one copy is in play."""
    t = table("collection", "tiara", "village")
    t.give("ann", hand=["tiara", "collection", "silver"])
    t.add("tiara")
    t.answer("collection")
    t.add("silver")
    t.buy("village")
    t.answer("tiara", "collection")  # two cards' triggers of ann's: their order (any)
    while t.game.pending is not None:  # Tiara's offer to put the Village onto the deck: declined
        t.answer()
    assert t.ann.vp_tokens == 2
