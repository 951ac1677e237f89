"""Farrier (Guilds, second edition only): +1 card, +1 action, +1 buy; when you buy it you may overpay, drawing
one more card at the end of the turn per coin overpaid.

Rulings (official FAQ, in our words): the extra cards are drawn in the clean-up, with the next hand;
overpaying nothing draws the usual 5."""

from __future__ import annotations


def test_farrier_gives_a_card_an_action_and_a_buy(table):
    t = table("farrier")
    t.give("ann", hand=["farrier"], deck=["copper"])
    t.play("farrier")
    assert (t.game.actions, t.game.buys) == (1, 2) and t.ann.hand == ["copper"]


def test_overpay_draws_more_at_the_end_of_the_turn(table):
    t = table("farrier")
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 10)
    t.add("gold")
    t.add("gold")
    t.buy("farrier")
    t.answer("2")
    t.clean()
    assert len(t.ann.hand) == 7


def test_no_overpay_draws_five(table):
    t = table("farrier")
    t.give("ann", hand=["gold"], deck=["copper"] * 10)
    t.add("gold")
    t.buy("farrier")
    t.answer("0")
    t.clean()
    assert len(t.ann.hand) == 5


def test_with_outpost_the_extra_cards_add_to_its_three(table):
    t = table("farrier", "outpost")
    t.give("ann", hand=["outpost", "gold", "gold"], deck=["copper"] * 10)
    t.play("outpost")
    t.add("gold")
    t.add("gold")
    t.buy("farrier")
    t.answer("2")
    t.clean()
    assert t.game.player.name == "ann" and len(t.ann.hand) == 5  # Outpost's 3, and 2 overpaid
