"""Merchant: +1 card, +1 action; the first Silver played this turn gives +1 coin."""


def test_merchant_first_silver_only(table):
    t = table("merchant")
    t.give("ann", hand=["merchant", "silver", "silver"], deck=["copper"])
    t.play("merchant")
    t.add("silver")
    t.add("silver")
    assert t.game.coins == 5


def test_throne_room_merchant_gives_two(table):
    t = table("merchant", "throne-room")
    t.give("ann", hand=["throne-room", "merchant", "silver"], deck=["copper", "copper"])
    t.play("throne-room")
    t.answer("merchant")
    t.add("silver")
    assert t.game.coins == 4


def test_bonus_ends_with_the_turn(table):
    t = table("merchant")
    t.give("ann", hand=["merchant"], deck=["copper"])
    t.play("merchant")
    t.clean()
    assert t.game.merchants == 0
