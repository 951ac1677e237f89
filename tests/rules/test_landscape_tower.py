"""Tower (Empires landmark): when scoring, 1 VP per non-victory card you have from an empty supply pile."""


def test_tower_counts_non_victory_cards_of_empty_supply_piles(table):
    t = table("village", "gardens", landscapes=("tower",))
    t.give("ann", hand=["village"], deck=["village", "smithy", "curse", "copper"], discards=["gardens"])
    for pile in ("village", "curse", "gardens"):
        t.game.piles[pile] = 0
    # Two Villages and a Curse; Gardens is a victory card; Smithy's and Copper's piles are not empty.
    assert t.game.landmark_points(t.ann) == 3


def test_tower_never_counts_a_card_of_no_supply_pile(table):
    t = table("marauder", landscapes=("tower",))
    t.give("ann", hand=[], deck=["spoils", "spoils"], discards=[])
    assert t.game.landmark_points(t.ann) == 0


def test_a_mixed_pile_counts_once_it_is_wholly_empty(table):
    t = table("knights", landscapes=("tower",))
    knight = t.game.pile_top("knights")
    t.give("ann", hand=[], deck=[knight], discards=[])
    assert t.game.landmark_points(t.ann) == 0
    while t.game.pile_top("knights") is not None:
        t.game._take(t.game.pile_top("knights"))
    assert t.game.landmark_points(t.ann) == 1
