"""Moat: +2 cards; reveal it against an attack to be unaffected."""

from referee import views


def test_moat_draws_two(table):
    t = table("moat")
    t.give("ann", hand=["moat"], deck=["gold", "silver"])
    t.play("moat")
    assert t.ann.hand == ["gold", "silver"]


def test_throne_room_moat(table):
    t = table("moat", "throne-room")
    t.give("ann", hand=["throne-room", "moat"], deck=["copper"] * 4)
    t.play("throne-room")
    t.answer("moat")
    assert len(t.ann.hand) == 4


def test_moat_may_stay_hidden(table):
    t = table("moat", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["moat", "copper", "copper", "estate", "gold"])
    decision = t.play("militia")
    assert (decision.player, decision.kind, decision.options, decision.min) == ("bob", "reveal", ("moat",), 0)
    decision = t.answer()
    assert decision.kind == "discard" and decision.min == decision.max == 2
    t.answer("estate", "moat")
    assert views.view(t.game, t.bob).discards == ("estate", "moat")
