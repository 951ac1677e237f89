"""Anvil (second edition): +1 coin; you may discard a treasure from your hand; if you do, gain a card costing
up to 4.

Official FAQ, in our words:
- The discard is optional; declining it gains nothing.
- Any treasure of your hand may be discarded (another Anvil too); the gained card may be any card costing up
  to 4, not only a treasure, and goes to your discard pile.
- Without a treasure in hand there is nothing to discard and nothing to gain.
"""


def test_anvil_discards_a_treasure_to_gain_up_to_four(table):
    t = table("anvil", "smithy")
    t.give("ann", hand=["anvil", "copper", "estate", "silver"])
    t.add("anvil")
    decision = t.game.pending
    assert t.game.coins == 1
    assert (decision.kind, decision.min, decision.max, decision.options) == (
        "discard",
        0,
        1,
        ("copper", "silver"),
    )
    decision = t.answer("copper")
    assert decision.kind == "gain" and decision.max_cost == 4 and "smithy" in decision.options
    assert "gold" not in decision.options
    assert t.answer("smithy") is None
    assert t.ann.discards == ["copper", "smithy"] and sorted(t.ann.hand) == ["estate", "silver"]


def test_declining_gains_nothing(table):
    t = table("anvil")
    t.give("ann", hand=["anvil", "copper"])
    t.add("anvil")
    assert t.answer() is None
    assert t.ann.discards == [] and t.ann.hand == ["copper"]


def test_no_treasure_no_choice(table):
    t = table("anvil")
    t.give("ann", hand=["anvil", "estate"])
    t.add("anvil")
    pending = t.game.pending
    assert pending is None or pending.options == ()
