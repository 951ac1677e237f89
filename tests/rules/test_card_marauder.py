"""Marauder (Dark Ages; an attack, a looter): gain a Spoils; every other player gains a Ruins.

Rulings (official FAQ, in our words): the Spoils comes from the Spoils pile beside the supply and the Ruins
from the top of the shuffled Ruins pile, one each, in turn order; a game with Marauder sets up both piles (10
Ruins per player after the first); when the Spoils pile is empty its player gains none, and when the Ruins
pile
is empty the others gain none; a Moat-like reaction keeps its player from gaining a Ruins."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_marauder_gains_a_spoils_and_each_other_player_the_top_ruins(table):
    t = table("marauder", players=3)
    game = t.game
    assert game.non_supply["spoils"] == 15 and len(game.mixed["ruins"]) == 20
    t.give("ann", hand=["marauder"])
    before = count_cards(game)
    first, second = game.mixed["ruins"][-1], game.mixed["ruins"][-2]
    assert t.play("marauder") is None
    assert t.ann.discards == ["spoils"] and game.non_supply["spoils"] == 14
    assert t.bob.discards[-1] == first and t.cat.discards[-1] == second
    assert len(game.mixed["ruins"]) == 18 and count_cards(game) == before


def test_empty_piles_give_nothing(table):
    t = table("marauder")
    game = t.game
    game.non_supply["spoils"] = 0
    while game.pile_top("ruins") is not None:
        game.run(game.gain(t.ann, game.pile_top("ruins")))
    t.give("ann", hand=["marauder"], discards=[])
    t.give("bob", discards=[])
    assert t.play("marauder") is None
    assert t.ann.discards == [] and t.bob.discards == []


def test_a_moat_blocks_the_ruins(table):
    t = table("marauder", "moat")
    t.give("ann", hand=["marauder"])
    t.give("bob", hand=["moat"], discards=[])
    decision = t.play("marauder")
    assert decision.kind == "reveal" and decision.player == "bob"
    assert t.answer("moat") is None
    assert t.bob.discards == [] and t.ann.discards == ["spoils"]


def test_the_spoils_played_gives_three_and_goes_back(table):
    t = table("marauder")
    t.give("ann", hand=["marauder"])
    t.play("marauder")
    t.give("ann", hand=["spoils"], discards=[])
    t.add("spoils")
    assert t.game.coins == 3 and t.game.non_supply["spoils"] == 15 and t.ann.plays == ["marauder"]
