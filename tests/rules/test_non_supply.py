"""Non-supply piles of distinct cards (docs/rules-core.md, "Non-supply piles"): Tournament's Prize pile (five
different cards, one each), Joust's Rewards, Ferryman's pile set aside at set-up. Gained through the one gain
path (`source="non-supply"`), chosen with `non_supply_decision`, seen by every player in the v5 state's
`non-supply` field, conserved (`places()`).

Tournament, Joust and Ferryman are Cornucopia's (their authors build them on this); until then test-only specs
stand for them: the base game's Witch given the Prizes as `needs`, or a `pile_aside`."""

from __future__ import annotations

import dataclasses

import pytest

import referee.rules.setup as game_setup
from referee import views
from referee.rules.game import Game, count_cards
from referee.rules.helpers import non_supply_decision
from referee.rules.kingdoms import aside_candidates, pile_size
from referee.rules.legality import check_answer
from referee.rules.spec import COST, SPECS, spec

PRIZES = ("bag-of-gold", "diadem", "followers", "princess", "trusty-steed")
KINGDOM = (
    "witch",
    "village",
    "smithy",
    "market",
    "festival",
    "laboratory",
    "mine",
    "remodel",
    "moat",
    "gardens",
)


@pytest.fixture
def tournament(monkeypatch):
    """The base game's Witch brings the Prize pile, as Tournament does (test-only specs for the Prizes)."""
    monkeypatch.setattr(game_setup, "_TABLES", {})
    for prize in PRIZES:
        if prize not in SPECS:
            monkeypatch.setitem(SPECS, prize, spec(prize))
            monkeypatch.setitem(COST, prize, 0)
    monkeypatch.setitem(SPECS, "witch", dataclasses.replace(SPECS["witch"], needs=PRIZES))


def _game(players=("ann", "bob")) -> Game:
    return Game(list(players), seed=1, kingdom=KINGDOM)


def test_the_prize_pile_holds_one_of_each_prize_beside_the_supply(tournament):
    game = _game(("ann", "bob", "cat"))
    assert {card: game.non_supply[card] for card in PRIZES} == dict.fromkeys(PRIZES, 1)
    assert game.non_supply_cards("prize") == PRIZES and not set(PRIZES) & set(game.piles)
    assert sorted(game.places()["non-supply"]) == sorted(PRIZES)


def test_a_prize_is_chosen_among_those_left_and_gained_through_the_gain_path(tournament):
    game = _game()
    ann = game.players[0]
    before = count_cards(game)
    decision = non_supply_decision(game, ann, "witch", "gain a Prize onto your deck", kind="prize")
    assert (
        decision.source == "non-supply"
        and decision.options == PRIZES
        and (decision.min, decision.max) == (1, 1)
    )
    assert game.run(game.gain(ann, "princess", to="deck", source="non-supply"))
    assert ann.deck[-1] == "princess" and game.non_supply["princess"] == 0
    assert "princess" not in game.non_supply_cards("prize") and count_cards(game) == before
    assert views.view(game, ann).non_supply == ("bag-of-gold", "diadem", "followers", "trusty-steed")


def test_a_prize_gone_is_refused_by_the_one_judge(tournament):
    game = _game()
    ann = game.players[0]
    game.run(game.gain(ann, "diadem", source="non-supply"))
    decision = non_supply_decision(game, ann, "witch", "gain a Prize", kind="prize")
    message = check_answer(decision, ("diadem",))
    # (The stand-in is a base card, whose messages are the base game's; a Prize's own card words its rule.)
    assert message == (
        "(witch ...): diadem is not among the cards to choose from "
        "(bag-of-gold followers princess trusty-steed)"
    )


def test_an_empty_prize_pile_offers_nothing_and_gains_nothing(tournament):
    game = _game()
    ann = game.players[0]
    for prize in PRIZES:
        game.run(game.gain(ann, prize, source="non-supply"))
    decision = non_supply_decision(game, ann, "witch", "gain a Prize", kind="prize")
    assert decision.options == () and (decision.min, decision.max) == (0, 0)
    assert game.run(game.gain(ann, "diadem", source="non-supply")) is False
    assert views.view(game, ann).non_supply == ()


def test_an_optional_choice_may_take_none(tournament):
    game = _game()
    decision = non_supply_decision(
        game, game.players[0], "witch", "gain a Prize", kind="prize", optional=True
    )
    assert decision.min == 0 and check_answer(decision, ()) is None


@pytest.fixture
def ferryman(monkeypatch):
    """The base game's Witch sets a kingdom pile costing 3 or 4 aside, as Ferryman does (test-only spec)."""
    monkeypatch.setattr(game_setup, "_TABLES", {})
    monkeypatch.setitem(SPECS, "witch", dataclasses.replace(SPECS["witch"], pile_aside=(3, 4)))


def test_a_pile_set_aside_is_a_kingdom_card_costing_3_or_4_not_in_the_game(ferryman):
    asides = set()
    for seed in range(30):
        game = Game(["ann", "bob"], seed=seed, kingdom=KINGDOM)
        aside = game.piles_aside["witch"]
        asides.add(aside)
        assert aside in aside_candidates((3, 4), game.piles) and aside not in game.piles
        assert SPECS[aside].cost in (3, 4) and game.non_supply[aside] == pile_size(aside, 2)
    assert len(asides) > 3
    again = Game(["ann", "bob"], seed=29, kingdom=KINGDOM)
    assert again.piles_aside == game.piles_aside and again.players[0].hand == game.players[0].hand


def test_a_card_of_the_pile_aside_is_gained_with_its_triggers_and_conserved(ferryman, monkeypatch):
    # A seed whose pile aside is of a later set, so that the views are v5 ones (which show non-supply piles).
    for seed in range(2, 60):
        game = Game(["ann", "bob"], seed=seed, kingdom=KINGDOM)
        aside = game.piles_aside["witch"]
        if SPECS[aside].set != "base":
            break
    seen = []

    def on_gain(game, player, gained):
        seen.append((gained.card, gained.source))
        return
        yield

    monkeypatch.setitem(SPECS, aside, dataclasses.replace(SPECS[aside], on_gain=on_gain))
    monkeypatch.setattr(game_setup, "_TABLES", {})
    game._set_tables()
    before = count_cards(game)
    assert game.run(game.gain(game.players[0], aside, source="non-supply"))
    assert (
        seen == [(aside, "non-supply")]
        and game.non_supply[aside] == pile_size(aside, 2) - 1
        and count_cards(game) == before
    )
    assert game.places()["non-supply"].count(aside) == pile_size(aside, 2) - 1
