"""Saboteur (first edition): each other player reveals cards from their deck until one costs 3 or more,
trashes it, may gain a card costing at most 2 less, and discards the other revealed cards."""


def test_saboteur(table):
    """Cards costing under 3 are revealed past; the first costing 3 or more is trashed, the victim may gain
    one costing up to 2 less, and the revealed cards and the gained one end in the discards."""
    t = table("saboteur")
    t.give("ann", hand=["saboteur"])
    t.give("bob", deck=["copper", "estate", "gold", "silver"])
    decision = t.play("saboteur")
    assert t.game.trash == ["gold"]
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "gain", 0, 1)
    assert "silver" in decision.options and all(t.game.cost(c) <= 4 for c in decision.options)
    assert t.illegal("gold")
    assert t.answer("silver") is None
    assert sorted(t.bob.discards) == ["copper", "estate", "silver"] and t.bob.deck == ["silver"]


def test_saboteur_gain_is_optional(table):
    """The victim may decline to gain a card."""
    t = table("saboteur")
    t.give("ann", hand=["saboteur"])
    t.give("bob", deck=["silver"])
    t.play("saboteur")
    assert t.answer() is None
    assert t.game.trash == ["silver"] and t.bob.discards == []


def test_saboteur_nothing_costing_3(table):
    """Going through every card without one costing 3 or more: all revealed are discarded, nothing trashed."""
    t = table("saboteur")
    t.give("ann", hand=["saboteur"])
    t.give("bob", deck=["copper", "estate"], discards=["curse"])
    assert t.play("saboteur") is None
    assert t.game.trash == [] and sorted(t.bob.discards) == ["copper", "curse", "estate"]


def test_saboteur_shuffle_leaves_the_revealed_out(table):
    """A shuffle during the reveal does not shuffle in the cards already revealed."""
    t = table("saboteur")
    t.give("ann", hand=["saboteur"])
    t.give("bob", deck=["copper"], discards=["gold"])
    t.play("saboteur")
    assert t.game.trash == ["gold"]
    t.answer()
    assert t.bob.discards == ["copper"] and t.bob.deck == []


def test_moat_against_saboteur(table):
    """A victim revealing Moat reveals nothing and loses nothing."""
    t = table("saboteur", "moat")
    t.give("ann", hand=["saboteur"])
    t.give("bob", hand=["moat"], deck=["gold"])
    t.play("saboteur")
    assert t.answer("moat") is None and t.bob.deck == ["gold"] and t.game.trash == []


def test_saboteur_after_bridge(table):
    """Costs are those of the moment: after a Bridge a Silver costs 2, so the victim's reveal passes it."""
    t = table("saboteur", "bridge", "village")
    t.give("ann", hand=["village", "bridge", "saboteur"], deck=["copper"])
    t.give("bob", deck=["silver", "gold"])
    t.play("village")
    t.play("bridge")
    decision = t.play("saboteur")
    assert t.game.trash == ["gold"] and decision.player == "bob"
    # Gold costs 5 now: up to 3, the cards printed at 4 or less (Duchy, at 4 now, is not offered).
    assert "silver" in decision.options and "duchy" not in decision.options
    assert all(t.game.cost(c) <= 3 for c in decision.options)
    t.answer()
    assert sorted(t.bob.discards) == ["silver"]
