"""Scheme (Hinterlands, both editions): +1 card, +1 action; at this turn's clean-up you may put one of your
action cards in play onto your deck.

Rulings (official FAQ, in our words): the card chosen may be the Scheme itself; it goes onto the deck before
the new hand is drawn, so it is drawn into the next hand; it is optional; Throne Room on Scheme lets two
cards go back; a Scheme trashed before clean-up (by a Procession) still does (the wiki's rules
clarification); only a card discarded from play may go back (a duration staying in play may not)."""

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


def test_a_scheme_trashed_by_procession_still_puts_two_back(table):
    """The wiki's rules clarification: Scheme's effect is set up for the turn, so a Scheme no longer in play
    at clean-up (a Procession played it twice, then trashed it) still lets two action cards go back."""
    t = table("scheme", "procession", "village", "smithy")
    t.give("ann", hand=["village", "procession", "scheme"], deck=["copper"] * 10)
    t.play("village")
    t.play("procession")
    t.answer("scheme")
    decision = t.game.pending
    while decision is not None and decision.kind == "gain":
        decision = t.answer(decision.options[0]) if decision.options else t.answer()
    assert "scheme" in t.game.trash
    t.clean()
    decision = t.game.pending
    assert decision is not None and decision.card == "scheme"
    assert sorted(decision.options) == ["procession", "village"]
    decision = t.answer("procession")
    assert decision is not None and decision.card == "scheme"
    assert t.answer("village") is None
    assert "procession" in t.ann.hand and "village" in t.ann.hand


def test_a_duration_staying_in_play_cannot_go_back(table):
    """Scheme acts on a card when it is discarded from play: a duration played this turn stays in play, so it
    is not offered."""
    t = table("scheme", "caravan")
    t.give("ann", hand=["scheme", "caravan"], deck=["copper"] * 10)
    t.play("scheme")
    t.play("caravan")
    t.clean()
    decision = t.game.pending
    assert decision is not None and decision.options == ("scheme",)
    assert t.answer() is None
    assert "caravan" in t.ann.plays
