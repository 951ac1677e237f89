"""Governor (promo): +1 action; choose one, you getting the greater and every other player the lesser: +3
cards (+1 card); gain a Gold (a Silver); or trash a card from the hand to gain one costing exactly 2 more (1
more).

Rulings (official FAQ, in our words): you get +1 action whatever you choose; the chosen option happens to you
and then to each other player in turn order; with Gold or Silver running out, the players later in turn order
gain nothing; the trash is optional for every player, each deciding for itself, and a player who trashes gains
a card costing exactly the amount more, or nothing when no card costs that; Governor is not an attack (no
reaction to attacks is offered)."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_cards_you_draw_three_the_others_one(table):
    t = table("governor", "moat", players=3)
    t.give("ann", hand=["governor"], deck=["copper"] * 5)
    t.give("bob", hand=["moat"], deck=["silver"] * 3)
    t.give("cat", hand=[], deck=["gold"] * 3)
    decision = t.play("governor")
    assert t.game.actions == 1
    assert decision.player == "ann" and decision.kind == "choose"
    assert decision.options == ("+cards", "gold", "remodel")
    assert t.answer("+cards") is None  # no Moat asked: not an attack
    assert len(t.ann.hand) == 3 and t.bob.hand == ["moat", "silver"] and t.cat.hand == ["gold"]


def test_gold_for_you_silver_for_the_others(table):
    t = table("governor", players=3)
    t.give("ann", hand=["governor"])
    total = count_cards(t.game)
    t.play("governor")
    t.answer("gold")
    assert t.ann.discards[-1] == "gold"
    assert t.bob.discards[-1] == "silver" and t.cat.discards[-1] == "silver"
    assert count_cards(t.game) == total


def test_silver_running_out_in_turn_order(table):
    t = table("governor", players=3)
    t.game.set_pile("silver", 1)
    t.give("ann", hand=["governor"], discards=[])
    t.give("bob", discards=[])
    t.give("cat", discards=[])
    t.play("governor")
    t.answer("gold")
    assert t.bob.discards == ["silver"] and t.cat.discards == []


def test_remodel_each_decides_you_two_more_the_others_one_more(table):
    t = table("governor", "smithy", "village")
    t.give("ann", hand=["governor", "estate"], discards=[])
    t.give("bob", hand=["copper", "estate"], discards=[])
    t.play("governor")
    decision = t.answer("remodel")
    assert decision.player == "ann" and decision.kind == "trash" and decision.min == 0
    decision = t.answer("estate")
    assert decision.kind == "gain" and "smithy" in decision.options  # exactly 2 more than an Estate: 4
    assert "silver" not in decision.options and "gold" not in decision.options
    decision = t.answer("smithy")
    assert decision.player == "bob" and decision.kind == "trash"
    decision = t.answer("estate")
    assert decision.player == "bob" and {"silver", "village"} <= set(decision.options)  # 2 + 1
    assert "smithy" not in decision.options
    t.answer("village")
    assert t.ann.discards == ["smithy"] and t.bob.discards == ["village"]
    assert t.game.trash[-2:] == ["estate", "estate"]


def test_remodel_is_optional_for_the_others(table):
    t = table("governor")
    t.give("ann", hand=["governor", "estate"], discards=[])
    t.give("bob", hand=["copper"], discards=[])
    t.play("governor")
    t.answer("remodel")
    t.answer()  # ann trashes nothing
    decision = t.game.pending
    assert decision.player == "bob"
    assert t.answer() is None
    assert t.bob.hand == ["copper"] and t.ann.hand == ["estate"]


def test_nothing_at_the_exact_cost_gains_nothing(table):
    t = table("governor")
    t.give("ann", hand=["governor", "province"], discards=[])
    t.give("bob", hand=[], discards=[])
    t.play("governor")
    t.answer("remodel")
    assert t.answer("province") is None  # nothing costs 10: trashed, nothing gained
    assert "province" in t.game.trash and t.ann.discards == []
