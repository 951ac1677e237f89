"""Harem: a treasure worth 2 coins and a victory card worth 2 points."""

from referee.rules.kingdoms import pile_size


def test_played_for_two_coins(table):
    """Ruling: it is played like a Silver."""
    t = table("harem")
    t.give("ann", hand=["harem", "copper"])
    t.add("harem")
    assert t.game.coins == 2 and t.ann.plays == ["harem"]


def test_worth_two_points(table):
    """Ruling: at the end of the game it scores 2 VP."""
    t = table("harem")
    t.give("ann", hand=["harem"], deck=[], discards=["harem"])
    assert t.ann.score() == 4


def test_pile_is_a_victory_pile(table):
    """Ruling: 8 in a game of 2 players, 12 with 3 or more."""
    assert [pile_size("harem", n) for n in (2, 3, 4)] == [8, 12, 12]


def test_bought_for_six(table):
    """It costs 6 coins."""
    t = table("harem")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("harem")
    assert t.ann.discards == ["harem"] and t.game.coins == 0
