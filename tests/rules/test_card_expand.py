"""Expand: trash a card from your hand; gain a card costing up to 3 coins more than it.

Official FAQ, in our words:
- The trash is not optional: holding any card, you trash one.
- The gained card comes from the supply to your discard pile; it may be a copy of the trashed card.
- With nothing in hand to trash, nothing is gained.
- The limit is the trashed card's cost plus 3 as the game computes it at that moment.
"""


def test_expand_trashes_then_gains_up_to_three_more(table):
    t = table("expand")
    t.give("ann", hand=["expand", "silver", "estate"])
    decision = t.play("expand")
    assert (decision.kind, decision.min, decision.max, decision.options) == (
        "trash",
        1,
        1,
        ("silver", "estate"),
    )
    decision = t.answer("silver")
    assert decision.kind == "gain" and decision.max_cost == 6
    assert "gold" in decision.options and "province" not in decision.options
    assert "costing at most 3 more" in t.illegal("province")
    assert t.answer("gold") is None
    assert t.game.trash == ["silver"] and t.ann.discards == ["gold"] and t.ann.hand == ["estate"]


def test_trash_is_compulsory(table):
    t = table("expand")
    t.give("ann", hand=["expand", "copper"])
    assert t.play("expand").min == 1
    assert "asks for 1 card" in t.illegal()


def test_may_gain_a_copy_of_the_trashed_card(table):
    t = table("expand")
    t.give("ann", hand=["expand", "silver"])
    t.play("expand")
    t.answer("silver")
    t.answer("silver")
    assert t.ann.discards == ["silver"]


def test_empty_hand_gains_nothing(table):
    t = table("expand")
    t.give("ann", hand=["expand"])
    decision = t.play("expand")
    assert decision.options == () and decision.max == 0
    assert t.answer() is None
    assert t.ann.discards == [] and t.game.trash == []


def test_throne_room_expand_twice(table):
    t = table("expand", "throne-room")
    t.give("ann", hand=["throne-room", "expand", "copper", "estate"])
    t.play("throne-room")
    t.answer("expand")
    t.answer("copper")
    t.answer("silver")
    t.answer("estate")
    t.answer("duchy")
    assert sorted(t.ann.discards) == ["duchy", "silver"] and t.ann.hand == []
