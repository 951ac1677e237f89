"""Scheme (Hinterlands, both editions): +1 card, +1 action; at this turn's clean-up you may put one of your
action cards in play onto your deck.

Rulings (official FAQ, in our words): the card chosen may be the Scheme itself; it goes onto the deck before
the new hand is drawn, so it is drawn into the next hand; it is optional; Throne Room on Scheme lets two
cards go back."""

from __future__ import annotations


def test_scheme_puts_an_action_back_at_clean_up(table):
    t = table("scheme", "smithy")
    t.give("ann", hand=["scheme", "smithy"], deck=["copper"] * 10)
    t.play("scheme")
    t.play("smithy")
    t.clean()
    decision = t.game.pending
    assert (
        decision.card == "scheme" and sorted(decision.options) == ["scheme", "smithy"] and decision.min == 0
    )
    t.answer("smithy")
    assert "smithy" in t.ann.hand and "scheme" in t.ann.discards


def test_scheme_may_put_nothing_back(table):
    t = table("scheme")
    t.give("ann", hand=["scheme"], deck=["copper"] * 10)
    t.play("scheme")
    t.clean()
    t.answer()
    assert "scheme" in t.ann.discards


def test_throne_room_scheme_two_cards(table):
    t = table("scheme", "throne-room")
    t.give("ann", hand=["throne-room", "scheme"], deck=["copper"] * 10)
    t.play("throne-room")
    t.answer("scheme")
    t.clean()
    t.answer("scheme")
    assert t.answer("throne-room") is None
    assert "scheme" in t.ann.hand and "throne-room" in t.ann.hand
