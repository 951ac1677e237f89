"""Lookout (Seaside, both editions): +1 action; look at your top 3 cards, trash one, discard one, put the
last one back.

Rulings (official FAQ, in our words): the trash is chosen first, then the discard, and the third card goes
back on top; with fewer than 3 cards (after shuffling the discards in) it trashes first, then discards,
and with one card that card is trashed; the cards looked at are not shown to the other players (only the
discarded one becomes public)."""

from __future__ import annotations

from referee.rules.decisions import Event


def test_lookout_trashes_one_discards_one_puts_one_back(table):
    t = table("lookout")
    t.give("ann", hand=["lookout"], deck=["estate", "gold", "copper", "silver"], discards=[])
    seen: list[Event] = []
    t.game.listeners.append(seen.append)
    decision = t.play("lookout")
    assert t.game.actions == 1
    assert decision.kind == "trash" and sorted(decision.options) == ["copper", "estate", "gold"]
    assert not any(event.kind == "reveal" for event in seen)
    decision = t.answer("estate")
    assert decision.kind == "discard" and sorted(decision.options) == ["copper", "gold"]
    assert t.answer("copper") is None
    assert t.game.trash[-1] == "estate" and t.ann.discards == ["copper"]
    assert t.ann.deck[-1] == "gold" and t.ann.deck[0] == "silver" and t.ann.aside == []


def test_lookout_with_two_cards_trashes_and_discards(table):
    t = table("lookout")
    t.give("ann", hand=["lookout"], deck=["estate", "gold"], discards=[])
    t.play("lookout")
    t.answer("estate")
    t.answer("gold")
    assert t.ann.deck == [] and t.ann.discards == ["gold"]


def test_lookout_with_one_card_trashes_it(table):
    t = table("lookout")
    t.give("ann", hand=["lookout"], deck=[], discards=["gold"])  # shuffled in
    decision = t.play("lookout")
    assert decision.options == ("gold",) and decision.min == 1
    assert t.answer("gold") is None
    assert t.ann.deck == [] and t.ann.discards == [] and "gold" in t.game.trash


def test_lookout_with_no_card_does_nothing(table):
    t = table("lookout")
    t.give("ann", hand=["lookout"], deck=[], discards=[])
    assert t.play("lookout") is None
