"""Guard Dog (Hinterlands, second edition): +2 cards; then with 5 cards or fewer in hand, +2 cards more. When
another player plays an attack, you may play it from your hand first.

Rulings (official FAQ, in our words): the hand is counted after the first 2 cards are drawn; played against
an attack it draws before the attack resolves (so its cards may be discarded to a Militia), and the player is
still attacked; it uses no action; played on another player's turn it is discarded from play in that turn's
clean-up (the designer's rule for a card played on another's turn)."""

from __future__ import annotations


def test_guard_dog_draws_four_with_a_small_hand(table):
    t = table("guard-dog")
    t.give("ann", hand=["guard-dog", "copper"], deck=["silver"] * 6)
    t.play("guard-dog")
    assert len(t.ann.hand) == 5


def test_guard_dog_draws_two_with_a_big_hand(table):
    t = table("guard-dog")
    t.give("ann", hand=["guard-dog"] + ["copper"] * 4, deck=["silver"] * 6)
    t.play("guard-dog")
    assert len(t.ann.hand) == 6


def test_guard_dog_played_against_an_attack_then_attacked(table):
    t = table("guard-dog", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["guard-dog", "copper", "copper"], deck=["estate"] * 4)
    decision = t.play("militia")
    assert decision.player == "bob" and decision.kind == "reveal" and "guard-dog" in decision.options
    decision = t.answer("guard-dog")
    assert "guard-dog" in t.bob.plays and len(t.bob.hand) == 6
    assert decision.kind == "discard" and decision.min == 3
    t.answer("estate", "estate", "estate")
    assert len(t.bob.hand) == 3


def test_guard_dog_leaves_play_at_the_clean_up_of_the_turn_it_was_played_in(table):
    """A card played on another player's turn is discarded in that turn's clean-up, not its owner's (the
    designer's rule for such cards); the owner's durations from its own turn stay."""
    t = table("guard-dog", "militia", "caravan")
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 10)
    t.clean()
    t.give("bob", hand=["caravan", "copper", "copper", "copper", "copper"], deck=["estate"] * 10)
    t.play("caravan")
    t.clean()
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["guard-dog", "copper", "copper"], deck=["estate"] * 10, discards=[])
    t.play("militia")
    t.answer("guard-dog")
    t.answer("estate", "estate", "estate")
    assert sorted(t.bob.plays) == ["caravan", "guard-dog"]
    t.clean()
    assert t.bob.plays == ["caravan"] and "guard-dog" in t.bob.discards
