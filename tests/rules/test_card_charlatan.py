"""Charlatan (second edition): +3 coins; every other player gains a Curse. In a game with Charlatan, Curse is
also a treasure worth 1 coin.

Official FAQ, in our words:
- In a game whose kingdom has Charlatan, Curse is a treasure for every player from the start, worth 1 coin;
  it is still a Curse worth -1 VP.
- Played in the buy phase it gives 1 coin, and cards that look for treasures see it (a Bank counts it).
- The cursing is Witch's: each other player in turn order gains a Curse while any are left; a Moat stops it.
- Without Charlatan in the game, a Curse is no treasure.
"""

import pytest

from protocol.errors import ProtocolError
from protocol.messages import Add
from protocol.parse import parse_play
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game
from referee.rules.legality import check_play, legal_plays

KINGDOM = [
    "charlatan",
    "bank",
    "moat",
    "village",
    "smithy",
    "market",
    "cellar",
    "chapel",
    "remodel",
    "workshop",
]


def test_charlatan_gives_coins_and_curses(table):
    t = table("charlatan", players=3)
    t.give("ann", hand=["charlatan"])
    assert t.play("charlatan") is None
    assert t.game.coins == 3
    assert t.bob.discards == ["curse"] and t.cat.discards == ["curse"]


def test_no_curse_left_gives_nothing(table):
    t = table("charlatan")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["charlatan"])
    assert t.play("charlatan") is None and t.bob.discards == []


def test_moat_stops_charlatan(table):
    t = table("charlatan", "moat")
    t.give("ann", hand=["charlatan"])
    t.give("bob", hand=["moat"])
    t.play("charlatan")
    t.answer("moat")
    assert t.bob.discards == [] and t.game.coins == 3


def test_curse_is_a_treasure_worth_one_and_still_minus_one_vp():
    # A protocol v5 game: its view names the kingdom, so the one legality judge knows Curse is a treasure.
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=KINGDOM)
    game.arrange("ann", hand=["curse", "bank"], deck=[], discards=[], plays=[])
    assert check_play(views.view(game, version=5), Add("curse")) is None and Add("curse") in legal_plays(
        views.view(game, version=5)
    )
    game.apply(Add("curse"))
    assert game.coins == 1
    game.apply(Add("bank"))
    assert game.coins == 1 + 2  # the Bank counts the Curse among the treasures in play
    assert game.find("ann").score() == -1


def test_a_game_of_the_rules_alone_plays_the_curse_too(table):
    t = table("charlatan", "bank")
    t.give("ann", hand=["curse", "bank"])
    t.add("curse")  # judged legal by check_play on the view first
    t.add("bank")
    assert t.game.coins == 1 + 2


def test_curse_is_no_treasure_without_charlatan():
    kingdom = ["witch" if card == "charlatan" else card for card in KINGDOM]
    game = Game(["ann", "bob"], rules=game_rules(5), seed=1, kingdom=kingdom)
    game.arrange("ann", hand=["curse"])
    assert check_play(views.view(game, version=5), Add("curse")) is not None
    assert Add("curse") not in legal_plays(views.view(game, version=5))


def test_the_v5_grammar_lets_a_play_name_curse_as_a_treasure():
    # The wire cannot know the kingdom: v5's grammar takes (add curse) and the rules judge it (above).
    assert parse_play("(add curse)", 5) == Add("curse")
    with pytest.raises(ProtocolError, match="curse is not a treasure"):
        parse_play("(add curse)", 4)  # v4 has no Charlatan
