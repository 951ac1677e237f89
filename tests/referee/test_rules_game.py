"""referee.rules.game: set-up, views, every card's effect, draws and reshuffles, clean-up, end of game,
ejection."""

from __future__ import annotations

from collections import Counter

import pytest

from protocol.messages import Act, Add, Buy, Card, Clean, DiscardDefense, MoatDefense
from referee import views
from referee.protocol_rules import game_rules
from referee.protocol_rules import version_kingdom as kingdom
from referee.rules.cards import SUPPLY_ORDER
from referee.rules.game import Game, count_cards
from referee.rules.legality import check_play

C = Card


def new_game(players: int = 2, *, version: int = 3, seed: int = 1, turn_limit: int = 100) -> Game:
    return Game(
        ["ann", "bob", "cat", "dan"][:players], rules=game_rules(version), seed=seed, turn_limit=turn_limit
    )


def play(game: Game, *plays) -> None:
    """Apply plays for the current player, each judged legal in its view first."""
    for p in plays:
        assert check_play(views.view(game), p) is None, (p, views.view(game))
        game.apply(p)


# ---- set-up -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("version", [1, 2, 3])
def test_setup_piles_and_starting_cards(players, version):
    game = new_game(players, version=version)
    victory = 8 if players == 2 else 12
    expected = {C.COPPER: 60 - 7 * players, C.SILVER: 40, C.GOLD: 30, C.ESTATE: victory, C.DUCHY: victory}
    expected[C.PROVINCE] = victory
    expected.update({card: 10 for card in kingdom(version)})
    assert game.piles == expected
    assert list(game.piles) == [card for card in SUPPLY_ORDER if card in expected]
    for player in game.players:
        assert Counter(player.cards()) == Counter({C.COPPER: 7, C.ESTATE: 3})
        assert len(player.hand) == 5 and len(player.deck) == 5 and not player.discards
    assert (game.turn, game.current, game.actions, game.buys, game.coins) == (1, 0, 1, 1, 0)
    assert [p.turns for p in game.players] == [1] + [0] * (players - 1)


def test_setup_rejects_bad_arguments():
    with pytest.raises(ValueError, match="2 to 4 players"):
        Game(["ann"], seed=1, rules=game_rules(3))
    with pytest.raises(ValueError, match="distinct"):
        Game(["ann", "ann"], seed=1, rules=game_rules(3))
    with pytest.raises(ValueError, match="version"):
        Game(["ann", "bob"], rules=game_rules(7), seed=1)
    with pytest.raises(ValueError, match="a protocol v4 game needs its kingdom"):
        Game(["ann", "bob"], rules=game_rules(4), seed=1)
    with pytest.raises(
        ValueError, match=r"the kingdom has witch, which protocol v3 does not know \(protocol v4"
    ):
        Game(["ann", "bob"], rules=game_rules(3), seed=1, kingdom=[*kingdom(3)[:9], "witch"])
    with pytest.raises(ValueError, match="turn_limit"):
        Game(["ann", "bob"], seed=1, turn_limit=0, rules=game_rules(3))


def test_same_seed_same_shuffles_other_seed_differs():
    decks = {seed: [tuple(p.deck + p.hand) for p in new_game(4, seed=seed).players] for seed in range(5)}
    assert [tuple(p.deck + p.hand) for p in new_game(4, seed=3).players] == decks[3]
    assert len(set(map(tuple, decks.values()))) > 1


# ---- views ------------------------------------------------------------------------------------------


def test_view_rotates_players_and_hides_the_others_cards():
    game = new_game(3)
    game.arrange("bob", hand=[C.GOLD] * 5)
    view = views.view(game)
    assert view.players == ("ann", "bob", "cat")
    assert views.view(game, game.find("cat")).players == ("cat", "ann", "bob")
    assert C.GOLD not in view.hand + view.deck + view.discards + view.plays


def test_view_lists_supply_in_pile_order_deck_sorted_discards_and_trash_top_first():
    game = new_game(2, version=1)
    game.arrange("ann", deck=[C.ESTATE, C.GOLD, C.COPPER, C.SILVER], discards=[C.DUCHY, C.COPPER, C.GOLD])
    game.arrange("ann", hand=[C.MINE, C.SILVER, C.COPPER])
    view = views.view(game)
    assert view.deck == (C.COPPER, C.SILVER, C.GOLD, C.ESTATE)
    assert view.discards == (C.DUCHY, C.COPPER, C.GOLD)
    assert view.supply == tuple(card for card, n in game.piles.items() for _ in range(n))
    assert view.supply[0] == C.COPPER and view.supply[-1] == C.MINE
    play(game, Act(C.MINE, (C.COPPER, C.SILVER)), Add(C.SILVER))
    assert views.view(game).trash == (C.COPPER,)
    game.trash.append(C.ESTATE)
    game._trash_view = None
    assert views.view(game).trash == (C.ESTATE, C.COPPER)


def test_view_cached_parts_follow_changes():
    game = new_game(2)
    game.arrange("ann", hand=[C.COPPER, C.COPPER, C.COPPER], deck=[C.ESTATE])
    before = views.view(game)
    play(game, Add(C.COPPER), Add(C.COPPER), Add(C.COPPER), Buy(C.SILVER))
    after = views.view(game)
    assert after.supply.count(C.SILVER) == before.supply.count(C.SILVER) - 1
    assert after.discards == (C.SILVER,)
    assert (after.actions, after.buys, after.coins) == (0, 0, 0)
    assert after.plays == (C.COPPER,) * 3


# ---- draws and reshuffles ---------------------------------------------------------------------------


def test_drawing_with_empty_deck_and_discards_gives_nothing():
    game = new_game(2)
    game.arrange("ann", deck=[], discards=[], hand=[C.SMITHY])
    play(game, Act(C.SMITHY))
    assert game.player.hand == [] and game.player.deck == [] and game.player.discards == []
    play(game, Clean())
    assert game.find("ann").hand == [C.SMITHY]  # clean-up puts the smithy in discards, then draws it back


def test_reshuffle_only_when_a_draw_finds_the_deck_empty():
    game = new_game(2)
    game.arrange("ann", deck=[C.GOLD, C.GOLD, C.GOLD], discards=[C.COPPER] * 4, hand=[C.SMITHY])
    play(game, Act(C.SMITHY))
    ann = game.player
    assert (
        ann.hand == [C.GOLD] * 3 and ann.deck == [] and ann.discards == [C.COPPER] * 4
    )  # no early reshuffle
    game.arrange("ann", hand=[C.SMITHY], deck=[C.GOLD])
    game.actions = 1
    play(game, Act(C.SMITHY))
    assert ann.hand[0] == C.GOLD and ann.hand[1:] == [C.COPPER, C.COPPER]
    assert ann.deck == [C.COPPER, C.COPPER] and ann.discards == []


def test_clean_up_reshuffles_the_cleaned_cards_when_the_deck_runs_out():
    game = new_game(2)
    game.arrange("ann", deck=[C.GOLD, C.GOLD], discards=[], hand=[C.ESTATE, C.ESTATE], plays=[])
    play(game, Clean(C.ESTATE))
    ann = game.find("ann")
    assert sorted(ann.hand) == sorted([C.GOLD, C.GOLD, C.ESTATE, C.ESTATE])
    assert ann.deck == [] and ann.discards == []


def test_draws_are_reproducible_from_the_seed():
    hands = []
    for _ in range(2):
        game = new_game(2, seed=42)
        game.arrange("ann", deck=[], discards=list(SUPPLY_ORDER), hand=[C.SMITHY])
        play(game, Act(C.SMITHY))
        hands.append(list(game.player.hand))
    assert hands[0] == hands[1]


# ---- card effects -----------------------------------------------------------------------------------


def test_add_puts_treasure_in_play_adds_value_and_ends_actions():
    game = new_game(2)
    game.arrange("ann", hand=[C.GOLD, C.SILVER, C.COPPER, C.SMITHY])
    play(game, Add(C.GOLD), Add(C.SILVER), Add(C.COPPER))
    assert (game.coins, game.actions, game.player.plays) == (6, 0, [C.GOLD, C.SILVER, C.COPPER])
    assert check_play(views.view(game), Act(C.SMITHY)) is not None


def test_buy_gains_to_discards_and_add_after_buy_is_legal():
    game = new_game(2)
    game.arrange("ann", hand=[C.GOLD, C.GOLD, C.COPPER])
    play(game, Add(C.GOLD), Add(C.GOLD), Buy(C.GOLD))
    assert (game.coins, game.buys, game.actions) == (0, 0, 0)
    assert game.player.discards == [C.GOLD] and game.piles[C.GOLD] == 29
    play(game, Add(C.COPPER))
    assert game.coins == 1
    assert check_play(views.view(game), Buy(C.COPPER)) is not None


def test_mine_gains_into_the_hand():
    game = new_game(2, version=1)
    game.arrange("ann", hand=[C.MINE, C.SILVER])
    play(game, Act(C.MINE, (C.SILVER, C.GOLD)))
    assert game.player.hand == [C.GOLD] and game.trash == [C.SILVER] and game.piles[C.GOLD] == 29
    assert (game.actions, game.player.plays) == (0, [C.MINE])


def test_mine_copper_into_copper():
    game = new_game(2, version=1)
    game.arrange("ann", hand=[C.MINE, C.COPPER])
    copper = game.piles[C.COPPER]
    play(game, Act(C.MINE, (C.COPPER, C.COPPER)))
    assert game.player.hand == [C.COPPER] and game.trash == [C.COPPER] and game.piles[C.COPPER] == copper - 1


def test_remodel_into_a_pile_that_is_then_empty():
    game = new_game(2)
    game.set_pile(C.SMITHY, 1)
    game.arrange("ann", hand=[C.REMODEL, C.ESTATE, C.REMODEL, C.ESTATE])
    game.actions = 2
    play(game, Act(C.REMODEL, (C.ESTATE, C.SMITHY)))
    assert game.piles[C.SMITHY] == 0 and game.player.discards == [C.SMITHY] and game.trash == [C.ESTATE]
    assert C.SMITHY not in views.view(game).supply
    assert "no smithy left" in check_play(views.view(game), Act(C.REMODEL, (C.ESTATE, C.SMITHY)))


def test_workshop_into_a_pile_that_is_then_empty():
    game = new_game(2)
    game.set_pile(C.VILLAGE, 1)
    game.arrange("ann", hand=[C.WORKSHOP, C.WORKSHOP])
    game.actions = 2
    play(game, Act(C.WORKSHOP, (C.VILLAGE,)))
    assert game.piles[C.VILLAGE] == 0 and game.player.discards == [C.VILLAGE]
    assert "no village left" in check_play(views.view(game), Act(C.WORKSHOP, (C.VILLAGE,)))


def test_cellar_with_duplicate_cards():
    game = new_game(2)
    game.arrange("ann", hand=[C.CELLAR, C.ESTATE, C.ESTATE, C.COPPER], deck=[C.GOLD, C.SILVER, C.DUCHY])
    play(game, Act(C.CELLAR, (C.ESTATE, C.ESTATE)))
    ann = game.player
    assert ann.hand == [C.COPPER, C.GOLD, C.SILVER]
    assert views.view(game).discards == (C.ESTATE, C.ESTATE) and game.actions == 1


def test_cellar_discarding_the_whole_rest_of_the_hand():
    game = new_game(2)
    game.arrange("ann", hand=[C.CELLAR, C.ESTATE, C.COPPER], deck=[C.GOLD], discards=[])
    play(game, Act(C.CELLAR, (C.ESTATE, C.COPPER)))
    ann = game.player
    # gold from the deck, then the deck is empty: the just-discarded cards are reshuffled and one drawn
    assert ann.hand[0] == C.GOLD and len(ann.hand) == 2 and ann.hand[1] in (C.ESTATE, C.COPPER)
    assert len(ann.deck) == 1 and ann.discards == []


@pytest.mark.parametrize(
    ("card", "cards", "actions", "buys", "coins"),
    [
        (C.MARKET, 1, 1, 2, 1),
        (C.SMITHY, 3, 0, 1, 0),
        (C.VILLAGE, 1, 2, 1, 0),
        (C.WOODCUTTER, 0, 0, 2, 2),
        (C.MOAT, 2, 0, 1, 0),
        (C.MILITIA, 0, 0, 1, 2),
    ],
)
def test_simple_action_effects(card, cards, actions, buys, coins):
    game = new_game(2)
    game.arrange("ann", hand=[card], deck=[C.GOLD] * 5)
    play(game, Act(card))
    assert game.player.hand == [C.GOLD] * cards and game.player.plays == [card]
    assert (game.actions, game.buys, game.coins) == (actions, buys, coins)


def test_defenses_change_only_the_defender_hand():
    game = new_game(2)
    game.arrange("bob", hand=[C.COPPER, C.ESTATE, C.GOLD, C.MOAT, C.SILVER])
    game.defend("bob", MoatDefense())
    assert len(game.find("bob").hand) == 5
    game.defend("bob", DiscardDefense((C.ESTATE, C.COPPER)))
    assert game.find("bob").hand == [C.GOLD, C.MOAT, C.SILVER]
    assert views.view(game, game.find("bob")).discards[0] == C.ESTATE  # the first listed is on top


# ---- clean-up, turns, end of game -------------------------------------------------------------------


def test_clean_up_exposes_the_card_on_top_and_passes_the_turn():
    game = new_game(2)
    game.arrange("ann", hand=[C.COPPER, C.ESTATE, C.GOLD], deck=[C.SILVER] * 5, discards=[])
    play(game, Add(C.COPPER), Clean(C.GOLD))
    ann = game.find("ann")
    assert ann.discards[-1] == C.GOLD and sorted(ann.discards) == sorted([C.COPPER, C.ESTATE, C.GOLD])
    assert ann.hand == [C.SILVER] * 5 and ann.plays == []
    assert (game.turn, game.player.name, game.actions, game.buys, game.coins) == (2, "bob", 1, 1, 0)


def _buy_out(game: Game, card: Card) -> None:
    """The current player buys `card` (given enough gold) and cleans."""
    game.arrange(game.player.name, hand=[C.GOLD, C.GOLD, C.GOLD])
    play(game, Add(C.GOLD), Add(C.GOLD), Add(C.GOLD), Buy(card), Clean())


def test_province_ending_after_the_clean_up():
    game = new_game(2)
    game.set_pile(C.PROVINCE, 1)
    game.arrange("ann", hand=[C.GOLD, C.GOLD, C.GOLD])
    play(game, Add(C.GOLD), Add(C.GOLD), Add(C.GOLD), Buy(C.PROVINCE))
    assert not game.over  # only after the clean-up
    play(game, Clean())
    assert game.over and game.end == "provinces" and game.turn == 1


@pytest.mark.parametrize("players", [3, 4])
def test_three_pile_ending(players):
    game = new_game(players)
    game.set_pile(C.CELLAR, 0)
    game.set_pile(C.MOAT, 1)
    game.set_pile(C.ESTATE, 1)
    _buy_out(game, C.MOAT)
    assert not game.over and game.empty_piles() == 2
    _buy_out(game, C.ESTATE)
    assert game.over and game.end == "three-piles" and game.turn == 2


def test_turn_limit_counts_turns_started_by_every_player():
    game = new_game(3, turn_limit=2)
    while not game.over:
        play(game, Clean(game.player.hand[0]))
    assert game.end == "turn-limit" and game.turn == 6
    assert [p.turns for p in game.players] == [2, 2, 2]


def test_card_total_is_constant_through_transitions():
    game = new_game(3, version=3)
    game.arrange("ann", hand=[C.MINE, C.COPPER, C.REMODEL, C.CELLAR, C.VILLAGE])
    game.arrange("ann", deck=[C.ESTATE, C.SMITHY, C.SILVER, C.COPPER, C.COPPER], discards=[C.GOLD])
    total = count_cards(game)
    steps = [
        Act(C.VILLAGE),
        Act(C.MINE, (C.COPPER, C.SILVER)),
        Act(C.CELLAR, (C.ESTATE,)),
        Act(C.REMODEL, (C.SMITHY, C.GOLD)),
        Add(C.SILVER),
        Buy(C.COPPER),
    ]
    for step in steps:
        play(game, step)
        assert count_cards(game) == total, step
    play(game, Clean())
    assert count_cards(game) == total
    game.eject("bob")
    assert count_cards(game) == total


# ---- ejection ---------------------------------------------------------------------------------------


def test_ejecting_the_current_player_ends_its_turn_and_removes_its_cards():
    game = new_game(3)
    total = sum(count_cards(game).values())
    play(game, Add(game.player.hand[game.player.hand.index(C.COPPER)]))
    score = game.eject("ann")
    assert score == 3
    assert [p.name for p in game.players] == ["bob", "cat"]
    assert (game.player.name, game.turn, game.actions, game.buys, game.coins) == ("bob", 2, 1, 1, 0)
    assert views.view(game).players == ("bob", "cat")
    assert sum(count_cards(game).values()) == total and len(game.removed) == 10


def test_ejecting_another_player_keeps_the_turn():
    game = new_game(3)
    play(game, Clean(game.player.hand[0]))
    game.eject("ann")
    assert (game.player.name, game.turn) == ("bob", 2)
    play(game, Clean(game.player.hand[0]))
    assert game.player.name == "cat"


def test_ejecting_the_last_seat_passes_the_turn_to_the_first():
    game = new_game(3)
    play(game, Clean(game.player.hand[0]), Clean(game.player.hand[0]))
    game.eject("cat")
    assert (game.player.name, game.turn) == ("ann", 4)


def test_last_player_standing():
    game = new_game(2)
    game.eject("bob")
    assert game.over and game.end == "last-player-standing"
    with pytest.raises(ValueError):
        game.apply(Clean())


def test_views_are_true_frozen_states():
    from dataclasses import FrozenInstanceError

    from protocol.messages import State

    game = new_game(2)
    view = views.view(game)
    assert type(view) is State
    assert view == State(*(getattr(view, name) for name in State.__slots__))
    with pytest.raises(FrozenInstanceError):
        view.coins = 5


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize(
    "piles",
    [
        (C.COPPER, C.SILVER, C.GOLD),
        (C.ESTATE, C.DUCHY, C.MINE),
        (C.COPPER, C.DUCHY, C.MOAT),
        (C.GOLD, C.SMITHY, C.MILITIA),
    ],
    ids=lambda piles: "-".join(piles),
)
def test_every_supply_pile_counts_for_the_three_pile_ending(players, piles):
    """Treasure, victory and kingdom piles all count (not only kingdom piles), with 3 and 4 players too."""
    game = new_game(players)
    for card in piles[:2]:
        game.set_pile(card, 0)
    play(game, Clean(game.player.hand[0]))
    assert not game.over and game.empty_piles() == 2
    game.set_pile(piles[2], 0)
    play(game, Clean(game.player.hand[0]))
    assert game.over and game.end == "three-piles" and game.turn == 2


def test_the_province_pile_ends_the_game_before_the_turn_limit_is_reached():
    game = new_game(2, turn_limit=1)
    play(game, Clean(game.player.hand[0]))
    game.set_pile(C.PROVINCE, 0)
    play(game, Clean(game.player.hand[0]))
    assert game.end == "provinces"


# ---- positions (Game.at) ----------------------------------------------------------------------------


def test_a_position_built_from_a_view_plays_on_exactly_like_the_game_it_was_taken_from():
    """From random points of random games: `Game.at` at the current player's view (with the deck given in
    its true draw order) makes the same plays with the same views as the game itself, until a draw would
    reshuffle (a position without a seed does not shuffle)."""
    import random

    from referee.rules.legality import legal_plays

    compared = 0
    for seed in range(200):
        rng = random.Random(seed)
        game = new_game(2 + seed % 3, seed=seed)
        for _ in range(rng.randrange(40)):
            game.apply(rng.choice(legal_plays(views.view(game))))
        player = game.player
        true_view = views.view(game)
        given = type(true_view)(
            *(getattr(true_view, name) for name in true_view.__slots__[:6]),
            tuple(reversed(player.deck)),
            *(getattr(true_view, name) for name in true_view.__slots__[7:]),
        )
        position = Game.at(given)
        assert views.view(position) == true_view
        while True:
            plays = [p for p in legal_plays(views.view(game)) if not isinstance(p, Clean)]
            if not plays:
                break
            play_ = rng.choice(plays)
            if isinstance(play_, Act) and _draws(play_) > len(player.deck):
                break
            game.apply(play_)
            position.apply(play_)
            assert views.view(position) == views.view(game)
            assert position.player.hand == player.hand and position.trash == game.trash
            compared += 1
    assert compared > 500, compared


def _draws(play_: Act) -> int:
    """How many cards an act play draws."""
    if play_.card == C.CELLAR:
        return len(play_.args)
    return {C.SMITHY: 3, C.MOAT: 2, C.VILLAGE: 1, C.MARKET: 1}.get(play_.card, 0)


@pytest.mark.parametrize("seed", [None, "abc", 1.5, True, -1])
def test_a_game_needs_a_whole_number_seed(seed) -> None:
    with pytest.raises(ValueError, match="seed"):
        Game(["ann", "bob"], seed=seed, rules=game_rules(3))


def test_a_view_is_a_real_state_equal_to_the_constructors_and_immutable():
    import dataclasses

    from protocol.messages import State

    game = Game(["ann", "bob"], rules=game_rules(3), seed=5)
    view = views.view(game)
    fields = [getattr(view, field.name) for field in dataclasses.fields(State)]
    built = State(*fields)
    assert type(view) is State
    assert view == built and hash(view) == hash(built)
    assert view.players == ("ann", "bob") and len(view.hand) == 5
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.coins = 99
