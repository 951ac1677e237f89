"""Advance (Empires event, 0 coins): you may trash an action card from your hand; if you do, gain an action
card costing up to 6."""


def test_advance_trashes_an_action_and_gains_an_action_costing_up_to_6(table):
    t = table("village", "laboratory", "festival", "market", "smithy", landscapes=("advance",))
    t.give("ann", hand=["village", "copper"], deck=["copper"] * 5, discards=[])
    decision = t.buy_event("advance")
    assert (decision.kind, decision.options, decision.min) == ("trash", ("village",), 0)
    decision = t.answer("village")
    assert decision.kind == "gain" and "laboratory" in decision.options
    assert all("action" in t.game.types(card) for card in decision.options)
    assert "gold" not in decision.options
    t.answer("laboratory")
    assert (t.game.trash, t.ann.discards) == (["village"], ["laboratory"])


def test_advance_gains_nothing_when_no_action_is_trashed(table):
    t = table("village", "laboratory", landscapes=("advance",))
    t.give("ann", hand=["village", "copper"], deck=["copper"] * 5, discards=[])
    t.buy_event("advance")
    assert t.answer() is None
    assert (t.game.trash, t.ann.discards, t.ann.hand) == ([], [], ["village", "copper"])


def test_advance_with_no_action_in_hand_asks_nothing(table):
    t = table("village", landscapes=("advance",))
    t.give("ann", hand=["copper", "estate"], deck=["copper"] * 5, discards=[])
    assert t.buy_event("advance") is None
    assert (t.game.trash, t.ann.discards, t.game.buys) == ([], [], 0)


def test_advance_cannot_gain_a_card_costing_more_than_6(table):
    t = table("village", "kings-court", landscapes=("advance",))
    t.give("ann", hand=["village"], deck=["copper"] * 5, discards=[])
    t.buy_event("advance")
    decision = t.answer("village")
    assert "kings-court" not in decision.options
    assert "kings-court" in t.illegal("kings-court")
