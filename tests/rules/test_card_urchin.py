"""Urchin (Dark Ages; an attack): +1 card, +1 action; every other player discards down to 4 cards in hand.
When
you play another attack card with this in play, you may first trash it to gain a Mercenary.

Rulings (official FAQ, in our words): the Urchin is trashed before the other attack resolves; the Urchin being
played is not "another" attack for itself, but a second Urchin played lets the first be trashed; the Mercenary
comes from its pile beside the supply (none left: nothing gained); trashing is optional; the same Urchin
played twice (a Throne Room) never lets itself go, but a throned second Urchin lets the first go."""

from __future__ import annotations


def test_urchin_draws_and_makes_the_others_discard_to_four(table):
    t = table("urchin")
    t.give("ann", hand=["urchin"], deck=["copper"])
    t.give("bob", hand=["copper"] * 5)
    decision = t.play("urchin")
    assert decision.player == "bob" and decision.kind == "discard" and decision.min == 1
    assert t.answer("copper") is None and len(t.bob.hand) == 4
    assert t.ann.hand == ["copper"] and t.game.actions == 1


def test_playing_another_attack_may_trash_it_for_a_mercenary_first(table):
    t = table("urchin", "militia")
    t.give("ann", hand=["urchin", "militia"], deck=["copper"], discards=[])
    t.give("bob", hand=["copper"] * 4)
    assert t.play("urchin") is None  # bob holds 4: nothing to discard
    decision = t.play("militia")
    assert decision.card == "urchin" and decision.kind == "choose" and decision.min == 0
    decision = t.answer("trash")
    assert t.game.trash == ["urchin"] and t.ann.discards == ["mercenary"]
    assert decision.player == "bob" and decision.card == "militia"


def test_the_urchin_played_does_not_trigger_itself_but_a_second_does(table):
    t = table("urchin")
    t.give("ann", hand=["urchin", "urchin"], deck=["copper", "copper"], discards=[])
    t.give("bob", hand=["copper"] * 3)
    assert t.play("urchin") is None
    decision = t.play("urchin")
    assert decision.card == "urchin" and decision.kind == "choose"
    assert t.answer() is None and t.ann.plays == ["urchin", "urchin"]


def test_no_mercenary_left_gains_nothing(table):
    t = table("urchin", "militia")
    t.game.non_supply["mercenary"] = 0
    t.give("ann", hand=["urchin", "militia"], deck=["copper"], discards=[])
    t.give("bob", hand=["copper"] * 3)
    t.play("urchin")
    t.play("militia")
    t.answer("trash")
    assert t.game.trash == ["urchin"] and t.ann.discards == []


def test_the_same_urchin_played_twice_by_a_throne_room_offers_nothing(table):
    """The FAQ: playing one Urchin twice (Throne Room, Procession) does not let it trash itself."""
    t = table("urchin", "throne-room")
    t.give("ann", hand=["throne-room", "urchin"], deck=["copper", "copper"], discards=[])
    t.give("bob", hand=["copper"] * 3)
    t.play("throne-room")
    assert t.answer("urchin") is None
    assert t.ann.plays == ["throne-room", "urchin"] and t.game.trash == [] and t.ann.discards == []


def test_a_second_urchin_throned_offers_the_first_at_each_play(table):
    """With an Urchin already in play, each play of a throned second Urchin is another attack played: the
    first Urchin may go at the first of them (and only one Mercenary comes for it)."""
    t = table("urchin", "throne-room")
    t.give("ann", hand=["urchin", "throne-room", "urchin"], deck=["copper"] * 4, discards=[])
    t.give("bob", hand=["copper"] * 3)
    assert t.play("urchin") is None
    t.play("throne-room")
    decision = t.answer("urchin")
    assert decision.card == "urchin" and decision.kind == "choose"
    assert t.answer("trash") is None  # the second play: no other Urchin left in play
    assert t.game.trash == ["urchin"] and t.ann.discards == ["mercenary"]
    assert sorted(t.ann.plays) == ["throne-room", "urchin"]
