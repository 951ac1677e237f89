"""Merchant Guild (Guilds, both editions): +1 buy, +1 coin; second edition (its current text, the errata that
came with the 2021 Coffers rule): at the end of this turn's buy phase, +1 Coffers per card gained in that buy
phase; first edition: while it is in play, each card bought gives a Coin token.

Rulings (official FAQ, in our words): the Coffers come after the buy, so they cannot pay for that buy (second
edition: they come when the buy phase ends, so none of them pays for a card of that buy phase); second
edition: every card gained in the buy phase counts, bought or gained otherwise (a Haggler's card), a card
gained in the action phase does not; first edition: a card gained without buying it gives none; two Merchant
Guilds give 2 per card; in the second edition each play is one effect (a Throne Room: 2 per card), in the
first the card in play counts once."""

from __future__ import annotations


def test_merchant_guild_gives_a_coffers_per_card_bought(table):
    t = table("merchant-guild")
    t.give("ann", hand=["merchant-guild", "silver", "silver"])
    t.play("merchant-guild")
    assert (t.game.buys, t.game.coins) == (2, 1)
    t.add("silver")
    t.add("silver")
    t.buy("silver")
    t.buy("copper")
    t.clean()
    assert t.ann.coffers == 2


def test_a_gain_in_the_action_phase_gives_none(table):
    t = table("merchant-guild", "workshop", "village")
    t.give("ann", hand=["village", "merchant-guild", "workshop"])
    t.play("village")
    t.play("merchant-guild")
    t.play("workshop")
    t.answer("silver")
    assert t.ann.coffers == 0


def test_throne_room_gives_two_per_buy_in_the_second_edition(table):
    t = table("merchant-guild", "throne-room")
    t.give("ann", hand=["throne-room", "merchant-guild"])
    t.play("throne-room")
    if t.game.pending is not None:
        t.answer("merchant-guild")
    t.buy("copper")
    t.clean()
    assert t.ann.coffers == 2


def test_throne_room_gives_one_per_buy_in_the_first_edition(table):
    t = table("merchant-guild", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "merchant-guild"])
    t.play("throne-room")
    if t.game.pending is not None:
        t.answer("merchant-guild")
    t.buy("copper")
    assert t.ann.coffers == 1


def test_second_edition_coffers_come_when_the_buy_phase_ends(table):
    """Second edition: none of the Coffers is there during the buy phase (none pays for a second buy); all
    come at its end."""
    t = table("merchant-guild")
    t.give("ann", hand=["merchant-guild", "silver"])
    t.play("merchant-guild")
    t.add("silver")
    t.buy("copper")
    assert t.ann.coffers == 0
    t.buy("copper")
    assert t.ann.coffers == 0
    t.clean()
    assert t.ann.coffers == 2


def test_second_edition_counts_a_card_gained_without_buying_it_in_the_buy_phase(table):
    """Second edition: a Haggler's extra card, gained (not bought) in the buy phase, counts too."""
    t = table("merchant-guild", "haggler", "village")
    t.give("ann", hand=["village", "merchant-guild", "haggler", "silver", "silver"])
    t.play("village")
    t.play("merchant-guild")
    t.play("haggler")
    t.add("silver")
    t.add("silver")
    t.buy("silver")
    assert t.game.pending is not None and t.game.pending.kind == "gain"
    t.answer("copper")
    t.clean()
    assert t.ann.coffers == 2


def test_first_edition_coffers_come_with_each_buy(table):
    """First edition: the Coin token comes with each buy (it is there for the next buy)."""
    t = table("merchant-guild", edition=1)
    t.give("ann", hand=["merchant-guild", "silver"])
    t.play("merchant-guild")
    t.add("silver")
    t.buy("copper")
    assert t.ann.coffers == 1


def test_second_edition_asks_no_order_of_a_gains_triggers(table):
    """Its count is a rule of the game, not a trigger the player orders: buying a Silver with a Watchtower in
    hand asks the Watchtower only."""
    t = table("merchant-guild", "watchtower")
    t.give("ann", hand=["merchant-guild", "watchtower", "silver", "copper"])
    t.play("merchant-guild")
    t.add("silver")
    t.add("copper")
    t.buy("silver")
    decision = t.game.pending
    assert decision is not None and decision.card == "watchtower"
    assert t.answer() is None
    t.clean()
    assert t.ann.coffers == 1
