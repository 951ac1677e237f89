"""Corsair (Seaside second edition): an attack and a duration. +2 coins; at the start of your next turn, +1
card. Until then, each other player trashes the first Silver or Gold they play on each of their turns.

Rulings (official FAQ, in our words): the treasure is trashed as it is played and still gives its coins;
only the first Silver or Gold of each turn (a Silver first, then a Gold: only the Silver); a player who
reveals a Moat or has a Lighthouse in play when Corsair is played keeps theirs; several Corsairs all hit the
same first treasure (trashed once); after the start of the owner's next turn it stops."""

from __future__ import annotations


def _ann_corsair(t):
    t.give("ann", hand=["corsair"], deck=["copper"] * 20)
    t.play("corsair")
    assert t.game.coins == 2
    t.clean()


def test_corsair_trashes_the_first_silver_or_gold(table):
    t = table("corsair")
    _ann_corsair(t)
    t.give("bob", hand=["copper", "silver", "gold", "silver"], deck=["copper"] * 10)
    t.add("copper")
    t.add("silver")
    assert "silver" in t.game.trash and t.game.coins == 3
    t.add("gold")
    t.add("silver")
    assert t.game.trash.count("silver") == 1 and "gold" not in t.game.trash and t.game.coins == 8
    t.clean()
    assert len(t.ann.hand) == 6 and t.ann.plays == ["corsair"]  # +1 card
    t.clean()
    assert t.ann.plays == []


def test_each_turn_of_the_victim_counts_anew(table):
    t = table("corsair", "outpost")
    _ann_corsair(t)
    t.give("bob", hand=["outpost", "gold"], deck=["gold"] * 10)
    t.play("outpost")
    t.add("gold")
    t.clean()
    assert t.game.player.name == "bob" and t.game.extra
    t.add("gold")
    assert t.game.trash.count("gold") == 2


def test_a_moat_keeps_the_victims_treasures(table):
    t = table("corsair", "moat")
    t.give("bob", hand=["moat"])
    t.give("ann", hand=["corsair"], deck=["copper"] * 20)
    t.play("corsair")
    t.answer("moat")
    t.clean()
    t.give("bob", hand=["gold"], deck=["copper"] * 10)
    t.add("gold")
    assert "gold" not in t.game.trash


def test_a_lighthouse_in_play_keeps_them_too(table):
    t = table("corsair", "lighthouse")
    t.give("ann", hand=["copper"], deck=["copper"] * 20)
    t.clean()
    t.give("bob", hand=["lighthouse"], deck=["copper"] * 20)
    t.play("lighthouse")
    t.clean()
    _ann_corsair(t)
    t.give("bob", hand=["gold"] + list(t.bob.hand))
    t.add("gold")
    assert "gold" not in t.game.trash


def test_two_corsairs_trash_one_treasure(table):
    t = table("corsair", "village")
    t.give("ann", hand=["village", "corsair", "corsair"], deck=["copper"] * 20)
    t.play("village")
    t.play("corsair")
    t.play("corsair")
    t.clean()
    t.give("bob", hand=["silver", "gold"], deck=["copper"] * 10)
    t.add("silver")
    t.add("gold")
    assert t.game.trash == ["silver"]
