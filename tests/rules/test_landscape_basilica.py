"""Basilica (Empires landmark): when you buy a card, if you have 2 coins or more left, take 2 VP from here;
6 VP per player at set-up."""


def test_basilica_counts_the_coins_left_after_paying(table):
    t = table("village", landscapes=("basilica",))
    t.give("ann", hand=["gold", "copper"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("copper")
    t.game.buys = 2
    t.buy("copper")  # 4 left
    assert t.ann.vp_tokens == 2
    t.buy("village")  # 1 left
    assert t.ann.vp_tokens == 2


def test_basilica_is_for_buying_a_card_not_an_event_nor_a_gain(table):
    t = table("workshop", landscapes=("basilica", "delve"))
    t.give("ann", hand=["workshop", "gold", "gold"], deck=["copper"] * 5, discards=[])
    t.play("workshop")
    t.answer("silver")
    t.add("gold")
    t.add("gold")
    t.buy_event("delve")
    assert t.ann.vp_tokens == 0
