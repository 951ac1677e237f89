"""Vineyard (Alchemy): a victory card costing 0 and a potion, worth 1 victory point per 3 action cards its
owner has, rounded down. Its pile is a victory pile (8 with 2 players, 12 with more).

Rulings (official FAQ, in our words): the actions are counted over every card the player has at the end
(deck, hand, discards, in play, set aside); a card with the action type among others (Great Hall, Nobles)
counts; Vineyard itself is no action and does not count; each Vineyard counts the same actions."""

from __future__ import annotations

from referee.rules.kingdoms import pile_size
from referee.rules.spec import score


def test_one_point_per_three_actions_rounded_down():
    assert score(["vineyard", "village", "smithy"]) == 0
    assert score(["vineyard", "village", "smithy", "market"]) == 1
    assert score(["vineyard"] + ["village"] * 8) == 2


def test_action_cards_of_two_types_count_and_vineyards_do_not():
    assert score(["vineyard", "great-hall", "nobles", "mill"]) == 1 + (1 + 2 + 1)
    assert score(["vineyard"] * 3) == 0


def test_every_vineyard_counts_the_same_actions():
    assert score(["vineyard", "vineyard"] + ["smithy"] * 6) == 4


def test_the_pile_is_a_victory_pile_and_the_potion_pile_comes_with_it(table):
    assert [pile_size("vineyard", n) for n in (2, 3, 4)] == [8, 12, 12]
    assert table("vineyard").game.piles["potion"] == 16


def test_actions_everywhere_count_at_the_end(table):
    t = table("vineyard", "village")
    t.give("ann", hand=["village"], deck=["smithy"], discards=["vineyard", "copper"], plays=[])
    assert t.ann.score() == 0
    t.give("ann", plays=["market"])
    assert t.ann.score() == 1
