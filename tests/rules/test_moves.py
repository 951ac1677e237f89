"""Moves the card authors asked of the rules core (docs/rules-core.md): trashing from the supply (Lurker),
putting a card anywhere in the deck (Secret Passage)."""

from __future__ import annotations

import pytest

from referee import views


def test_trash_from_the_supply(table):
    t = table("smithy")
    left = t.game.piles["smithy"]
    t.game.run(t.game.trash_cards(t.ann, ("smithy",), source="supply"))
    assert t.game.piles["smithy"] == left - 1 and t.game.trash[-1] == "smithy"
    t.game.set_pile("smithy", 0)
    with pytest.raises(ValueError, match="no smithy in the supply"):
        t.game.run(t.game.trash_cards(t.ann, ("smithy",), source="supply"))


def test_insert_into_the_deck_at_any_position(table):
    t = table("smithy")
    t.give("ann", hand=["gold", "gold", "gold"], deck=["copper", "estate"])
    t.game.insert_into_deck(t.ann, "gold", 0)
    t.game.insert_into_deck(t.ann, "gold", 3)
    t.game.insert_into_deck(t.ann, "gold", 2)
    assert views.view(t.game).deck  # sorted view; the draw order below
    assert [t.game.take_top(t.ann) for _ in range(5)] == ["gold", "copper", "gold", "estate", "gold"]
    with pytest.raises(ValueError, match="0 to 0, not 1"):
        t.give("ann", hand=["gold"], deck=[])
        t.game.insert_into_deck(t.ann, "gold", 1)


def test_run_refuses_a_behaviour_that_asks(table):
    t = table("watchtower")
    t.give("ann", hand=["watchtower"])
    with pytest.raises(ValueError, match="asks a decision; start it with begin"):
        t.game.run(t.game.gain(t.ann, "silver"))
