"""Humble Castle (Empires, a Castle): a treasure giving +1 coin, worth 1 VP per Castle its owner has. Rulings
(the wiki's FAQ): it counts itself and every Castle the player has, wherever in its cards."""

from __future__ import annotations


def test_it_gives_a_coin(table):
    t = table("castles")
    t.give("ann", hand=["humble-castle"], deck=["copper"] * 5, discards=[])
    t.add("humble-castle")
    assert t.game.coins == 1


def test_it_scores_one_vp_per_castle_itself_included(table):
    t = table("castles")
    t.give("ann", hand=["humble-castle"], deck=["small-castle"], discards=["crumbling-castle"])
    # 3 Castles: Humble 3 VP, Small 2, Crumbling 1.
    assert t.game.scores()["ann"] == 3 + 2 + 1
    t.give("ann", hand=["humble-castle"], deck=["estate"], discards=[])
    assert t.game.scores()["ann"] == 1 + 1
