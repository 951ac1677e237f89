"""Village: +1 card, +2 actions."""


def test_village(table):
    t = table("village")
    t.give("ann", hand=["village"], deck=["gold"])
    t.play("village")
    assert t.ann.hand == ["gold"] and t.game.actions == 2


def test_throne_room_village(table):
    t = table("village", "throne-room")
    t.give("ann", hand=["throne-room", "village"], deck=["gold", "gold"])
    t.play("throne-room")
    t.answer("village")
    assert t.game.actions == 4 and len(t.ann.hand) == 2
