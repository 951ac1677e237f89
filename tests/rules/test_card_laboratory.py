"""Laboratory: +2 cards, +1 action."""


def test_laboratory(table):
    t = table("laboratory")
    t.give("ann", hand=["laboratory"], deck=["gold", "silver"])
    t.play("laboratory")
    assert t.ann.hand == ["gold", "silver"] and t.game.actions == 1


def test_throne_room_laboratory(table):
    t = table("laboratory", "throne-room")
    t.give("ann", hand=["throne-room", "laboratory"], deck=["copper"] * 4)
    t.play("throne-room")
    t.answer("laboratory")
    assert len(t.ann.hand) == 4 and t.game.actions == 2
