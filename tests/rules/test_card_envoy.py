"""Envoy (promo): reveal your top 5 cards; the player to your left chooses one of them, which you discard;
the others go to your hand.

Rulings (official FAQ, in our words): with fewer than 5 cards in the deck, the discard pile is shuffled to
reveal the rest; with fewer than 5 cards in deck and discards together, as many as there are are revealed, and
the left player still picks one of them to discard; the player on the left decides, not the Envoy's player."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_the_left_player_picks_the_discard_the_rest_go_to_the_hand(table):
    t = table("envoy", players=3)
    t.give("ann", hand=["envoy"], deck=["gold", "copper", "estate", "silver", "village"], discards=[])
    total = count_cards(t.game)
    decision = t.play("envoy")
    assert decision.player == "bob" and decision.kind == "discard" and decision.target == "ann"
    assert decision.prompt == "choose which card ann revealed ann must discard (the others go to ann's hand)"
    assert set(decision.options) == {"gold", "copper", "estate", "silver", "village"}
    assert decision.min == decision.max == 1
    assert t.game.actions == 0  # no +action
    assert t.answer("gold") is None
    assert t.ann.discards == ["gold"]
    assert sorted(t.ann.hand) == ["copper", "estate", "silver", "village"]
    assert count_cards(t.game) == total


def test_the_discard_pile_is_shuffled_to_reveal_five(table):
    t = table("envoy")
    t.give("ann", hand=["envoy"], deck=["gold", "gold"], discards=["copper", "copper", "copper"])
    decision = t.play("envoy")
    assert set(decision.options) == {"gold", "copper"}
    t.answer("gold")
    assert sorted(t.ann.hand) == ["copper", "copper", "copper", "gold"]
    assert t.ann.discards == ["gold"]


def test_fewer_than_five_cards_in_all_still_one_is_discarded(table):
    t = table("envoy")
    t.give("ann", hand=["envoy"], deck=["silver", "duchy"], discards=[])
    decision = t.play("envoy")
    assert decision.player == "bob"
    t.answer("silver")
    assert t.ann.hand == ["duchy"] and t.ann.discards == ["silver"]


def test_nothing_to_reveal_asks_nothing(table):
    t = table("envoy")
    t.give("ann", hand=["envoy"], deck=[], discards=[])
    assert t.play("envoy") is None
    assert t.ann.hand == []


def test_only_a_revealed_card_may_be_picked(table):
    t = table("envoy")
    t.give("ann", hand=["envoy"], deck=["copper", "copper", "copper", "copper", "estate"])
    t.play("envoy")
    assert "envoy" in t.illegal("gold")
