"""War Chest (second edition only): a treasure; the player to your left names a card; gain a card costing up
to 5 that no one named for a War Chest this turn."""


def test_war_chest(table):
    t = table("war-chest", players=3)
    t.give("ann", hand=["war-chest"])
    t.add("war-chest")
    decision = t.game.pending
    # The player to the left (next in turn order) names.
    assert (decision.player, decision.kind, decision.min, decision.max, decision.target) == (
        "bob",
        "name",
        1,
        1,
        "ann",
    )
    assert "silver" in decision.options and "province" in decision.options
    decision = t.answer("silver")
    assert (decision.player, decision.kind, decision.max_cost) == ("ann", "gain", 5)
    assert "silver" not in decision.options and "duchy" in decision.options
    assert "gold" not in decision.options
    assert t.answer("duchy") is None
    assert t.ann.discards == ["duchy"] and t.game.coins == 0


def test_each_war_chest_this_turn_excludes_every_name_so_far(table):
    """Ruling: the second War Chest cannot gain the card named for it, nor the one named before."""
    t = table("war-chest", "smithy")
    t.give("ann", hand=["war-chest", "war-chest"])
    t.add("war-chest")
    t.answer("duchy")
    t.answer("silver")
    t.add("war-chest")
    t.answer("smithy")
    decision = t.game.pending
    assert "duchy" not in decision.options and "smithy" not in decision.options
    assert "silver" in decision.options


def test_names_last_for_the_turn_only(table):
    t = table("war-chest")
    t.give("ann", hand=["war-chest"])
    t.add("war-chest")
    t.answer("duchy")
    t.answer("silver")
    t.clean()
    t.give("bob", hand=["war-chest"])
    t.add("war-chest")
    t.answer("silver")
    assert "duchy" in t.game.pending.options


def test_a_card_not_in_the_supply_may_be_named(table):
    """Ruling: the named card need not be in the supply (here an empty pile's card)."""
    t = table("war-chest", "smithy")
    t.game.set_pile("smithy", 0)
    t.give("ann", hand=["war-chest"])
    t.add("war-chest")
    assert "smithy" in t.game.pending.options
    assert "smithy" not in t.answer("smithy").options


def test_gaining_a_named_card_is_refused_by_the_rule(table):
    t = table("war-chest")
    t.give("ann", hand=["war-chest"])
    t.add("war-chest")
    t.answer("silver")
    assert t.illegal("silver") == (
        "(war-chest ...): war chest gains a card costing at most 5 that was not named for a war chest this "
        "turn (named this turn: silver); silver is ruled out"
    )
