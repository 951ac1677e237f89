"""Mine: you may trash a treasure from your hand; gain a treasure to your hand costing up to 3 more."""


def test_mine(table):
    t = table("mine")
    t.give("ann", hand=["mine", "silver", "estate"])
    decision = t.play("mine")
    assert decision.options == ("silver",) and decision.min == 0
    decision = t.answer("silver")
    assert decision.options == ("copper", "silver", "gold")
    t.answer("gold")
    assert sorted(t.ann.hand) == ["estate", "gold"] and t.game.trash == ["silver"]


def test_first_edition_mine_must_trash(table):
    t = table("mine", edition=1)
    t.give("ann", hand=["mine", "copper"])
    assert t.play("mine").min == 1


def test_throne_room_mine(table):
    t = table("mine", "throne-room")
    t.give("ann", hand=["throne-room", "mine", "copper"])
    t.play("throne-room")
    t.answer("mine")
    t.answer("copper")
    t.answer("silver")
    t.answer("silver")
    t.answer("gold")
    assert t.ann.hand == ["gold"]
