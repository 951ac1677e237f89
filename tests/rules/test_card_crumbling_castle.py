"""Crumbling Castle (Empires, a Castle): worth 1 VP; gaining it and trashing it each give +1 VP and a Silver.
Rulings (the wiki's FAQ): both triggers, whatever gains or trashes it."""

from __future__ import annotations


def test_gaining_it_gives_a_vp_token_and_a_silver(table):
    t = table("castles")
    t.game.run(t.game.gain(t.bob, "humble-castle"))
    assert t.game.run(t.game.gain(t.ann, "crumbling-castle"))
    assert t.ann.vp_tokens == 1 and sorted(t.ann.discards) == ["crumbling-castle", "silver"]


def test_trashing_it_gives_a_vp_token_and_a_silver(table):
    t = table("castles")
    t.give("ann", hand=["crumbling-castle"], discards=[])
    t.game.run(t.game.trash_cards(t.ann, ["crumbling-castle"]))
    assert t.ann.vp_tokens == 1 and t.ann.discards == ["silver"] and t.game.trash == ["crumbling-castle"]
    assert t.game.scores()["ann"] >= 1
