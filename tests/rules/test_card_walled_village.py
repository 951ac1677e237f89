"""Walled Village (promo): +1 card, +2 actions; when clean-up starts, with this and at most one other action
card in play, you may put it onto your deck.

Rulings (official FAQ, in our words): the check is made at the start of clean-up, before anything is
discarded and before the next hand is drawn (so a Walled Village put back is drawn into the next hand); two
Walled Villages alone in play may both go onto the deck; it must be in play to go onto the deck; only the
action cards in play at that moment count: one that left play earlier this turn (a Feast trashed) does not,
a duration still in play from an earlier turn does, and so does a card about to leave play after it (a
Treasury)."""

from __future__ import annotations

from referee.rules.game import count_cards


def _turn_until_clean_up(t, *cards):
    for card in cards:
        t.play(card)
    t.clean()
    return t.game.pending


def test_it_goes_onto_the_deck_and_into_the_next_hand(table):
    t = table("walled-village", "smithy")
    t.give("ann", hand=["walled-village", "smithy"], deck=["copper"] * 9, discards=[])
    total = count_cards(t.game)
    t.play("walled-village")
    assert t.game.actions == 2 and len(t.ann.hand) == 2
    decision = _turn_until_clean_up(t, "smithy")
    assert decision.player == "ann" and decision.kind == "topdeck" and decision.options == ("walled-village",)
    assert decision.min == 0
    t.answer("walled-village")
    assert "walled-village" in t.ann.hand  # the clean-up drew it back
    assert "walled-village" not in t.ann.discards
    assert count_cards(t.game) == total


def test_declined_it_is_discarded(table):
    t = table("walled-village")
    t.give("ann", hand=["walled-village"], deck=["copper"] * 9, discards=[])
    decision = _turn_until_clean_up(t, "walled-village")
    assert decision is not None
    t.answer()
    assert "walled-village" in t.ann.discards


def test_three_action_cards_in_play_keep_it_off_the_deck(table):
    t = table("walled-village", "village")
    t.give("ann", hand=["walled-village", "village", "village"], deck=["copper"] * 9, discards=[])
    assert _turn_until_clean_up(t, "walled-village", "village", "village") is None
    assert "walled-village" in t.ann.discards


def test_two_walled_villages_alone_may_both_go_back(table):
    t = table("walled-village")
    t.give("ann", hand=["walled-village", "walled-village"], deck=["copper"] * 9, discards=[])
    decision = _turn_until_clean_up(t, "walled-village", "walled-village")
    assert decision.options == ("walled-village",)
    decision = t.answer("walled-village")
    assert decision is not None and decision.options == ("walled-village",)
    t.answer("walled-village")
    assert t.ann.hand.count("walled-village") == 2


def test_a_feast_that_left_play_does_not_count(table):
    t = table("walled-village", "feast", "village", edition=1)
    t.give("ann", hand=["walled-village", "village", "feast"], deck=["copper"] * 9, discards=[])
    t.play("walled-village")
    t.play("village")
    t.play("feast")
    t.answer("silver")
    assert "feast" not in t.ann.plays
    t.clean()
    assert t.game.pending is not None and t.game.pending.card == "walled-village"


def test_a_duration_from_an_earlier_turn_counts(table):
    t = table("walled-village", "caravan", "village")
    t.give("ann", hand=["caravan"], deck=["copper"] * 12, discards=[])
    t.play("caravan")
    t.clean()
    t.give("bob", hand=["copper"])
    t.clean()
    t.give("ann", hand=["walled-village", "village"], deck=["copper"] * 9)
    assert "caravan" in t.ann.plays
    # walled-village, village and the caravan staying from the last turn: three actions in play
    assert _turn_until_clean_up(t, "walled-village", "village") is None
    assert "walled-village" in t.ann.discards


def test_a_treasury_leaving_play_later_still_counts(table):
    t = table("walled-village", "treasury", "village")
    t.give("ann", hand=["walled-village", "treasury", "village"], deck=["copper"] * 9, discards=[])
    decision = _turn_until_clean_up(t, "walled-village", "treasury", "village")
    # three actions in play: no Walled Village decision; the Treasury's own comes next
    assert decision is not None and decision.card == "treasury"
