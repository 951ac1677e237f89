"""Spoils (Dark Ages, a non-supply treasure): +3 coins; when played, it goes back to the Spoils pile.

Rulings (official FAQ, in our words): Spoils is worth 3 coins and returns to its pile as it is played, so it
is not discarded at clean-up; it is never in the supply and cannot be bought; it comes only from the cards
that give Spoils (Marauder, Bandit Camp, Pillage), and a gain of Spoils from an empty pile gains nothing; a
second play of the same Spoils after it went back (a card playing a treasure twice) still gives its coins
but cannot return it again."""

from __future__ import annotations

from protocol.messages import Buy
from referee import views
from referee.rules.darkages import return_to_non_supply
from referee.rules.game import Game, count_cards
from referee.rules.legality import check_play
from referee.rules.spec import SPECS, Played

KINGDOM = (
    "village",
    "smithy",
    "market",
    "festival",
    "laboratory",
    "mine",
    "remodel",
    "moat",
    "cellar",
    "marauder",
)


def spoils_game():
    return Game(["ann", "bob"], seed=1, kingdom=KINGDOM)


def test_spoils_gives_three_coins_and_goes_back_to_its_pile(table):
    game = spoils_game()
    ann = game.players[0]
    game.arrange("ann", hand=["spoils", "copper"], discards=[])
    game.non_supply["spoils"] -= 1
    before = count_cards(game)
    game.run(game.play_treasure(ann, "spoils"))
    assert game.coins == 3 and "spoils" not in ann.plays and game.non_supply["spoils"] == 15
    assert count_cards(game) == before


def test_spoils_is_not_in_the_supply_and_cannot_be_bought():
    game = spoils_game()
    assert "spoils" not in game.piles and game.non_supply["spoils"] == 15
    game.coins = 5
    assert check_play(views.view(game), Buy("spoils"), arguments=False) is not None


def test_an_empty_spoils_pile_gives_nothing():
    game = spoils_game()
    ann = game.players[0]
    game.non_supply["spoils"] = 0
    assert game.run(game.gain(ann, "spoils", source="non-supply")) is False or "spoils" not in ann.discards


def test_a_second_play_after_it_went_back_does_not_return_it_again():
    game = spoils_game()
    ann = game.players[0]
    game.arrange("ann", hand=["spoils"])
    game.non_supply["spoils"] -= 1
    this = Played("spoils")
    ann.hand.remove("spoils")
    ann.plays.append("spoils")
    assert return_to_non_supply(game, ann, this) and not return_to_non_supply(game, ann, this)
    assert game.non_supply["spoils"] == 15 and SPECS["spoils"].coins == 3
