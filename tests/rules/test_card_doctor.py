"""Doctor (Guilds, first edition only): name a card; reveal your top 3 cards, trash those matching the name
and put the rest back in any order; when you buy it you may overpay, and per coin overpaid look at your top
card and trash it, discard it or put it back.

Rulings (official FAQ, in our words): every revealed copy of the named card is trashed; the deck is reshuffled
to reveal 3 when needed; the overpay looks at the top card once per coin (a card put back is looked
at again)."""

from __future__ import annotations


def test_doctor_trashes_the_named_copies(table):
    t = table("doctor", edition=1)
    t.give("ann", hand=["doctor"], deck=["estate", "copper", "estate", "gold"])
    decision = t.play("doctor")
    assert decision.kind == "name"
    assert t.answer("estate") is None
    assert t.game.trash == ["estate", "estate"] and t.ann.deck == ["gold", "copper"]


def test_doctor_puts_the_rest_back_in_the_chosen_order(table):
    t = table("doctor", edition=1)
    t.give("ann", hand=["doctor"], deck=["silver", "copper", "estate", "gold"])
    t.play("doctor")
    decision = t.answer("curse")
    assert decision.kind == "topdeck" and decision.ordered
    t.answer("estate", "copper", "silver")
    assert t.ann.deck[-3:] == ["silver", "copper", "estate"]


def test_overpay_looks_at_the_top_card_per_coin(table):
    t = table("doctor", edition=1)
    t.give("ann", hand=["gold", "gold"], deck=["estate", "copper", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("doctor")
    decision = t.answer("3")
    assert decision.kind == "choose" and decision.options == ("topdeck", "discard", "trash")
    t.answer("trash")  # estate
    t.answer("discard")  # copper
    t.answer("topdeck")  # gold
    assert t.game.trash == ["estate"] and "copper" in t.ann.discards and t.ann.deck == ["gold"]


def test_overpay_looks_without_revealing(table):
    t = table("doctor", edition=1)
    t.give("ann", hand=["gold", "gold"], deck=["province", "copper"])
    events = []
    t.game.listeners.append(events.append)
    t.add("gold")
    t.add("gold")
    t.buy("doctor")
    decision = t.answer("2")
    assert "province" in decision.prompt
    t.answer("topdeck")
    t.answer("topdeck")  # the same card again
    assert t.ann.deck == ["copper", "province"]
    assert not any(e.kind == "reveal" for e in events)
