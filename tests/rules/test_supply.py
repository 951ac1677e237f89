"""`Supply`: a view's supply kept as pile counts, standing for the tuple of card copies everywhere."""

from __future__ import annotations

import dataclasses
import pickle
from itertools import chain

import pytest

from players.strategy import Context
from protocol import to_wire
from protocol.messages import Buy
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.supply import Supply

KINGDOM = tuple("cellar chapel festival laboratory market remodel smithy village witch workshop".split())
PILES = {"copper": 3, "silver": 0, "gold": 2, "province": 1, "curse": 0}
CARDS = ("copper",) * 3 + ("gold",) * 2 + ("province",)


def test_a_supply_is_the_tuple_it_stands_for():
    supply = Supply(PILES)
    assert supply == CARDS and CARDS == supply and supply != CARDS[1:] and supply != list(CARDS)
    assert hash(supply) == hash(CARDS) and repr(supply) == repr(CARDS) and len(supply) == 6
    assert supply[0] == "copper" and supply[-1] == "province" and supply[2:4] == ("copper", "gold")
    assert list(supply) == list(CARDS) and list(reversed(supply)) == list(reversed(CARDS))
    assert "gold" in supply and "silver" not in supply and ["copper"] not in supply
    assert supply.count("copper") == 3 and supply.count("silver") == 0 and supply.count("duchy") == 0
    assert supply.index("gold") == 3 and supply.cards() == CARDS
    assert supply + ("x",) == CARDS + ("x",) and ("x",) + supply == ("x",) + CARDS
    assert supply + supply == CARDS + CARDS and sorted(supply) == sorted(CARDS)
    assert Supply(PILES) == supply and Supply({"copper": 3}) != supply
    assert {supply: 1}[CARDS] == 1


def test_a_supply_knows_its_piles_and_its_empty_piles():
    supply = Supply(PILES)
    assert dict(supply.piles) == {"copper": 3, "gold": 2, "province": 1}
    assert supply.piles["silver"] == 0 and supply.empty == ("silver", "curse")
    with pytest.raises(TypeError):
        supply.piles["copper"] = 1  # type: ignore[index]
    with pytest.raises(ValueError, match="cannot hold -1"):
        Supply({"copper": -1})


def test_taking_a_card_makes_a_new_supply_with_one_count_lowered():
    supply = Supply(PILES)
    fewer = supply.taken("gold")
    assert fewer == ("copper",) * 3 + ("gold", "province") and supply == CARDS
    none = fewer.taken("province")
    assert none.empty == ("silver", "curse", "province") and "province" not in none
    with pytest.raises(ValueError, match="no silver"):
        supply.taken("silver")


def test_a_supply_pickles_as_itself():
    supply = Supply(PILES).taken("copper")
    again = pickle.loads(pickle.dumps(supply))
    assert type(again) is Supply and again == supply and again.empty == supply.empty
    assert dict(again.piles) == dict(supply.piles)


def _tuple_of(game: Game) -> tuple:
    return tuple(chain.from_iterable([card] * count for card, count in game.piles.items()))


def test_the_game_s_supply_follows_its_piles_through_gains():
    game = Game(["ann", "bob"], seed=3, kingdom=KINGDOM)
    assert game.supply() == _tuple_of(game) and game.empty_piles() == 0
    view = views.view(game)
    game.player.hand[:] = ["gold", "gold", "gold"]
    game.coins = 9
    game.buys = 2
    game.apply(Buy("gold"))
    game.set_pile("smithy", 1)
    game.run(game.gain(game.player, "smithy"))  # the gain path is a generator: run it to its end
    assert game.supply() == _tuple_of(game) and game.empty_piles() == 1 and game.supply().empty == ("smithy",)
    # The view taken before is unchanged: a supply never changes, the game makes a new one.
    assert view.supply.count("gold") == game.supply().count("gold") + 1 and view.supply.count("smithy") == 10


def test_a_view_with_a_supply_prints_and_compares_as_with_the_tuple():
    game = Game(["ann", "bob"], rules=game_rules(3), seed=3)
    view = views.view(game)
    plain = dataclasses.replace(view, supply=view.supply.cards())
    assert type(view.supply) is Supply and view == plain and hash(view) == hash(plain)
    assert to_wire(view) == to_wire(plain)


def test_a_strategy_counts_piles_alike_from_a_supply_and_from_a_tuple():
    game = Game(["ann", "bob"], seed=3, kingdom=KINGDOM)
    game.set_pile("curse", 0)
    game.set_pile("smithy", 2)
    game.set_pile("village", 1)
    view = views.view(game)
    plain = dataclasses.replace(view, supply=view.supply.cards())
    seen = {*view.supply.piles, *view.supply.empty}  # a player that has seen every pile listed
    with_supply, with_tuple = Context(view, 0, 1, set(), None), Context(plain, 0, 1, set(seen), None)
    for context in (with_supply, with_tuple):
        assert (
            context.empty_piles() == 1 and context.gains_to_end() == 1 + 2 and context.piles()["smithy"] == 2
        )
        assert context.piles()["curse"] == 0 and context.all_piles() == seen
