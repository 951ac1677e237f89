"""Rogue (Dark Ages): +2 coins; gain a card of the trash costing 3 to 6, or, when there is none, each other
player reveals 2 top cards, trashes one costing 3 to 6 of its choice and discards the rest.

Rulings (official FAQ, in our words): with a card in range in the trash Rogue gains it and attacks nobody;
only when none is there does it attack; the victim picks which card to trash when two qualify; a victim with
no card in range discards both; the card a victim trashes is not gained by the Rogue's player (it is in the
trash for a later Rogue); a Moat keeps its owner out of the attack; Rogue is an attack whatever it does, so
the others reveal their reactions as it is played, even when it then gains from the trash."""

from __future__ import annotations


def test_rogue_gains_from_the_trash_and_attacks_nobody(table):
    t = table("rogue")
    t.give("ann", hand=["rogue"])
    t.give("bob", deck=["gold", "silver"])
    t.game.trash.append("silver")
    decision = t.play("rogue")
    assert t.game.coins == 2 and decision.kind == "gain" and decision.options == ("silver",)
    assert t.answer("silver") is None
    assert t.ann.discards == ["silver"] and t.bob.deck == ["silver", "gold"]


def test_rogue_attacks_when_the_trash_has_nothing_in_range(table):
    t = table("rogue")
    t.give("ann", hand=["rogue"])
    t.give("bob", deck=["gold", "silver", "copper"])
    t.game.trash.append("copper")
    decision = t.play("rogue")
    assert decision.player == "bob" and decision.kind == "trash" and decision.options == ("silver", "gold")
    assert t.answer("silver") is None
    assert t.game.trash == ["copper", "silver"] and t.bob.discards == ["gold"] and t.ann.discards == []


def test_rogue_victim_without_a_card_in_range_discards_both(table):
    t = table("rogue")
    t.give("ann", hand=["rogue"])
    t.give("bob", deck=["copper", "province", "gold"])
    assert t.play("rogue") is None
    assert sorted(t.bob.discards) == ["copper", "province"] and t.game.trash == []


def test_rogue_moat_blocks(table):
    t = table("rogue", "moat")
    t.give("ann", hand=["rogue"])
    t.give("bob", hand=["moat"], deck=["gold", "silver"])
    decision = t.play("rogue")
    assert decision.kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.deck == ["silver", "gold"]


def test_gaining_from_the_trash_still_lets_the_others_react(table):
    """Rogue is an attack card whatever it does: when it gains from the trash, another player may still
    reveal a reaction to attacks (a Beggar gains its two Silvers), and nobody loses a card."""
    t = table("rogue", "beggar")
    t.give("ann", hand=["rogue"], discards=[])
    t.give("bob", hand=["beggar", "copper"], deck=["gold", "silver"], discards=[])
    t.game.trash.append("silver")
    decision = t.play("rogue")
    assert decision.player == "bob" and decision.kind == "reveal" and decision.options == ("beggar",)
    decision = t.answer("beggar")
    assert t.bob.discards == ["beggar", "silver"] and t.bob.deck[-1] == "silver"
    assert decision.player == "ann" and decision.kind == "gain" and decision.options == ("silver",)
    assert t.answer("silver") is None
    assert t.ann.discards == ["silver"] and t.game.trash == []
