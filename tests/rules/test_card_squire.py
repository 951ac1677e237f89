"""Squire (Dark Ages): +1 coin; choose +2 actions, +2 buys or gain a Silver; when trashed, gain an
attack card.

Rulings (official FAQ, in our words): one of the three is chosen; when Squire is trashed (by any card, on any
turn) its owner gains an attack card from the supply, of any cost, when there is one."""

from __future__ import annotations

from referee.rules.spec import SPECS


def test_squire_choices(table):
    for word, check in (
        ("+actions", lambda t: t.game.actions == 2),
        ("+buys", lambda t: t.game.buys == 3),
        ("silver", lambda t: t.ann.discards[-1] == "silver"),
    ):
        t = table("squire")
        t.give("ann", hand=["squire"])
        decision = t.play("squire")
        assert decision.options == ("+actions", "+buys", "silver") and decision.min == 1
        assert t.answer(word) is None
        assert t.game.coins == 1 and check(t)


def test_trashed_it_gains_an_attack_of_any_cost(table):
    t = table("squire", "chapel", "witch", "militia")
    t.give("ann", hand=["chapel", "squire"])
    t.play("chapel")
    decision = t.answer("squire")
    assert decision.kind == "gain" and set(decision.options) >= {"witch", "militia"}
    assert all("attack" in SPECS[card].types for card in decision.options)
    assert t.answer("witch") is None and t.ann.discards[-1] == "witch"


def test_no_attack_in_the_supply_gains_nothing(table):
    t = table(
        "squire",
        "chapel",
        "village",
        "smithy",
        "market",
        "festival",
        "laboratory",
        "cellar",
        "moat",
        "gardens",
    )
    t.give("ann", hand=["chapel", "squire"])
    t.play("chapel")
    decision = t.answer("squire")
    assert decision is None or decision.options == ()


def test_trashed_it_may_gain_the_top_knight(table):
    """Every Knight is an attack: the top of the Knights pile is offered (only the top one can be gained)."""
    t = table("squire", "chapel", "knights")
    top = t.game.pile_top("knights")
    t.give("ann", hand=["chapel", "squire"], discards=[])
    t.play("chapel")
    decision = t.answer("squire")
    assert top in decision.options and not any(
        k in decision.options for k in ("knights", "sir-martin", "dame-anna") if k != top
    )
    assert t.answer(top) is None and t.ann.discards == [top]
