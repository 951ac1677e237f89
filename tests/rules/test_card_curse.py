"""Curse: -1 victory point; 10 per opponent; its pile counts for the three-pile end."""

from referee.rules.kingdoms import pile_size


def test_curse_pile_and_points(table):
    assert [pile_size("curse", n) for n in (2, 3, 4)] == [10, 20, 30]
    t = table("witch")
    t.give("bob", hand=["curse", "estate"], deck=[], discards=[])
    assert t.bob.score() == 0


def test_three_pile_end_counts_curses(table):
    t = table("witch", "smithy")
    t.game.set_pile("curse", 0)
    t.game.set_pile("smithy", 0)
    t.game.set_pile("witch", 1)
    t.give("ann", hand=[])
    t.game.coins = 5
    t.buy("witch")
    t.clean()
    assert t.game.over and t.game.end == "three-piles"
