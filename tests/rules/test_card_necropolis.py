"""Necropolis (Dark Ages, a Shelter): +2 actions.

Rulings (official FAQ, in our words): it is an action card (a Shelter), not in the supply, that a Shelters
game gives every player in place of one starting Estate; it is not a victory card and scores nothing."""

from __future__ import annotations

from referee.rules.game import Game


def test_necropolis_gives_two_actions(table):
    t = table("village")
    t.give("ann", hand=["necropolis", "village"], deck=["copper"] * 3)
    assert t.play("necropolis") is None and t.game.actions == 2
    t.play("village")
    assert t.game.actions == 3


def test_a_shelters_game_starts_with_it_and_it_scores_nothing():
    kingdom = ("village", "smithy", "market", "festival", "laboratory", "mine", "remodel", "moat", "cellar")
    game = Game(["ann", "bob"], seed=2, kingdom=(*kingdom, "gardens"), shelters=True)
    ann = game.players[0]
    assert ann.cards().count("necropolis") == 1 and "necropolis" not in game.piles
    assert ann.score() == 0
