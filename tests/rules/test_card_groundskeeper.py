"""Groundskeeper (Empires): +1 card, +1 action; while this is in play, when you gain a victory card, +1 VP.

Rulings (in our words), each a test below: each copy in play gives 1 VP for each victory card gained (a buy
or any other gain), a card of several types that is a victory card too; a card that is no victory card gives
nothing; a Throne Room on one Groundskeeper leaves one copy in play: 1 VP, not 2."""

from __future__ import annotations


def test_a_victory_card_gained_while_in_play_gives_a_vp_each_copy(table):
    t = table("groundskeeper", "workshop")
    t.give("ann", hand=["groundskeeper", "groundskeeper", "gold", "gold"], deck=["copper", "copper"])
    t.play("groundskeeper")
    assert t.game.actions == 1 and len(t.ann.hand) == 4
    t.play("groundskeeper")
    t.add("gold")
    t.add("gold")
    t.game.buys = 2
    t.buy("estate")
    assert t.ann.vp_tokens == 2
    t.buy("silver")
    assert t.ann.vp_tokens == 2


def test_a_gain_that_is_no_buy_counts(table):
    t = table("groundskeeper", "workshop")
    t.give("ann", hand=["groundskeeper", "workshop"], deck=["copper"])
    t.play("groundskeeper")
    t.play("workshop")
    t.answer("estate")
    assert t.ann.vp_tokens == 1


def test_a_throne_room_on_it_leaves_one_copy_in_play(table):
    t = table("groundskeeper", "throne-room")
    t.give("ann", hand=["throne-room", "groundskeeper", "gold", "silver"], deck=["copper"] * 4)
    t.play("throne-room")
    t.answer("groundskeeper")
    t.add("gold")
    t.add("silver")
    t.buy("duchy")
    assert t.ann.vp_tokens == 1
