"""Cauldron (Hinterlands, second edition): a treasure: +2 coins, +1 buy; while it is in play, the third time
you gain an action card this turn, each other player gains a Curse.

Rulings (official FAQ, in our words): action cards gained before Cauldron was played this turn count; only
the third action card triggers (not the fourth); cards that are not actions are not counted; a Moat revealed
stops the Curse."""

from __future__ import annotations


def test_third_action_gained_curses(table):
    t = table("cauldron", "village")
    t.give("ann", hand=["cauldron", "gold", "gold", "gold"])
    t.game.buys = 4
    t.add("cauldron")
    for _ in range(3):
        t.add("gold")
    assert t.game.coins == 11 and t.game.buys == 5
    t.buy("village")
    t.buy("copper")
    t.buy("village")
    assert t.bob.discards == []
    t.buy("village")
    assert t.bob.discards == ["curse"]


def test_fourth_action_does_not_curse_again(table):
    t = table("cauldron", "village")
    t.give("ann", hand=["cauldron"])
    t.add("cauldron")
    for _ in range(4):
        t.game.run(t.game.gain(t.ann, "village"))
    assert t.bob.discards == ["curse"]


def test_actions_gained_before_it_was_played_count(table):
    t = table("cauldron", "village")
    t.give("ann", hand=["cauldron"])
    t.game.run(t.game.gain(t.ann, "village"))
    t.game.run(t.game.gain(t.ann, "village"))
    t.add("cauldron")
    t.game.run(t.game.gain(t.ann, "village"))
    assert t.bob.discards == ["curse"]


def test_a_moat_stops_the_curse(table):
    """Cauldron's Curse is an attack: a victim revealing a Moat gains none."""
    t = table("cauldron", "village", "moat")
    t.give("ann", hand=["cauldron", "gold", "gold", "gold"])
    t.give("bob", hand=["moat"])
    t.game.buys = 4
    t.add("cauldron")
    for _ in range(3):
        t.add("gold")
    t.buy("village")
    t.buy("village")
    t.buy("village")
    decision = t.game.pending
    assert decision is not None and decision.player == "bob" and decision.options == ("moat",)
    assert t.answer("moat") is None
    assert "curse" not in t.bob.discards
