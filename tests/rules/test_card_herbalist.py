"""Herbalist (Alchemy): costs 2. +1 buy, +1 coin. Its current text (2022 errata): once this turn, when you
discard a treasure from play, you may put it onto your deck.

Rulings (official FAQ, in our words): it is asked at clean-up, before the new hand is drawn, so the treasure
put back is drawn into the next hand; the choice is optional; any treasure in play may go, a Potion too;
each Herbalist played puts back one treasure; with no treasure in play nothing is asked. The older FAQ (a
Throne Room's Herbalist is one card leaving play: one treasure) is replaced by the errata: each play counts,
so a Throne Room's Herbalist puts back two."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_herbalist_gives_a_buy_and_a_coin(table):
    t = table("herbalist")
    t.give("ann", hand=["herbalist"])
    assert t.play("herbalist") is None
    assert t.game.buys == 2 and t.game.coins == 1


def test_at_clean_up_a_treasure_in_play_goes_onto_the_deck_and_is_drawn(table):
    t = table("herbalist")
    t.give("ann", hand=["herbalist", "gold", "copper"], deck=["estate"] * 6, discards=[])
    total = count_cards(t.game)
    t.play("herbalist")
    t.add("gold")
    t.add("copper")
    t.clean()
    decision = t.game.pending
    assert decision.kind == "topdeck" and decision.source == "play" and decision.min == 0
    assert decision.options == ("copper", "gold")
    assert t.answer("gold") is None
    assert "gold" in t.ann.hand and "gold" not in t.ann.discards
    assert sorted(t.ann.discards) == ["copper", "herbalist"]
    assert t.game.player.name == "bob"
    assert count_cards(t.game) == total


def test_the_choice_is_optional(table):
    t = table("herbalist")
    t.give("ann", hand=["herbalist", "silver"], deck=["estate"] * 6, discards=[])
    t.play("herbalist")
    t.add("silver")
    t.clean()
    assert t.answer() is None
    assert sorted(t.ann.discards) == ["herbalist", "silver"]


def test_a_potion_may_go_back(table):
    t = table("herbalist", "familiar")
    t.give("ann", hand=["herbalist", "potion"], deck=["estate"] * 6, discards=[])
    t.play("herbalist")
    t.add("potion")
    t.clean()
    t.answer("potion")
    assert "potion" in t.ann.hand


def test_each_herbalist_puts_back_one(table):
    t = table("herbalist", "village")
    t.give("ann", hand=["village", "herbalist", "herbalist", "gold", "silver"], deck=["estate"] * 8)
    t.play("village")
    t.play("herbalist")
    t.play("herbalist")
    t.add("gold")
    t.add("silver")
    t.clean()
    t.answer("gold")
    assert t.game.pending.options == ("silver",)
    t.answer("silver")
    assert {"gold", "silver"} <= set(t.ann.hand)


def test_no_treasure_in_play_asks_nothing(table):
    t = table("herbalist")
    t.give("ann", hand=["herbalist"], deck=["estate"] * 6)
    t.play("herbalist")
    t.clean()
    assert t.game.pending is None and t.game.player.name == "bob"


def test_errata_a_throne_room_herbalist_puts_back_two(table):
    """Its current text (2022 errata): once this turn per play, so a Throne Room's Herbalist puts back two."""
    t = table("herbalist", "throne-room")
    t.give("ann", hand=["throne-room", "herbalist", "gold", "silver"], deck=["estate"] * 8, discards=[])
    t.play("throne-room")
    t.answer("herbalist")
    t.add("gold")
    t.add("silver")
    t.clean()
    t.answer("gold")
    assert t.game.pending is not None and t.game.pending.options == ("silver",)
    t.answer("silver")
    assert t.game.pending is None and t.ann.hand[:0] == [] and {"gold", "silver"} <= set(t.ann.hand)
