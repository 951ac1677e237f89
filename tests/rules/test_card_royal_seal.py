"""Royal Seal (first edition only): a treasure worth 2 coins; while it is in play, you may put each card you
gain onto your deck."""


def test_a_bought_card_may_go_onto_the_deck(table):
    t = table("royal-seal")
    t.give("ann", hand=["royal-seal", "copper"], deck=["estate"])
    t.add("royal-seal")
    t.add("copper")
    assert t.game.coins == 3
    t.buy("silver")
    decision = t.game.pending
    assert (decision.player, decision.card, decision.kind, decision.options, decision.min) == (
        "ann",
        "royal-seal",
        "choose",
        ("topdeck",),
        0,
    )
    assert "silver" in decision.prompt
    assert t.answer("topdeck") is None
    assert t.ann.deck[-1] == "silver" and t.ann.discards == []


def test_declining_leaves_it_in_the_discards(table):
    t = table("royal-seal")
    t.give("ann", hand=["royal-seal", "copper"])
    t.add("royal-seal")
    t.add("copper")
    t.buy("silver")
    assert t.answer() is None
    assert t.ann.discards == ["silver"]


def test_each_gain_is_asked(table):
    """Ruling: every card gained while it is in play may go onto the deck, any or all of them."""
    t = table("royal-seal")
    t.give("ann", hand=["royal-seal", "gold", "gold"])
    for card in ("royal-seal", "gold", "gold"):
        t.add(card)
    t.game.buys = 2
    t.buy("silver")
    t.answer("topdeck")
    t.buy("silver")
    t.answer()
    assert t.ann.deck[-1] == "silver" and t.ann.discards == ["silver"]


def test_gains_other_than_buys_count_too(table):
    t = table("royal-seal", "workshop")
    t.give("ann", hand=["workshop"], plays=["royal-seal"])
    t.play("workshop")
    decision = t.answer("silver")
    assert decision.card == "royal-seal"
    t.answer("topdeck")
    assert t.ann.deck[-1] == "silver"


def test_an_empty_deck_is_not_shuffled(table):
    """Ruling: with no deck the gained card becomes the deck's only card; nothing is shuffled."""
    t = table("royal-seal")
    t.give("ann", hand=["royal-seal", "copper"], deck=[], discards=["estate"])
    t.add("royal-seal")
    t.add("copper")
    t.buy("silver")
    t.answer("topdeck")
    assert t.ann.deck == ["silver"] and t.ann.discards == ["estate"]


def test_other_players_gains_are_not_its_business(table):
    t = table("royal-seal", "witch")
    t.give("ann", hand=["witch"], plays=["royal-seal"])
    assert t.play("witch") is None
    assert t.bob.discards == ["curse"]


def test_buying_mint_trashes_it_before_the_gain(table):
    """Ruling: a Mint bought with Royal Seal in play trashes the Royal Seal first: the Mint cannot go on
    the deck."""
    t = table("royal-seal", "mint")
    t.give("ann", hand=["royal-seal", "silver", "copper"])
    for card in ("royal-seal", "silver", "copper"):
        t.add(card)
    t.buy("mint")
    assert t.game.pending is None
    assert t.ann.discards == ["mint"] and "royal-seal" in t.game.trash
