"""Remodel: trash a card from your hand; gain a card costing up to 2 more."""


def test_remodel(table):
    t = table("remodel")
    t.give("ann", hand=["remodel", "estate"])
    decision = t.play("remodel")
    assert decision.options == ("estate",)
    decision = t.answer("estate")
    assert decision.max_cost == 4 and "silver" in decision.options and "duchy" not in decision.options
    assert "costing at most 2 more" in t.illegal("duchy")
    t.answer("silver")
    assert t.ann.discards == ["silver"] and t.game.trash == ["estate"]


def test_throne_room_remodel(table):
    t = table("remodel", "throne-room")
    t.give("ann", hand=["throne-room", "remodel", "gold", "estate"])
    t.play("throne-room")
    t.answer("remodel")
    t.answer("gold")
    t.answer("province")
    t.answer("estate")
    t.answer("silver")
    assert sorted(t.ann.discards) == ["province", "silver"] and t.ann.hand == []
