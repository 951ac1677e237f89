"""Procession (Dark Ages): you may play an action card from your hand twice; then trash it and gain an action
card costing exactly 1 more.

Rulings (official FAQ, in our words): playing a card is optional; the card played twice is trashed after its
second play; a card that trashed itself (Feast) cannot be trashed again, but Procession still gains the
action costing exactly 1 more than it; the gain is an action card at exactly that cost, and with none in
the supply nothing is gained."""

from __future__ import annotations


def test_procession_plays_twice_trashes_and_gains(table):
    t = table("procession", "village", "smithy")
    t.give("ann", hand=["procession", "village"], deck=["copper"] * 5)
    decision = t.play("procession")
    assert decision.kind == "play" and decision.options == ("village",)
    decision = t.answer("village")
    assert t.game.actions == 4 and len(t.ann.hand) == 2
    assert t.game.trash == ["village"]
    assert decision.kind == "gain" and "smithy" in decision.options and "silver" not in decision.options
    t.answer("smithy")
    assert t.ann.discards == ["smithy"]


def test_procession_on_a_card_that_trashes_itself(table):
    t = table("procession", "feast", "smithy", "festival")
    t.give("ann", hand=["procession", "feast"])
    t.play("procession")
    decision = t.answer("feast")
    assert decision.card == "feast"
    decision = t.answer("smithy")  # the first Feast play gains a Smithy
    assert decision.card == "feast"
    decision = t.answer("duchy")  # the second play gains too, nothing more to trash
    assert t.game.trash == ["feast"]
    assert decision.card == "procession" and "festival" in decision.options  # Feast 4 -> exactly 5
    assert "smithy" not in decision.options
    t.answer("festival")
    assert sorted(t.ann.discards) == ["duchy", "festival", "smithy"]


def test_procession_may_play_nothing(table):
    t = table("procession", "village")
    t.give("ann", hand=["procession", "village"])
    t.play("procession")
    assert t.answer() is None
    assert t.ann.hand == ["village"] and t.game.trash == []


def test_procession_with_no_action_at_the_cost_gains_nothing(table):
    t = table("procession", "festival")
    t.give("ann", hand=["procession", "festival"])
    for card in list(t.game.piles):
        if t.game.cost(card) == 6:
            t.game.piles[card] = 0  # no action costing exactly 6 left
    t.play("procession")
    decision = t.answer("festival")
    assert decision.kind == "gain" and decision.options == ()
    assert t.answer() is None
    assert t.game.trash == ["festival"]
