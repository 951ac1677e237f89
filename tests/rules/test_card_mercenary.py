"""Mercenary (Dark Ages, non-supply; from Urchin): you may trash 2 cards from your hand; if you do, +2 cards,
+2 coins, and each other player discards down to 3 cards in hand.

Rulings (official FAQ, in our words): trashing is optional, but it is two cards or none, and the bonus and the
attack need two trashed: a hand of one card may trash it and get nothing; the other players are attacked only
when two cards were trashed, but they reveal their reactions as it is played, before the trash is chosen (a
Moat, a Beggar: its Silvers come whatever Mercenary then does)."""

from __future__ import annotations


def test_mercenary_trashes_two_draws_two_and_attacks(table):
    t = table("urchin")
    assert t.game.non_supply["mercenary"] == 10
    t.give("ann", hand=["mercenary", "estate", "copper", "gold"], deck=["silver", "silver"])
    t.give("bob", hand=["copper"] * 5)
    decision = t.play("mercenary")
    assert decision.kind == "choose" and decision.min == 0
    decision = t.answer("trash")
    assert decision.kind == "trash" and decision.min == decision.max == 2
    decision = t.answer("estate", "copper")
    assert sorted(t.game.trash) == ["copper", "estate"] and t.game.coins == 2
    assert sorted(t.ann.hand) == ["gold", "silver", "silver"]
    assert decision.player == "bob" and decision.kind == "discard" and decision.min == 2
    assert t.answer("copper", "copper") is None and len(t.bob.hand) == 3


def test_declining_gives_nothing(table):
    t = table("urchin")
    t.give("ann", hand=["mercenary", "estate", "copper"])
    t.play("mercenary")
    assert t.answer() is None and t.game.coins == 0 and t.game.trash == []


def test_one_card_trashed_gives_nothing(table):
    t = table("urchin")
    t.give("ann", hand=["mercenary", "estate"], deck=["gold"])
    t.give("bob", hand=["copper"] * 5)
    t.play("mercenary")
    decision = t.answer("trash")
    assert decision.min == decision.max == 1
    assert t.answer("estate") is None
    assert t.game.coins == 0 and t.ann.hand == [] and len(t.bob.hand) == 5


def test_the_others_react_before_the_trash_is_chosen_even_when_it_trashes_nothing(table):
    """The FAQ: a player answering the attack with a reaction (a Beggar) does so as Mercenary is played,
    before its player chooses whether to trash 2 cards; it is an attack even when it then trashes nothing,
    and nobody discards."""
    t = table("urchin", "beggar")
    t.game.non_supply["mercenary"] -= 1
    t.give("ann", hand=["mercenary", "copper", "copper"])
    t.give("bob", hand=["beggar", "copper", "copper", "copper", "copper"], deck=["gold"], discards=[])
    decision = t.play("mercenary")
    assert decision.player == "bob" and decision.kind == "reveal" and decision.options == ("beggar",)
    decision = t.answer("beggar")
    assert t.bob.discards == ["beggar", "silver"]
    assert decision.player == "ann" and decision.kind == "choose"
    assert t.answer() is None  # no trash
    assert len(t.bob.hand) == 4 and t.game.coins == 0 and t.game.trash == []
