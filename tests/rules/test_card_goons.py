"""Goons (first edition only): +1 buy, +2 coins; every other player discards down to 3 cards in hand; while
it is in play, each card you buy gives you +1 VP token.

Official FAQ, in our words:
- A token per card bought; a card gained another way gives none.
- Several Goons in play each give a token per buy.
- A Goons played twice (Throne Room) is still one card in play: one token per buy.
- The attack is Militia's: each victim with more than 3 cards discards down to 3 (a Moat stops it).
"""


def test_goons_attacks_and_gives_a_buy_and_coins(table):
    t = table("goons")
    t.give("ann", hand=["goons"])
    t.give("bob", hand=["copper", "estate", "gold", "silver", "estate"])
    decision = t.play("goons")
    assert (t.game.buys, t.game.coins) == (2, 2)
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "discard", 2, 2)
    assert t.answer("estate", "estate") is None
    assert len(t.bob.hand) == 3


def test_each_buy_gives_a_token_per_goons_in_play(table):
    t = table("goons", "village")
    t.give("ann", hand=["village", "goons", "goons"], deck=["copper"])
    t.give("bob", hand=["copper"] * 3)
    t.play("village")
    t.play("goons")
    t.play("goons")
    t.add("copper")
    t.buy("copper")
    t.buy("copper")
    assert t.ann.vp_tokens == 2 * 2


def test_a_gain_that_is_not_a_buy_gives_no_token(table):
    t = table("goons", "workshop", "village")
    t.give("ann", hand=["village", "goons", "workshop"], deck=["copper"])
    t.give("bob", hand=["copper"] * 3)
    t.play("village")
    t.play("goons")
    t.play("workshop")
    t.answer("silver")
    assert t.ann.vp_tokens == 0


def test_throne_room_goons_is_one_goons_in_play(table):
    t = table("goons", "throne-room")
    t.give("ann", hand=["throne-room", "goons"])
    t.give("bob", hand=["copper"] * 3)
    t.play("throne-room")
    t.answer("goons")
    assert (t.game.buys, t.game.coins) == (3, 4)
    t.buy("copper")
    assert t.ann.vp_tokens == 1
