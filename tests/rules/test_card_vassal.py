"""Vassal: +2 coins; discard your top card; if it is an action card, you may play it."""


def test_vassal(table):
    t = table("vassal", "smithy")
    t.give("ann", hand=["vassal"], deck=["smithy"] + ["copper"] * 3)
    decision = t.play("vassal")
    assert t.game.coins == 2 and (decision.kind, decision.options) == ("play", ("smithy",))
    t.answer("smithy")
    assert t.ann.plays == ["vassal", "smithy"] and len(t.ann.hand) == 3 and t.game.actions == 0


def test_vassal_drawing_a_throne_room(table):
    # Vassal discards a Throne Room, which is then played: it plays an action from the hand twice.
    t = table("vassal", "throne-room", "village")
    t.give("ann", hand=["vassal", "village"], deck=["throne-room", "copper", "copper"])
    t.play("vassal")
    assert t.answer("throne-room").options == ("village",)
    t.answer("village")
    assert t.ann.plays == ["vassal", "throne-room", "village"] and t.game.actions == 4


def test_throne_room_vassal(table):
    t = table("vassal", "throne-room")
    t.give("ann", hand=["throne-room", "vassal"], deck=["estate", "copper"])
    t.play("throne-room")
    assert t.answer("vassal") is None
    assert t.game.coins == 4 and sorted(t.ann.discards) == ["copper", "estate"]
