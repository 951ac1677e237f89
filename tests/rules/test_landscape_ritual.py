"""Ritual (Empires event, 4 coins): gain a Curse; if you do, trash a card from your hand and take 1 VP per
coin it costs."""


def test_ritual_gains_a_curse_trashes_a_card_and_gives_its_cost_in_vp(table):
    t = table("village", landscapes=("ritual",))
    t.give("ann", hand=["silver", "silver", "gold"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("silver")
    decision = t.buy_event("ritual")
    assert t.ann.discards == ["curse"]
    assert (decision.kind, decision.options, decision.min) == ("trash", ("gold",), 1)
    t.answer("gold")
    assert (t.game.trash, t.ann.vp_tokens) == (["gold"], 6)


def test_ritual_does_nothing_more_once_the_curses_are_gone(table):
    t = table("village", landscapes=("ritual",))
    t.give("ann", hand=["silver", "silver", "gold"], deck=["copper"] * 5, discards=[])
    t.game.piles["curse"] = 0
    t.add("silver")
    t.add("silver")
    assert t.buy_event("ritual") is None
    assert (t.game.trash, t.ann.vp_tokens, t.ann.hand) == ([], 0, ["gold"])


def test_ritual_counts_the_cost_as_it_is_now_and_only_its_coins(table):
    t = table("bridge", "familiar", landscapes=("ritual",))
    t.give(
        "ann", hand=["bridge", "silver", "silver", "familiar", "province"], deck=["copper"] * 5, discards=[]
    )
    t.play("bridge")  # cards cost 1 less this turn
    t.add("silver")
    t.add("silver")
    t.buy_event("ritual")
    t.answer("province")
    assert t.ann.vp_tokens == 7
    t.game.buys = 1
    t.game.coins = 4
    t.buy_event("ritual")
    t.answer("familiar")  # 3 coins and a potion: 3 less Bridge's 1, the potion gives nothing
    assert t.ann.vp_tokens == 7 + 2


def test_ritual_with_an_empty_hand_gains_the_curse_only(table):
    t = table("village", landscapes=("ritual",))
    t.give("ann", hand=["gold", "copper"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("copper")
    assert t.buy_event("ritual") is None
    assert (t.ann.discards, t.ann.vp_tokens) == (["curse"], 0)
