"""Mountain Pass (Empires landmark, its 2022 text): when you are the first player to gain a Province, each
player bids once, up to 40 debt, ending with you; the high bidder gets +8 VP and takes the debt it bid."""


def _buy_province(t, name="ann"):
    t.give(name, hand=["gold"] * 3, deck=["copper"] * 5, discards=[])
    for _ in range(3):
        t.add("gold")
    t.buy("province")


def test_the_first_province_gained_starts_the_bidding_from_the_gainers_left(table):
    t = table("village", players=3, landscapes=("mountain-pass",))
    _buy_province(t)
    decision = t.game.pending
    assert (decision.player, decision.kind, decision.source) == ("bob", "pay", "amount")
    assert decision.options == tuple(str(n) for n in range(41))
    decision = t.answer("5")
    # Each bid passes (0) or beats the standing one.
    assert decision.player == "cat" and decision.options == ("0",) + tuple(str(n) for n in range(6, 41))
    assert "is not among the options" in t.illegal("5")
    decision = t.answer("0")
    assert decision.player == "ann"
    assert t.answer("9") is None
    assert (t.ann.vp_tokens, t.ann.debt, t.bob.debt) == (8, 9, 0)


def test_only_the_first_province_counts_and_a_gain_that_is_no_buy_counts(table):
    t = table("workshop", landscapes=("mountain-pass",))
    t.game.piles["province"] = 8
    t.game.pending = None
    # A Province gained by a rule of the game alone: gain it directly through the gain path.
    t.give("ann", hand=[], deck=["copper"] * 5, discards=[])
    decision = t.game.begin(t.game.gain(t.ann, "province"))
    assert decision.player == "bob"
    t.answer("1")
    t.answer("0")
    assert (t.bob.vp_tokens, t.bob.debt) == (8, 1)
    assert t.game.begin(t.game.gain(t.ann, "province")) is None


def test_all_passing_gives_nobody_anything(table):
    t = table("village", landscapes=("mountain-pass",))
    _buy_province(t)
    t.answer("0")
    assert t.answer("0") is None
    assert (t.ann.vp_tokens, t.bob.vp_tokens, t.ann.debt, t.bob.debt) == (0, 0, 0, 0)


def test_a_bid_of_40_cannot_be_beaten_and_the_others_are_not_asked(table):
    t = table("village", players=3, landscapes=("mountain-pass",))
    _buy_province(t)
    assert t.answer("40") is None
    assert (t.bob.vp_tokens, t.bob.debt) == (8, 40)


def test_the_winner_on_its_own_turn_pays_off_before_buying_more(table):
    t = table("village", landscapes=("mountain-pass",))
    t.give("ann", hand=["gold"] * 4, deck=["copper"] * 5, discards=[])
    for _ in range(4):
        t.add("gold")
    t.game.buys = 2
    t.buy("province")
    t.answer("0")
    t.answer("3")
    assert (t.ann.debt, t.game.coins) == (3, 4)
    t.buy("copper")
    assert (t.ann.debt, t.game.coins) == (0, 1)
