"""Monkey (Seaside second edition): until your next turn, +1 card each time the player on your right gains a
card; at the start of your next turn, +1 card.

Rulings (official FAQ, in our words): it works from the moment it is played, on your own turn too (a Curse
your Witch gives the player on your right draws you a card); it counts every card that player gains, bought
or not; only the player on your right counts; a Throne Room on it draws two per gain and two next turn;
after the start of your next turn it draws no more."""

from __future__ import annotations


def test_monkey_draws_when_the_player_on_the_right_gains(table):
    t = table("monkey")
    t.give("ann", hand=["monkey"], deck=["copper"] * 20)
    t.play("monkey")
    t.clean()
    assert t.ann.plays == ["monkey"] and len(t.ann.hand) == 5
    t.give("bob", hand=["silver", "silver"], deck=["copper"] * 10)
    t.add("silver")
    t.add("silver")
    t.buy("silver")
    assert len(t.ann.hand) == 6
    t.clean()
    assert len(t.ann.hand) == 7  # +1 as the turn starts
    t.clean()
    assert t.ann.plays == []


def test_monkey_on_its_owner_turn_and_a_witch(table):
    t = table("monkey", "witch", "village")
    t.give("ann", hand=["village", "monkey", "witch"], deck=["copper"] * 20)
    t.play("village")
    t.play("monkey")
    t.play("witch")
    assert "curse" in t.bob.discards
    assert len(t.ann.hand) == 4  # Village 1, Witch 2, Monkey 1 for bob's Curse


def test_only_the_player_on_the_right(table):
    t = table("monkey", "workshop", players=3)
    t.give("ann", hand=["monkey"], deck=["copper"] * 20)
    t.play("monkey")
    t.clean()
    t.give("bob", hand=["workshop"], deck=["copper"] * 10)  # bob sits on ann's left
    t.play("workshop")
    t.answer("silver")
    assert len(t.ann.hand) == 5
    t.clean()
    t.give("cat", hand=["workshop"], deck=["copper"] * 10)  # cat on ann's right
    t.play("workshop")
    t.answer("silver")
    assert len(t.ann.hand) == 6


def test_throne_room_on_monkey_draws_two_per_gain(table):
    t = table("monkey", "throne-room", "workshop")
    t.give("ann", hand=["throne-room", "monkey"], deck=["copper"] * 20)
    t.play("throne-room")
    t.answer("monkey")
    t.clean()
    t.give("bob", hand=["workshop"], deck=["copper"] * 10)
    t.play("workshop")
    t.answer("silver")
    assert len(t.ann.hand) == 7
    t.clean()
    assert len(t.ann.hand) == 9


def test_after_its_next_turn_starts_no_more_draws(table):
    t = table("monkey")
    t.give("ann", hand=["monkey"], deck=["copper"] * 30)
    t.play("monkey")
    t.clean()
    t.clean()  # bob
    hand = len(t.ann.hand)
    t.game.run(t.game.gain(t.bob, "silver"))
    assert len(t.ann.hand) == hand
