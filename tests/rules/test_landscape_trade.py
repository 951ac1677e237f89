"""Trade (Adventures event, 5 coins): trash up to 2 cards from your hand; gain a Silver per card you
trashed."""


def test_trade_gains_a_silver_per_card_trashed(table):
    t = table("village", landscapes=("trade",))
    t.give("ann", hand=["gold", "silver", "estate", "curse"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("silver")
    t.buy_event("trade")
    t.answer("estate", "curse")
    assert (sorted(t.game.trash), t.ann.discards) == (["curse", "estate"], ["silver", "silver"])


def test_trashing_nothing_gains_nothing(table):
    t = table("village", landscapes=("trade",))
    t.give("ann", hand=["gold", "silver", "estate"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("silver")
    t.buy_event("trade")
    t.answer()
    assert (t.game.trash, t.ann.discards) == ([], [])
