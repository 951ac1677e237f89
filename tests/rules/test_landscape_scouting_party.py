"""Scouting Party (Adventures event, 2 coins): +1 buy; look at your top 5 cards, discard 3 and put the rest
back in any order."""


def test_scouting_party_discards_3_of_5_and_puts_2_back_in_the_order_chosen(table):
    t = table("village", landscapes=("scouting-party",))
    t.give(
        "ann", hand=["silver"], deck=["estate", "gold", "copper", "curse", "village", "silver"], discards=[]
    )
    t.add("silver")
    decision = t.buy_event("scouting-party")
    assert (decision.min, decision.max, t.game.buys) == (3, 3, 1)
    t.answer("estate", "curse", "copper")
    t.answer("village", "gold")
    assert sorted(t.ann.discards) == ["copper", "curse", "estate"]
    assert t.ann.deck[-2:] == ["gold", "village"]  # village on top


def test_with_3_cards_or_fewer_left_all_are_discarded(table):
    t = table("village", landscapes=("scouting-party",))
    t.give("ann", hand=["silver"], deck=["estate", "gold"], discards=[])
    t.add("silver")
    decision = t.buy_event("scouting-party")
    assert (decision.min, decision.max) == (2, 2)
    t.answer("estate", "gold")
    assert (t.ann.deck, sorted(t.ann.discards)) == ([], ["estate", "gold"])
