"""Footpad (Guilds, second edition only): +2 Coffers; every other player discards down to 3 cards in hand;
in a game with Footpad, a card gained in an action phase draws its gainer a card.

Rulings (official FAQ, in our words): the rule holds for the whole game even if nobody has a Footpad; each
card gained draws one (a Remake turning two cards into two gains draws two); the draw is compulsory; a buy
phase (or a clean-up) draws nothing. Our choice: any player's gain in an action phase counts, whoever's
turn it is (a Witch's Curse draws its victim a card)."""

from __future__ import annotations


def test_footpad_gives_coffers_and_others_discard_to_three(table):
    t = table("footpad")
    t.give("ann", hand=["footpad"])
    t.give("bob", hand=["copper", "copper", "estate", "estate", "silver"])
    decision = t.play("footpad")
    assert t.ann.coffers == 2
    assert decision.player == "bob" and decision.min == decision.max == 2
    t.answer("estate", "estate")
    assert sorted(t.bob.hand) == ["copper", "copper", "silver"]


def test_a_gain_in_the_action_phase_draws_a_card(table):
    t = table("footpad", "workshop")
    t.give("ann", hand=["workshop"], deck=["gold"])
    t.play("workshop")
    t.answer("silver")
    assert t.ann.hand == ["gold"] and t.ann.discards == ["silver"]


def test_each_gain_draws_one(table):
    t = table("footpad", "stonemason")
    t.give("ann", hand=["stonemason", "gold"], deck=["copper", "estate"])
    t.play("stonemason")
    t.answer("gold")
    t.answer("silver")
    t.answer("silver")
    assert sorted(t.ann.hand) == ["copper", "estate"]


def test_a_buy_draws_nothing(table):
    t = table("footpad")
    t.give("ann", hand=["silver"], deck=["gold"])
    t.add("silver")
    t.buy("estate")
    assert t.ann.hand == [] and t.ann.deck == ["gold"]


def test_a_buy_with_no_treasure_played_draws_nothing(table):
    t = table("footpad")
    t.give("ann", hand=[], deck=["gold"])
    t.buy("copper")
    assert t.ann.deck == ["gold"] and t.ann.discards == ["copper"]


def test_another_players_gain_in_the_action_phase_draws_for_it(table):
    t = table("footpad", "witch")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=[], deck=["gold"])
    t.play("witch")
    assert t.bob.hand == ["gold"] and t.bob.discards == ["curse"]
