"""Pawn: choose two different bonuses among +1 card, +1 action, +1 buy and +1 coin."""


def test_pawn_card_and_action(table):
    """+card and +action: one card drawn, one action more; no buy and no coin more."""
    t = table("pawn")
    t.give("ann", hand=["pawn"], deck=["gold", "copper"])
    decision = t.play("pawn")
    assert (decision.player, decision.kind, decision.min, decision.max) == ("ann", "choose", 2, 2)
    assert set(decision.options) == {"+card", "+action", "+buy", "+coin"}
    assert t.answer("+card", "+action") is None
    assert t.ann.hand == ["gold"] and t.game.actions == 1 and t.game.buys == 1 and t.game.coins == 0


def test_pawn_buy_and_coin(table):
    """+buy and +coin: no card drawn and no action more."""
    t = table("pawn")
    t.give("ann", hand=["pawn"], deck=["gold"])
    t.play("pawn")
    t.answer("+buy", "+coin")
    assert t.ann.hand == [] and t.game.actions == 0 and t.game.buys == 2 and t.game.coins == 1


def test_pawn_choices_must_differ(table):
    """The two picks must be different bonuses: the same one twice is refused."""
    t = table("pawn")
    t.give("ann", hand=["pawn"])
    t.play("pawn")
    assert t.illegal("+coin", "+coin")
    assert t.illegal("+coin")


def test_pawn_both_choices_before_drawing(table):
    """Both bonuses are picked in one decision before either happens: a player cannot draw first, look at the
    card, and pick the second bonus then."""
    t = table("pawn")
    t.give("ann", hand=["pawn"], deck=["village"])
    decision = t.play("pawn")
    assert decision.min == decision.max == 2 and t.ann.hand == []


def test_throne_room_pawn_chooses_each_play(table):
    """Played twice, each play picks its own pair of bonuses."""
    t = table("pawn", "throne-room")
    t.give("ann", hand=["throne-room", "pawn"], deck=["silver", "gold"])
    t.play("throne-room")
    assert t.answer("pawn").kind == "choose"
    assert t.answer("+card", "+coin").kind == "choose"
    assert t.answer("+buy", "+coin") is None
    assert t.ann.hand == ["silver"] and t.game.coins == 2 and t.game.buys == 2
