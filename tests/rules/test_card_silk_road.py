"""Silk Road (Hinterlands, first edition): worth 1 VP for every 4 victory cards among its owner's cards,
rounded down.

Rulings (official FAQ, in our words): every card of its owner counts, wherever it is at the game's end; Silk
Road counts itself and the other Silk Roads; a card with the victory type among others counts; Curses are not
victory cards."""

from __future__ import annotations

from referee.rules.spec import SPECS


def test_silk_road_counts_victory_cards_rounded_down(table):
    points = SPECS["silk-road"].points
    assert points(["silk-road", "estate", "estate", "duchy"]) == 1
    assert points(["silk-road", "estate", "estate"]) == 0
    assert points(["silk-road"] * 2 + ["estate"] * 6) == 2


def test_silk_road_ignores_curses_and_non_victory_cards(table):
    points = SPECS["silk-road"].points
    assert points(["silk-road", "curse", "curse", "curse", "copper"]) == 0


def test_silk_road_scores_in_a_game(table):
    t = table("silk-road")
    t.give("ann", hand=["silk-road", "silk-road"], deck=["estate"] * 6, discards=[])
    scores = t.game.scores()
    assert scores["ann"] == 6 + 2 * 2
