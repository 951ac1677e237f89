"""Chancellor (first edition): +2 coins; you may put your deck into your discard pile."""


def test_chancellor(table):
    t = table("chancellor", edition=1)
    t.give("ann", hand=["chancellor"], deck=["gold", "estate"])
    decision = t.play("chancellor")
    assert t.game.coins == 2 and decision.options == ("discard-deck",) and decision.optional
    t.answer("discard-deck")
    assert t.ann.deck == [] and sorted(t.ann.discards) == ["estate", "gold"]


def test_throne_room_chancellor(table):
    t = table("chancellor", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "chancellor"], deck=["gold"])
    t.play("throne-room")
    t.answer("chancellor")
    t.answer()
    t.answer()
    assert t.game.coins == 4 and t.ann.deck == ["gold"]
