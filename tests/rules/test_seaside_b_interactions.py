"""Seaside section B's cards with the rest of the set: Lighthouse against its attacks, Outpost's extra turn as
the "next turn" of its durations, Sailor playing a duration card of section A.

Rulings (official FAQs, in our words): a player with a Lighthouse in play is unaffected by attacks (no Curse
from a Sea Witch, no copy from an Ambassador, no Copper lost to a Cutpurse), the attacker's own part still
happening; an extra turn is the next turn of its player, so a duration's start-of-turn part happens at its
start; a duration card Sailor plays is a play like any other and stays in play as its own text says."""

from __future__ import annotations


def test_lighthouse_protects_from_sea_witch_ambassador_and_cutpurse(table):
    t = table("lighthouse", "sea-witch", "ambassador", "cutpurse", "village")
    t.give("bob", hand=["lighthouse", "copper"], deck=["copper"] * 12, discards=[])
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 12)
    t.clean()  # ann's turn passes; bob plays his Lighthouse
    t.play("lighthouse")
    t.clean()
    before = (list(t.bob.discards), sorted(t.bob.hand))
    assert "copper" in t.bob.hand
    t.give("ann", hand=["village", "village", "sea-witch", "ambassador", "cutpurse", "estate"])
    t.play("village")
    t.play("village")
    t.play("sea-witch")
    t.play("ambassador")
    t.answer("estate")
    t.answer("estate")
    t.play("cutpurse")
    assert (list(t.bob.discards), sorted(t.bob.hand)) == before  # no Curse, no Estate, no Copper lost
    assert t.game.coins == 2 and t.game.piles["estate"] == 9  # the attacker's part happens


def test_outposts_extra_turn_is_the_next_turn_of_tide_pools_and_pirate(table):
    t = table("outpost", "tide-pools", "pirate", "village")
    t.give("ann", hand=["village", "tide-pools", "pirate", "outpost"], deck=["copper"] * 20, discards=[])
    t.play("village")
    t.play("tide-pools")
    t.play("pirate")
    t.play("outpost")
    t.clean()
    assert t.game.player.name == "ann" and t.game.extra
    decision = t.game.pending  # Tide Pools, then Pirate, at the start of the extra turn
    assert decision.kind == "discard" and len(t.ann.hand) == 3
    t.answer("copper", "copper")
    assert t.game.pending.card == "pirate"
    t.answer("gold")
    assert sorted(t.ann.hand) == ["copper", "gold"]
    t.clean()
    assert t.game.player.name == "bob" and t.ann.plays == []


def test_sailor_plays_a_gained_lighthouse(table):
    t = table("sailor", "lighthouse", "workshop")
    t.give("ann", hand=["sailor", "workshop"], deck=["copper"] * 12, discards=[])
    t.play("sailor")
    t.play("workshop")
    t.answer("lighthouse")
    t.answer("play")
    assert t.game.coins == 1 and t.game.actions == 1  # Lighthouse's +1 action and +1 coin
    t.clean()
    assert sorted(t.ann.plays) == ["lighthouse", "sailor"]
