"""Triumph (Empires event, 5 debt): gain an Estate; if you did, +1 VP per card you have gained this turn."""


def test_triumph_counts_every_card_gained_this_turn_the_estate_too(table):
    t = table("workshop", landscapes=("triumph",))
    t.give("ann", hand=["workshop", "gold", "gold"], deck=["copper"] * 5, discards=[])
    decision = t.play("workshop")
    t.answer("silver")
    t.add("gold")
    t.add("gold")
    t.game.buys = 2
    t.buy("silver")
    t.buy_event("triumph")
    # The Workshop's Silver, the Silver bought and the Estate: 3 VP; the event itself is not gained.
    assert decision is not None
    assert (t.ann.vp_tokens, t.ann.debt) == (3, 5)


def test_triumph_counts_only_its_buyers_gains(table):
    t = table("witch", landscapes=("triumph",))
    t.give("ann", hand=["witch"], deck=["copper"] * 5, discards=[])
    t.play("witch")  # bob gains a Curse: not ann's gain
    t.buy_event("triumph")
    assert (t.ann.vp_tokens, t.bob.vp_tokens) == (1, 0)


def test_triumph_with_no_estate_left_gives_nothing_but_the_debt(table):
    t = table("village", landscapes=("triumph",))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.game.piles["estate"] = 0
    t.buy_event("triumph")
    assert (t.ann.vp_tokens, t.ann.debt) == (0, 5)
