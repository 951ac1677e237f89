"""Demesne (a Reward of Joust, Cornucopia & Guilds second edition;
an action and a victory card): +2 actions, +2
buys, gain a Gold; worth 1 victory point per Gold you have.

Rulings (official FAQ, in our words): playing it gives +2 actions, +2 buys and a Gold; when scoring it is
worth 1 VP per Gold its owner has then."""

from __future__ import annotations

from referee.rules.spec import score


def test_play(table):
    t = table("joust")
    t.give("ann", hand=["demesne"], discards=[])
    assert t.play("demesne") is None
    assert (t.game.actions, t.game.buys) == (2, 3) and t.ann.discards == ["gold"]


def test_no_gold_left(table):
    t = table("joust")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["demesne"], discards=[])
    t.play("demesne")
    assert t.ann.discards == [] and t.game.actions == 2


def test_worth_one_point_per_gold(table):
    """Ruling: 1 VP per Gold its owner has when scoring; each Demesne counts them."""
    assert score(["demesne", "gold", "gold", "copper"]) == 2
    assert score(["demesne", "demesne", "gold", "gold", "gold"]) == 6
    assert score(["demesne"]) == 0
    t = table("joust")
    t.give("ann", hand=["demesne", "gold"], deck=[], discards=["gold"])
    assert t.ann.score() == 2
