"""Mixed piles and Shelters (docs/rules-core.md, "Mixed piles" and "Shelters"): a supply pile whose cards
differ (the Knights: ten different cards; the Ruins: five kinds shuffled), its top card what a buy or a gain
takes and what a view shows; the Shelters replacing the three starting Estates, chosen by the rule of the box
(or forced), recorded in the result.

The Dark Ages cards play here with their own rules (`referee/rules/darkages.py`)."""

from __future__ import annotations

import dataclasses
import json
from collections import Counter

import pytest

import referee.rules.setup as game_setup
from protocol.messages import Buy, Clean
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game, count_cards
from referee.rules.kingdoms import mixed_pile_cards
from referee.rules.spec import SPECS

BASE = ("village", "smithy", "market", "festival", "laboratory", "mine", "remodel", "moat", "gardens")
"""Nine base kingdom cards; a tenth is added by each test."""


@pytest.fixture
def dark_ages(monkeypatch):
    """A game's derived tables made anew for each test (the Dark Ages cards play with their own specs)."""
    monkeypatch.setattr(game_setup, "_TABLES", {})


def test_the_knights_pile_is_ten_different_cards_its_top_on_the_supply(dark_ages):
    game = Game(["ann", "bob"], seed=3, kingdom=(*BASE, "knights"))
    knights = game.mixed["knights"]
    assert sorted(knights) == sorted(mixed_pile_cards("knights")) and len(set(knights)) == 10
    top = knights[-1]
    assert game.pile_top("knights") == top and game.piles[top] == 10 and "knights" in game.kingdom
    assert views.view(game).supply.count(top) == 10  # a view: the top card, as many times as the pile holds
    order = list(game.piles)
    assert order.index(top) == len(order) - 1  # the pile keeps its place (knights: after the base cards)


def test_a_buy_takes_the_top_at_its_own_cost_and_the_next_card_shows(dark_ages):
    game = Game(["ann", "bob"], seed=3, kingdom=(*BASE, "knights"))
    before = count_cards(game)
    top, under = game.mixed["knights"][-1], game.mixed["knights"][-2]
    game.coins = 10
    game.apply(Buy(top))
    assert game.pending is None and game.players[0].discards[-1] == top
    assert game.coins == 10 - SPECS[top].cost and game.pile_top("knights") == under
    assert game.piles[under] == 9 and top not in game.piles and count_cards(game) == before


def test_an_empty_mixed_pile_counts_for_three_piles(dark_ages):
    game = Game(["ann", "bob"], seed=3, kingdom=(*BASE, "knights"))
    ann = game.players[0]
    while game.pile_top("knights") is not None:
        assert game.run(game.gain(ann, game.pile_top("knights")))
    assert game.piles["knights"] == 0 and "knights" in game.supply().empty
    game.set_pile("village", 0)
    game.set_pile("smithy", 0)
    game.apply(Clean(ann.hand[0]))
    assert game.over and game.end == "three-piles"


def test_the_ruins_are_shuffled_ten_per_player_after_the_first(dark_ages, monkeypatch):
    monkeypatch.setitem(SPECS, "cellar", dataclasses.replace(SPECS["cellar"], needs=("ruins",)))  # a looter
    for players, size in ((2, 10), (3, 20), (4, 30)):
        game = Game(["ann", "bob", "cat", "dan"][:players], seed=5, kingdom=(*BASE, "cellar"))
        ruins = game.mixed["ruins"]
        assert len(ruins) == size and set(ruins) <= set(mixed_pile_cards("ruins"))
        assert game.piles[game.pile_top("ruins")] == size
    assert len(set(ruins)) > 1  # kinds mixed, not one kind after another
    ann = game.players[0]
    before = count_cards(game)
    top = game.pile_top("ruins")
    assert game.run(game.gain(ann, top)) and ann.discards[-1] == top and count_cards(game) == before
    assert Counter(game.places()["supply"])[top] == Counter(game.mixed["ruins"])[top]


def test_shelters_replace_the_three_starting_estates(dark_ages):
    game = Game(["ann", "bob"], seed=1, kingdom=(*BASE, "cellar"), shelters=True)
    for player in game.players:
        assert sorted(player.cards()) == sorted(["copper"] * 7 + ["hovel", "necropolis", "overgrown-estate"])
    assert game.shelters and game.piles["estate"] == 8  # the Estate pile is the usual one
    plain = Game(["ann", "bob"], seed=1, kingdom=(*BASE, "cellar"), shelters=False)
    assert not plain.shelters and plain.players[0].cards().count("estate") == 3


def test_shelters_by_the_rule_of_the_box(dark_ages, monkeypatch):
    # A kingdom card drawn at random is from Dark Ages: one card in ten is (Cellar, made one for the test).
    monkeypatch.setitem(SPECS, "cellar", dataclasses.replace(SPECS["cellar"], set="dark-ages"))
    kingdom = (*BASE, "cellar")
    shelters = sum(Game(["ann", "bob"], seed=s, kingdom=kingdom).shelters for s in range(200))
    assert 0 < shelters < 60


def test_a_kingdom_without_dark_ages_never_has_shelters_and_draws_nothing(dark_ages):
    one = Game(["ann", "bob"], seed=7, kingdom=(*BASE, "cellar"))
    two = Game(["ann", "bob"], seed=7, kingdom=(*BASE, "cellar"), shelters=False)
    assert not one.shelters and one.rng.random() == two.rng.random()


def test_a_v5_result_records_the_shelters(dark_ages, monkeypatch, tmp_path, capsys):
    from referee.cli.main import main

    monkeypatch.setitem(SPECS, "cellar", dataclasses.replace(SPECS["cellar"], set="dark-ages"))
    kingdom = (*BASE, "cellar")
    seed = next(
        s for s in range(200) if Game(["a", "b"], rules=game_rules(5), seed=s, kingdom=kingdom).shelters
    )
    log = tmp_path / "game.jsonl"
    big = "python3 -m players.big_money"
    args = ["--protocol", "5", "--kingdom", ",".join(kingdom), "--seed", str(seed), "--json"]
    assert main([*args, "--log", str(log), big, big]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["shelters"] is True
    sent = [json.loads(line).get("text", "") for line in log.read_text().splitlines()]
    assert any(
        "(start copper copper copper copper copper copper copper" in text and "hovel" in text for text in sent
    )


def test_a_card_returned_to_a_mixed_pile_goes_on_its_top(dark_ages):
    game = Game(["ann", "bob"], seed=3, kingdom=(*BASE, "knights"))
    ann = game.players[0]
    first = game.pile_top("knights")
    game.run(game.gain(ann, first, to="hand"))
    under = game.pile_top("knights")
    before = count_cards(game)
    game.return_to_supply(ann, [first])
    assert game.pile_top("knights") == first and game.piles[first] == 10 and under not in game.piles
    assert count_cards(game) == before and first not in ann.hand
    ann.hand.append("village")
    game.return_to_supply(ann, ["village"])
    assert game.piles["village"] == 11
    with pytest.raises(ValueError, match="cellar has no supply pile to return to"):
        game.return_to_supply(ann, ["cellar"])


def test_a_ruins_exchanged_by_trader_goes_back_on_top_of_the_ruins_pile(table):
    """A card returned to a mixed pile from where its gain put it (Trader's exchange) is counted once, on the
    pile's top (a bug the random games found: the card vanished)."""
    t = table("marauder", "trader")
    game = t.game
    top = game.pile_top("ruins")
    t.give("bob", hand=["trader"], discards=[])
    before = count_cards(game)
    decision = game.begin(game.gain(t.bob, top))
    assert decision is not None and decision.card == "trader"
    t.answer("exchange")
    assert game.pile_top("ruins") == top and t.bob.discards == ["silver"]
    assert count_cards(game) == before
