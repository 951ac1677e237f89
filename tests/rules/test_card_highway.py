"""Highway (Hinterlands, both editions): +1 card, +1 action; while it is in play, cards cost 1 coin less
(never below 0).

Rulings (official FAQ, in our words): every card everywhere costs less, the supply and the cards of the
hands alike, so gains and buys see the lowered cost; a cost never goes below 0; two Highways in play lower
costs by 2; a Throne Room on a Highway lowers costs by 1 only, as one Highway is in play."""

from __future__ import annotations


def test_highway_lowers_costs_while_in_play(table):
    t = table("highway")
    t.give("ann", hand=["highway", "copper"], deck=["estate"])
    t.play("highway")
    assert t.game.cost("province") == 7 and t.game.cost("copper") == 0 and t.game.cost("estate") == 1
    assert t.game.actions == 1 and t.ann.hand == ["copper", "estate"]


def test_two_highways_lower_by_two(table):
    t = table("highway")
    t.give("ann", hand=["highway", "highway"], deck=["estate", "estate"])
    t.play("highway")
    t.play("highway")
    assert t.game.cost("gold") == 4


def test_throne_room_highway_lowers_by_one(table):
    t = table("highway", "throne-room")
    t.give("ann", hand=["throne-room", "highway"], deck=["estate", "estate"])
    t.play("throne-room")
    t.answer("highway")
    assert t.game.cost("gold") == 5 and t.game.actions == 2


def test_a_buy_pays_the_lowered_cost(table):
    t = table("highway")
    t.give("ann", hand=["highway", "gold", "gold"], deck=["gold"])
    t.play("highway")
    for _ in range(3):
        t.add("gold")
    t.buy("province")  # 9 coins: province costs 7
    assert "province" in t.ann.discards and t.game.coins == 2


def test_workshop_gains_a_card_the_reduction_brings_in_reach(table):
    t = table("highway", "workshop")
    t.give("ann", hand=["highway", "workshop"], deck=["estate"])
    t.play("highway")
    decision = t.play("workshop")
    assert "duchy" in decision.options  # duchy costs 4 now
