"""Militia: +2 coins; each other player discards down to 3 cards in hand."""


def test_militia(table):
    t = table("militia", players=3)
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["copper", "estate", "gold", "silver", "estate"])
    t.give("cat", hand=["copper", "copper", "copper"])
    decision = t.play("militia")
    assert t.game.coins == 2
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "discard", 2, 2)
    assert t.answer("estate", "estate") is None  # cat holds 3 cards: nothing to ask
    assert sorted(t.bob.hand) == ["copper", "gold", "silver"]


def test_throne_room_militia_attacks_twice(table):
    t = table("militia", "throne-room")
    t.give("ann", hand=["throne-room", "militia"])
    t.give("bob", hand=["copper", "estate", "gold", "silver", "estate"])
    t.play("throne-room")
    assert t.answer("militia").player == "bob"
    assert t.answer("estate", "estate") is None  # the second attack finds 3 cards
    assert t.game.coins == 4


def test_moat_blocks_militia(table):
    t = table("militia", "moat")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["moat", "copper", "estate", "gold", "silver"])
    assert t.play("militia").kind == "reveal"
    assert t.answer("moat") is None
    assert len(t.bob.hand) == 5
