"""Ironmonger (Dark Ages): +1 card, +1 action; reveal the top card, discard it or put it back; either way, an
action gives +1 action, a treasure +1 coin, a victory card +1 card.

Rulings (official FAQ, in our words): the bonus comes whether the card was discarded or kept; a card of two
types gives both bonuses; a victory card kept on top is then drawn by the +1 card; with no card to reveal,
nothing happens."""

from __future__ import annotations


def test_a_treasure_discarded_still_gives_a_coin(table):
    t = table("ironmonger")
    t.give("ann", hand=["ironmonger"], deck=["copper", "silver", "estate"])
    decision = t.play("ironmonger")
    assert decision.options == ("discard", "keep") and "silver" in decision.prompt
    assert t.answer("discard") is None
    assert t.game.coins == 1 and t.ann.discards == ["silver"] and t.game.actions == 1


def test_a_victory_card_kept_is_drawn(table):
    t = table("ironmonger")
    t.give("ann", hand=["ironmonger"], deck=["copper", "estate", "gold"])
    t.play("ironmonger")
    t.answer("keep")
    assert sorted(t.ann.hand) == ["copper", "estate"]


def test_a_dual_type_gives_both(table):
    t = table("ironmonger", "harem")
    t.give("ann", hand=["ironmonger"], deck=["copper", "harem", "gold"])
    t.play("ironmonger")
    t.answer("discard")
    assert t.game.coins == 1 and t.ann.hand == ["copper", "gold"]


def test_an_action_gives_an_action(table):
    t = table("ironmonger")
    t.give("ann", hand=["ironmonger"], deck=["copper", "village"])
    t.play("ironmonger")
    t.answer("keep")
    assert t.game.actions == 2


def test_nothing_to_reveal(table):
    t = table("ironmonger")
    t.give("ann", hand=["ironmonger"], deck=["copper"], discards=[])
    assert t.play("ironmonger") is None and t.game.actions == 1


def test_a_charlatans_curse_revealed_gives_a_coin(table):
    """Charlatan's FAQ: in its game a Curse is a treasure, so Ironmonger gives +1 coin for it."""
    t = table("ironmonger", "charlatan")
    t.give("ann", hand=["ironmonger"], deck=["copper", "curse"])
    t.play("ironmonger")
    assert t.answer("keep") is None
    assert t.game.coins == 1 and t.ann.deck[-1] == "curse"
