"""Port (Adventures): +1 card, +2 actions; buying it gains another Port; a pile of 12."""

from __future__ import annotations


def test_played_it_gives_a_card_and_two_actions(table):
    t = table("port")
    t.give("ann", hand=["port"], deck=["silver"], discards=[])
    assert t.play("port") is None
    assert t.ann.hand == ["silver"] and t.game.actions == 2


def test_the_pile_holds_twelve(table):
    assert table("port").game.piles["port"] == 12


def test_buying_it_gains_a_second_one(table):
    t = table("port")
    t.give("ann", hand=[], deck=[], discards=[])
    t.game.coins = 4
    t.buy("port")
    assert t.ann.discards == ["port", "port"] and t.game.piles["port"] == 10


def test_gaining_it_otherwise_gains_no_second_one(table):
    t = table("port", "workshop")
    t.give("ann", hand=["workshop"], deck=[], discards=[])
    t.play("workshop")
    t.answer("port")
    assert t.ann.discards == ["port"] and t.game.piles["port"] == 11


def test_the_last_port_bought_gains_nothing_more(table):
    t = table("port")
    t.game.set_pile("port", 1)
    t.give("ann", hand=[], deck=[], discards=[])
    t.game.coins = 4
    t.buy("port")
    assert t.ann.discards == ["port"] and t.game.piles["port"] == 0
