"""City: +1 card, +2 actions; one or more empty supply piles: +1 card more; two or more: also +1 coin, +1 buy.

Official FAQ, in our words:
- The empty piles are counted when City is played (a pile emptied later this turn changes nothing for it).
- Only supply piles count, the Curse pile among them; non-supply piles never do.
- With no empty pile City is a Village; with one it draws two; with two or more it draws two and gives a coin
  and a buy as well.
- Played twice (Throne Room), each play counts the empty piles at that moment.
"""


def test_no_empty_pile_is_a_village(table):
    t = table("city")
    t.give("ann", hand=["city"], deck=["copper"] * 5)
    assert t.play("city") is None
    assert len(t.ann.hand) == 1 and t.game.actions == 2 and t.game.buys == 1 and t.game.coins == 0


def test_one_empty_pile_draws_one_more(table):
    t = table("city")
    t.game.set_pile("estate", 0)
    t.give("ann", hand=["city"], deck=["copper"] * 5)
    t.play("city")
    assert len(t.ann.hand) == 2 and t.game.actions == 2 and t.game.buys == 1 and t.game.coins == 0


def test_two_empty_piles_add_a_coin_and_a_buy(table):
    t = table("city")
    t.game.set_pile("estate", 0)
    t.game.set_pile("curse", 0)  # the Curse pile is a supply pile
    t.give("ann", hand=["city"], deck=["copper"] * 5)
    t.play("city")
    assert len(t.ann.hand) == 2 and t.game.actions == 2 and t.game.buys == 2 and t.game.coins == 1


def test_counted_at_each_play(table):
    # Throne Room on City: the first play sees one empty pile; a pile emptied between the plays is seen by the
    # second only. Here nothing empties in between, so both plays see the same count.
    t = table("city", "throne-room")
    t.game.set_pile("estate", 0)
    t.game.set_pile("duchy", 0)
    t.give("ann", hand=["throne-room", "city"], deck=["copper"] * 6)
    t.play("throne-room")
    t.answer("city")
    assert len(t.ann.hand) == 4 and t.game.actions == 4 and t.game.buys == 3 and t.game.coins == 2


def test_a_pile_emptied_later_does_not_count_for_an_earlier_city(table):
    t = table("city", "workshop")
    t.game.set_pile("estate", 0)
    t.game.set_pile("silver", 1)
    t.give("ann", hand=["city", "workshop"], deck=["copper"] * 5)
    t.play("city")
    assert (t.game.buys, t.game.coins) == (1, 0)
    t.play("workshop")
    t.answer("silver")  # the second empty pile comes after the City's play
    assert (t.game.buys, t.game.coins) == (1, 0) and t.game.empty_piles() == 2
