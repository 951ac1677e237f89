"""Trader (Hinterlands, both editions): trash a card from your hand and gain a Silver per coin it costs. When
you gain a card, you may reveal it from your hand to exchange that card for a Silver.

Rulings (official FAQ, in our words): Silvers are gained per coin of the trashed card's cost now (a Copper:
none); the reaction works for any gain, bought or not, on any turn; the exchanged card goes back to its pile
and a Silver goes to the discard pile in its place, which is no gain (the rule of exchanging; nothing that
triggers on a gain sees it), and with no Silver left there is no exchange; it is offered only for a gain that
happens (an empty pile gains nothing, so nothing is offered); a gained Silver is not offered (exchanging it
changes nothing). Interaction: with Watchtower and Trader in hand on the same gain, whichever is used first
moves the card; the other has lost track of it and is not offered for it. First edition (for now the same
exchange, but the Silver is gained: offered again to the Watchtower)."""

from __future__ import annotations


def test_trader_trashes_and_gains_silvers_per_coin(table):
    t = table("trader")
    t.give("ann", hand=["trader", "estate"])
    decision = t.play("trader")
    assert decision.kind == "trash" and decision.min == 1
    t.answer("estate")
    assert t.ann.discards == ["silver", "silver"] and t.game.trash == ["estate"]


def test_trashing_a_copper_gains_nothing(table):
    t = table("trader")
    t.give("ann", hand=["trader", "copper"])
    t.play("trader")
    t.answer("copper")
    assert t.ann.discards == []


def test_reaction_exchanges_a_gained_card_for_a_silver(table):
    t = table("trader", "witch")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["trader"])
    curses = t.game.piles["curse"]
    decision = t.play("witch")
    assert decision.player == "bob" and decision.card == "trader" and decision.options == ("exchange",)
    assert t.answer("exchange") is None
    assert t.bob.discards == ["silver"] and t.game.piles["curse"] == curses


def test_reaction_may_be_declined(table):
    t = table("trader")
    t.give("ann", hand=["trader", "gold"])
    t.add("gold")
    t.buy("estate")
    t.answer()
    assert t.ann.discards == ["estate"]


def test_not_offered_for_a_gain_that_does_not_happen(table):
    t = table("trader")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["trader"])
    assert t.game.begin(t.game.gain(t.ann, "gold")) is None


def test_not_offered_for_a_silver(table):
    t = table("trader")
    t.give("ann", hand=["trader"])
    assert t.game.begin(t.game.gain(t.ann, "silver")) is None


def test_watchtower_then_trader_on_the_same_gain(table):
    t = table("trader", "watchtower")
    t.give("ann", hand=["watchtower", "trader"])
    decision = t.game.begin(t.game.gain(t.ann, "estate"))
    assert decision.kind == "choose" and set(decision.options) == {"watchtower", "trader"}
    decision = t.answer("watchtower", "trader")
    assert decision.card == "watchtower"
    assert t.answer("trash") is None  # the estate is trashed: trader has lost track of it
    assert t.game.trash == ["estate"] and t.ann.discards == []


def test_trader_first_then_the_watchtower_has_lost_track(table):
    """Second edition: the Silver of the exchange is not gained, so nothing reacts to it; the Watchtower,
    second, has lost track of the card gained."""
    t = table("trader", "watchtower")
    t.give("ann", hand=["trader", "watchtower"], discards=[])
    t.game.begin(t.game.gain(t.ann, "estate"))
    decision = t.answer("trader", "watchtower")
    assert decision.card == "trader"
    assert t.answer("exchange") is None
    assert t.ann.discards == ["silver"] and t.game.trash == [] and t.game.piles["estate"] == 8


def test_no_silver_left_no_exchange(table):
    t = table("trader")
    t.give("ann", hand=["trader"])
    t.game.set_pile("silver", 0)
    assert t.game.begin(t.game.gain(t.ann, "estate")) is None
    assert t.ann.discards[-1] == "estate"


def test_first_edition_trader_first_then_watchtower_sees_the_silver(table):
    t = table("trader", "watchtower", edition=1)
    t.give("ann", hand=["trader", "watchtower"])
    t.game.begin(t.game.gain(t.ann, "estate"))
    decision = t.answer("trader", "watchtower")
    assert decision.card == "trader"
    decision = t.answer("exchange")
    # the Silver is a gain of its own: its triggers are ordered again; trader is not offered for a Silver
    assert decision.kind == "choose"
    decision = t.answer("trader", "watchtower")
    assert decision.card == "watchtower" and "silver" in decision.prompt
    assert t.answer("topdeck") is None  # and for the estate, the watchtower has lost track of it
    assert t.ann.deck[-1] == "silver" and t.ann.discards == [] and t.game.trash == []
    assert t.game.piles["estate"] == 8
