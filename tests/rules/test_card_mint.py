"""Mint: you may reveal a treasure from your hand and gain a copy of it. When you buy a Mint, trash every
treasure you have in play (second edition: every treasure that is not a duration)."""


def test_mint_gains_a_copy_of_the_revealed_treasure(table):
    t = table("mint")
    t.give("ann", hand=["mint", "silver", "copper", "silver"])
    decision = t.play("mint")
    assert (decision.kind, decision.options, decision.min, decision.max) == (
        "reveal",
        ("copper", "silver"),
        0,
        1,
    )
    assert t.answer("silver") is None
    # Ruling: the revealed card stays in the hand; the copy goes to the discards.
    assert t.ann.hand == ["silver", "copper", "silver"] and t.ann.discards == ["silver"]


def test_mint_may_reveal_nothing(table):
    t = table("mint")
    t.give("ann", hand=["mint", "gold"])
    t.play("mint")
    assert t.answer() is None and t.ann.discards == []


def test_an_empty_pile_gains_nothing(table):
    t = table("mint")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["mint", "gold"])
    t.play("mint")
    t.answer("gold")
    assert t.ann.discards == []


def test_buying_mint_trashes_the_treasures_in_play_only(table):
    """Ruling: only the treasures in play are trashed, not those in hand; the coins they made stay."""
    t = table("mint")
    t.give("ann", hand=["gold", "copper", "copper", "silver"])
    t.add("gold")
    t.add("copper")
    t.add("copper")
    t.game.buys = 2
    t.buy("mint")
    assert sorted(t.game.trash) == ["copper", "copper", "gold"]
    assert t.ann.plays == [] and t.ann.hand == ["silver"]
    assert t.game.coins == 0 and t.ann.discards == ["mint"]


def test_leftover_coins_still_buy(table):
    t = table("mint")
    t.give("ann", hand=["gold", "gold", "copper"])
    for card in ("gold", "gold", "copper"):
        t.add(card)
    t.game.buys = 2
    t.buy("mint")
    t.buy("estate")
    assert t.game.coins == 0 and sorted(t.ann.discards) == ["estate", "mint"]


def test_gaining_mint_otherwise_trashes_nothing(table):
    """Ruling: only buying Mint trashes the treasures in play (a Feast gaining one does not)."""
    t = table("mint", "feast")
    t.give("ann", hand=["feast"], plays=["copper"])
    t.play("feast")
    t.answer("mint")
    assert t.ann.plays == ["copper"] and t.ann.discards == ["mint"]


def test_first_edition_plays_the_same(table):
    t = table("mint", edition=1)
    t.give("ann", hand=["gold", "copper", "copper"])
    for card in ("gold", "copper", "copper"):
        t.add(card)
    t.buy("mint")
    assert sorted(t.game.trash) == ["copper", "copper", "gold"]


def test_a_mint_bought_and_put_away_by_watchtower_still_trashes(table):
    """Ruling: buying a Mint trashes the treasures in play even when a Watchtower then trashes the Mint or
    puts it onto the deck."""
    t = table("mint", "watchtower")
    t.give("ann", hand=["gold", "silver", "watchtower"], deck=["estate"])
    t.add("gold")
    t.add("silver")
    t.buy("mint")
    assert sorted(t.game.trash) == ["gold", "silver"]
    assert t.game.pending.card == "watchtower"
    t.answer("topdeck")
    assert t.ann.deck[-1] == "mint" and sorted(t.game.trash) == ["gold", "silver"]


def test_a_treasure_of_several_types_may_be_revealed(table):
    """Ruling: the revealed treasure may have other types too: a Harem (treasure-victory) gains a Harem."""
    t = table("mint", "harem")
    t.give("ann", hand=["mint", "harem", "estate"])
    assert t.play("mint").options == ("harem",)
    t.answer("harem")
    assert t.ann.discards == ["harem"] and t.ann.hand == ["harem", "estate"]


def test_a_charlatans_curse_may_be_revealed(table):
    """Ruling (Charlatan's FAQ): with Charlatan in the game a Curse is a treasure: Mint may reveal it and
    gains a Curse."""
    t = table("mint", "charlatan")
    t.give("ann", hand=["mint", "curse"])
    decision = t.play("mint")
    assert decision.options == ("curse",)
    t.answer("curse")
    assert t.ann.discards == ["curse"] and t.ann.hand == ["curse"]


def test_buying_mint_trashes_a_charlatans_curse_in_play(table):
    """Ruling (Charlatan's FAQ): a Curse played as a treasure is trashed from play when you buy a Mint."""
    t = table("mint", "charlatan")
    t.give("ann", hand=["curse", "gold", "silver"])
    for card in ("curse", "gold", "silver"):
        t.add(card)
    t.buy("mint")
    assert sorted(t.game.trash) == ["curse", "gold", "silver"] and t.ann.plays == []
