"""Empires' landmarks that only score at the end: Bandit Fort, Fountain, Museum, Orchard, Palace, Wall, Wolf
Den, each counted from every card its player has (deck, hand, play, discards, mats)."""

import pytest


def _score(table, landmark: str, cards: list[str]) -> int:
    t = table("village", "smithy", landscapes=(landmark,))
    t.give("ann", hand=[], deck=cards, discards=[])
    return t.game.landmark_points(t.ann)


@pytest.mark.parametrize(
    ("landmark", "cards", "points"),
    [
        ("bandit-fort", ["silver", "gold", "gold", "copper"], -6),
        ("bandit-fort", ["copper"], 0),
        ("fountain", ["copper"] * 10, 15),
        ("fountain", ["copper"] * 9 + ["silver"], 0),
        ("museum", ["copper", "copper", "curse", "estate"], 6),
        ("orchard", ["village"] * 3 + ["smithy"] * 2 + ["copper"] * 3, 4),
        ("palace", ["copper"] * 3 + ["silver"] * 2 + ["gold"], 3),
        ("palace", ["copper"] * 4 + ["silver"] * 4 + ["gold"] * 2, 6),
        ("wall", ["copper"] * 15, 0),
        ("wall", ["copper"] * 18, -3),
        ("wolf-den", ["province", "duchy", "copper", "copper"], -6),
    ],
)
def test_landmark_points(table, landmark, cards, points):
    assert _score(table, landmark, cards) == points


def test_wolf_den_and_wall_can_make_a_score_negative(table):
    t = table("village", landscapes=("wolf-den", "wall"))
    t.give("ann", hand=[], deck=["gold"] + ["copper"] * 20, discards=[])
    # Gold alone: -3; 21 cards: -6; no victory card.
    assert t.game.scores()["ann"] == -9
