"""Poacher: +1 card, +1 action, +1 coin; discard a card per empty supply pile."""


def test_poacher_with_no_empty_pile(table):
    t = table("poacher")
    t.give("ann", hand=["poacher"], deck=["copper"])
    assert t.play("poacher") is None
    assert t.game.coins == 1 and t.ann.hand == ["copper"]


def test_poacher_with_empty_piles(table):
    t = table("poacher", "smithy", "village")
    t.game.set_pile("smithy", 0)
    t.game.set_pile("village", 0)
    t.give("ann", hand=["poacher", "estate", "gold"], deck=["copper"])
    decision = t.play("poacher")
    assert (decision.kind, decision.min, decision.max, decision.upfront) == ("discard", 2, 2, False)
    t.answer("estate", "copper")
    assert t.ann.hand == ["gold"]


def test_poacher_discards_only_what_the_hand_holds(table):
    t = table("poacher", "smithy", "village", "market")
    for card in ("smithy", "village", "market"):
        t.game.set_pile(card, 0)
    t.give("ann", hand=["poacher"], deck=["copper"])
    assert t.play("poacher").max == 1


def test_throne_room_poacher(table):
    t = table("poacher", "throne-room")
    t.give("ann", hand=["throne-room", "poacher"], deck=["copper", "copper"])
    t.play("throne-room")
    assert t.answer("poacher") is None
    assert t.game.coins == 2 and len(t.ann.hand) == 2
