"""Swindler: +2 coins; each other player trashes their top card and gains a card of the same cost that you
choose."""


def test_swindler(table):
    """+2 coins; the victim's top card is trashed, and the attacker picks for the victim a card of the same
    cost, which may be a copy of the trashed card; a card of another cost is refused."""
    t = table("swindler")
    t.give("ann", hand=["swindler"])
    t.give("bob", deck=["silver", "copper"])
    decision = t.play("swindler")
    assert t.game.coins == 2 and t.game.trash == ["silver"]
    assert (decision.player, decision.kind, decision.target, decision.source) == (
        "ann",
        "gain",
        "bob",
        "supply",
    )
    assert decision.min == decision.max == 1
    assert "silver" in decision.options and all(t.game.cost(c) == 3 for c in decision.options)
    assert t.illegal("gold")
    assert t.answer("silver") is None
    assert t.bob.discards == ["silver"] and t.bob.deck == ["copper"]


def test_swindler_copper_for_a_curse(table):
    """A trashed card costing 0 (Copper) may be swindled into a Curse."""
    t = table("swindler")
    t.give("ann", hand=["swindler"])
    t.give("bob", deck=["copper"])
    decision = t.play("swindler")
    assert set(decision.options) == {"copper", "curse"}
    t.answer("curse")
    assert t.bob.discards == ["curse"] and t.game.trash == ["copper"]


def test_swindler_must_choose_an_available_card(table):
    """The attacker must pick a card when one is left at that cost; an empty pile is never offered."""
    t = table("swindler")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["swindler"])
    t.give("bob", deck=["copper"])
    decision = t.play("swindler")
    assert decision.options == ("copper",) and decision.min == 1
    assert t.illegal()


def test_swindler_nothing_at_that_cost(table):
    """No card left in the supply at that cost: the victim gains nothing (its card is trashed all the
    same)."""
    t = table("swindler")
    t.game.set_pile("province", 0)
    t.give("ann", hand=["swindler"])
    t.give("bob", deck=["province"])
    decision = t.play("swindler")
    if decision is not None:
        assert decision.options == () and decision.max == 0
        assert t.answer() is None
    assert t.game.trash == ["province"] and t.bob.discards == []


def test_swindler_victim_without_cards(table):
    """A victim with no card in deck or discards trashes nothing and gains nothing."""
    t = table("swindler")
    t.give("ann", hand=["swindler"])
    t.give("bob", deck=[], discards=[])
    assert t.play("swindler") is None
    assert t.game.trash == [] and t.bob.discards == []


def test_swindler_victim_shuffles(table):
    """A victim with an empty deck shuffles its discards first."""
    t = table("swindler")
    t.give("ann", hand=["swindler"])
    t.give("bob", deck=[], discards=["estate"])
    decision = t.play("swindler")
    assert t.game.trash == ["estate"] and "estate" in decision.options


def test_swindler_in_turn_order(table):
    """Victims are swindled in turn order from the attacker's left."""
    t = table("swindler", players=3)
    t.give("ann", hand=["swindler"])
    t.give("bob", deck=["silver"])
    t.give("cat", deck=["estate"])
    assert t.play("swindler").target == "bob"
    assert t.answer("silver").target == "cat"
    assert t.answer("estate") is None
    assert t.bob.discards == ["silver"] and t.cat.discards == ["estate"]


def test_moat_against_swindler(table):
    """A victim revealing Moat reveals no card: nothing trashed, nothing gained."""
    t = table("swindler", "moat")
    t.give("ann", hand=["swindler"])
    t.give("bob", hand=["moat"], deck=["gold"])
    assert t.play("swindler").kind == "reveal"
    assert t.answer("moat") is None
    assert t.game.trash == [] and t.bob.deck == ["gold"]


def test_swindler_after_bridge(table):
    """Costs are those of the moment: after a Bridge a trashed Silver costs 2, so the cards costing 2 then
    (those printed at 3) are offered."""
    t = table("swindler", "bridge", "village")
    t.give("ann", hand=["village", "bridge", "swindler"], deck=["copper"])
    t.give("bob", deck=["silver"])
    t.play("village")
    t.play("bridge")
    decision = t.play("swindler")
    assert "silver" in decision.options and "estate" not in decision.options
