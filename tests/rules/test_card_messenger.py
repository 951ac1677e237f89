"""Messenger (Adventures): +1 buy, +2 coins, may put the deck into the discard pile; bought as the first thing
bought in a turn, its buyer gains a card costing up to 4 and every other player gains a copy of it."""

from __future__ import annotations


def test_played_it_may_put_the_deck_into_the_discard_pile(table):
    t = table("messenger")
    t.give("ann", hand=["messenger"], deck=["estate", "copper"], discards=["gold"])
    decision = t.play("messenger")
    assert decision.kind == "choose" and decision.options == ("discard-deck",) and decision.min == 0
    assert t.answer("discard-deck") is None
    assert t.ann.deck == [] and sorted(t.ann.discards) == ["copper", "estate", "gold"]
    assert t.game.buys == 2 and t.game.coins == 2


def test_declined_the_deck_stays(table):
    t = table("messenger")
    t.give("ann", hand=["messenger"], deck=["estate"], discards=[])
    t.play("messenger")
    t.answer()
    assert t.ann.deck == ["estate"]


def test_with_an_empty_deck_nothing_is_asked(table):
    t = table("messenger")
    t.give("ann", hand=["messenger"], deck=[], discards=["gold"])
    assert t.play("messenger") is None


def test_bought_first_everyone_gains_the_card_chosen(table):
    t = table("messenger", players=3)
    for name in ("ann", "bob", "cat"):
        t.give(name, discards=[])
    t.game.coins = 4
    t.buy("messenger")
    decision = t.game.pending
    assert decision.kind == "gain" and "duchy" not in decision.options and "silver" in decision.options
    assert t.answer("silver") is None
    assert sorted(t.ann.discards) == ["messenger", "silver"]
    assert t.bob.discards == ["silver"] and t.cat.discards == ["silver"]


def test_bought_after_another_buy_it_gains_nothing(table):
    t = table("messenger")
    t.give("ann", discards=[])
    t.game.coins = 6
    t.game.buys = 2
    t.buy("copper")
    t.buy("messenger")
    assert t.game.pending is None and sorted(t.ann.discards) == ["copper", "messenger"]


def test_the_others_get_a_copy_only_while_the_pile_lasts(table):
    t = table("messenger", players=3)
    for name in ("ann", "bob", "cat"):
        t.give(name, discards=[])
    t.game.set_pile("silver", 2)
    t.game.coins = 4
    t.buy("messenger")
    t.answer("silver")
    assert t.bob.discards == ["silver"] and t.cat.discards == [] and t.game.piles["silver"] == 0


def test_gained_without_a_buy_it_gives_nothing(table):
    t = table("messenger", "workshop")
    t.give("ann", hand=["workshop"], deck=[], discards=[])
    t.play("workshop")
    assert t.answer("messenger") is None and t.ann.discards == ["messenger"]
