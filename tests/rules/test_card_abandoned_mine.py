"""Abandoned Mine (Dark Ages, a Ruins card): +1 coin.

Rulings (official FAQ of the Ruins, in our words): a Ruins card is an action played for its one small bonus
and nothing else; it comes from the shuffled Ruins pile, which only looters put into a game."""

from __future__ import annotations


def test_abandoned_mine_gives_one_coin_and_uses_the_action(table):
    t = table("village")
    t.give("ann", hand=["abandoned-mine", "copper"])
    assert t.play("abandoned-mine") is None
    assert (t.game.actions, t.game.coins, t.game.buys) == (0, 1, 1)
    assert "abandoned-mine" in t.ann.plays
