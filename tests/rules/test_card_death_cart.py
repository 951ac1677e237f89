"""Death Cart (Dark Ages; a looter): you may trash an action card from your hand; if you do not, trash Death
Cart; either way, +5 coins. When you gain it, gain 2 Ruins.

Rulings (official FAQ, in our words): trashing an action from the hand keeps the Death Cart; declining trashes
the Death Cart itself, and either trash gives the 5 coins; a Death Cart that already left play (a Throne
Room's second play after it trashed itself) gives nothing unless an action is trashed from the hand; every
Death Cart gained, bought or not, brings 2 Ruins from the top of the Ruins pile (fewer when it runs out);
a game with it has the Ruins pile."""

from __future__ import annotations


def test_trashing_an_action_from_the_hand_keeps_it(table):
    t = table("death-cart")
    t.give("ann", hand=["death-cart", "village", "copper"])
    decision = t.play("death-cart")
    assert decision.options == ("village",) and decision.min == 0
    assert t.answer("village") is None
    assert t.game.coins == 5 and t.ann.plays == ["death-cart"] and t.game.trash == ["village"]


def test_declining_trashes_the_death_cart(table):
    t = table("death-cart")
    t.give("ann", hand=["death-cart", "copper"])
    t.play("death-cart")
    assert t.answer() is None
    assert t.game.coins == 5 and t.ann.plays == [] and t.game.trash == ["death-cart"]


def test_throne_room_second_play_after_it_left_gives_nothing(table):
    t = table("death-cart", "throne-room")
    t.give("ann", hand=["throne-room", "death-cart"])
    t.play("throne-room")
    t.answer("death-cart")
    t.answer()  # trashes itself: 5
    assert t.answer() is None  # gone already: nothing
    assert t.game.coins == 5 and t.game.trash == ["death-cart"]


def test_gaining_it_gains_two_ruins(table):
    t = table("death-cart")
    game = t.game
    assert len(game.mixed["ruins"]) == 10
    first, second = game.mixed["ruins"][-1], game.mixed["ruins"][-2]
    t.give("ann", discards=[])
    game.coins = 4
    t.buy("death-cart")
    assert t.ann.discards == ["death-cart", first, second]
