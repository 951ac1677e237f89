"""Triumphal Arch (Empires landmark): when scoring, 3 VP per copy you have of your second most common action
card (if tied, the tied card counts)."""


def test_triumphal_arch_counts_the_second_most_common_action_card(table):
    t = table("village", "smithy", "market", landscapes=("triumphal-arch",))
    t.give(
        "ann", hand=[], deck=["village"] * 7 + ["smithy"] * 4 + ["market"] * 2 + ["copper"] * 9, discards=[]
    )
    assert t.game.landmark_points(t.ann) == 12


def test_a_tie_for_most_counts_the_tied_card(table):
    t = table("village", "smithy", "market", landscapes=("triumphal-arch",))
    t.give("ann", hand=[], deck=["village"] * 4 + ["smithy"] * 4 + ["market"] * 4, discards=[])
    assert t.game.landmark_points(t.ann) == 12


def test_one_kind_of_action_card_scores_nothing(table):
    t = table("village", landscapes=("triumphal-arch",))
    t.give("ann", hand=[], deck=["village"] * 5 + ["copper"] * 9 + ["estate"] * 9, discards=[])
    assert t.game.landmark_points(t.ann) == 0


def test_a_card_with_the_action_type_among_others_counts(table):
    t = table("great-hall", "village", landscapes=("triumphal-arch",))
    t.give("ann", hand=["great-hall"], deck=["village"] * 3, discards=["great-hall"])
    assert t.game.landmark_points(t.ann) == 6
