"""Wishing Well: +1 card, +1 action; name a card, reveal your top card; if it is the named card, take it into
your hand."""


def test_wishing_well_named_right(table):
    """Any card of the game may be named; named right, the revealed card goes into the hand."""
    t = table("wishing-well")
    t.give("ann", hand=["wishing-well"], deck=["copper", "gold", "estate"])
    decision = t.play("wishing-well")
    assert t.ann.hand == ["copper"] and t.game.actions == 1
    assert (decision.player, decision.kind, decision.min, decision.max) == ("ann", "name", 1, 1)
    assert {"gold", "copper", "province", "wishing-well", "curse"} <= set(decision.options)
    assert t.answer("gold") is None
    assert t.ann.hand == ["copper", "gold"] and t.ann.deck == ["estate"]


def test_wishing_well_named_wrong(table):
    """A wrong name leaves the revealed card on top of the deck."""
    t = table("wishing-well")
    t.give("ann", hand=["wishing-well"], deck=["copper", "gold", "estate"])
    t.play("wishing-well")
    t.answer("silver")
    assert t.ann.hand == ["copper"] and t.ann.deck == ["estate", "gold"]


def test_wishing_well_draws_before_naming(table):
    """The card is drawn first; the revealed card is the one below it."""
    t = table("wishing-well")
    t.give("ann", hand=["wishing-well"], deck=["gold", "copper"])
    t.play("wishing-well")
    t.answer("gold")
    assert t.ann.hand == ["gold"] and t.ann.deck == ["copper"]


def test_wishing_well_names_a_card_not_a_type(table):
    """A card is named, not a type: "treasure" is no answer."""
    t = table("wishing-well")
    t.give("ann", hand=["wishing-well"], deck=["copper", "gold"])
    t.play("wishing-well")
    assert t.illegal("treasure")


def test_wishing_well_nothing_to_reveal(table):
    """With no card left in deck or discards, nothing is revealed."""
    t = table("wishing-well")
    t.give("ann", hand=["wishing-well"], deck=["copper"], discards=[])
    decision = t.play("wishing-well")
    if decision is not None:
        t.answer("gold")
    assert t.ann.hand == ["copper"] and t.ann.deck == []


def test_wishing_well_shuffles_to_reveal(table):
    """With the deck empty after the draw, the discards are shuffled to reveal the top card."""
    t = table("wishing-well")
    t.give("ann", hand=["wishing-well"], deck=["copper"], discards=["gold"])
    t.play("wishing-well")
    assert t.answer("gold") is None
    assert t.ann.hand == ["copper", "gold"] and t.ann.discards == [] and t.ann.deck == []
