"""Alchemist (Alchemy): costs 3 and a potion. +2 cards, +1 action. When you discard it from play, if you have
a Potion in play, you may put it onto your deck.

Rulings (official FAQ, in our words): it is asked at clean-up, before the new hand is drawn, so an Alchemist
put back is in the next hand; optional; only with a Potion of yours in play (none played, none asked); one
Potion lets every Alchemist in play go back; an Alchemist played twice by a Throne Room is one card. Our
order (docs/rules.md): the clean-up asks the cards in play in the order they were played, so a Herbalist
played after the Alchemist may put the Potion back after the Alchemist went."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def test_alchemist_draws_two_and_gives_an_action(table):
    t = table("alchemist")
    t.give("ann", hand=["alchemist"], deck=["silver", "gold"])
    assert t.play("alchemist") is None
    assert sorted(t.ann.hand) == ["gold", "silver"] and t.game.actions == 1


def test_with_a_potion_in_play_it_may_go_onto_the_deck(table):
    t = table("alchemist")
    t.give("ann", hand=["alchemist", "potion"], deck=["estate"] * 8, discards=[])
    total = count_cards(t.game)
    t.play("alchemist")
    t.add("potion")
    t.clean()
    decision = t.game.pending
    assert decision.card == "alchemist" and decision.options == ("topdeck",) and decision.min == 0
    assert t.answer("topdeck") is None
    assert "alchemist" in t.ann.hand and "alchemist" not in t.ann.discards
    assert count_cards(t.game) == total


def test_declining_discards_it(table):
    t = table("alchemist")
    t.give("ann", hand=["alchemist", "potion"], deck=["estate"] * 8, discards=[])
    t.play("alchemist")
    t.add("potion")
    t.clean()
    t.answer()
    assert "alchemist" in t.ann.discards


def test_without_a_potion_in_play_nothing_is_asked(table):
    t = table("alchemist")
    t.give("ann", hand=["alchemist", "potion"], deck=["estate"] * 8, discards=[])
    t.play("alchemist")
    t.clean()  # the Potion stayed in the hand
    assert t.game.pending is None and "alchemist" in t.ann.discards


def test_one_potion_for_every_alchemist(table):
    t = table("alchemist")
    t.give("ann", hand=["alchemist", "alchemist", "potion"], deck=["estate"] * 10, discards=[])
    t.play("alchemist")
    t.play("alchemist")
    t.add("potion")
    t.clean()
    t.answer("topdeck")
    t.answer("topdeck")
    assert t.ann.hand.count("alchemist") == 2


def test_a_throne_room_alchemist_is_one_card(table):
    t = table("alchemist", "throne-room")
    t.give("ann", hand=["throne-room", "alchemist", "potion"], deck=["estate"] * 10, discards=[])
    t.play("throne-room")
    t.answer("alchemist")
    t.add("potion")
    t.clean()
    t.answer("topdeck")
    assert t.game.pending is None and t.ann.hand.count("alchemist") == 1


def test_alchemist_then_herbalist_both_go_back(table):
    """The Alchemist played first is asked first, with the Potion still in play; the Herbalist then puts the
    Potion back too."""
    t = table("alchemist", "herbalist")
    t.give("ann", hand=["alchemist", "herbalist", "potion"], deck=["estate"] * 10, discards=[])
    t.play("alchemist")
    t.play("herbalist")
    t.add("potion")
    t.clean()
    assert t.game.pending.card == "alchemist"
    t.answer("topdeck")
    assert t.game.pending.card == "herbalist"
    t.answer("potion")
    assert {"alchemist", "potion"} <= set(t.ann.hand)


def test_the_kits_default_puts_the_alchemist_back(table):
    from players.answers import default_answer

    t = table("alchemist")
    t.give("ann", hand=["alchemist", "potion"], deck=["estate"] * 8, discards=[])
    t.play("alchemist")
    t.add("potion")
    t.clean()
    decision = t.game.pending
    assert default_answer(decision, views.view(t.game)) == ("topdeck",)
