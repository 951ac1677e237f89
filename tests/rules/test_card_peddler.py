"""Peddler: +1 card, +1 action, +1 coin. In a player's buy phase it costs 2 coins less for each action card
that player has in play (never below 0)."""

from protocol.messages import Buy
from referee import views


def test_peddler(table):
    t = table("peddler")
    t.give("ann", hand=["peddler"], deck=["silver"])
    assert t.play("peddler") is None
    assert (t.game.actions, t.game.coins, t.ann.hand) == (1, 1, ["silver"])


def test_costs_8_in_the_action_phase_and_less_in_the_buy_phase(table):
    t = table("peddler", "village")
    t.give("ann", hand=["village", "peddler", "gold", "gold"], deck=["copper", "copper"])
    t.play("village")
    t.play("peddler")
    assert t.game.cost("peddler") == 8
    t.add("gold")
    assert t.game.cost("peddler") == 8 - 2 * 2
    t.add("gold")
    # A view of a game of the rules alone lists printed costs: the game itself judges this buy.
    assert views.can_buy(t.game, "peddler")
    t.game.apply(Buy("peddler"))
    assert t.game.coins == 1 + 6 - 4


def test_action_cards_in_play_count_not_plays(table):
    """Ruling: a King's Court playing a Worker's Village three times is two action cards in play."""
    t = table("peddler", "kings-court", "workers-village")
    t.give("ann", hand=["kings-court", "workers-village", "copper"], deck=["copper"] * 3)
    t.play("kings-court")
    t.answer("workers-village")
    t.add("copper")
    assert t.game.cost("peddler") == 8 - 2 * 2


def test_never_below_zero(table):
    t = table("peddler", "village")
    t.give("ann", hand=["village"] * 5 + ["copper"], deck=["copper"] * 5)
    for _ in range(5):
        t.play("village")
    t.add("copper")
    assert t.game.cost("peddler") == 0


def test_only_the_buyers_action_cards_and_only_in_a_buy_phase(table):
    t = table("peddler", "village", "workshop")
    t.give("ann", hand=["village", "workshop"], deck=["copper"])
    t.play("village")
    decision = t.play("workshop")
    # Workshop asks in the action phase: Peddler costs 8 there, beyond Workshop's 4.
    assert "peddler" not in decision.options
