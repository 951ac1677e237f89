"""Enchantress (Empires, an Action-Attack-Duration): until your next turn, the first time each other player
plays an action card on their turn, they get +1 card and +1 action instead of following its instructions. At
the start of your next turn, +2 cards.

Rulings (official FAQ, in our words), each a test below: a reaction (Moat) is revealed when Enchantress is
played, not later; only the first action of each of the victim's turns is changed, the next ones play as
printed; what is below a card's line still works (a Groundskeeper enchanted gives no card of its own, but its
VP for a victory card gained while in play); a Throne Room played first is the card changed; a duration
changed does nothing later and leaves play at the clean-up; a Crown played in a buy phase gives +1 card and no
action to use; the effect ends when its player's next turn starts, and that player then draws 2 more cards."""

from __future__ import annotations


def _enchant(t, bob_hand, bob_deck=("copper",) * 10):
    t.give("ann", hand=["enchantress"], deck=["copper"] * 10, discards=[])
    assert t.play("enchantress") is None
    t.clean()
    t.give("bob", hand=list(bob_hand), deck=list(bob_deck), discards=[])


def test_the_victims_first_action_is_a_card_and_an_action(table):
    t = table("enchantress", "smithy")
    _enchant(t, ["smithy", "smithy"])
    assert t.play("smithy") is None
    assert t.game.actions == 1 and len(t.bob.hand) == 2  # one card drawn, not three
    assert t.bob.plays == ["smithy"]
    t.play("smithy")  # the second plays as printed
    assert t.game.actions == 0 and len(t.bob.hand) == 4


def test_its_player_draws_two_at_its_next_turn_and_the_effect_ends(table):
    t = table("enchantress", "smithy")
    _enchant(t, ["copper"] * 5)
    t.give("ann", deck=["copper"] * 10)
    t.clean()  # bob's turn ends: ann's starts
    assert len(t.ann.hand) == 7
    t.clean()
    t.give("bob", hand=["smithy"], deck=["copper"] * 10)
    t.play("smithy")
    assert len(t.bob.hand) == 3 and t.game.actions == 0  # no longer enchanted


def test_a_moat_is_revealed_when_it_is_played(table):
    t = table("enchantress", "moat", "smithy")
    t.give("ann", hand=["enchantress"], deck=["copper"] * 10)
    t.give("bob", hand=["moat", "copper"])
    decision = t.play("enchantress")
    assert decision.player == "bob" and decision.kind == "reveal"
    assert t.answer("moat") is None
    t.clean()
    t.give("bob", hand=["smithy"], deck=["copper"] * 10)
    t.play("smithy")
    assert len(t.bob.hand) == 3


def test_below_the_line_still_works(table):
    t = table("enchantress", "groundskeeper")
    _enchant(t, ["groundskeeper", "silver", "silver"])
    t.play("groundskeeper")
    assert t.game.actions == 1 and len(t.bob.hand) == 3  # +1 card +1 action, as printed by chance
    t.add("silver")
    t.add("silver")
    t.add("copper")
    t.buy("estate")
    assert t.bob.vp_tokens == 1  # while in play: a victory card gained


def test_a_throne_room_first_is_the_card_changed(table):
    t = table("enchantress", "throne-room", "smithy")
    _enchant(t, ["throne-room", "smithy"])
    assert t.play("throne-room") is None  # no card to play twice: it gave +1 card +1 action
    assert t.game.actions == 1 and len(t.bob.hand) == 2
    t.play("smithy")
    assert len(t.bob.hand) == 4


def test_a_duration_changed_does_nothing_later(table):
    t = table("enchantress", "caravan")
    _enchant(t, ["caravan"])
    t.play("caravan")
    t.clean()
    assert t.bob.durations == [] and "caravan" in t.bob.discards + t.bob.hand + t.bob.deck


def test_a_crown_in_the_buy_phase_draws_and_gives_no_action(table):
    t = table("enchantress", "crown", "smithy")
    _enchant(t, ["crown", "gold", "smithy"])
    t.add("crown")
    assert t.game.pending is None
    assert len(t.bob.hand) == 3 and t.game.actions == 0 and t.game.coins == 0
    t.add("gold")
    assert t.game.coins == 3  # the Gold once


def test_another_players_enchantress_only(table):
    t = table("enchantress", "smithy")
    t.give("ann", hand=["enchantress", "smithy"], deck=["copper"] * 10)
    t.game.actions = 2
    t.play("enchantress")
    t.play("smithy")
    assert len(t.ann.hand) == 3  # its own player is never enchanted
