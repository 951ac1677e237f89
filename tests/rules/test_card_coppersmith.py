"""Coppersmith (first edition): each Copper you play this turn gives 1 coin more."""


def test_copper_gives_two(table):
    """Each Copper played after it gives 2 coins; other treasures are unchanged."""
    t = table("coppersmith", edition=1)
    t.give("ann", hand=["coppersmith", "copper", "copper", "silver"])
    assert t.play("coppersmith") is None
    t.add("copper")
    t.add("copper")
    t.add("silver")
    assert t.game.coins == 2 + 2 + 2


def test_throne_room_coppersmith_copper_gives_three(table):
    """Ruling: the effect is cumulative: under Throne Room each Copper gives 3 coins."""
    t = table("coppersmith", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "coppersmith", "copper"])
    t.play("throne-room")
    t.answer("coppersmith")
    t.add("copper")
    assert t.game.coins == 3


def test_only_this_turn(table):
    """The bonus ends with the turn: next turns' Coppers (the other player's, then its own) give 1."""
    t = table("coppersmith")
    t.give("ann", hand=["coppersmith", "copper"])
    t.play("coppersmith")
    t.clean()
    t.give("bob", hand=["copper"])
    t.add("copper")
    assert t.game.coins == 1
    t.clean()
    t.give("ann", hand=["copper"])
    t.add("copper")
    assert t.game.coins == 1


def test_treasures_played_together(table):
    """A game of the rules alone may play every treasure in one step: the same coins as one by one."""
    from referee.rules.decisions import Treasures

    t = table("coppersmith")
    t.give("ann", hand=["coppersmith", "copper", "copper", "gold"])
    t.play("coppersmith")
    t.game.apply(Treasures(("copper", "copper", "gold")))
    assert t.game.coins == 7
