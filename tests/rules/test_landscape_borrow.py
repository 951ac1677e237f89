"""Borrow (Adventures event, 0 coins): once per turn, +1 buy; if your -1 Card token is not on your deck, put
it there and +1 coin."""

from referee.rules.landscapes import spent_events


def test_borrow_gives_a_buy_and_a_coin_and_puts_the_minus_card_token_on_the_deck(table):
    t = table("village", landscapes=("borrow",))
    t.give("ann", hand=["estate"], deck=["copper"] * 8, discards=[])
    t.buy_event("borrow")
    assert (t.game.buys, t.game.coins, t.ann.tokens["-card"]) == (1, 1, 1)
    t.clean()
    # The token on the deck: the clean-up draws 4, and the token comes back.
    assert (len(t.ann.hand), t.ann.tokens["-card"]) == (4, 0)


def test_with_the_token_already_on_the_deck_borrow_gives_only_the_buy(table):
    t = table("village", landscapes=("borrow",))
    t.game.take_token(t.ann, "-card")
    t.give("ann", hand=["estate"], deck=["copper"] * 5, discards=[])
    t.buy_event("borrow")
    assert (t.game.buys, t.game.coins) == (1, 0)


def test_borrow_may_be_bought_once_per_turn(table):
    t = table("village", landscapes=("borrow",))
    t.give("ann", hand=["estate"], deck=["copper"] * 5, discards=[])
    t.buy_event("borrow")
    assert "borrow" in spent_events(t.game, t.ann)
