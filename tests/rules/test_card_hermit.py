"""Hermit (Dark Ages): look through your discard pile; you may trash a card that is not a treasure from it or
from your hand; gain a card costing up to 3. When discarded from play, if you bought no card this turn,
exchange it for a Madman.

Rulings (official FAQ, in our words): the trash is optional and never a treasure; the gain is not optional;
at clean-up a Hermit whose owner bought nothing this turn goes back to its pile and a Madman goes to its
owner's discard pile (an exchange, not a gain or a trash); a card bought prevents it; with no Madman left
nothing is exchanged; a Hermit played two times by a Throne Room is still one card exchanged once."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_hermit_trashes_from_the_hand_then_gains(table):
    t = table("hermit")
    t.give("ann", hand=["hermit", "estate", "copper"])
    decision = t.play("hermit")
    assert decision.options == ("estate",) and decision.min == 0  # no treasure offered
    decision = t.answer("estate")
    assert t.game.trash == ["estate"] and decision.kind == "gain" and "silver" in decision.options
    assert t.answer("silver") is None and t.ann.discards[-1] == "silver"


def test_hermit_trashes_from_the_discard_pile_when_not_from_the_hand(table):
    t = table("hermit")
    t.give("ann", hand=["hermit", "copper"], discards=["curse", "gold"])
    decision = t.play("hermit")  # nothing in hand to trash: the discard pile
    assert decision.source == "discards" and decision.options == ("curse",)
    t.answer("curse")
    assert t.game.trash == ["curse"] and t.ann.discards == ["gold"]
    assert t.answer("silver") is None


def test_clean_up_exchanges_it_for_a_madman_when_nothing_was_bought(table):
    t = table("hermit")
    game = t.game
    t.give("ann", hand=["hermit"], discards=[])
    t.play("hermit")
    t.answer("silver")
    hermits = game.piles["hermit"]
    before = count_cards(game)
    t.clean()
    ann = t.ann
    assert "madman" in ann.cards() and "hermit" not in ann.cards()
    assert game.piles["hermit"] == hermits + 1 and game.non_supply["madman"] == 9
    assert count_cards(game) == before


def test_a_buy_prevents_the_exchange(table):
    t = table("hermit")
    t.give("ann", hand=["hermit", "copper"], discards=[])
    t.play("hermit")
    t.answer("silver")
    t.add("copper")
    t.buy("copper")
    t.clean()
    assert "hermit" in t.ann.cards() and "madman" not in t.ann.cards()


def test_no_madman_left_no_exchange(table):
    t = table("hermit")
    t.game.non_supply["madman"] = 0
    t.give("ann", hand=["hermit"], discards=[])
    t.play("hermit")
    t.answer("silver")
    t.clean()
    assert "hermit" in t.ann.cards()
