"""Ironworks: gain a card costing up to 4; if it is an action +1 action, a treasure +1 coin, a victory card
+1 card."""

import pytest


@pytest.mark.parametrize(
    ("card", "actions", "coins", "hand"),
    [("village", 1, 0, 0), ("silver", 0, 1, 0), ("estate", 0, 0, 1), ("great-hall", 1, 0, 1)],
)
def test_bonus_by_the_types_of_the_gained_card(table, card, actions, coins, hand):
    """Ruling: a card of two types gives both bonuses (Great Hall: +1 action and +1 card)."""
    t = table("ironworks", "village", "great-hall")
    t.give("ann", hand=["ironworks"], deck=["gold"])
    decision = t.play("ironworks")
    assert (decision.kind, decision.source, decision.max_cost) == ("gain", "supply", 4)
    assert t.answer(card) is None
    assert t.ann.discards == [card]
    assert (t.game.actions, t.game.coins, len(t.ann.hand)) == (actions, coins, hand)


def test_only_up_to_four(table):
    """Ruling: the card is gained from the supply and costs at most 4."""
    t = table("ironworks", "village", "witch")
    t.give("ann", hand=["ironworks"])
    decision = t.play("ironworks")
    assert "village" in decision.options and "ironworks" in decision.options
    assert "duchy" not in decision.options and "witch" not in decision.options
    t.illegal("duchy")


def test_nothing_to_gain_no_bonus(table):
    """No card gained (every pile empty): no bonus."""
    t = table("ironworks")
    for card in list(t.game.piles):
        if card != "province":
            t.game.set_pile(card, 0)
    t.give("ann", hand=["ironworks"])
    assert t.play("ironworks").options == ()
    assert t.answer() is None
    assert (t.game.actions, t.game.coins) == (0, 0) and t.ann.discards == []


def test_throne_room_ironworks(table):
    """Under Throne Room: two gains, each with its own bonus (Silver +1 coin, Estate +1 card)."""
    t = table("ironworks", "throne-room")
    t.give("ann", hand=["throne-room", "ironworks"], deck=["copper"])
    t.play("throne-room")
    t.answer("ironworks")
    t.answer("silver")
    t.answer("estate")
    assert t.game.coins == 1 and t.ann.hand == ["copper"]


def test_bonus_even_when_a_watchtower_trashes_the_gained_card(table):
    """The bonus follows the card gained, even when a reaction to the gain (Watchtower) trashes it."""
    t = table("ironworks", "watchtower")
    t.give("ann", hand=["ironworks", "watchtower"])
    t.play("ironworks")
    decision = t.answer("silver")
    assert (decision.card, decision.kind) == ("watchtower", "choose")
    assert t.answer("trash") is None
    assert t.game.trash == ["silver"] and t.ann.discards == [] and t.game.coins == 1


def test_costs_as_bridge_lowers_them(table):
    """Ruling: the limit of 4 reads costs as Bridge lowers them: after a Bridge, a Duchy (5) may be gained."""
    t = table("ironworks", "bridge", "village")
    t.give("ann", hand=["village", "bridge", "ironworks"], deck=["copper", "copper"])
    t.play("village")
    t.play("bridge")
    decision = t.play("ironworks")
    assert "duchy" in decision.options and "gold" not in decision.options
    t.answer("duchy")
    assert t.ann.discards == ["duchy"] and t.ann.hand == ["copper", "copper"]


def test_a_curse_gained_in_a_charlatan_game_gives_a_coin(table):
    """Ruling (Charlatan's FAQ): with Charlatan in the kingdom a Curse is also a treasure in every situation,
    so gaining one with Ironworks gives +1 coin; without Charlatan, no bonus."""
    t = table("ironworks", "charlatan")
    t.give("ann", hand=["ironworks"], deck=["gold"])
    t.play("ironworks")
    assert t.answer("curse") is None
    assert t.ann.discards == ["curse"] and (t.game.actions, t.game.coins, t.ann.hand) == (0, 1, [])

    t = table("ironworks")
    t.give("ann", hand=["ironworks"], deck=["gold"])
    t.play("ironworks")
    t.answer("curse")
    assert (t.game.actions, t.game.coins, t.ann.hand) == (0, 0, [])
