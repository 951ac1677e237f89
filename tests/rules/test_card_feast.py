"""Feast (first edition): trash this card; gain a card costing up to 5."""


def test_feast(table):
    t = table("feast", edition=1)
    t.give("ann", hand=["feast"])
    t.play("feast")
    assert t.game.trash == ["feast"] and t.ann.plays == []
    t.answer("duchy")
    assert t.ann.discards == ["duchy"]


def test_throne_room_feast_gains_two_cards(table):
    # Official ruling: the Feast is trashed once, and two cards costing up to 5 are gained.
    t = table("feast", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "feast"])
    t.play("throne-room")
    t.answer("feast")
    t.answer("duchy")
    t.answer("silver")
    assert t.game.trash == ["feast"] and sorted(t.ann.discards) == ["duchy", "silver"]
    assert t.ann.plays == ["throne-room"]
