"""Plan (Adventures event, 3 coins): move your Trashing token to an action supply pile (when you buy a card
from that pile, you may trash a card from your hand)."""


def test_buying_a_card_of_the_pile_lets_its_buyer_trash_a_card_from_the_hand(table):
    t = table("village", "workshop", landscapes=("plan",))
    t.give("ann", hand=["gold", "gold", "estate"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.game.buys = 2
    t.buy_event("plan")
    t.answer("village")
    t.buy("village")
    decision = t.game.pending
    assert (decision.kind, decision.min, decision.options) == ("trash", 0, ("estate",))
    t.answer("estate")
    assert t.game.trash == ["estate"]


def test_gaining_without_buying_does_not_and_another_players_buy_does_not(table):
    t = table("village", "workshop", landscapes=("plan",))
    t.give("ann", hand=["silver", "copper", "workshop", "estate"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("copper")
    t.buy_event("plan")
    t.answer("village")
    t.next_turn_of_ann()
    t.give("ann", hand=["workshop", "estate"], deck=["copper"] * 5, discards=[])
    t.play("workshop")
    t.answer("village")
    assert t.game.pending is None and t.game.trash == []
    t.clean()
    t.give("bob", hand=["gold", "estate"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.buy("village")
    assert t.game.pending is None and t.game.trash == []
