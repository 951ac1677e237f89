"""Rebuild (Dark Ages): +1 action; name a card; reveal until a victory card you did not name, discard the
others, trash it and gain a victory card costing up to 3 more.

Rulings (official FAQ, in our words): a victory card that was named is passed over and discarded with the
others; the gained victory card may be the same card (a Province for a Province); with no unnamed victory card
in deck and discards, every revealed card is discarded and nothing is trashed; the reveal shuffles the
discards in when the deck runs out (not the cards revealed)."""

from __future__ import annotations


def test_rebuild_estate_into_duchy(table):
    t = table("rebuild")
    t.give("ann", hand=["rebuild"], deck=["copper", "province", "estate", "gold"])
    decision = t.play("rebuild")
    assert t.game.actions == 1 and decision.kind == "name"
    decision = t.answer("province")
    assert decision.kind == "gain" and decision.types == "victory"
    assert "duchy" in decision.options and "province" not in decision.options
    t.answer("duchy")
    assert t.game.trash == ["estate"] and sorted(t.ann.discards) == ["copper", "duchy", "province"]
    assert t.ann.deck == ["gold"]


def test_rebuild_may_gain_the_same_card(table):
    t = table("rebuild")
    t.give("ann", hand=["rebuild"], deck=["province"])
    t.play("rebuild")
    decision = t.answer("estate")
    assert "province" in decision.options
    t.answer("province")
    assert t.game.trash == ["province"] and t.ann.discards == ["province"]


def test_rebuild_without_a_victory_card(table):
    t = table("rebuild")
    t.give("ann", hand=["rebuild"], deck=["copper", "estate"], discards=["silver"])
    t.play("rebuild")
    assert t.answer("estate") is None
    assert sorted(t.ann.discards) == ["copper", "estate", "silver"] and t.game.trash == []


def test_the_shuffle_leaves_out_the_cards_already_revealed(table):
    """The FAQ: running out of cards, the discard pile is shuffled without the revealed cards and revealing
    goes on; the cards passed over are discarded after."""
    t = table("rebuild")
    t.give("ann", hand=["rebuild"], deck=["copper"], discards=["estate", "silver"])
    decision = t.play("rebuild")
    decision = t.answer("province")
    assert decision.kind == "gain" and "duchy" in decision.options
    assert t.answer("duchy") is None
    assert "estate" in t.game.trash and "copper" in t.ann.discards and "copper" not in t.ann.deck
