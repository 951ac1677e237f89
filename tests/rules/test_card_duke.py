"""Duke: a victory card worth 1 point per Duchy you have."""

from referee.rules.kingdoms import pile_size


def test_one_point_per_duchy(table):
    """Each Duke is worth 1 VP per Duchy its owner has."""
    t = table("duke")
    t.give("ann", hand=["duke", "duchy"], deck=["duchy", "copper"], discards=["duke"], plays=[])
    # 2 Duchies (3 VP each) and 2 Dukes worth 2 VP each.
    assert t.ann.score() == 2 * 3 + 2 * 2


def test_counts_every_card_you_have(table):
    """Ruling: at the end of the game hand, discards and plays are part of the deck: every Duchy counts."""
    t = table("duke")
    t.give("ann", hand=["duchy"], deck=["duke"], discards=["duchy"], plays=["duchy"])
    assert t.ann.score() == 3 * 3 + 3


def test_worth_nothing_without_duchies(table):
    """Without a Duchy a Duke scores nothing."""
    t = table("duke")
    t.give("ann", hand=["duke"], deck=["estate"], discards=[])
    assert t.ann.score() == 1


def test_other_players_duchies_do_not_count(table):
    """Only the owner's Duchies count."""
    t = table("duke")
    t.give("ann", hand=["duke"], deck=[], discards=[])
    t.give("bob", hand=["duchy", "duchy"], deck=[], discards=[])
    assert t.ann.score() == 0 and t.bob.score() == 6


def test_pile_is_a_victory_pile(table):
    """Ruling: 8 Dukes with 2 players, 12 with 3 or more."""
    assert [pile_size("duke", n) for n in (2, 3, 4)] == [8, 12, 12]
