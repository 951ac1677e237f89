"""Gladiator (Empires, top half of the Gladiator/Fortune split pile): +2 coins; show a card of the hand;
unless the player on the left shows a copy, +1 coin and a Gladiator of the supply is trashed. Rulings (the
wiki's FAQ): showing a copy is the left player's choice; with an empty hand nothing can be copied, so the coin
comes and a Gladiator is trashed; with Fortunes showing (no Gladiator on top) the coin comes and nothing is
trashed."""

from __future__ import annotations


def test_no_copy_gives_a_coin_and_trashes_a_gladiator_of_the_supply(table):
    t = table("gladiator")
    t.give("ann", hand=["gladiator", "estate"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 5)
    decision = t.play("gladiator")
    assert (decision.player, decision.kind, decision.options) == ("ann", "reveal", ("estate",))
    assert t.answer("estate") is None
    assert t.game.coins == 3 and t.game.trash == ["gladiator"] and t.game.piles["gladiator"] == 9


def test_the_left_player_may_show_a_copy(table):
    t = table("gladiator")
    t.give("ann", hand=["gladiator", "estate"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["estate", "copper"])
    t.play("gladiator")
    decision = t.answer("estate")
    assert (decision.player, decision.kind, decision.options, decision.min) == (
        "bob",
        "reveal",
        ("estate",),
        0,
    )
    assert t.answer("estate") is None
    assert t.game.coins == 2 and t.game.trash == []


def test_the_left_player_may_decline(table):
    t = table("gladiator")
    t.give("ann", hand=["gladiator", "estate"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["estate"])
    t.play("gladiator")
    t.answer("estate")
    assert t.answer() is None and t.game.coins == 3


def test_an_empty_hand_gives_the_coin(table):
    t = table("gladiator")
    t.give("ann", hand=["gladiator"], deck=["copper"] * 5, discards=[])
    assert t.play("gladiator") is None
    assert t.game.coins == 3 and t.game.trash == ["gladiator"]


def test_with_fortunes_on_top_nothing_is_trashed(table):
    t = table("gladiator")
    for _ in range(5):
        t.game.run(t.game.gain(t.bob, "gladiator"))
    t.give("ann", hand=["gladiator"], deck=["copper"] * 5, discards=[])
    assert t.play("gladiator") is None
    assert t.game.coins == 3 and t.game.trash == [] and t.game.pile_top("gladiator") == "fortune"
