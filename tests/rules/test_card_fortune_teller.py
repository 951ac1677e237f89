"""Fortune Teller (Cornucopia, first edition only): +2 coins; every other player turns over cards from the
deck until a victory card or a Curse shows up, leaves that one on the deck and discards the rest.

Rulings (official FAQ, in our words): the victims are attacked in turn order; a card of two types one of which
is Victory stops the reveal; a victim whose deck runs out shuffles its discard pile (never the cards just
revealed) and goes on; one with no victory card or Curse at all discards everything it revealed; a Moat's
holder reveals nothing."""

from __future__ import annotations


def test_fortune_teller_stops_at_a_victory_card(table):
    t = table("fortune-teller")
    t.give("ann", hand=["fortune-teller"])
    t.give("bob", deck=["copper", "silver", "estate", "gold"], discards=[])
    assert t.play("fortune-teller") is None
    assert t.game.coins == 2
    assert t.bob.deck[-1] == "estate" and t.bob.deck == ["gold", "estate"]
    assert sorted(t.bob.discards) == ["copper", "silver"] and t.bob.aside == []


def test_fortune_teller_stops_at_a_curse_and_an_action_victory_card(table):
    t = table("fortune-teller", "nobles")
    t.give("ann", hand=["fortune-teller"])
    t.give("bob", deck=["copper", "curse", "gold"], discards=[])
    t.play("fortune-teller")
    assert t.bob.deck == ["gold", "curse"] and t.bob.discards == ["copper"]
    t = table("fortune-teller", "nobles")
    t.give("ann", hand=["fortune-teller"])
    t.give("bob", deck=["copper", "nobles"], discards=[])
    t.play("fortune-teller")
    assert t.bob.deck == ["nobles"]


def test_fortune_teller_shuffles_without_the_revealed_cards(table):
    t = table("fortune-teller")
    t.give("ann", hand=["fortune-teller"])
    t.give("bob", deck=["copper", "silver"], discards=["duchy"])
    t.play("fortune-teller")
    assert t.bob.deck == ["duchy"] and sorted(t.bob.discards) == ["copper", "silver"]


def test_fortune_teller_without_a_victory_card_discards_everything(table):
    t = table("fortune-teller")
    t.give("ann", hand=["fortune-teller"])
    t.give("bob", deck=["copper", "silver"], discards=["gold"])
    t.play("fortune-teller")
    assert t.bob.deck == [] and sorted(t.bob.discards) == ["copper", "gold", "silver"]


def test_fortune_teller_hits_in_turn_order_and_moat_blocks(table):
    t = table("fortune-teller", "moat", players=3)
    t.give("ann", hand=["fortune-teller"])
    t.give("bob", hand=["moat"], deck=["copper", "estate"], discards=[])
    t.give("cat", deck=["silver", "province"], discards=[])
    decision = t.play("fortune-teller")
    assert decision.player == "bob" and decision.kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.deck == ["estate", "copper"] and t.bob.discards == []
    assert t.cat.deck == ["province"] and t.cat.discards == ["silver"]
