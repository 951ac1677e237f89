"""King's Castle (Empires, a Castle): worth 2 VP per Castle its owner has. Rulings (the wiki's FAQ): it counts
itself; two King's Castles count each other."""

from __future__ import annotations


def test_it_scores_two_vp_per_castle(table):
    t = table("castles", players=3)
    t.give("ann", hand=["kings-castle"], deck=["humble-castle"], discards=[])
    assert t.game.scores()["ann"] == 2 * 2 + 2
    t.give("ann", hand=["kings-castle", "kings-castle"], deck=[], discards=[])
    assert t.game.scores()["ann"] == 2 * (2 * 2)
