"""Villa (Empires): +2 actions, +1 buy, +1 coin; when you gain this, put it into your hand, +1 action, and if
it's your buy phase return to your action phase.

Rulings (official FAQ, in our words), each a test below: gained in the action phase (an Engineer's gain) it
goes into the hand with +1 action, and can be played; bought, it goes into the hand, +1 action, and the player
is back in its action phase: it may play actions, then treasures again and buy with the buys left (a Villa
played gives one); gained on another player's turn it goes into its gainer's hand, and the action is of no
use (the current player gets none); several Villas bought in a turn return each time."""

from __future__ import annotations


def test_gained_in_the_action_phase_into_the_hand_with_an_action(table):
    t = table("villa", "workshop")
    t.give("ann", hand=["workshop"], deck=["copper"] * 5)
    t.play("workshop")
    assert t.answer("villa") is None
    assert t.ann.hand == ["villa"] and t.game.actions == 1 and "villa" not in t.ann.discards
    t.play("villa")
    assert t.game.actions == 2 and t.game.buys == 2 and t.game.coins == 1


def test_bought_it_returns_to_the_action_phase(table):
    t = table("villa", "smithy")
    t.give("ann", hand=["silver", "silver", "smithy"], deck=["gold", "copper", "copper", "copper"])
    t.add("silver")
    t.add("silver")
    assert t.game.buying and t.game.actions == 0
    t.buy("villa")
    assert t.ann.hand == ["smithy", "villa"] and t.game.actions == 1 and t.game.buys == 0
    assert not t.game.buying  # the action phase again
    t.play("villa")
    t.play("smithy")
    assert t.game.buys == 1 and t.game.coins == 1
    t.add("gold")  # the buy phase again, with the treasures drawn
    t.buy("silver")
    assert "silver" in t.ann.discards


def test_two_villas_bought_return_each_time(table):
    t = table("villa")
    t.give("ann", hand=["gold", "gold", "gold"], deck=["copper"] * 5)
    for _ in range(3):
        t.add("gold")
    t.buy("villa")
    t.play("villa")  # +1 buy: 2 left
    t.buy("villa")
    # Actions left unplayed end with the action phase: the second Villa's +1 action is all there is.
    assert t.game.actions == 1 and not t.game.buying and t.ann.hand == ["villa"]


def test_gained_on_another_players_turn_into_its_hand_and_no_action_for_anyone(table):
    t = table("villa", "swindler")
    t.give("ann", hand=["swindler"], deck=["copper"] * 5)
    t.give("bob", hand=["copper"] * 5, deck=["smithy"])  # a Smithy trashed: bob gains a card costing 4
    t.play("swindler")
    decision = t.game.pending
    assert decision.player == "ann" and "villa" in decision.options
    assert t.answer("villa") is None
    assert "villa" in t.bob.hand and t.game.actions == 0
