"""Throne Room: you may play an action card from your hand twice."""


def test_throne_room_on_throne_room(table):
    # Throne Room on Throne Room: play two more actions, each twice.
    t = table("throne-room", "village", "smithy")
    t.give("ann", hand=["throne-room", "throne-room", "village", "smithy"], deck=["copper"] * 10)
    t.play("throne-room")
    t.answer("throne-room")
    t.answer("village")
    t.answer("smithy")
    assert t.ann.plays == ["throne-room", "throne-room", "village", "smithy"]
    assert t.game.actions == 4 and len(t.ann.hand) == 2 + 6


def test_second_edition_may_decline_first_must(table):
    t = table("throne-room", "village")
    t.give("ann", hand=["throne-room", "village"])
    assert t.play("throne-room").min == 0
    assert t.answer() is None
    t1 = table("throne-room", "village", edition=1)
    t1.give("ann", hand=["throne-room", "village"])
    assert t1.play("throne-room").min == 1


def test_nothing_to_play(table):
    t = table("throne-room")
    t.give("ann", hand=["throne-room", "copper"])
    assert t.play("throne-room").options == ()
    assert t.answer() is None
