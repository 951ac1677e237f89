"""Smithy: +3 cards."""


def test_smithy_draws_three(table):
    t = table("smithy")
    t.give("ann", hand=["smithy"], deck=["gold", "silver", "copper", "estate"])
    assert t.play("smithy") is None
    assert t.ann.hand == ["gold", "silver", "copper"] and t.game.actions == 0


def test_throne_room_smithy_draws_six(table):
    t = table("smithy", "throne-room")
    t.give("ann", hand=["throne-room", "smithy"], deck=["copper"] * 7)
    decision = t.play("throne-room")
    assert decision.kind == "play" and decision.options == ("smithy",) and decision.upfront
    assert t.answer("smithy") is None
    assert len(t.ann.hand) == 6 and t.ann.plays == ["throne-room", "smithy"]
