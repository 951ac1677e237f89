"""Harbinger: +1 card, +1 action; you may put a card from your discard pile onto your deck."""


def test_harbinger(table):
    t = table("harbinger")
    t.give("ann", hand=["harbinger"], deck=["copper", "estate"], discards=["gold", "estate"])
    decision = t.play("harbinger")
    assert decision.source == "discards" and decision.options == ("gold", "estate") and decision.optional
    t.answer("gold")
    assert t.ann.deck[-1] == "gold" and t.ann.discards == ["estate"]


def test_throne_room_harbinger(table):
    t = table("harbinger", "throne-room")
    t.give("ann", hand=["throne-room", "harbinger"], deck=["copper"] * 3, discards=["gold", "silver"])
    t.play("throne-room")
    t.answer("harbinger")
    t.answer("gold")
    t.answer("silver")
    # The second Harbinger draws the gold put back by the first.
    assert t.ann.deck[-1] == "silver" and "gold" in t.ann.hand and t.game.actions == 2
