"""Sentry: +1 card, +1 action; look at your top 2 cards; trash and/or discard any; put the rest back in any
order."""


def test_sentry_trash_and_discard(table):
    t = table("sentry")
    t.give("ann", hand=["sentry"], deck=["copper", "curse", "estate"])
    decision = t.play("sentry")
    assert (decision.kind, decision.options) == ("trash", ("estate", "curse"))
    decision = t.answer("curse")
    assert decision.kind == "discard" and decision.options == ("estate",)
    assert t.answer("estate") is None
    assert t.game.trash == ["curse"] and t.ann.discards == ["estate"] and t.ann.deck == []


def test_sentry_ordering(table):
    t = table("sentry")
    t.give("ann", hand=["sentry"], deck=["copper", "gold", "silver"])
    t.play("sentry")
    t.answer()
    decision = t.answer()
    assert decision.kind == "topdeck" and decision.ordered and decision.min == decision.max == 2
    t.answer("silver", "gold")  # silver on top
    assert t.ann.deck == ["gold", "silver"]


def test_throne_room_sentry(table):
    t = table("sentry", "throne-room")
    t.give(
        "ann", hand=["throne-room", "sentry"], deck=["copper", "curse", "curse", "copper", "estate", "estate"]
    )
    t.play("throne-room")
    t.answer("sentry")
    t.answer("curse", "curse")
    t.answer("estate", "estate")
    assert t.game.trash == ["curse", "curse", "estate", "estate"] and t.game.actions == 2
