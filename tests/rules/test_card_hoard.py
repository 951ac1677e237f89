"""Hoard: +2 coins; this turn, when you gain a victory card you bought, gain a Gold (first edition: while it
is in play, buying a victory card gains a Gold).

Official FAQ, in our words:
- Only a bought victory card brings a Gold; one gained another way does not.
- The Gold comes from the supply to your discard pile (none left: nothing).
- Several Hoards each give a Gold per victory card bought.
"""


def test_buying_a_victory_card_gains_a_gold(table):
    t = table("hoard")
    t.give("ann", hand=["hoard", "silver", "silver"])
    t.add("hoard")
    t.add("silver")
    t.add("silver")
    assert t.game.coins == 6
    t.buy("duchy")
    assert sorted(t.ann.discards) == ["duchy", "gold"]


def test_buying_a_non_victory_card_gains_nothing_more(table):
    t = table("hoard")
    t.give("ann", hand=["hoard", "silver"])
    t.add("hoard")
    t.add("silver")
    t.buy("silver")
    assert t.ann.discards == ["silver"]


def test_two_hoards_two_estates_four_golds(table):
    t = table("hoard")
    t.give("ann", hand=["hoard", "hoard"])
    t.game.buys = 2
    t.add("hoard")
    t.add("hoard")
    t.buy("estate")
    t.buy("estate")
    assert sorted(t.ann.discards) == ["estate"] * 2 + ["gold"] * 4


def test_a_victory_card_gained_otherwise_gains_no_gold(table):
    # Anvil, played after the Hoard, gains an Estate without buying it.
    t = table("hoard", "anvil")
    t.give("ann", hand=["hoard", "anvil", "copper"])
    t.add("hoard")
    t.add("anvil")
    t.answer("copper")
    t.answer("estate")
    assert sorted(t.ann.discards) == ["copper", "estate"]


def test_no_gold_left(table):
    t = table("hoard")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["hoard"])
    t.add("hoard")
    t.buy("estate")
    assert t.ann.discards == ["estate"]


def test_first_edition_plays_the_same(table):
    t = table("hoard", edition=1)
    t.give("ann", hand=["hoard", "silver", "silver"])
    for card in ("hoard", "silver", "silver"):
        t.add(card)
    t.buy("duchy")
    assert sorted(t.ann.discards) == ["duchy", "gold"]


def test_the_gold_comes_even_when_watchtower_trashes_the_victory_card(table):
    """Ruling: Hoard's Gold is gained for the buy, even if Watchtower then trashes the Victory card bought."""
    t = table("hoard", "watchtower")
    t.give("ann", hand=["hoard", "gold", "gold", "watchtower"])
    for card in ("hoard", "gold", "gold"):
        t.add(card)
    t.buy("duchy")
    while t.game.pending is not None:  # Watchtower asks about the Gold, then about the Duchy
        if "duchy" in t.game.pending.prompt:
            t.answer("trash")
        else:
            t.answer()
    assert t.game.trash == ["duchy"] and t.ann.discards == ["gold"]
