"""Madman (Dark Ages, non-supply; from Hermit): +2 actions; return it to the Madman pile; if you do,
+1 card per
card in your hand.

Rulings (official FAQ, in our words): the cards drawn are counted after Madman left the hand (a hand of 4
others draws 4); a second play of it by a Throne Room cannot return it again and draws nothing more, though
it still gives its +2 actions; Madman is never in the supply and is not bought."""

from __future__ import annotations

from protocol.messages import Buy
from referee import views
from referee.rules.game import count_cards
from referee.rules.legality import check_play


def test_madman_returns_and_doubles_the_hand(table):
    t = table("hermit")
    game = t.game
    game.non_supply["madman"] -= 1
    t.give("ann", hand=["madman", "copper", "copper", "estate", "estate"], deck=["silver"] * 6)
    before = count_cards(game)
    assert t.play("madman") is None
    assert len(t.ann.hand) == 8 and t.game.actions == 2
    assert game.non_supply["madman"] == 10 and "madman" not in t.ann.plays
    assert count_cards(game) == before


def test_a_throne_room_gives_the_actions_twice_and_draws_once(table):
    t = table("hermit", "throne-room")
    t.game.non_supply["madman"] -= 1
    t.give("ann", hand=["throne-room", "madman", "copper"], deck=["silver"] * 6)
    t.play("throne-room")
    assert t.answer("madman") is None
    assert len(t.ann.hand) == 2 and t.game.actions == 4
    assert "madman" not in t.ann.plays


def test_madman_is_not_in_the_supply_and_cannot_be_bought(table):
    t = table("hermit")
    game = t.game
    assert "madman" not in game.piles and game.non_supply["madman"] == 10
    game.coins = 5
    message = check_play(views.view(game), Buy("madman"), arguments=False)
    assert (
        message == "(buy madman): madman is never in the supply and cannot be bought (only gained by a card)"
    )
