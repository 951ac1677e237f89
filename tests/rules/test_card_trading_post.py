"""Trading Post: trash 2 cards from your hand; if you trashed 2, gain a Silver into your hand."""


def test_trading_post_trashes_two_and_gains_silver(table):
    """With 2 or more cards in hand exactly 2 are trashed, and a Silver is gained into the hand."""
    t = table("trading-post")
    t.give("ann", hand=["trading-post", "curse", "estate", "copper"])
    decision = t.play("trading-post")
    assert (decision.kind, decision.min, decision.max) == ("trash", 2, 2)
    assert t.illegal("curse")
    assert t.answer("curse", "estate") is None
    assert t.game.trash == ["curse", "estate"]
    assert sorted(t.ann.hand) == ["copper", "silver"]


def test_trading_post_one_card_no_silver(table):
    """With one card left in hand it is trashed, and no Silver is gained."""
    t = table("trading-post")
    t.give("ann", hand=["trading-post", "estate"])
    decision = t.play("trading-post")
    assert decision.min == decision.max == 1
    t.answer("estate")
    assert t.game.trash == ["estate"] and t.ann.hand == []


def test_trading_post_empty_hand(table):
    """With no card in hand nothing happens."""
    t = table("trading-post")
    t.give("ann", hand=["trading-post"])
    silver = t.game.piles["silver"]
    decision = t.play("trading-post")
    if decision is not None:
        assert decision.max == 0
        t.answer()
    assert t.game.trash == [] and t.ann.hand == [] and t.game.piles["silver"] == silver


def test_trading_post_no_silver_left(table):
    """With the Silver pile empty the two cards are still trashed, and nothing is gained."""
    t = table("trading-post")
    t.game.set_pile("silver", 0)
    t.give("ann", hand=["trading-post", "estate", "estate"])
    t.play("trading-post")
    t.answer("estate", "estate")
    assert t.game.trash == ["estate", "estate"] and t.ann.hand == []
