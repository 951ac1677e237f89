"""Princess (a Prize of Tournament, Cornucopia first edition): +1 buy; as long as it is in play, every card
costs 2 coins less (never below 0).

Rulings (official FAQ, in our words): the reduction applies to every card everywhere (supply and non-supply,
in a buy or a gain: a Remake, a Horn of Plenty), only while the Princess is in play; a Throne Room playing it
gives +2 buys but the costs go down by 2 only (one Princess in play); it adds to a Bridge's."""

from __future__ import annotations


def test_princess_lowers_every_cost_by_2(table):
    t = table("tournament")
    t.give("ann", hand=["princess", "silver", "silver", "copper", "copper"])
    t.play("princess")
    assert t.game.buys == 2
    assert t.game.cost("province") == 6 and t.game.cost("copper") == 0 and t.game.cost("estate") == 0
    assert t.game.cost("princess") == 0
    for card in ("silver", "silver", "copper", "copper"):
        t.add(card)
    t.buy("province")
    assert t.game.coins == 0 and t.ann.discards == ["province"]


def test_throne_room_on_princess_reduces_only_once(table):
    t = table("tournament", "throne-room")
    t.give("ann", hand=["throne-room", "princess"])
    t.play("throne-room")
    t.answer("princess")
    assert t.game.buys == 3 and t.game.cost("province") == 6


def test_princess_only_while_in_play(table):
    t = table("tournament")
    t.give("ann", hand=["princess"], deck=["copper"] * 10)
    t.play("princess")
    t.clean()
    assert t.game.cost("province") == 8  # bob's turn: ann's Princess is in her discards


def test_princess_adds_to_a_bridge(table):
    t = table("tournament", "bridge")
    t.give("ann", hand=["bridge", "princess"])
    t.game.actions = 2
    t.play("bridge")
    t.play("princess")
    assert t.game.cost("province") == 5
