"""Stash (promo): a treasure worth 2 coins; when you shuffle, you may place it anywhere in the new deck.

Rulings (official FAQ, in our words): Stash acts only when its owner shuffles its discard pile into a new deck
(nothing when gained, played or drawn, beyond its 2 coins); it can be placed only among the cards being
shuffled, never among the cards still left in the deck; with several Stashes, each is placed; a shuffle in the
middle of a draw places them before the rest is drawn (so a Stash put on top is drawn at once). Our default
placement: every Stash shuffled goes on top of the new deck (docs/rules.md)."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_stash_is_worth_two_coins(table):
    t = table("stash")
    t.give("ann", hand=["stash", "copper"])
    t.add("stash")
    assert t.game.coins == 2


def test_shuffled_stashes_go_on_top_of_the_new_deck(table):
    t = table("stash", "smithy")
    discards = ["copper"] * 6 + ["stash", "estate", "stash"] + ["copper"] * 6
    t.give("ann", hand=["smithy"], deck=[], discards=discards)
    total = count_cards(t.game)
    t.play("smithy")
    assert sorted(t.ann.hand) == ["copper", "stash", "stash"]
    assert "stash" not in t.ann.deck
    assert count_cards(t.game) == total


def test_a_shuffle_mid_draw_places_the_stash_before_the_rest_is_drawn(table):
    t = table("stash", "smithy")
    t.give("ann", hand=["smithy"], deck=["gold", "gold"], discards=["copper"] * 8 + ["stash"])
    t.play("smithy")
    assert sorted(t.ann.hand) == ["gold", "gold", "stash"]


def test_only_the_cards_shuffled_are_placed(table):
    t = table("stash", "smithy")
    # The deck still holds a Stash: no shuffle happens, and nothing moves it.
    t.give("ann", hand=["smithy"], deck=["copper", "copper", "copper", "stash"], discards=["stash"])
    t.play("smithy")
    assert t.ann.hand == ["copper", "copper", "copper"]
    assert t.ann.deck == ["stash"] and t.ann.discards == ["stash"]


def test_no_stash_in_the_game_shuffles_as_always(table):
    same = []
    for cards in (("smithy",), ("smithy", "stash")):
        t = table(*cards, seed=7)
        t.give("ann", hand=["smithy"], deck=[], discards=["copper", "silver", "gold", "estate", "duchy"] * 2)
        t.play("smithy")
        same.append(list(t.ann.hand))
    assert same[0] == same[1]  # the Stash rule changes nothing without a Stash shuffled
