"""Travelling Fair (Adventures event, 2 coins): +2 buys; when you gain a card this turn, you may put it onto
your deck."""


def test_each_card_gained_after_it_may_go_onto_the_deck(table):
    t = table("village", landscapes=("travelling-fair",))
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.buy_event("travelling-fair")
    assert t.game.buys == 2
    t.buy("silver")
    t.answer("topdeck")
    assert t.ann.deck[-1] == "silver"
    t.buy("copper")
    t.answer()  # declined: it stays in the discard pile
    assert t.ann.discards == ["copper"]


def test_it_does_not_last_into_the_next_turn(table):
    t = table("village", landscapes=("travelling-fair",))
    t.give("ann", hand=["gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.buy_event("travelling-fair")
    t.next_turn_of_ann()
    t.add("copper")
    t.buy("copper")
    assert t.game.pending is None and t.ann.discards[-1] == "copper"
