"""Charm (Empires, a Treasure; its 2022 text): choose one: +1 buy and +2 coins; or the next time you gain a
card this turn, you may also gain a differently named card with the same cost.

Rulings (FAQ, in our words), each a test below: the second choice waits for the next gain of the turn, bought
or not (an event's Silver); the extra card is optional, of another name, and costs exactly the same, debt and
potion included (after an Overlord, a City Quarter; never an Engineer); two Charms both answer the same next
gain (two cards, maybe two of one name), not the card the first of them gained; a later gain that turn gets
nothing."""

from __future__ import annotations


def test_a_buy_and_two_coins(table):
    t = table("charm")
    t.give("ann", hand=["charm"])
    t.add("charm")
    decision = t.game.pending
    assert decision.kind == "choose" and decision.options == ("+buy+coins", "gain-same-cost")
    assert t.answer("+buy+coins") is None
    assert t.game.coins == 2 and t.game.buys == 2


def test_the_next_card_bought_brings_another_of_the_same_cost(table):
    t = table("charm", "village", "smithy", "workshop")
    t.give("ann", hand=["charm", "gold", "copper"])
    t.add("charm")
    t.answer("gain-same-cost")
    t.add("gold")
    t.add("copper")
    t.buy("smithy")
    decision = t.game.pending
    assert decision.card == "charm" and decision.kind == "gain" and decision.min == 0
    assert "silver" not in decision.options and "smithy" not in decision.options  # not its name
    assert "bureaucrat" in decision.options and "village" not in decision.options  # 4 coins as a Smithy
    assert t.answer() is None
    t2 = table("charm", "village", "smithy", "workshop")
    t2.give("ann", hand=["charm", "gold", "copper"])
    t2.add("charm")
    t2.answer("gain-same-cost")
    t2.add("gold")
    t2.add("copper")
    t2.buy("smithy")
    assert t2.answer("bureaucrat") is None
    assert sorted(t2.ann.discards) == ["bureaucrat", "smithy"]


def test_only_the_next_gain(table):
    t = table("charm", "village", "smithy")
    t.give("ann", hand=["charm", "gold", "gold"])
    t.add("charm")
    t.answer("gain-same-cost")
    t.add("gold")
    t.add("gold")
    t.game.buys = 2
    t.buy("silver")
    assert t.answer() is None  # declined
    t.buy("silver")
    assert t.game.pending is None


def test_two_charms_answer_the_same_gain(table):
    t = table("charm", "forum", "festival", "laboratory")
    t.give("ann", hand=["charm", "charm", "gold", "silver"])
    for _ in range(2):
        t.add("charm")
        t.answer("gain-same-cost")
    t.add("gold")
    t.add("silver")
    t.buy("duchy")  # costs 5: each Charm may gain another card costing 5
    first = t.game.pending
    assert first.card == "charm" and "laboratory" in first.options
    second = t.answer("laboratory")
    # The same gain again: not the Laboratory's (the same card may be taken twice, never the Duchy).
    assert second is not None and second.card == "charm" and "laboratory" in second.options
    assert "duchy" not in second.options
    assert t.answer("laboratory") is None
    assert sorted(t.ann.discards) == ["duchy", "laboratory", "laboratory"]


def test_a_gain_that_is_no_buy_counts(table):
    t = table("charm", "village", landscapes=("delve",))
    t.give("ann", hand=["charm", "silver"])
    t.add("charm")
    t.answer("gain-same-cost")
    t.add("silver")
    decision = t.buy_event("delve")  # gains a Silver: the next gain
    assert decision.card == "charm" and "village" in decision.options
    t.answer("village")
    assert sorted(t.ann.discards) == ["silver", "village"]


def test_debt_costs_must_match(table):
    t = table("charm", "overlord", "city-quarter", "engineer")
    t.give("ann", hand=["charm"])
    t.add("charm")
    t.answer("gain-same-cost")
    t.buy("overlord")
    decision = t.game.pending
    assert "city-quarter" in decision.options and "engineer" not in decision.options
    assert "copper" not in decision.options  # 0 coins, but no debt
    t.answer("city-quarter")
    assert t.ann.debt == 8  # the City Quarter was gained, not bought
