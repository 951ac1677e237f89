"""Festival: +2 actions, +1 buy, +2 coins."""


def test_festival(table):
    t = table("festival")
    t.give("ann", hand=["festival"])
    t.play("festival")
    assert (t.game.actions, t.game.buys, t.game.coins) == (2, 2, 2)


def test_throne_room_festival(table):
    t = table("festival", "throne-room")
    t.give("ann", hand=["throne-room", "festival"])
    t.play("throne-room")
    t.answer("festival")
    assert (t.game.actions, t.game.buys, t.game.coins) == (4, 3, 4)
