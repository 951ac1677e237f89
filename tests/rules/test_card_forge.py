"""Forge: trash any number of cards from your hand; gain a card whose cost is exactly their total cost.

Official FAQ, in our words:
- You may trash no card at all; the total is then 0 and you gain a card costing exactly 0 (a Copper, a Curse).
- The gain is not optional when a card of exactly that cost is in the supply; with none, you gain nothing.
- Only coins are added up: a card whose cost has a Potion is never the gained card.
- The trashed cards' costs are those the game gives them at that moment.
"""


def test_forge_gains_exactly_the_total(table):
    t = table("forge", "laboratory")
    t.give("ann", hand=["forge", "silver", "estate", "copper", "province"])
    decision = t.play("forge")
    assert (decision.kind, decision.min, decision.max) == ("trash", 0, 4)
    decision = t.answer("silver", "estate", "copper")
    assert decision.kind == "gain" and decision.min == 1
    assert "forge" not in decision.options and "laboratory" in decision.options  # both cost 5; forge 7
    assert all(t.game.cost(card) == 5 for card in decision.options)
    assert "exactly 5" in t.illegal("gold")
    assert t.answer("duchy") is None
    assert sorted(t.game.trash) == ["copper", "estate", "silver"]
    assert t.ann.discards == ["duchy"] and t.ann.hand == ["province"]


def test_trashing_nothing_gains_a_card_costing_zero(table):
    t = table("forge")
    t.give("ann", hand=["forge", "estate"])
    t.play("forge")
    decision = t.answer()
    assert set(decision.options) == {"copper", "curse"} and decision.min == 1
    t.answer("curse")
    assert t.ann.discards == ["curse"]


def test_no_card_of_that_cost_gains_nothing(table):
    t = table("forge")
    t.give("ann", hand=["forge", "province", "gold"])  # 14: no card costs 14
    t.play("forge")
    decision = t.answer("province", "gold")
    assert decision.options == () and decision.max == 0
    assert t.answer() is None and t.ann.discards == []


def test_a_cheaper_card_is_refused_with_the_exact_cost_rule(table):
    """A card costing less than the total is refused by Forge's rule (exactly the total), with its cost; not
    as a card missing from the supply."""
    t = table("forge", "laboratory")
    t.give("ann", hand=["forge", "silver", "estate", "copper"])
    t.play("forge")
    t.answer("silver", "estate", "copper")
    message = t.illegal("silver")
    assert "exactly 5" in message and "silver costs 3" in message and "left in the supply" not in message
