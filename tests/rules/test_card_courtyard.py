"""Courtyard: +3 cards; put a card from your hand onto your deck."""


def test_draws_three_then_puts_one_back(table):
    """+3 cards, then one card of the hand goes on top of the deck (drawn next)."""
    t = table("courtyard")
    t.give("ann", hand=["courtyard", "estate"], deck=["gold", "silver", "copper", "province"])
    decision = t.play("courtyard")
    assert t.ann.hand == ["estate", "gold", "silver", "copper"]
    assert (decision.kind, decision.source, decision.min, decision.max) == ("topdeck", "hand", 1, 1)
    assert t.answer("gold") is None
    assert t.ann.deck == ["province", "gold"]  # top last: the gold is the next card drawn
    assert sorted(t.ann.hand) == ["copper", "estate", "silver"]


def test_the_card_put_back_may_be_one_held_before(table):
    """Ruling: the cards drawn join the hand first; any card of the hand may go back, not only a drawn one."""
    t = table("courtyard")
    t.give("ann", hand=["courtyard", "estate"], deck=["gold", "silver", "copper"])
    decision = t.play("courtyard")
    assert "estate" in decision.options
    t.answer("estate")
    assert t.ann.deck == ["estate"] and t.ann.hand == ["gold", "silver", "copper"]


def test_putting_back_is_compulsory(table):
    """Putting a card back is not optional while the hand holds one."""
    t = table("courtyard")
    t.give("ann", hand=["courtyard"], deck=["copper"])
    decision = t.play("courtyard")
    assert decision.min == 1
    t.illegal()


def test_nothing_in_hand_nothing_to_put_back(table):
    """Nothing drawn and nothing held: nothing to put back, nothing asked."""
    t = table("courtyard")
    t.give("ann", hand=["courtyard"], deck=[], discards=[])
    assert t.play("courtyard") is None
    assert t.ann.hand == [] and t.ann.deck == []


def test_throne_room_courtyard(table):
    """Under Throne Room the card put back by the first play may be drawn by the second."""
    t = table("courtyard", "throne-room")
    t.give("ann", hand=["throne-room", "courtyard"], deck=["copper"] * 3 + ["silver"] * 3)
    t.play("throne-room")
    t.answer("courtyard")
    t.answer("copper")
    t.answer("copper")
    # The copper put back first is drawn again by the second play; another copper goes back on top.
    assert t.ann.hand == ["copper", "copper", "silver", "silver"] and t.ann.deck == ["silver", "copper"]
