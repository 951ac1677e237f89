"""Native Village (Seaside, both editions): +2 actions; choose: put your top card face down onto your Native
Village mat, or put every card of that mat into your hand.

Rulings (official FAQ, in our words): you may look at the cards on your own mat, the other players may not
(the mat is shown to its owner only, and its events hide the cards); either option may be chosen when it
does nothing (an empty mat, no card to move); an empty deck is shuffled from the discards for the top card;
the mat's cards are their owner's and score at the end."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def test_native_village_puts_the_top_card_on_the_mat_then_takes_it(table):
    t = table("native-village")
    t.give("ann", hand=["native-village", "native-village"], deck=["gold", "silver"] + ["copper"] * 8)
    total = count_cards(t.game)
    decision = t.play("native-village")
    assert decision.kind == "choose" and decision.options == ("mat", "take")
    t.answer("mat")
    assert t.ann.mats["native-village"] == ["gold"] and t.game.actions == 2
    assert count_cards(t.game) == total
    own = {seat.name: dict(seat.mats) for seat in views.view(t.game, t.ann).seats}
    theirs = {seat.name: dict(seat.mats) for seat in views.view(t.game, t.bob).seats}
    assert own["ann"]["native-village"] == ("gold",) and "native-village" not in theirs["ann"]
    t.play("native-village")
    t.answer("take")
    assert "gold" in t.ann.hand and "native-village" not in t.ann.mats
    assert t.game.actions == 3


def test_take_from_an_empty_mat_does_nothing(table):
    t = table("native-village")
    t.give("ann", hand=["native-village"], deck=["copper"] * 5)
    t.play("native-village")
    t.answer("take")
    assert t.ann.hand == [] and t.game.actions == 2


def test_mat_with_an_empty_deck_shuffles_the_discards(table):
    t = table("native-village")
    t.give("ann", hand=["native-village"], deck=[], discards=["gold"])
    t.play("native-village")
    t.answer("mat")
    assert t.ann.mats["native-village"] == ["gold"] and t.ann.discards == []


def test_native_village_cards_score_for_their_owner(table):
    t = table("native-village")
    t.give("ann", hand=["native-village"], deck=["province"] + ["copper"] * 5)
    before = t.ann.score()
    t.play("native-village")
    t.answer("mat")
    assert t.ann.score() == before
