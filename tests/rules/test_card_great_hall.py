"""Great Hall (first edition): +1 card, +1 action; worth 1 victory point. An action and a victory card."""

from referee.rules.kingdoms import pile_size


def test_plays_as_a_cantrip(table):
    """Ruling: played, it draws a card and gives +1 action."""
    t = table("great-hall")
    t.give("ann", hand=["great-hall"], deck=["gold"])
    assert t.play("great-hall") is None
    assert t.ann.hand == ["gold"] and t.game.actions == 1


def test_worth_one_point(table):
    """Ruling: at the end of the game it scores 1 VP, like an Estate."""
    t = table("great-hall")
    t.give("ann", hand=["great-hall"], deck=[], discards=["great-hall"])
    assert t.ann.score() == 2


def test_pile_is_a_victory_pile(table):
    """Ruling: 8 in a game of 2 players, 12 with 3 or more."""
    assert [pile_size("great-hall", n) for n in (2, 3, 4)] == [8, 12, 12]
    assert table("great-hall", players=3).game.piles["great-hall"] == 12


def test_plays_in_a_second_edition_game_too(table):
    """A card removed by the second edition plays in either edition, as Base's removed cards do."""
    t = table("great-hall", edition=2)
    t.give("ann", hand=["great-hall"], deck=["copper"])
    t.play("great-hall")
    assert t.game.actions == 1 and t.ann.hand == ["copper"]
