"""Familiar (Alchemy): costs 3 and a potion; +1 card, +1 action; each other player gains a Curse (an attack).

Rulings (official FAQ, in our words): the Curses are handed out in turn order starting with the player on
the left, so when they run short the players farther round get none; a player revealing a Moat gains no
Curse; with no Curse left Familiar still draws and gives its action."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_familiar_draws_gives_an_action_and_curses_every_other_player(table):
    t = table("familiar", players=3)
    t.give("ann", hand=["familiar"], deck=["silver", "gold"])
    total = count_cards(t.game)
    assert t.play("familiar") is None
    assert t.ann.hand == ["silver"] and t.game.actions == 1
    assert t.bob.discards == ["curse"] and t.cat.discards == ["curse"]
    assert t.game.piles["curse"] == 18
    assert count_cards(t.game) == total


def test_curses_run_short_in_turn_order(table):
    t = table("familiar", players=4)
    t.game.set_pile("curse", 2)
    t.give("ann", hand=["familiar"], deck=["copper"])
    t.play("familiar")
    assert t.bob.discards == ["curse"] and t.cat.discards == ["curse"]
    assert "curse" not in t.dan.discards


def test_moat_stops_the_curse(table):
    t = table("familiar", "moat")
    t.give("ann", hand=["familiar"], deck=["copper"])
    t.give("bob", hand=["moat"])
    t.play("familiar")
    assert t.answer("moat") is None
    assert "curse" not in t.bob.discards and t.game.actions == 1


def test_no_curse_left_still_draws_and_gives_the_action(table):
    t = table("familiar")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["familiar"], deck=["gold"])
    assert t.play("familiar") is None
    assert t.ann.hand == ["gold"] and t.game.actions == 1 and "curse" not in t.bob.discards


def test_throne_room_familiar_gives_two_curses(table):
    t = table("familiar", "throne-room")
    t.give("ann", hand=["throne-room", "familiar"], deck=["copper", "copper"])
    t.play("throne-room")
    t.answer("familiar")
    assert t.bob.discards.count("curse") == 2 and len(t.ann.hand) == 2 and t.game.actions == 2
