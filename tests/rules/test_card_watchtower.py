"""Watchtower (Prosperity, both editions): draw until 6 cards in hand. When you gain a card, you may reveal
it from your hand to trash that card or put it onto your deck.

Rulings (official FAQ, in our words): it reacts to every gain of its owner, on any player's turn (a Curse
from a Witch too) and to bought cards; revealing it is optional and it stays in the hand, so it can react to
each gain; a card already moved away by another trigger cannot be trashed or topdecked by it; it draws
nothing with 6 or more cards in hand."""

from __future__ import annotations

from protocol.messages import Buy


def test_watchtower_draws_to_six(table):
    t = table("watchtower")
    t.give("ann", hand=["watchtower", "copper"], deck=["estate", "silver", "gold", "gold", "gold", "copper"])
    assert t.play("watchtower") is None
    assert t.ann.hand == ["copper", "estate", "silver", "gold", "gold", "gold"]


def test_watchtower_with_six_in_hand_draws_nothing(table):
    t = table("watchtower")
    hand = ["watchtower", "copper", "copper", "copper", "copper", "copper", "estate"]
    t.give("ann", hand=hand, deck=["gold"])
    t.play("watchtower")
    assert len(t.ann.hand) == 6 and t.ann.deck == ["gold"]


def test_a_bought_card_may_go_onto_the_deck(table):
    t = table("watchtower")
    t.give("ann", hand=["watchtower", "silver", "copper"], deck=["estate"])
    t.add("silver")
    t.add("copper")
    t.game.apply(Buy("silver"))
    decision = t.game.pending
    assert (decision.player, decision.kind, decision.options, decision.min) == (
        "ann",
        "choose",
        ("trash", "topdeck"),
        0,
    )
    t.answer("topdeck")
    assert t.ann.deck[-1] == "silver" and "silver" not in t.ann.discards and "watchtower" in t.ann.hand


def test_a_curse_from_a_witch_may_be_trashed_on_another_players_turn(table):
    t = table("watchtower", "witch")
    t.give("ann", hand=["witch"])
    t.give("bob", hand=["watchtower", "copper"])
    curses = t.game.piles["curse"]
    decision = t.play("witch")
    assert decision.player == "bob" and decision.card == "watchtower"
    assert t.answer("trash") is None
    assert t.game.trash[-1] == "curse" and "curse" not in t.bob.discards
    assert t.game.piles["curse"] == curses - 1


def test_declining_leaves_the_card_where_it_was_gained(table):
    t = table("watchtower", "workshop")
    t.give("ann", hand=["workshop", "watchtower"])
    t.play("workshop")
    assert t.answer("silver").card == "watchtower"
    assert t.answer() is None
    assert t.ann.discards == ["silver"]


def test_a_player_without_watchtower_in_hand_is_not_asked(table):
    t = table("watchtower", "workshop")
    t.give("ann", hand=["workshop"])
    t.play("workshop")
    assert t.answer("silver") is None


def test_a_gain_another_card_already_put_onto_the_deck_is_not_offered(table):
    """Ruling (lose track): once a Royal Seal has put the gained card onto the deck, Watchtower can no
    longer trash it or move it, so its owner is not asked about it."""
    t = table("watchtower", "royal-seal")
    t.give("ann", hand=["royal-seal", "gold", "watchtower"], deck=["estate"])
    t.add("royal-seal")
    t.add("gold")
    t.buy("silver")
    assert t.game.pending.options == ("royal-seal", "watchtower")  # its triggers' order: Royal Seal first
    t.answer("royal-seal", "watchtower")
    assert t.game.pending.card == "royal-seal"
    assert t.answer("topdeck") is None
    assert t.ann.deck[-1] == "silver" and t.game.trash == []
