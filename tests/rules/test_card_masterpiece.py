"""Masterpiece (Guilds, first edition only): a treasure worth 1 coin; when you buy it you may overpay, gaining
a Silver per coin overpaid.

Rulings (official FAQ, in our words): overpaying is only on a buy, never on another gain; overpaying 0 is not
overpaying; the Silvers stop when the pile runs out; the Masterpiece itself is gained first."""

from __future__ import annotations


def test_masterpiece_overpaid_gains_silvers(table):
    t = table("masterpiece", edition=1)
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("masterpiece")
    decision = t.game.pending
    assert decision.kind == "pay" and decision.options == ("0", "1", "2", "3")
    t.answer("2")
    assert t.ann.discards.count("silver") == 2 and "masterpiece" in t.ann.discards
    assert t.game.coins == 1


def test_masterpiece_without_coins_left_asks_nothing(table):
    t = table("masterpiece", edition=1)
    t.give("ann", hand=["silver", "copper"])
    t.add("silver")
    t.add("copper")
    t.buy("masterpiece")
    assert t.game.pending is None and t.ann.discards == ["masterpiece"]


def test_masterpiece_gained_otherwise_has_no_overpay(table):
    t = table("masterpiece", "workshop", edition=1)
    t.give("ann", hand=["workshop", "gold"])
    t.play("workshop")
    t.answer("masterpiece")
    assert t.game.pending is None and t.ann.discards == ["masterpiece"]


def test_masterpiece_is_worth_one_coin(table):
    t = table("masterpiece", edition=1)
    t.give("ann", hand=["masterpiece"])
    t.add("masterpiece")
    assert t.game.coins == 1


def test_the_silvers_stop_when_the_pile_is_empty(table):
    t = table("masterpiece", edition=1)
    t.game.set_pile("silver", 1)
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("masterpiece")
    t.answer("3")
    assert t.ann.discards.count("silver") == 1 and t.game.coins == 0


def test_a_potion_is_never_asked_for_its_overpay(table):
    # The rules let a potion be overpaid, but Masterpiece gives a Silver per coin overpaid only: a potion
    # would buy nothing, so the referee asks the coins alone (docs/rules.md, Guilds).
    t = table("masterpiece", "transmute", edition=1)
    t.give("ann", hand=["gold", "silver", "potion"], discards=[])
    for card in ("gold", "silver", "potion"):
        t.add(card)
    t.buy("masterpiece")
    assert t.game.pending.kind == "pay"
    assert t.game.pending.options == ("0", "1", "2")
    assert t.answer("0") is None
    assert t.game.potions == 1
