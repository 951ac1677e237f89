"""Courser (a Reward of Joust, Cornucopia & Guilds second edition):
choose two different: +2 cards, +2 actions,
+2 coins, gain 4 Silvers.

Rulings (official FAQ, in our words): both options are chosen first, then carried out in the order printed,
so +2 cards and the Silvers draw before the Silvers are gained."""

from __future__ import annotations


def test_two_different_options(table):
    t = table("joust")
    t.give("ann", hand=["courser"], deck=["gold", "gold", "gold"])
    decision = t.play("courser")
    assert (decision.kind, decision.options, decision.min, decision.max) == (
        "choose",
        ("+cards", "+actions", "+coins", "silvers"),
        2,
        2,
    )
    t.illegal("+coins", "+coins")
    assert t.answer("+coins", "+actions") is None
    assert (t.game.coins, t.game.actions) == (2, 2)


def test_draws_before_gaining_the_silvers(table):
    """Ruling: chosen in either order, +2 cards comes before the Silvers, which therefore are not drawn."""
    t = table("joust")
    t.give("ann", hand=["courser"], deck=[], discards=[])
    t.play("courser")
    t.answer("silvers", "+cards")
    assert t.ann.hand == [] and t.ann.discards == ["silver"] * 4


def test_silvers_as_many_as_left(table):
    t = table("joust")
    t.game.set_pile("silver", 3)
    t.give("ann", hand=["courser"], discards=[])
    t.play("courser")
    t.answer("silvers", "+coins")
    assert t.ann.discards == ["silver"] * 3 and t.game.coins == 2
