"""Haunted Woods (Adventures): an attack and a duration; until its owner's next turn, any other player who
buys a card puts its hand onto its deck in the order it chooses; +3 cards at the start of that turn."""

from __future__ import annotations


def test_a_buy_puts_the_buyers_hand_onto_its_deck_in_its_order(table):
    t = table("haunted-woods")
    t.give("ann", hand=["haunted-woods"], deck=["copper"] * 10, discards=[])
    assert t.play("haunted-woods") is None
    t.clean()
    t.give("bob", hand=["estate", "gold", "copper"], deck=["silver"], discards=[])
    t.game.coins = 3
    t.buy("silver")
    order = t.game.pending
    assert (order.player, order.kind, order.ordered, order.min) == ("bob", "topdeck", True, 3)
    t.answer("gold", "copper", "estate")
    assert t.bob.hand == [] and t.bob.deck[-3:] == ["estate", "copper", "gold"]  # gold on top


def test_a_hand_of_one_kind_goes_back_without_a_question(table):
    t = table("haunted-woods")
    t.give("ann", hand=["haunted-woods"], deck=["copper"] * 10, discards=[])
    t.play("haunted-woods")
    t.clean()
    t.give("bob", hand=["estate", "estate"], deck=[], discards=[])
    t.game.coins = 0
    t.buy("copper")
    assert t.game.pending is None and t.bob.deck == ["estate", "estate"]


def test_the_next_turn_draws_three(table):
    t = table("haunted-woods")
    t.give("ann", hand=["haunted-woods"], deck=["copper"] * 10, discards=[])
    t.play("haunted-woods")
    t.next_turn_of_ann()
    assert len(t.ann.hand) == 8


def test_after_its_owners_turn_starts_buys_are_free_again(table):
    t = table("haunted-woods")
    t.give("ann", hand=["haunted-woods"], deck=["copper"] * 20, discards=[])
    t.play("haunted-woods")
    t.next_turn_of_ann()
    t.clean()
    t.give("bob", hand=["estate", "gold"], discards=[])
    t.game.coins = 3
    t.buy("silver")
    assert t.game.pending is None and sorted(t.bob.hand) == ["estate", "gold"]
