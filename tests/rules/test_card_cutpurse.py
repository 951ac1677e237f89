"""Cutpurse (Seaside, both editions): +2 coins; every other player discards a Copper, or shows a hand
without one.

Rulings (official FAQ, in our words): each other player holding a Copper discards one (only one, and no
choice: Coppers are alike); a player without one reveals the hand; a Moat keeps its holder's Copper."""

from __future__ import annotations

from referee.rules.decisions import Event


def test_cutpurse_takes_one_copper_from_each_other_player(table):
    t = table("cutpurse", players=3)
    t.give("ann", hand=["cutpurse"])
    t.give("bob", hand=["copper", "copper", "estate"], discards=[])
    t.give("cat", hand=["silver", "estate"], discards=[])
    seen: list[Event] = []
    t.game.listeners.append(seen.append)
    assert t.play("cutpurse") is None
    assert t.game.coins == 2
    assert sorted(t.bob.hand) == ["copper", "estate"] and t.bob.discards == ["copper"]
    assert sorted(t.cat.hand) == ["estate", "silver"] and t.cat.discards == []
    assert Event("reveal", "cat", ("silver", "estate")) in seen


def test_moat_keeps_the_copper(table):
    t = table("cutpurse", "moat")
    t.give("ann", hand=["cutpurse"])
    t.give("bob", hand=["moat", "copper"], discards=[])
    decision = t.play("cutpurse")
    assert decision.player == "bob" and decision.kind == "reveal"
    t.answer("moat")
    assert sorted(t.bob.hand) == ["copper", "moat"]
