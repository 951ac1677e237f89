"""Oracle (Hinterlands, first edition): every player, you first, reveals the top 2 cards of the deck; you
choose whether that player discards them or puts them back in the order that player picks; then +2 cards.

Rulings (official FAQ, in our words): you decide for yourself too; the player whose cards they are picks the
order when they go back; the +2 cards come last (so you may draw the cards you put back); a Moat protects
only its holder; a deck with fewer cards shuffles the discards in."""

from __future__ import annotations


def test_oracle_you_first_then_others_then_draw(table):
    t = table("oracle")
    t.give("ann", hand=["oracle"], deck=["estate", "curse", "gold", "silver"])
    t.give("bob", deck=["gold", "gold"])
    decision = t.play("oracle")
    assert decision.player == "ann" and decision.options == ("discard", "back") and decision.target is None
    decision = t.answer("discard")
    assert sorted(t.ann.discards) == ["curse", "estate"]
    assert decision.player == "ann" and decision.target == "bob"
    assert t.answer("back") is None  # two golds: no order asked
    assert t.bob.deck == ["gold", "gold"] and sorted(t.ann.hand) == ["gold", "silver"]


def test_the_owner_orders_the_cards_put_back(table):
    t = table("oracle")
    t.give("ann", hand=["oracle"], deck=["copper", "copper"])
    t.give("bob", deck=["gold", "estate"])
    t.play("oracle")
    t.answer("back")
    decision = t.answer("back")
    assert decision.player == "bob" and decision.kind == "topdeck" and decision.ordered
    t.answer("estate", "gold")
    assert t.bob.deck[-1] == "estate"


def test_moat_protects_its_holder(table):
    t = table("oracle", "moat")
    t.give("ann", hand=["oracle"], deck=["copper", "copper", "copper"])
    t.give("bob", hand=["moat"], deck=["gold", "estate"])
    decision = t.play("oracle")
    assert decision.kind == "reveal"
    decision = t.answer("moat")
    assert decision.target is None
    assert t.answer("back") is None
    assert t.bob.deck == ["estate", "gold"]
