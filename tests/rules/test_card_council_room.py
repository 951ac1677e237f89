"""Council Room: +4 cards, +1 buy; each other player draws a card."""


def test_council_room(table):
    t = table("council-room", players=3)
    t.give("ann", hand=["council-room"], deck=["copper"] * 5)
    t.give("bob", hand=[], deck=["gold"])
    t.give("cat", hand=[], deck=["silver"])
    t.play("council-room")
    assert len(t.ann.hand) == 4 and t.game.buys == 2 and t.bob.hand == ["gold"] and t.cat.hand == ["silver"]


def test_throne_room_council_room(table):
    t = table("council-room", "throne-room")
    t.give("ann", hand=["throne-room", "council-room"], deck=["copper"] * 8)
    t.give("bob", hand=[], deck=["gold", "gold"])
    t.play("throne-room")
    t.answer("council-room")
    assert len(t.ann.hand) == 8 and t.game.buys == 3 and len(t.bob.hand) == 2
