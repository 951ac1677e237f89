"""Merchant Guild (Guilds, both editions): +1 buy, +1 coin; each card bought this turn gives +1 Coffers (first
edition: while it is in play, each card bought gives a Coin token).

Rulings (official FAQ, in our words): the Coffers come after the buy, so they cannot pay for that buy; a card
gained without buying it gives none; two Merchant Guilds give 2 per card; in the second edition each play is
one effect (a Throne Room: 2 per card), in the first the card in play counts once."""

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
    assert t.ann.coffers == 2


def test_a_gain_that_is_not_a_buy_gives_none(table):
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
    assert t.ann.coffers == 2


def test_throne_room_gives_one_per_buy_in_the_first_edition(table):
    t = table("merchant-guild", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "merchant-guild"])
    t.play("throne-room")
    if t.game.pending is not None:
        t.answer("merchant-guild")
    t.buy("copper")
    assert t.ann.coffers == 1
