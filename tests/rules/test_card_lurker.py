"""Lurker: +1 action; choose one: trash an action card from the supply, or gain an action card from the
trash."""

from referee.rules.kingdoms import pile_size

TRASH = "trash"
GAIN = "gain"


def test_trash_an_action_from_the_supply(table):
    """+1 action; the trash option takes an action card from its supply pile."""
    t = table("lurker", "village")
    t.give("ann", hand=["lurker"])
    decision = t.play("lurker")
    assert t.game.actions == 1
    assert (decision.kind, decision.options, decision.min, decision.max) == ("choose", (TRASH, GAIN), 1, 1)
    decision = t.answer(TRASH)
    assert (decision.kind, decision.source, decision.min, decision.max) == ("trash", "supply", 1, 1)
    assert "village" in decision.options and "silver" not in decision.options
    assert t.answer("village") is None
    assert t.game.piles["village"] == pile_size("village", 2) - 1 and t.game.trash == ["village"]


def test_gain_an_action_from_the_trash(table):
    """Ruling: the gain option takes an action card from the trash into the discard pile."""
    t = table("lurker", "village")
    t.game.trash[:] = ["copper", "village", "estate"]
    t.give("ann", hand=["lurker"])
    t.play("lurker")
    decision = t.answer(GAIN)
    assert (decision.kind, decision.source, decision.options) == ("gain", "trash", ("village",))
    assert t.answer("village") is None
    assert t.ann.discards == ["village"] and t.game.trash == ["copper", "estate"]


def test_either_choice_may_do_nothing(table):
    """Ruling: either option may be chosen even when it will do nothing (no action card in the trash)."""
    t = table("lurker")
    t.give("ann", hand=["lurker"])
    t.play("lurker")
    decision = t.answer(GAIN)
    assert decision is None or (decision.options == () and t.answer() is None)
    assert t.ann.discards == []


def test_action_cards_of_other_types_count(table):
    """Ruling: a card that is an action and more (Mill: action and victory) may be trashed and gained."""
    t = table("lurker", "mill")
    t.give("ann", hand=["lurker", "lurker"])
    t.game.actions = 2
    t.play("lurker")
    t.answer(TRASH)
    t.answer("mill")
    t.play("lurker")
    decision = t.answer(GAIN)
    assert decision.options == ("mill",)
    t.answer("mill")
    assert t.ann.discards == ["mill"]


def test_trashing_from_the_supply_can_empty_a_pile(table):
    """A pile emptied by Lurker is an empty supply pile (it counts for the end of the game)."""
    t = table("lurker", "village")
    t.game.set_pile("village", 1)
    t.give("ann", hand=["lurker"])
    t.play("lurker")
    t.answer(TRASH)
    t.answer("village")
    assert t.game.piles["village"] == 0 and t.game.empty_piles() == 1
