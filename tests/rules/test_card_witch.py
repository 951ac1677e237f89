"""Witch: +2 cards; each other player gains a Curse."""

from referee import views
from referee.rules.kingdoms import pile_size


def test_witch(table):
    t = table("witch", players=3)
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    assert t.play("witch") is None
    assert len(t.ann.hand) == 2
    assert views.view(t.game, t.bob).discards == ("curse",)
    assert views.view(t.game, t.cat).discards == ("curse",)
    assert t.game.piles["curse"] == pile_size("curse", 3) - 2 == 18
    assert t.bob.score() == 3 - 1


def test_throne_room_witch_gives_two_curses(table):
    t = table("witch", "throne-room")
    t.give("ann", hand=["throne-room", "witch"], deck=["copper"] * 4)
    t.play("throne-room")
    t.answer("witch")
    assert t.bob.discards.count("curse") == 2


def test_moat_against_witch(table):
    t = table("witch", "moat")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["moat"])
    t.play("witch")
    assert t.answer("moat") is None
    assert "curse" not in t.bob.discards


def test_no_curse_left_gives_nothing(table):
    t = table("witch")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["witch"])
    assert t.play("witch") is None and "curse" not in t.bob.discards
