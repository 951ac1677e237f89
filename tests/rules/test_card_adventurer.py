"""Adventurer (first edition): reveal until 2 treasures; put them in hand, discard the rest."""


def test_adventurer(table):
    t = table("adventurer", edition=1)
    t.give("ann", hand=["adventurer"], deck=["estate", "gold", "duchy", "copper", "silver"])
    t.play("adventurer")
    assert t.ann.hand == ["gold", "copper"] and sorted(t.ann.discards) == ["duchy", "estate"]
    assert t.ann.deck == ["silver"]


def test_throne_room_adventurer(table):
    t = table("adventurer", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "adventurer"], deck=["gold", "estate", "gold", "copper", "copper"])
    t.play("throne-room")
    t.answer("adventurer")
    assert sorted(t.ann.hand) == ["copper", "copper", "gold", "gold"] and t.ann.discards == ["estate"]
