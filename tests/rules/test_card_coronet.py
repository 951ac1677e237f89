"""Coronet (a Reward of Joust, Cornucopia & Guilds second edition; an action and a treasure): you may play a
non-Reward action from your hand two times; you may play a non-Reward treasure from your hand two times.

Rulings (official FAQ, in our words): each part is optional (an action, a treasure, both or neither), the
action first; Rewards are never offered; a card played twice resolves fully before its second play; the cards
it plays use no action (Coronet and a Village and a Silver: +2 cards, +4 actions and +4 coins)."""

from __future__ import annotations


def test_village_and_silver(table):
    """Ruling: Coronet on a Village and a Silver: +2 cards and +4 actions, then +4 coins."""
    t = table("joust", "village")
    t.give("ann", hand=["coronet", "village", "silver"], deck=["estate", "estate"])
    decision = t.play("coronet")
    assert (decision.kind, decision.options, decision.min, decision.max) == ("play", ("village",), 0, 1)
    decision = t.answer("village")
    assert (decision.options, decision.types) == (("silver",), "treasure")
    assert t.answer("silver") is None
    assert (t.game.actions, t.game.coins) == (4, 4)
    assert t.ann.hand == ["estate", "estate"] and t.ann.plays == ["coronet", "village", "silver"]


def test_each_part_is_optional(table):
    t = table("joust", "smithy")
    t.give("ann", hand=["coronet", "smithy", "gold"], deck=["copper"] * 6)
    t.play("coronet")
    decision = t.answer()
    assert decision.options == ("gold",)
    assert t.answer("gold") is None
    assert t.game.coins == 6 and "smithy" in t.ann.hand


def test_rewards_are_not_offered(table):
    """Ruling: Coronet cannot play a Reward (another Coronet, a Huge Turnip, a Courser)."""
    t = table("joust", players=3)
    t.give("ann", hand=["coronet", "coronet", "courser", "huge-turnip"])
    assert t.play("coronet") is None


def test_played_as_a_treasure(table):
    """In the buy phase Coronet is played as a treasure: it worth nothing itself, and does what it does."""
    t = table("joust")
    t.give("ann", hand=["coronet", "silver"])
    t.add("coronet")
    assert t.game.pending.options == ("silver",)
    t.answer("silver")
    assert t.game.coins == 4


def test_played_as_a_treasure_it_may_still_play_an_action(table):
    """Our choice (the FAQ makes no difference between the two ways of playing it): played in the buy phase,
    Coronet may still play an action card twice."""
    t = table("joust", "market")
    t.give("ann", hand=["coronet", "market", "copper"], deck=["silver", "silver"])
    t.add("copper")
    t.add("coronet")
    decision = t.game.pending
    assert (decision.kind, decision.options) == ("play", ("market",))
    decision = t.answer("market")  # two Markets' +1 card: both Silvers drawn
    assert decision.options == ("silver",)
    assert t.answer("silver") is None
    assert t.game.coins == 1 + 2 + 4 and t.game.buys == 3 and t.ann.hand == ["silver"]
    t.add("silver")
    assert t.game.coins == 9
