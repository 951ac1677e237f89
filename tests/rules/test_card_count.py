"""Count (Dark Ages): choose one of discard 2 cards, put a card of the hand onto the deck, gain a Copper;
then choose one of +3 coins, trash the hand, gain a Duchy.

Rulings (official FAQ, in our words): the first choice is carried out before the second is made; an option
may be chosen even when it cannot be done in full (with one card in hand "discard 2" discards that one,
with an empty Duchy pile "duchy" gains nothing); trashing the hand trashes every card left in it, not the
Count, which is in play; the choices' words are `discard`, `topdeck`, `copper`, then `+coins`, `trash`,
`duchy`."""

from __future__ import annotations


def test_count_discard_two_then_plus_three_coins(table):
    t = table("count")
    t.give("ann", hand=["count", "copper", "estate", "silver"], deck=[])
    decision = t.play("count")
    assert decision.kind == "choose" and decision.options == ("discard", "topdeck", "copper")
    decision = t.answer("discard")
    assert decision.kind == "discard" and decision.min == decision.max == 2
    decision = t.answer("copper", "estate")
    assert decision.options == ("+coins", "trash", "duchy")
    assert t.answer("+coins") is None
    assert t.game.coins == 3 and t.ann.hand == ["silver"]
    assert sorted(t.ann.discards) == ["copper", "estate"]


def test_count_discard_with_one_card_discards_it(table):
    t = table("count")
    t.give("ann", hand=["count", "estate"], deck=[])
    t.play("count")
    decision = t.answer("discard")
    assert decision.options == ("+coins", "trash", "duchy")
    assert t.ann.hand == [] and t.ann.discards == ["estate"]


def test_count_topdeck_then_trash_the_hand(table):
    t = table("count")
    t.give("ann", hand=["count", "gold", "copper", "estate"], deck=["silver"])
    t.play("count")
    decision = t.answer("topdeck")
    assert decision.kind == "topdeck" and decision.min == decision.max == 1
    t.answer("gold")
    assert t.ann.deck[-1] == "gold"
    assert t.answer("trash") is None
    assert sorted(t.game.trash) == ["copper", "estate"] and t.ann.hand == []
    assert "count" in t.ann.plays


def test_count_gains_copper_then_duchy(table):
    t = table("count")
    t.give("ann", hand=["count"], deck=[])
    t.play("count")
    t.answer("copper")
    assert t.answer("duchy") is None
    assert sorted(t.ann.discards) == ["copper", "duchy"]


def test_count_duchy_from_an_empty_pile_gains_nothing(table):
    t = table("count")
    t.give("ann", hand=["count"], deck=[])
    t.game.piles["duchy"] = 0
    t.play("count")
    t.answer("copper")
    assert t.answer("duchy") is None
    assert t.ann.discards == ["copper"]


def test_count_a_choice_is_compulsory(table):
    t = table("count")
    t.give("ann", hand=["count"], deck=[])
    t.play("count")
    assert "count" in t.illegal()
