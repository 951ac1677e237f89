"""Spy (first edition): +1 card, +1 action; each player, you too, reveals its top card; you choose discard
or keep."""


def test_spy_on_the_attacker_too(table):
    t = table("spy", edition=1)
    t.give("ann", hand=["spy"], deck=["copper", "estate"])
    t.give("bob", deck=["gold"])
    decision = t.play("spy")
    assert (decision.player, decision.target, decision.options) == ("ann", "ann", ("estate",))
    decision = t.answer("estate")
    assert (decision.player, decision.target, decision.options) == ("ann", "bob", ("gold",))
    t.answer("gold")
    assert t.ann.discards == ["estate"] and t.bob.discards == ["gold"]


def test_spy_keep(table):
    t = table("spy", edition=1)
    t.give("ann", hand=["spy"], deck=["copper", "estate"])
    t.give("bob", deck=["curse"])
    t.play("spy")
    t.answer()
    t.answer()
    assert t.ann.deck == ["estate"] and t.bob.deck == ["curse"]


def test_moat_against_spy_still_reveals_the_attacker(table):
    t = table("spy", "moat", edition=1)
    t.give("ann", hand=["spy"], deck=["copper", "estate"])
    t.give("bob", hand=["moat"], deck=["gold"])
    assert t.play("spy").target == "ann"
    assert t.answer().kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.deck == ["gold"]


def test_throne_room_spy(table):
    t = table("spy", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "spy"], deck=["estate", "estate", "copper", "copper"])
    t.give("bob", deck=["gold", "silver"])
    t.play("throne-room")
    t.answer("spy")
    for _ in range(4):
        t.answer()
    assert t.game.actions == 2
