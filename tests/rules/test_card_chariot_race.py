"""Chariot Race (Empires): +1 action; reveal your top card and put it into your hand; the player on your left
reveals its top card; if yours costs more, +1 coin and +1 VP.

Rulings (official FAQ, in our words), each a test below: your card goes into your hand, theirs back onto their
deck; a tie is not "costs more"; with debt or potion in a cost, a card costs more only when no part is less
and one part is more (8 debt is neither more nor less than 3 coins); with no card to reveal on either side,
yours does not cost more."""

from __future__ import annotations


def test_yours_into_your_hand_theirs_back_and_a_dearer_card_scores(table):
    t = table("chariot-race")
    t.give("ann", hand=["chariot-race"], deck=["gold", "copper"])
    t.give("bob", deck=["estate", "silver"])
    events = []
    t.game.listeners.append(events.append)
    assert t.play("chariot-race") is None
    assert t.game.actions == 1 and t.ann.hand == ["gold"]
    assert t.bob.deck[-1] == "estate" and len(t.bob.deck) == 2  # back on top
    assert t.game.coins == 1 and t.ann.vp_tokens == 1
    assert [(e.player, e.cards) for e in events if e.kind == "reveal"] == [
        ("ann", ("gold",)),
        ("bob", ("estate",)),
    ]


def test_a_tie_or_a_cheaper_card_gives_nothing(table):
    t = table("chariot-race")
    t.give("ann", hand=["chariot-race"], deck=["silver"])
    t.give("bob", deck=["silver"])
    t.play("chariot-race")
    assert t.game.coins == 0 and t.ann.vp_tokens == 0 and t.ann.hand == ["silver"]
    t2 = table("chariot-race")
    t2.give("ann", hand=["chariot-race"], deck=["estate"])
    t2.give("bob", deck=["silver"])
    t2.play("chariot-race")
    assert t2.game.coins == 0 and t2.ann.vp_tokens == 0


def test_debt_costs_compare_part_by_part(table):
    t = table("chariot-race", "overlord", "engineer")
    t.give("ann", hand=["chariot-race"], deck=["overlord"])
    t.give("bob", deck=["silver"])
    t.play("chariot-race")  # 8 debt against 3 coins: neither costs more
    assert t.game.coins == 0 and t.ann.vp_tokens == 0
    t2 = table("chariot-race", "overlord", "engineer")
    t2.give("ann", hand=["chariot-race"], deck=["engineer"])
    t2.give("bob", deck=["copper"])
    t2.play("chariot-race")  # 4 debt against nothing: more
    assert t2.game.coins == 1 and t2.ann.vp_tokens == 1


def test_no_card_on_either_side_is_not_more(table):
    t = table("chariot-race")
    t.give("ann", hand=["chariot-race"], deck=["gold"])
    t.give("bob", deck=[], discards=[])
    t.play("chariot-race")
    assert t.ann.hand == ["gold"] and t.game.coins == 0 and t.ann.vp_tokens == 0
    t2 = table("chariot-race")
    t2.give("ann", hand=["chariot-race"], deck=[], discards=[])
    t2.give("bob", deck=["copper"])
    t2.play("chariot-race")
    assert t2.ann.hand == [] and t2.game.coins == 0 and t2.bob.deck == ["copper"]
