"""Explorer (Seaside, first edition): you may reveal a Province from your hand; if you do, gain a Gold into
your hand, otherwise a Silver into your hand.

Rulings (official FAQ, in our words): revealing is optional even with a Province in hand; the Province stays
in the hand; the gained card goes to the hand and may be played this turn; with no Gold left a reveal gains
nothing (not a Silver instead)."""

from __future__ import annotations


def test_explorer_reveals_a_province_for_a_gold(table):
    t = table("explorer", edition=1)
    t.give("ann", hand=["explorer", "province"])
    decision = t.play("explorer")
    assert decision.kind == "reveal" and decision.options == ("province",) and decision.optional
    assert t.answer("province") is None
    assert sorted(t.ann.hand) == ["gold", "province"]


def test_explorer_may_decline_and_gains_a_silver(table):
    t = table("explorer", edition=1)
    t.give("ann", hand=["explorer", "province"])
    t.play("explorer")
    t.answer()
    assert sorted(t.ann.hand) == ["province", "silver"]


def test_explorer_without_a_province_gains_a_silver(table):
    t = table("explorer", edition=1)
    t.give("ann", hand=["explorer", "duchy"])
    assert t.play("explorer") is None
    assert sorted(t.ann.hand) == ["duchy", "silver"]
    t.add("silver")
    assert t.game.coins == 2


def test_no_gold_left_gains_nothing(table):
    t = table("explorer", edition=1)
    t.give("ann", hand=["explorer", "province"])
    t.game.set_pile("gold", 0)
    t.play("explorer")
    t.answer("province")
    assert t.ann.hand == ["province"]
