"""Cellar: +1 action; discard any number of cards, then draw that many."""


def test_cellar(table):
    t = table("cellar")
    t.give("ann", hand=["cellar", "estate", "estate", "copper"], deck=["gold", "silver", "copper"])
    decision = t.play("cellar")
    assert decision.upfront and (decision.min, decision.max) == (0, 3)
    t.answer("estate", "estate")
    assert sorted(t.ann.hand) == sorted(["copper", "gold", "silver"]) and t.game.actions == 1


def test_throne_room_cellar(table):
    t = table("cellar", "throne-room")
    t.give("ann", hand=["throne-room", "cellar", "estate", "duchy"], deck=["gold", "gold"])
    t.play("throne-room")
    t.answer("cellar")
    t.answer("estate")
    t.answer("duchy")
    assert t.ann.hand == ["gold", "gold"] and t.game.actions == 2
