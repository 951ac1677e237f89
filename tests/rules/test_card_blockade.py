"""Blockade (Seaside second edition): an attack and a duration. Gain a card costing up to 4, setting it aside;
at the start of your next turn put it into your hand. While it is set aside, when another player gains a
copy of it on their own turn, they gain a Curse too.

Rulings (official FAQ, in our words): the gained card comes from the supply and is set aside at once; when a
trigger moves it first (a Watchtower trashing it) nothing is set aside and nothing more happens; a player
revealing a Moat (or protected by a Lighthouse) when Blockade is played is never cursed by it; only gains on
the gainer's own turn count, bought or not; the card comes back to its owner's hand next turn, and then the
curse stops."""

from __future__ import annotations

from referee.rules.game import count_cards


def _ann_blockades(t, card="silver"):
    t.give("ann", hand=["blockade"], deck=["copper"] * 20)
    total = count_cards(t.game)
    decision = t.play("blockade")
    assert decision.kind == "gain" and decision.max_cost == 4
    assert t.answer(card) is None
    assert count_cards(t.game) == total  # the card set aside is still ann's
    t.clean()


def test_blockade_sets_the_card_aside_and_curses_copies_bought(table):
    t = table("blockade")
    _ann_blockades(t)
    assert t.ann.plays == ["blockade"] and t.ann.mats["blockade"] == ["silver"]
    assert "silver" not in t.ann.discards
    t.give("bob", hand=["silver", "copper"], deck=["copper"] * 10)
    t.add("silver")
    t.add("copper")
    t.buy("silver")
    assert t.bob.discards.count("curse") == 1
    t.clean()
    assert "silver" in t.ann.hand and "blockade" not in t.ann.mats
    t.clean()
    assert t.ann.plays == []


def test_gains_other_than_on_the_gainer_turn_do_not_count(table):
    t = table("blockade", "witch")
    t.give("ann", hand=["blockade", "witch"], deck=["copper"] * 20)
    t.game.actions = 2
    t.play("blockade")
    t.answer("curse")  # a Curse costs 0: bob's Curse from the Witch, on ann's turn
    t.play("witch")
    assert t.bob.discards.count("curse") == 1


def test_a_moat_protects_for_the_whole_blockade(table):
    t = table("blockade", "moat", "workshop")
    t.give("bob", hand=["moat"])
    t.give("ann", hand=["blockade"], deck=["copper"] * 20)
    decision = t.play("blockade")
    assert decision.player == "bob" and decision.kind == "reveal"
    t.answer("moat")
    t.answer("silver")
    t.clean()
    t.give("bob", hand=["workshop"], deck=["copper"] * 10)
    t.play("workshop")
    t.answer("silver")
    assert "curse" not in t.bob.discards


def test_a_gain_that_is_not_bought_counts_too(table):
    t = table("blockade", "workshop")
    _ann_blockades(t, "workshop")
    t.give("bob", hand=["workshop"], deck=["copper"] * 10)
    t.play("workshop")
    t.answer("workshop")
    assert t.bob.discards.count("curse") == 1


def test_a_watchtower_trashing_the_gained_card_leaves_nothing_aside(table):
    t = table("blockade", "watchtower")
    t.give("ann", hand=["blockade", "watchtower"], deck=["copper"] * 20)
    t.play("blockade")
    t.answer("silver")
    decision = t.game.pending
    assert decision.card == "watchtower"
    t.answer("trash")
    assert "blockade" not in t.ann.mats and "silver" in t.game.trash
    t.clean()
    assert t.ann.plays == []


def test_a_blockade_card_gained_under_another_blockade_is_still_set_aside(table):
    # Bob's own Blockade gains a Silver while Ann's Blockade holds one: Bob takes a Curse, and his Silver is
    # set aside all the same.
    t = table("blockade")
    _ann_blockades(t)
    t.give("bob", hand=["blockade"], deck=["copper"] * 10)
    t.play("blockade")
    t.answer("silver")
    assert t.bob.discards.count("curse") == 1
    assert t.bob.mats["blockade"] == ["silver"] and "silver" not in t.bob.discards
