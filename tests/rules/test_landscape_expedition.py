"""Expedition (Adventures event, 3 coins): draw 2 extra cards for your next hand."""


def test_the_next_hand_has_7_cards_and_two_expeditions_9(table):
    t = table("village", landscapes=("expedition",))
    t.give("ann", hand=["gold", "silver", "copper"], deck=["copper"] * 12, discards=[])
    for card in ("gold", "silver", "copper"):
        t.add(card)
    t.game.buys = 2
    t.buy_event("expedition")
    t.buy_event("expedition")
    t.clean()
    assert len(t.ann.hand) == 9
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    t.clean()
    assert len(t.ann.hand) == 5  # only the next hand
