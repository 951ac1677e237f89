"""Upgrade: +1 card, +1 action; trash a card from your hand and gain one costing exactly 1 more."""


def test_upgrade_estate_to_silver(table):
    """+1 card, +1 action; an Estate (2) trashed gains a card costing exactly 3; a card of another cost is
    refused."""
    t = table("upgrade")
    t.give("ann", hand=["upgrade", "estate"], deck=["copper"])
    decision = t.play("upgrade")
    assert t.game.actions == 1 and sorted(t.ann.hand) == ["copper", "estate"]
    assert (decision.kind, decision.min, decision.max) == ("trash", 1, 1)
    decision = t.answer("estate")
    assert decision.kind == "gain" and "silver" in decision.options
    assert all(t.game.cost(card) == 3 for card in decision.options)
    assert t.illegal("gold")
    assert t.answer("silver") is None
    assert t.game.trash == ["estate"] and t.ann.discards == ["silver"] and t.ann.hand == ["copper"]


def test_upgrade_must_trash(table):
    """Trashing is not optional when the hand holds a card."""
    t = table("upgrade")
    t.give("ann", hand=["upgrade", "gold"], deck=["gold"])
    decision = t.play("upgrade")
    assert decision.min == 1
    assert t.illegal()


def test_upgrade_nothing_at_that_cost(table):
    """With no card in the supply costing exactly 1 more, the card is trashed and nothing is gained."""
    t = table("upgrade")
    t.give("ann", hand=["upgrade", "gold"], deck=["gold"])
    t.play("upgrade")
    decision = t.answer("gold")  # nothing costs 7 in this kingdom
    if decision is not None:
        assert decision.options == () and decision.max == 0
        t.answer()
    assert t.game.trash == ["gold"] and t.ann.discards == []


def test_upgrade_empty_hand(table):
    """With no card to trash, nothing is trashed and nothing gained."""
    t = table("upgrade")
    t.give("ann", hand=["upgrade"], deck=[], discards=[])
    decision = t.play("upgrade")
    if decision is not None:
        assert decision.max == 0
        assert t.answer() is None
    assert t.game.trash == [] and t.ann.discards == []


def test_upgrade_gains_from_the_supply_only(table):
    """The gained card comes from the supply: an empty pile is not offered."""
    t = table("upgrade")
    t.game.set_pile("silver", 0)
    t.give("ann", hand=["upgrade", "estate"], deck=["copper"])
    t.play("upgrade")
    decision = t.answer("estate")
    assert "silver" not in decision.options


def test_upgrade_after_bridge_copper_to_estate(table):
    """Costs are those of the moment: after a Bridge a Copper costs 0 and an Estate 1, so a Copper can be
    upgraded into an Estate (costs never go below 0)."""
    t = table("upgrade", "bridge", "village")
    t.give("ann", hand=["village", "bridge", "upgrade", "copper"], deck=["silver", "gold"])
    t.play("village")
    t.play("bridge")
    t.play("upgrade")
    decision = t.answer("copper")
    assert "estate" in decision.options and "silver" not in decision.options
    t.answer("estate")
    assert t.ann.discards == ["estate"]


def test_throne_room_upgrade_twice(table):
    """Played twice: two cards trashed, two gained, two actions."""
    t = table("upgrade", "throne-room")
    t.give("ann", hand=["throne-room", "upgrade", "estate", "silver"], deck=["copper", "copper"])
    t.play("throne-room")
    t.answer("upgrade")
    t.answer("estate")
    t.answer("silver")
    t.answer("silver")
    t.answer("bureaucrat")
    assert t.game.trash == ["estate", "silver"] and sorted(t.ann.discards) == ["bureaucrat", "silver"]
    assert t.game.actions == 2


def test_upgrade_refusal_names_the_exact_cost(table):
    """A card too cheap is refused as one too dear: the message names the exact cost wanted."""
    t = table("upgrade")
    t.give("ann", hand=["upgrade", "estate"], deck=["copper"])
    t.play("upgrade")
    t.answer("estate")
    for card in ("copper", "gold"):
        assert "costing exactly 3 (1 more than the trashed estate)" in t.illegal(card)
