"""Pearl Diver (Seaside, first edition): +1 card, +1 action; look at the bottom card of your deck and you
may put it on top.

Rulings (official FAQ, in our words): the card is drawn first, then the bottom card is looked at; moving it
is optional; with an empty deck the discards are shuffled into a deck first; with a single card in the
deck it is both the top and the bottom card, so there is nothing to move."""

from __future__ import annotations


def test_pearl_diver_may_put_the_bottom_card_on_top(table):
    t = table("pearl-diver", edition=1)
    t.give("ann", hand=["pearl-diver"], deck=["copper", "estate", "silver", "gold"])
    decision = t.play("pearl-diver")
    assert t.ann.hand == ["copper"] and t.game.actions == 1
    # The bottom card is the one option (source revealed), so a program sees which card it is on the wire.
    assert (decision.kind, decision.source, decision.options) == ("topdeck", "revealed", ("gold",))
    assert decision.optional and "gold" in decision.prompt
    assert t.answer("gold") is None
    assert t.ann.deck[-1] == "gold" and t.ann.deck[0] == "silver"


def test_pearl_diver_may_leave_it(table):
    t = table("pearl-diver", edition=1)
    t.give("ann", hand=["pearl-diver"], deck=["copper", "estate", "gold"])
    t.play("pearl-diver")
    t.answer()
    assert t.ann.deck == ["gold", "estate"]


def test_pearl_diver_shuffles_an_empty_deck_first(table):
    t = table("pearl-diver", edition=1)
    t.give("ann", hand=["pearl-diver"], deck=["copper"], discards=["gold", "estate", "silver"])
    decision = t.play("pearl-diver")
    assert decision is not None and len(t.ann.deck) == 3 and t.ann.discards == []
    assert decision.options == (t.ann.deck[0],)


def test_pearl_diver_with_one_card_asks_nothing(table):
    t = table("pearl-diver", edition=1)
    t.give("ann", hand=["pearl-diver"], deck=["copper", "gold"], discards=[])
    assert t.play("pearl-diver") is None
    assert t.ann.deck == ["gold"]
