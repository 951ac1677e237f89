"""Navigator (Seaside, first edition): +2 coins; look at your top 5 cards, then either discard them all or
put them back in any order.

Rulings (official FAQ, in our words): it is all or nothing: you cannot discard some and keep others; when
they go back you choose their order; with fewer than 5 cards in the deck the discards are shuffled in to
make up 5, and with fewer in all you look at what there is."""

from __future__ import annotations


def test_navigator_discards_all_five(table):
    t = table("navigator", edition=1)
    t.give("ann", hand=["navigator"], deck=["estate", "copper", "estate", "curse", "copper", "gold"])
    decision = t.play("navigator")
    assert t.game.coins == 2
    assert decision.kind == "choose" and decision.options == ("discard-all", "put-back")
    t.illegal("discard-all", "put-back")  # one choice, never both
    assert t.answer("discard-all") is None
    assert sorted(t.ann.discards) == ["copper", "copper", "curse", "estate", "estate"]
    assert t.ann.deck == ["gold"]


def test_navigator_puts_them_back_in_the_chosen_order(table):
    t = table("navigator", edition=1)
    t.give("ann", hand=["navigator"], deck=["estate", "gold", "copper", "silver", "province", "duchy"])
    t.play("navigator")
    decision = t.answer("put-back")
    assert decision.kind == "topdeck" and decision.ordered and decision.min == 5
    assert t.answer("gold", "silver", "copper", "estate", "province") is None
    t.game.draw(t.ann, 6)
    assert t.ann.hand == ["gold", "silver", "copper", "estate", "province", "duchy"]


def test_navigator_looks_at_what_there_is(table):
    t = table("navigator", edition=1)
    t.give("ann", hand=["navigator"], deck=["gold"], discards=["copper"])
    t.play("navigator")
    assert sorted(t.ann.aside) == ["copper", "gold"]
    t.answer("discard-all")
    assert sorted(t.ann.discards) == ["copper", "gold"] and t.ann.deck == []


def test_navigator_of_identical_cards_asks_no_order(table):
    t = table("navigator", edition=1)
    t.give("ann", hand=["navigator"], deck=["copper"] * 5)
    t.play("navigator")
    assert t.answer("put-back") is None
    assert t.ann.deck == ["copper"] * 5
