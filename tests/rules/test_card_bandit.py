"""Bandit: gain a Gold; others reveal 2 cards, trash a treasure other than Copper, discard the rest."""


def test_bandit_revealing_two_treasures(table):
    # The victim chooses which one to trash and discards the other.
    t = table("bandit")
    t.give("ann", hand=["bandit"])
    t.give("bob", deck=["gold", "silver", "copper"])
    decision = t.play("bandit")
    assert t.ann.discards == ["gold"]
    assert (decision.player, decision.kind, decision.options) == ("bob", "trash", ("silver", "gold"))
    t.answer("silver")
    assert t.game.trash == ["silver"] and t.bob.discards == ["gold"]


def test_bandit_spares_copper(table):
    t = table("bandit")
    t.give("ann", hand=["bandit"])
    t.give("bob", deck=["copper", "estate"])
    assert t.play("bandit") is None
    assert t.game.trash == [] and sorted(t.bob.discards) == ["copper", "estate"]


def test_throne_room_bandit(table):
    t = table("bandit", "throne-room")
    t.give("ann", hand=["throne-room", "bandit"])
    t.give("bob", deck=["silver", "estate", "gold", "estate"])
    t.play("throne-room")
    assert t.answer("bandit") is None
    assert sorted(t.game.trash) == ["gold", "silver"] and t.ann.discards == ["gold", "gold"]


def test_moat_against_bandit(table):
    t = table("bandit", "moat")
    t.give("ann", hand=["bandit"])
    t.give("bob", hand=["moat"], deck=["gold", "gold"])
    t.play("bandit")
    assert t.answer("moat") is None and t.bob.deck == ["gold", "gold"] and t.ann.discards == ["gold"]
