"""Library: draw until 7 cards in hand, setting aside action cards you choose to skip; discard them after."""


def test_library(table):
    t = table("library", "village")
    hand = ["library", "copper", "copper", "copper", "copper"]
    t.give("ann", hand=hand, deck=["gold", "village", "silver", "estate"])
    decision = t.play("library")
    assert t.ann.hand[-2:] == ["gold", "village"]  # drawn, then maybe set aside
    assert (decision.kind, decision.options, decision.upfront) == ("set-aside", ("village",), False)
    assert t.answer("village") is None
    assert t.ann.hand[-3:] == ["gold", "silver", "estate"] and t.ann.discards == ["village"]


def test_throne_room_library_second_draws_nothing(table):
    # Ruling: the second Library draws only up to 7; with 7 in hand it draws nothing.
    t = table("library", "throne-room")
    t.give("ann", hand=["throne-room", "library", "copper"], deck=["silver"] * 8)
    t.play("throne-room")
    assert t.answer("library") is None
    assert len(t.ann.hand) == 7 and len(t.ann.deck) == 2
