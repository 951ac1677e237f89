"""Artisan: gain a card to your hand costing up to 5; put a card from your hand onto your deck."""


def test_artisan(table):
    t = table("artisan")
    t.give("ann", hand=["artisan", "copper"])
    decision = t.play("artisan")
    assert decision.upfront and "duchy" in decision.options and "gold" not in decision.options
    decision = t.answer("duchy")
    assert decision.kind == "topdeck" and decision.options == ("copper", "duchy")
    t.answer("copper")
    assert t.ann.hand == ["duchy"] and t.ann.deck[-1] == "copper"


def test_throne_room_artisan(table):
    t = table("artisan", "throne-room")
    t.give("ann", hand=["throne-room", "artisan"])
    t.play("throne-room")
    t.answer("artisan")
    t.answer("silver")
    t.answer("silver")
    t.answer("duchy")
    t.answer("duchy")
    assert t.ann.hand == [] and t.ann.deck[-2:] == ["silver", "duchy"]
