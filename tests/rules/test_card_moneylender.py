"""Moneylender: you may trash a Copper from your hand for +3 coins."""


def test_moneylender(table):
    t = table("moneylender")
    t.give("ann", hand=["moneylender", "copper", "copper"])
    assert t.play("moneylender").min == 0
    t.answer("copper")
    assert t.game.coins == 3 and t.ann.hand == ["copper"]


def test_declining_gives_nothing_and_first_edition_must(table):
    t = table("moneylender")
    t.give("ann", hand=["moneylender", "copper"])
    t.play("moneylender")
    t.answer()
    assert t.game.coins == 0
    t1 = table("moneylender", edition=1)
    t1.give("ann", hand=["moneylender", "copper"])
    assert t1.play("moneylender").min == 1


def test_throne_room_moneylender(table):
    t = table("moneylender", "throne-room")
    t.give("ann", hand=["throne-room", "moneylender", "copper"])
    t.play("throne-room")
    t.answer("moneylender")
    t.answer("copper")
    assert t.game.pending.options == ()
    t.answer()
    assert t.game.coins == 3
