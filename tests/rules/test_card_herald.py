"""Herald (Guilds, both editions): +1 card, +1 action; reveal your top card and play it when it is an action;
when you buy it you may overpay, putting a card from your discard pile onto your deck per coin overpaid.

Rulings (official FAQ, in our words): playing the revealed action is compulsory and uses no action; a card
that is not an action stays on the deck; the Herald bought is gained before its overpay, so it may go onto the
deck itself; with fewer cards in the discard pile than coins overpaid, all of them go."""

from __future__ import annotations


def test_herald_plays_the_revealed_action_without_using_an_action(table):
    t = table("herald", "village")
    t.give("ann", hand=["herald"], deck=["copper", "village", "estate"])
    assert t.play("herald") is None
    # +1 card (copper), then village revealed and played: +1 card (estate), +2 actions
    assert t.game.actions == 3 and t.ann.plays == ["herald", "village"]
    assert sorted(t.ann.hand) == ["copper", "estate"]


def test_herald_playing_a_duration_is_discarded_as_usual(table):
    t = table("herald", "caravan")
    t.give("ann", hand=["herald"], deck=["copper", "caravan", "estate", "silver"] + ["copper"] * 5)
    t.play("herald")
    assert t.ann.plays == ["herald", "caravan"]
    t.clean()
    assert t.ann.plays == ["caravan"] and "herald" in t.ann.discards


def test_herald_leaves_a_non_action_on_the_deck(table):
    t = table("herald")
    t.give("ann", hand=["herald"], deck=["copper", "gold"])
    t.play("herald")
    assert t.ann.deck == ["gold"] and t.ann.hand == ["copper"] and t.game.actions == 1


def test_overpay_puts_cards_of_the_discards_onto_the_deck_itself_included(table):
    t = table("herald")
    t.give("ann", hand=["gold", "gold"], discards=["estate", "province"], deck=["copper"])
    t.add("gold")
    t.add("gold")
    t.buy("herald")
    decision = t.answer("2")
    assert decision.kind == "topdeck" and "herald" in decision.options and "province" in decision.options
    t.answer("herald")
    t.answer("province")
    assert t.ann.deck[-2:] == ["herald", "province"] and t.ann.discards == ["estate"]


def test_overpay_beyond_the_discards_moves_them_all(table):
    t = table("herald")
    t.give("ann", hand=["gold", "gold"], discards=[])
    t.add("gold")
    t.add("gold")
    t.buy("herald")
    decision = t.answer("2")
    t.answer("herald")
    assert t.ann.discards == [] and t.ann.deck[-1] == "herald"
    assert decision is not None
