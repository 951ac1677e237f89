"""Woodcutter (first edition): +1 buy, +2 coins."""


def test_woodcutter(table):
    t = table("woodcutter", edition=1)
    t.give("ann", hand=["woodcutter"])
    t.play("woodcutter")
    assert (t.game.buys, t.game.coins) == (2, 2)


def test_throne_room_woodcutter(table):
    t = table("woodcutter", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "woodcutter"])
    t.play("throne-room")
    t.answer("woodcutter")
    assert (t.game.buys, t.game.coins) == (3, 4)
