"""Island (Seaside, both editions): an action and a victory card worth 2 VP: put it and a card of your hand
onto your Island mat, where they stay until the game ends.

Rulings (official FAQ, in our words): the mat is public; the cards there still score for their owner; with
an empty hand Island alone goes to the mat; a Throne Room on Island moves the Island once and two cards of
the hand; the pile is a victory pile (8 cards with 2 players, 12 with more)."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def test_island_and_a_card_go_onto_the_mat(table):
    t = table("island")
    t.give("ann", hand=["island", "estate", "copper"], deck=["copper"] * 10)
    total = count_cards(t.game)
    before = t.ann.score()
    decision = t.play("island")
    assert decision.kind == "mat" and set(decision.options) == {"estate", "copper"}
    message = t.illegal("gold")
    assert message == "(island ...) needs gold in your hand to put on a mat; your hand is (copper estate)"
    t.answer("estate")
    assert sorted(t.ann.mats["island"]) == ["estate", "island"]
    assert t.ann.score() == before and count_cards(t.game) == total
    t.clean()
    seats = {seat.name: seat for seat in views.view(t.game, t.bob).seats}
    assert dict(seats["ann"].mats)["island"] == ("estate", "island")


def test_island_alone_with_an_empty_hand(table):
    t = table("island")
    t.give("ann", hand=["island"], deck=["copper"] * 10)
    assert t.play("island") is None
    assert t.ann.mats["island"] == ["island"] and t.ann.plays == []


def test_throne_room_on_island_moves_two_cards(table):
    t = table("island", "throne-room")
    t.give("ann", hand=["throne-room", "island", "estate", "copper"], deck=["copper"] * 10)
    t.play("throne-room")
    t.answer("island")
    t.answer("estate")
    t.answer("copper")
    assert sorted(t.ann.mats["island"]) == ["copper", "estate", "island"]
    assert t.ann.plays == ["throne-room"]


def test_island_pile_is_a_victory_pile(table):
    assert table("island").game.piles["island"] == 8
    assert table("island", players=3).game.piles["island"] == 12
