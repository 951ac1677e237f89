"""Market: +1 card, +1 action, +1 buy, +1 coin."""


def test_market(table):
    t = table("market")
    t.give("ann", hand=["market"], deck=["gold"])
    t.play("market")
    assert t.ann.hand == ["gold"] and (t.game.actions, t.game.buys, t.game.coins) == (1, 2, 1)


def test_throne_room_market(table):
    t = table("market", "throne-room")
    t.give("ann", hand=["throne-room", "market"], deck=["gold", "gold"])
    t.play("throne-room")
    t.answer("market")
    assert (t.game.actions, t.game.buys, t.game.coins) == (2, 3, 2)
