"""Thief (first edition): others reveal 2 cards; you trash a treasure of them and may gain the trashed
ones."""


def test_thief(table):
    t = table("thief", edition=1)
    t.give("ann", hand=["thief"])
    t.give("bob", deck=["silver", "gold", "estate"])
    decision = t.play("thief")
    assert (decision.player, decision.kind, decision.options) == ("ann", "trash", ("silver", "gold"))
    decision = t.answer("gold")
    assert decision.kind == "gain" and decision.source == "trash"
    t.answer("gold")
    assert t.ann.discards == ["gold"] and t.bob.discards == ["silver"] and t.game.trash == []


def test_throne_room_thief(table):
    t = table("thief", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "thief"])
    t.give("bob", deck=["copper", "estate", "copper", "estate"])
    t.play("throne-room")
    assert t.answer("thief").kind == "gain"
    t.answer()
    t.answer("copper")
    assert t.game.trash == ["copper"] and t.ann.discards == ["copper"]


def test_moat_against_thief(table):
    t = table("thief", "moat", edition=1)
    t.give("ann", hand=["thief"])
    t.give("bob", hand=["moat"], deck=["gold", "gold"])
    t.play("thief")
    assert t.answer("moat") is None and t.bob.deck == ["gold", "gold"]
