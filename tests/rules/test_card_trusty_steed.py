"""Trusty Steed (a Prize of Tournament, Cornucopia first edition): two different picks among +2 cards, +2
actions, +2 coins, and 4 Silvers gained after which the whole deck goes to the discard pile.

Rulings (official FAQ, in our words): the two options must differ; they are carried out in the order printed,
so +2 cards is drawn before the deck goes to the discard pile; the Silvers go to the discard pile and the deck
is moved without being looked at; with fewer than 4 Silvers left, those left are gained."""

from __future__ import annotations


def test_trusty_steed_two_different_options(table):
    t = table("tournament")
    t.give("ann", hand=["trusty-steed"], deck=["estate", "copper", "gold"])
    decision = t.play("trusty-steed")
    assert decision.kind == "choose" and decision.min == decision.max == 2
    assert decision.options == ("+cards", "+actions", "+coins", "silvers")
    assert "listed twice" in t.illegal("+cards", "+cards")
    t.answer("+coins", "+cards")
    assert t.ann.hand == ["estate", "copper"] and t.game.coins == 2 and t.game.actions == 0


def test_trusty_steed_draws_before_the_deck_is_discarded(table):
    t = table("tournament")
    t.give("ann", hand=["trusty-steed"], deck=["estate", "copper", "gold"], discards=[])
    t.play("trusty-steed")
    t.answer("silvers", "+cards")
    assert t.ann.hand == ["estate", "copper"] and t.ann.deck == []
    assert sorted(t.ann.discards) == ["gold", "silver", "silver", "silver", "silver"]


def test_trusty_steed_with_few_silvers_left(table):
    t = table("tournament")
    t.game.piles["silver"] = 2
    t.give("ann", hand=["trusty-steed"], deck=["estate"], discards=[])
    t.play("trusty-steed")
    t.answer("+actions", "silvers")
    assert t.game.actions == 2 and sorted(t.ann.discards) == ["estate", "silver", "silver"]
