"""Workshop: gain a card costing up to 4."""


def test_workshop(table):
    t = table("workshop", "smithy")
    t.give("ann", hand=["workshop"])
    decision = t.play("workshop")
    assert "smithy" in decision.options and "duchy" not in decision.options and decision.min == 1
    t.answer("smithy")
    assert t.ann.discards == ["smithy"]


def test_throne_room_workshop(table):
    t = table("workshop", "throne-room", "gardens")
    t.give("ann", hand=["throne-room", "workshop"])
    t.play("throne-room")
    t.answer("workshop")
    t.answer("gardens")
    t.answer("gardens")
    assert t.ann.discards == ["gardens", "gardens"]
