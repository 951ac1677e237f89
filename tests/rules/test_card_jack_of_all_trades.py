"""Jack of All Trades (Hinterlands, both editions): gain a Silver; look at your top card and discard it or put
it back; draw until 5 cards in hand; you may trash a card from your hand that is not a treasure.

Rulings (official FAQ, in our words): the steps are done in order; the Silver gained goes to the discard pile
(so it may be shuffled in to draw); the top card is looked at even if it means shuffling; with 5 or more cards
in hand nothing is drawn; the trashing is optional and never a treasure; with no Silver left the rest still
happens."""

from __future__ import annotations


def test_jack_steps_in_order(table):
    t = table("jack-of-all-trades")
    t.give(
        "ann",
        hand=["jack-of-all-trades", "estate", "copper"],
        deck=["curse", "gold", "duchy", "copper", "copper"],
    )
    decision = t.play("jack-of-all-trades")
    assert t.ann.discards == ["silver"]
    assert decision.kind == "discard" and decision.options == ("curse",) and decision.min == 0
    decision = t.answer("curse")
    assert t.ann.discards[-1] == "curse"
    assert t.ann.hand == ["estate", "copper", "gold", "duchy", "copper"]
    assert decision.kind == "trash" and decision.min == 0 and "copper" not in decision.options
    assert t.answer("estate") is None
    assert t.game.trash == ["estate"]


def test_top_card_left_is_drawn(table):
    t = table("jack-of-all-trades")
    t.give(
        "ann", hand=["jack-of-all-trades", "copper", "copper", "copper", "copper"], deck=["gold", "estate"]
    )
    t.play("jack-of-all-trades")
    t.answer()  # leave the gold on top
    assert t.ann.hand[-1] == "gold" and len(t.ann.hand) == 5
    assert t.game.pending is None  # only treasures in hand: no trash asked


def test_full_hand_draws_nothing_and_a_treasure_cannot_be_trashed(table):
    t = table("jack-of-all-trades")
    hand = ["jack-of-all-trades", "copper", "copper", "copper", "copper", "copper", "silver"]
    t.give("ann", hand=hand, deck=["gold"])
    t.play("jack-of-all-trades")
    assert t.answer() is None  # nothing to trash but treasures: not asked
    assert t.ann.hand.count("gold") == 0 and t.ann.deck == ["gold"]


def test_no_silver_left_the_rest_happens(table):
    t = table("jack-of-all-trades")
    t.game.set_pile("silver", 0)
    t.give("ann", hand=["jack-of-all-trades", "estate"], deck=["gold"])
    decision = t.play("jack-of-all-trades")
    assert t.ann.discards == [] and decision.options == ("gold",)
