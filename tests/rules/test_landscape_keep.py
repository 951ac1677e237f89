"""Keep (Empires landmark): when scoring, 5 VP per differently named treasure you have of which you have more
copies than each other player, or are tied for most."""


def test_keep_scores_each_treasure_its_player_has_most_of_or_ties_for(table):
    t = table("village", landscapes=("keep",))
    t.give("ann", hand=[], deck=["copper"] * 7 + ["silver"] * 2 + ["gold"], discards=[])
    t.give("bob", hand=[], deck=["copper"] * 7 + ["silver"] * 3, discards=[])
    # Copper tied (both), Silver bob's, Gold ann's.
    assert (t.game.landmark_points(t.ann), t.game.landmark_points(t.bob)) == (10, 10)


def test_keep_needs_a_copy_and_every_other_player_beaten_or_tied(table):
    t = table("village", players=3, landscapes=("keep",))
    t.give("ann", hand=[], deck=["silver"] * 2, discards=[])
    t.give("bob", hand=[], deck=["silver"] * 3, discards=[])
    t.give("cat", hand=[], deck=["estate"], discards=[])
    assert [t.game.landmark_points(p) for p in (t.ann, t.bob, t.cat)] == [0, 5, 0]


def test_keep_counts_every_card_a_player_has_and_only_treasures(table):
    t = table("village", landscapes=("keep",))
    t.give("ann", hand=["gold"], deck=["village"] * 4, discards=["gold"], plays=[])
    t.give("bob", hand=[], deck=["gold"], discards=[])
    assert t.game.landmark_points(t.ann) == 5
