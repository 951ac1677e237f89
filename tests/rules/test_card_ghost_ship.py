"""Ghost Ship (Seaside, first edition): +2 cards; every other player holding 4 cards or more puts cards from
the hand onto the deck until holding 3.

Rulings (official FAQ, in our words): the victims choose which cards and their order (the first chosen ends
on top); a victim with 3 cards or fewer does nothing; a Moat protects."""

from __future__ import annotations


def test_ghost_ship_puts_the_victims_cards_onto_the_deck(table):
    t = table("ghost-ship", edition=1)
    t.give("ann", hand=["ghost-ship"], deck=["copper", "copper"])
    t.give("bob", hand=["gold", "estate", "silver", "copper", "duchy"], deck=["province"])
    decision = t.play("ghost-ship")
    assert len(t.ann.hand) == 2
    assert decision.player == "bob" and decision.kind == "topdeck" and decision.min == decision.max == 2
    assert decision.ordered and decision.target == "ann"
    t.illegal("estate")
    assert t.answer("estate", "duchy") is None
    assert sorted(t.bob.hand) == ["copper", "gold", "silver"]
    assert t.bob.deck == ["province", "duchy", "estate"]  # top last: the first chosen on top


def test_a_victim_with_three_cards_is_not_asked(table):
    t = table("ghost-ship", edition=1, players=3)
    t.give("ann", hand=["ghost-ship"], deck=["copper", "copper"])
    t.give("bob", hand=["gold", "estate", "silver"])
    t.give("cat", hand=["gold", "estate", "silver", "copper"], deck=[])
    decision = t.play("ghost-ship")
    assert decision.player == "cat" and decision.min == 1
    t.answer("estate")
    assert t.cat.deck == ["estate"] and len(t.bob.hand) == 3


def test_moat_protects(table):
    t = table("ghost-ship", "moat", edition=1)
    t.give("ann", hand=["ghost-ship"], deck=["copper", "copper"])
    t.give("bob", hand=["moat", "gold", "estate", "silver", "copper"])
    t.play("ghost-ship")
    assert t.answer("moat") is None
    assert len(t.bob.hand) == 5
