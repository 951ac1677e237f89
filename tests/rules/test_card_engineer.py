"""Engineer (Empires, costs 4 debt): gain a card costing up to 4 coins; you may trash this; if you do, gain a
card costing up to 4 coins.

Rulings (official FAQ and the Empires rules on debt, in our words), each a test below: "up to 4" is in coins,
so a card with debt in its cost (another Engineer) or a potion is never one; the second gain needs the
Engineer trashed from play; played twice by a Throne Room it gains a card each time but is trashed once, for
one more card; played where it lies (an Overlord) it cannot be trashed; bought, it gives its buyer 4 debt."""

from __future__ import annotations


def test_a_gain_then_trashed_for_another(table):
    t = table("engineer", "village", "smithy")
    t.give("ann", hand=["engineer"], deck=["copper"] * 5)
    decision = t.play("engineer")
    assert decision.kind == "gain" and "smithy" in decision.options and "silver" in decision.options
    assert "engineer" not in decision.options and "gold" not in decision.options
    decision = t.answer("smithy")
    assert decision.card == "engineer" and decision.options == ("trash",) and decision.min == 0
    decision = t.answer("trash")
    assert t.game.trash == ["engineer"] and decision.kind == "gain"
    assert t.answer("village") is None
    assert sorted(t.ann.discards) == ["smithy", "village"] and t.ann.plays == []


def test_not_trashed_no_second_gain(table):
    t = table("engineer")
    t.give("ann", hand=["engineer"], deck=["copper"] * 5)
    t.play("engineer")
    t.answer("silver")
    assert t.answer() is None
    assert t.ann.plays == ["engineer"] and t.ann.discards == ["silver"]


def test_never_a_card_costing_debt_or_a_potion(table):
    t = table("engineer", "city-quarter", "golem", "village")
    t.give("ann", hand=["engineer"], deck=["copper"] * 5)
    decision = t.play("engineer")
    assert not {"engineer", "city-quarter", "golem"} & set(decision.options)
    assert "village" in decision.options


def test_a_throne_room_trashes_it_once(table):
    t = table("engineer", "throne-room")
    t.give("ann", hand=["throne-room", "engineer"], deck=["copper"] * 5)
    t.play("throne-room")
    t.answer("engineer")
    t.answer("silver")
    t.answer("trash")
    t.answer("silver")  # the gain for trashing it
    decision = t.game.pending
    assert decision.kind == "gain"  # the second play's gain; no trash offered after it
    assert t.answer("silver") is None
    assert t.ann.discards.count("silver") == 3 and t.game.trash == ["engineer"]


def test_bought_for_4_debt(table):
    t = table("engineer")
    t.give("ann", hand=["silver"], deck=["copper"] * 5)
    t.add("silver")
    t.buy("engineer")
    assert t.ann.debt == 4 and t.game.coins == 2
    t.clean()
    assert t.ann.debt == 2
