"""Plunder (Empires, a treasure, bottom half of the Encampment/Plunder split pile): +2 coins and +1 VP token
when played. Rulings (the wiki's FAQ): each play gives its VP token."""

from __future__ import annotations


def test_played_it_gives_two_coins_and_a_vp_token(table):
    t = table("encampment")
    t.give("ann", hand=["plunder", "plunder"], deck=["copper"] * 5, discards=[])
    t.add("plunder")
    t.add("plunder")
    assert t.game.coins == 4 and t.ann.vp_tokens == 2
