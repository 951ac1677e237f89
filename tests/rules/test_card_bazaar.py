"""Bazaar (Seaside, both editions): +1 card, +2 actions, +1 coin.

Rulings (official FAQ, in our words): the card, the actions and the coin come together, in any order they
are counted; under Throne Room each play gives them again (+2 cards, +4 actions, +2 coins)."""

from __future__ import annotations


def test_bazaar_gives_a_card_two_actions_and_a_coin(table):
    t = table("bazaar")
    t.give("ann", hand=["bazaar"], deck=["silver", "gold"])
    t.play("bazaar")
    assert t.ann.hand == ["silver"] and t.game.actions == 2 and t.game.coins == 1


def test_throne_room_bazaar_gives_everything_twice(table):
    t = table("bazaar", "throne-room")
    t.give("ann", hand=["throne-room", "bazaar"], deck=["silver", "gold", "copper"])
    t.play("throne-room")
    t.answer("bazaar")
    assert t.ann.hand == ["silver", "gold"] and t.game.actions == 4 and t.game.coins == 2
