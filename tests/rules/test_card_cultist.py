"""Cultist (Dark Ages): +2 cards; each other player gains a Ruins; you may play a Cultist from your hand;
when trashed, +3 cards.

Rulings (official FAQ, in our words): the other players gain Ruins from the top of the Ruins pile, none once
it is empty; playing the next Cultist is optional and uses no action; a Cultist trashed on any turn draws its
owner 3 cards; a Moat keeps its owner from gaining a Ruins; a Cultist trashed while revealed to a Knight draws
3 cards, never the other revealed card."""

from __future__ import annotations

from referee.rules.spec import SPECS


def test_cultist_draws_gives_ruins_and_chains(table):
    t = table("cultist")
    t.give("ann", hand=["cultist", "cultist"], deck=["copper"] * 6)
    top = t.game.pile_top("ruins")
    decision = t.play("cultist")
    assert t.bob.discards == [top] and "ruins" in SPECS[top].types
    assert decision.kind == "play" and decision.min == 0 and decision.options == ("cultist",)
    assert t.answer("cultist") is None  # no Cultist left in hand: nothing more asked
    assert len(t.bob.discards) == 2 and t.game.actions == 0 and len(t.ann.hand) == 4


def test_cultist_chain_is_optional(table):
    t = table("cultist")
    t.give("ann", hand=["cultist", "cultist"], deck=["copper"] * 6)
    t.play("cultist")
    assert t.answer() is None
    assert t.ann.hand.count("cultist") == 1


def test_cultist_with_an_empty_ruins_pile(table):
    t = table("cultist")
    while t.game.pile_top("ruins") is not None:
        t.game.run(t.game.gain(t.bob, t.game.pile_top("ruins")))
    before = list(t.bob.discards)
    t.give("ann", hand=["cultist"], deck=["copper"] * 2)
    assert t.play("cultist") is None
    assert t.bob.discards == before


def test_cultist_trashed_draws_three(table):
    t = table("cultist", "chapel")
    t.give("ann", hand=["chapel", "cultist"], deck=["copper", "silver", "gold", "estate"])
    t.play("chapel")
    assert t.answer("cultist") is None
    assert len(t.ann.hand) == 3


def test_a_cultist_trashed_by_a_knight_draws_without_the_revealed_card(table):
    """The FAQ: a Cultist trashed while revealed (a Knight's attack on another player's turn) draws its
    owner 3 cards, never the other revealed card, which is discarded."""
    t = table("cultist", "knights")
    game = t.game
    t.knight_trashes(["cultist", "copper", "silver", "gold", "duchy"])
    assert game.trash[-1] == "cultist"
    assert sorted(t.bob.hand) == ["duchy", "estate", "gold", "silver"] and t.bob.discards == ["copper"]
