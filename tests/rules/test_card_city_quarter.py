"""City Quarter (Empires, costs 8 debt): +2 actions; reveal your hand; +1 card per action card revealed.

Rulings (official FAQ, in our words), each a test below: the cards revealed stay in the hand; with no action
in hand it draws nothing; buying it costs no coins and gives its buyer 8 debt."""

from __future__ import annotations


def test_one_card_per_action_revealed(table):
    t = table("city-quarter", "village", "smithy")
    t.give("ann", hand=["city-quarter", "village", "smithy", "copper"], deck=["gold", "silver", "estate"])
    events = []
    t.game.listeners.append(events.append)
    assert t.play("city-quarter") is None
    assert t.game.actions == 2
    assert sorted(t.ann.hand) == sorted(["village", "smithy", "copper", "gold", "silver"])
    assert [sorted(e.cards) for e in events if e.kind == "reveal"] == [["copper", "smithy", "village"]]


def test_no_action_in_hand_draws_nothing(table):
    t = table("city-quarter")
    t.give("ann", hand=["city-quarter", "copper", "estate"], deck=["gold"])
    t.play("city-quarter")
    assert t.game.actions == 2 and sorted(t.ann.hand) == ["copper", "estate"]


def test_bought_for_8_debt(table):
    t = table("city-quarter")
    t.give("ann", hand=["copper"], deck=["copper"] * 5)
    t.add("copper")
    t.buy("city-quarter")
    assert t.ann.debt == 8 and t.game.coins == 1 and "city-quarter" in t.ann.discards
    t.clean()
    assert t.ann.debt == 7  # the coin left pays off one as the buy phase ends
