"""Obelisk (Empires landmark): when scoring, 2 VP per card you have from the chosen pile. Set-up: choose a
random action supply pile."""

from collections import Counter

from referee.rules.game import Game


def test_obelisk_chooses_an_action_supply_pile_at_random(table):
    chosen = Counter()
    for seed in range(40):
        t = table("village", "smithy", "gardens", "moneylender", seed=seed, landscapes=("obelisk",))
        pile = t.game.landscape_piles["obelisk"]
        assert "action" in t.game.types(pile)
        chosen[pile] += 1
    # Never a treasure or victory pile; more than one pile drawn across seeds.
    assert "gardens" not in chosen and len(chosen) > 3


def test_obelisk_scores_2_vp_per_card_of_the_chosen_pile(table):
    t = table("village", landscapes=("obelisk",))
    t.game.landscape_piles["obelisk"] = "village"
    t.give("ann", hand=["village"], deck=["village", "smithy", "copper"], discards=["village"])
    assert t.game.landmark_points(t.ann) == 6


def test_a_mixed_pile_is_one_pile_and_each_of_its_cards_counts(table):
    kingdom = ["knights", "village", "smithy", "gardens", "feodum", "silk-road", "duke", "harem", "nobles"]
    kingdom += ["great-hall", "landmark:obelisk"]
    picks = set()
    for seed in range(60):
        game = Game(("ann", "bob"), seed=seed, kingdom=kingdom)
        picks.add(game.landscape_piles["obelisk"])
    # Knights as one pile, by its name (never one Knight's name); Great Hall is an action-victory pile.
    assert picks <= {"knights", "village", "smithy", "great-hall", "nobles"} and "knights" in picks
    game = Game(("ann", "bob"), seed=1, kingdom=kingdom)
    game.landscape_piles["obelisk"] = "knights"
    game.arrange("ann", hand=[], deck=["sir-martin", "dame-anna", "village"], discards=[])
    assert game.landmark_points(game.find("ann")) == 4


def test_a_kingdom_without_an_action_pile_chooses_none():
    kingdom = [
        "gardens",
        "duke",
        "harem",
        "silk-road",
        "feodum",
        "fairgrounds",
        "farmland",
        "venture",
        "loan",
    ]
    game = Game(("ann", "bob"), seed=1, kingdom=[*kingdom, "bank", "obelisk"])
    game.arrange("ann", hand=[], deck=["copper"] * 3, discards=[])
    assert ("obelisk" in game.landscape_piles, game.landmark_points(game.find("ann"))) == (False, 0)
