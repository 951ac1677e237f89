"""Tax (Empires event, 2 coins): add 2 debt to a supply pile. Set-up: 1 debt on each supply pile. When a
player buys a card, it takes the debt from that card's pile."""

from protocol.messages import Buy


def test_tax_puts_1_debt_on_every_supply_pile_at_set_up(table):
    t = table("village", landscapes=("tax",))
    assert {pile: tokens.get("debt") for pile, tokens in t.game.pile_tokens.items()} == dict.fromkeys(
        t.game.piles, 1
    )


def test_buying_a_card_takes_its_piles_debt_a_gain_does_not(table):
    t = table("workshop", landscapes=("tax",))
    t.give("ann", hand=["workshop", "silver", "copper"], deck=["copper"] * 5, discards=[])
    t.play("workshop")
    t.answer("silver")
    assert (t.ann.debt, t.game.pile_tokens["silver"]["debt"]) == (0, 1)
    t.add("silver")
    t.add("copper")
    t.buy("silver")
    assert (t.ann.debt, t.game.pile_tokens["silver"].get("debt", 0)) == (1, 0)


def test_tax_adds_2_debt_to_the_pile_chosen_which_its_next_buyer_takes(table):
    t = table("village", landscapes=("tax",))
    t.give("ann", hand=["silver", "silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("silver")
    decision = t.buy_event("tax")
    assert decision.kind == "choose" and "province" in decision.options and "curse" in decision.options
    t.answer("village")
    assert t.game.pile_tokens["village"]["debt"] == 3
    t.clean()
    t.give("bob", hand=["gold", "gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.game.buys = 2
    t.buy("village")
    # 3 debt taken with the Village: 6 - 3 coins = 3 left pay it off before the next buy, leaving nothing.
    assert t.bob.debt == 3
    t.game.apply(Buy("copper"))
    assert (t.bob.debt, t.game.coins) == (1, 0)
