"""Farmland (Hinterlands, both editions): 2 VP; when you gain it (first edition: when you buy it), trash a
card from your hand and gain a card costing exactly 2 coins more than it.

Rulings (official FAQ, in our words): the trashing is compulsory with a card in hand; the Farmland gained is
not in the hand, so it cannot trash itself; the card gained must cost exactly 2 more (potion part equal), and
with none in the supply nothing is gained; first edition: only a buy triggers, a Farmland gained otherwise
does nothing; second edition: every gain does, and the card gained is never a Farmland."""

from __future__ import annotations


def test_buying_farmland_trashes_and_gains_two_more(table):
    t = table("farmland")
    t.give("ann", hand=["estate", "gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("farmland")
    decision = t.game.pending
    assert decision.kind == "trash" and decision.options == ("estate",) and decision.min == 1
    decision = t.answer("estate")
    assert decision.kind == "gain" and decision.min == 1 and decision.options
    assert {t.game.cost(c) for c in decision.options} == {4}
    gained = decision.options[0]
    assert t.answer(gained) is None
    assert t.game.trash == ["estate"] and sorted(t.ann.discards) == sorted(["farmland", gained])


def test_farmland_is_worth_two(table):
    t = table("farmland")
    t.give("ann", hand=["farmland"], deck=[], discards=[])
    assert t.game.scores()["ann"] == 2


def test_nothing_at_the_exact_cost_gains_nothing(table):
    t = table("farmland")
    t.give("ann", hand=["province"])
    t.game.begin(t.game.gain(t.ann, "farmland"))
    t.answer("province")
    decision = t.game.pending
    assert decision is None or not decision.options  # nothing costs exactly 10
    assert t.game.trash == ["province"]


def test_first_edition_gained_without_buy_does_nothing(table):
    t = table("farmland", edition=1)
    t.give("ann", hand=["copper"])
    assert t.game.begin(t.game.gain(t.ann, "farmland")) is None
    assert t.ann.hand == ["copper"]


def test_second_edition_gained_without_buy_triggers(table):
    t = table("farmland", edition=2)
    t.give("ann", hand=["estate"])
    decision = t.game.begin(t.game.gain(t.ann, "farmland"))
    assert decision is not None and decision.kind == "trash"


def test_first_edition_buy_triggers(table):
    t = table("farmland", edition=1)
    t.give("ann", hand=["estate", "gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("farmland")
    assert t.game.pending.kind == "trash"


def test_second_edition_never_gains_another_farmland(table):
    """Second edition (the 2022 text, against loops): the card gained for the trashed one may be any card at
    exactly 2 more but a Farmland; a 4-cost card trashed offers the other 6-cost cards only."""
    t = table("farmland", "smithy", edition=2)
    t.give("ann", hand=["smithy"])
    t.game.begin(t.game.gain(t.ann, "farmland"))
    decision = t.answer("smithy")
    assert decision.kind == "gain" and "gold" in decision.options
    assert "farmland" not in decision.options


def test_first_edition_may_gain_a_farmland(table):
    """First edition: only a buy triggers it, so a Farmland gained for the trashed card (a gain, not a buy)
    does nothing more, and nothing forbids gaining one."""
    t = table("farmland", "smithy", edition=1)
    t.give("ann", hand=["smithy", "gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("farmland")
    decision = t.answer("smithy")
    assert "farmland" in decision.options
    assert t.answer("farmland") is None
    assert t.ann.discards.count("farmland") == 2
