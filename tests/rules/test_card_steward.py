"""Steward: choose one: +2 cards, +2 coins, or trash 2 cards from your hand."""


def test_steward_cards(table):
    """+cards draws 2."""
    t = table("steward")
    t.give("ann", hand=["steward"], deck=["copper", "silver", "gold"])
    decision = t.play("steward")
    assert (decision.kind, set(decision.options), decision.min, decision.max) == (
        "choose",
        {"+cards", "+coins", "trash"},
        1,
        1,
    )
    assert t.answer("+cards") is None
    assert t.ann.hand == ["copper", "silver"] and t.game.coins == 0


def test_steward_coins(table):
    """+coins gives 2 coins."""
    t = table("steward")
    t.give("ann", hand=["steward", "estate"])
    t.play("steward")
    assert t.answer("+coins") is None
    assert t.game.coins == 2 and t.ann.hand == ["estate"]


def test_steward_trash_exactly_two(table):
    """Choosing to trash with 2 or more cards in hand trashes exactly 2."""
    t = table("steward")
    t.give("ann", hand=["steward", "estate", "curse", "copper"])
    t.play("steward")
    decision = t.answer("trash")
    assert (decision.kind, decision.min, decision.max, decision.source) == ("trash", 2, 2, "hand")
    assert t.illegal("curse")
    assert t.answer("estate", "curse") is None
    assert sorted(t.game.trash) == ["curse", "estate"] and t.ann.hand == ["copper"]


def test_steward_trash_with_one_card(table):
    """Trashing may be chosen with a single card left in hand: that card is trashed."""
    t = table("steward")
    t.give("ann", hand=["steward", "curse"])
    t.play("steward")
    decision = t.answer("trash")
    assert decision.min == decision.max == 1
    t.answer("curse")
    assert t.game.trash == ["curse"] and t.ann.hand == []


def test_steward_trash_with_empty_hand(table):
    """Choosing to trash with an empty hand trashes nothing."""
    t = table("steward")
    t.give("ann", hand=["steward"])
    t.play("steward")
    decision = t.answer("trash")
    assert decision is None or decision.max == 0
    if decision is not None:
        t.answer()
    assert t.game.trash == []


def test_steward_one_choice_only(table):
    """No mixing: one of the three, never two."""
    t = table("steward")
    t.give("ann", hand=["steward"])
    t.play("steward")
    assert t.illegal("+cards", "+coins")
