"""Chapel: trash up to 4 cards from your hand."""


def test_chapel(table):
    t = table("chapel")
    t.give("ann", hand=["chapel", "estate", "estate", "copper", "copper", "copper"])
    decision = t.play("chapel")
    assert (decision.kind, decision.min, decision.max) == ("trash", 0, 4)
    assert "at most 4" in t.illegal("estate", "estate", "copper", "copper", "copper")
    t.answer("estate", "estate", "copper")
    assert t.ann.hand == ["copper", "copper"] and sorted(t.game.trash) == ["copper", "estate", "estate"]


def test_throne_room_chapel(table):
    t = table("chapel", "throne-room")
    t.give("ann", hand=["throne-room", "chapel", "estate", "estate"])
    t.play("throne-room")
    t.answer("chapel")
    t.answer("estate")
    t.answer("estate")
    assert t.ann.hand == []
