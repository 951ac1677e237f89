"""Hovel (Dark Ages, a Shelter; a reaction): when you gain a victory card, you may trash this from your hand.

Rulings (official FAQ and its 2022 errata, in our words): it reacts to every victory card its owner gains,
bought or not (the errata replaced "buy" by "gain": a Province gained by a Workshop-like card counts);
trashing
it is optional and gives nothing beyond getting rid of it; several Hovels in hand may all be trashed on one
gain; it does nothing when another player gains, nor for a card that is not a victory card; it is not in the
supply (an Ambassador cannot return it)."""

from __future__ import annotations

from referee.rules.game import Game

KINGDOM = (
    "village",
    "smithy",
    "market",
    "festival",
    "laboratory",
    "mine",
    "remodel",
    "moat",
    "cellar",
    "workshop",
)


def sheltered(table):
    t = table("village")
    t.game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM, shelters=True)
    return t


def test_buying_a_victory_card_offers_each_hovel_in_hand(table):
    t = sheltered(table)
    t.give("ann", hand=["hovel", "hovel", "copper"])
    t.game.coins = 8
    t.buy("province")
    decision = t.game.pending
    assert decision.kind == "trash" and decision.options == ("hovel", "hovel") and decision.min == 0
    assert (
        decision.prompt
        == "you gained province, a victory card: you may trash any of your 2 hovels from your hand"
    )
    assert t.answer("hovel", "hovel") is None
    assert t.game.trash == ["hovel", "hovel"] and t.ann.hand == ["copper"]


def test_trashing_it_is_optional(table):
    t = sheltered(table)
    t.give("ann", hand=["hovel"])
    t.game.coins = 2
    t.buy("estate")
    assert t.answer() is None and t.ann.hand == ["hovel"] and t.game.trash == []


def test_a_victory_card_gained_without_a_buy_counts_too(table):
    t = sheltered(table)
    t.give("ann", hand=["workshop", "hovel"])
    decision = t.play("workshop")
    decision = t.answer("estate")
    assert decision is not None and decision.card == "hovel"
    assert decision.prompt == "you gained estate, a victory card: you may trash your hovel from your hand"
    assert t.answer("hovel") is None and t.game.trash == ["hovel"]


def test_no_reaction_to_a_card_that_is_not_victory_nor_to_another_players_gain(table):
    t = sheltered(table)
    t.give("ann", hand=["hovel"])
    t.give("bob", hand=["hovel"])
    t.game.coins = 6
    t.buy("gold")
    assert t.game.pending is None
    t.give("ann", hand=[])
    t.game.run(t.game.gain(t.ann, "duchy"))  # bob's Hovel does not react to ann's gain (nothing asked)
    assert t.bob.hand == ["hovel"]


def test_a_gain_it_does_not_react_to_does_not_list_it_among_the_triggers_to_order(table):
    """A Death Cart bought with a Hovel in hand: the Death Cart's own trigger (2 Ruins) is the only one, so
    nothing is asked (the Hovel, which reacts only to victory cards, is not offered to be ordered)."""
    t = table("death-cart")
    t.game = Game(["ann", "bob"], seed=1, kingdom=(*KINGDOM[:9], "death-cart"), shelters=True)
    t.give("ann", hand=["hovel"], discards=[])
    t.game.coins = 4
    t.buy("death-cart")
    assert t.game.pending is None
    assert t.ann.hand == ["hovel"] and t.ann.discards[0] == "death-cart" and len(t.ann.discards) == 3


def test_an_ambassador_cannot_return_it(table):
    """The wiki's clarification: Hovel is not in the supply, so an Ambassador revealing it returns nothing
    and nobody gains a copy."""
    t = table("ambassador")
    t.game = Game(["ann", "bob"], seed=1, kingdom=(*KINGDOM[:9], "ambassador"), shelters=True)
    t.give("ann", hand=["ambassador", "hovel", "copper"])
    t.give("bob", discards=[])
    t.play("ambassador")
    assert t.answer("hovel") is None
    assert sorted(t.ann.hand) == ["copper", "hovel"] and t.bob.discards == []
