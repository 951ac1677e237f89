"""Pillage (Dark Ages): trash it; if you did, gain 2 Spoils, and each other player holding 5 cards or more
reveals the hand and discards a card you choose.

Rulings (official FAQ, in our words): the attacker chooses the victim's card; a victim with 4 cards or fewer
is not affected; played a second time by a Throne Room, Pillage is already in the trash, so the second play
does nothing (no Spoils, no attack), though the others may still reveal reactions to it; a Moat keeps its
owner's hand whole."""

from __future__ import annotations


def test_pillage_trashes_itself_gains_two_spoils_and_attacks(table):
    t = table("pillage")
    t.give("ann", hand=["pillage"])
    t.give("bob", hand=["copper", "copper", "gold", "estate", "silver"])
    decision = t.play("pillage")
    assert t.game.trash == ["pillage"] and t.ann.discards == ["spoils", "spoils"]
    assert decision.player == "ann" and decision.target == "bob" and decision.kind == "discard"
    assert set(decision.options) == {"copper", "gold", "estate", "silver"}
    assert t.answer("gold") is None
    assert t.bob.discards == ["gold"] and len(t.bob.hand) == 4


def test_pillage_small_hand_unaffected(table):
    t = table("pillage")
    t.give("ann", hand=["pillage"])
    t.give("bob", hand=["copper", "gold", "estate", "silver"])
    assert t.play("pillage") is None
    assert len(t.bob.hand) == 4


def test_pillage_twice_with_throne_room(table):
    t = table("pillage", "throne-room")
    t.give("ann", hand=["throne-room", "pillage"])
    t.give("bob", hand=["copper"] * 5)
    t.play("throne-room")
    decision = t.answer("pillage")
    assert decision.target == "bob"
    assert t.answer("copper") is None
    assert t.ann.discards == ["spoils", "spoils"] and t.bob.discards == ["copper"]


def test_the_second_play_of_a_throne_room_still_lets_the_others_react(table):
    """A Pillage already in the trash does nothing when played again, but it is still an attack played: a
    Moat may be revealed against each play."""
    t = table("pillage", "throne-room", "moat")
    t.give("ann", hand=["throne-room", "pillage"], discards=[])
    t.give("bob", hand=["moat", "copper", "copper", "copper", "copper"])
    t.play("throne-room")
    decision = t.answer("pillage")
    assert decision.player == "bob" and decision.kind == "reveal"
    decision = t.answer("moat")  # the first play: Bob is unaffected
    assert decision is not None and decision.player == "bob" and decision.kind == "reveal"
    assert t.answer() is None
    assert t.ann.discards == ["spoils", "spoils"] and len(t.bob.hand) == 5
