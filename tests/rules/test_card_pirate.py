"""Pirate (Seaside, second edition): at the start of your next turn, gain a treasure costing up to 6 into
your hand. When any player gains a treasure, you may play it from your hand. A duration and a reaction.

Rulings (official FAQ, in our words): played from the hand as a reaction it uses no action and may be played
on any player's turn, in their buy phase too, for a treasure bought or gained otherwise, by anyone (you
included); it then stays in play until the clean-up of your next turn, at whose start the treasure is
gained into your hand (it can be played that turn); several Pirates may be played for one gain, one after
another; played as an action on your turn it does the same; the treasure gained may be a Gold, never a card
costing more than 6 nor one whose cost has a potion (a Potion, costing 4, it may gain, and a Potion gained
is a treasure it reacts to); Throne Room on Pirate gains two treasures and stays in play with it."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_pirate_played_as_an_action_gains_a_treasure_next_turn(table):
    t = table("pirate")
    t.give("ann", hand=["pirate"], deck=["copper"] * 12, discards=[])
    assert t.play("pirate") is None
    t.clean()
    assert t.ann.plays == ["pirate"]
    t.clean()  # bob
    decision = t.game.pending
    assert decision.player == "ann" and decision.kind == "gain" and decision.types == "treasure"
    assert "gold" in decision.options and "platinum" not in decision.options
    assert "smithy" not in decision.options
    t.answer("gold")
    assert "gold" in t.ann.hand and len(t.ann.hand) == 6
    t.add("gold")
    t.clean()
    assert t.ann.plays == [] and "pirate" in t.ann.discards


def test_pirate_reacts_to_another_players_treasure_buy(table):
    t = table("pirate")
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 10)
    t.give("bob", hand=["pirate", "estate"], deck=["copper"] * 10, discards=[])
    total = count_cards(t.game)
    t.add("copper")
    t.add("copper")
    t.add("copper")
    t.buy("silver")
    decision = t.game.pending
    assert decision.player == "bob" and decision.kind == "play" and decision.options == ("pirate",)
    assert decision.optional and "ann" in decision.prompt
    assert t.answer("pirate") is None
    assert t.bob.plays == ["pirate"] and t.bob.hand == ["estate"]
    assert t.bob.durations == ["pirate"]  # what the others see of a card in play outside its owner's turn
    assert t.game.actions == 0 and t.game.player.name == "ann"  # ann's turn counters untouched
    t.clean()  # ann's clean-up; bob's turn starts with the Pirate's gain
    decision = t.game.pending
    assert t.game.player.name == "bob" and decision.player == "bob" and decision.kind == "gain"
    t.answer("gold")
    assert "gold" in t.bob.hand and t.bob.plays == ["pirate"]
    t.clean()
    assert t.bob.plays == [] and t.bob.durations == [] and "pirate" in t.bob.discards
    assert count_cards(t.game) == total  # every card counted, supply included


def test_pirate_may_decline_and_ignores_other_gains(table):
    t = table("pirate")
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 10)
    t.give("bob", hand=["pirate"], deck=["copper"] * 10)
    for _ in range(5):
        t.add("copper")
    t.buy("duchy")
    assert t.game.pending is None  # a Duchy is no treasure
    t.give("ann", hand=["copper"] * 5)
    t.game.buys = 1
    t.buy("copper")
    t.answer()
    assert t.bob.hand == ["pirate"] and t.bob.plays == []


def test_two_pirates_for_one_gain(table):
    t = table("pirate")
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 10)
    t.give("bob", hand=["pirate", "pirate"], deck=["copper"] * 10)
    t.buy("copper")
    t.answer("pirate")
    decision = t.game.pending
    assert decision is not None and decision.kind == "play"
    t.answer("pirate")
    assert t.bob.plays == ["pirate", "pirate"]
    t.clean()
    t.answer("gold")
    t.answer("silver")
    assert {"gold", "silver"} <= set(t.bob.hand)


def test_pirate_reacts_to_its_owners_own_gain(table):
    t = table("pirate", "workshop")
    t.give("ann", hand=["workshop", "pirate"], deck=["copper"] * 12, discards=[])
    t.play("workshop")
    t.answer("silver")
    decision = t.game.pending
    assert decision.player == "ann" and decision.kind == "play"
    t.answer("pirate")
    assert sorted(t.ann.plays) == ["pirate", "workshop"] and t.game.actions == 0
    t.clean()
    assert t.ann.plays == ["pirate"]
    t.clean()  # bob
    assert t.game.pending.player == "ann"


def test_throne_room_pirate_gains_two_treasures(table):
    t = table("pirate", "throne-room")
    t.give("ann", hand=["throne-room", "pirate"], deck=["copper"] * 12, discards=[])
    t.play("throne-room")
    t.answer("pirate")
    t.clean()
    assert sorted(t.ann.plays) == ["pirate", "throne-room"]
    t.clean()
    t.answer("gold")
    t.answer("gold")
    assert t.ann.hand.count("gold") == 2
    t.clean()
    assert t.ann.plays == []


def test_pirate_gains_a_potion_but_never_a_treasure_costing_a_potion(table):
    t = table("pirate", "philosophers-stone")
    t.give("ann", hand=["pirate"], deck=["copper"] * 12, discards=[])
    t.play("pirate")
    t.clean()
    t.clean()  # bob
    decision = t.game.pending
    assert "potion" in decision.options and "philosophers-stone" not in decision.options
    t.answer("potion")
    assert "potion" in t.ann.hand


def test_pirate_reacts_to_a_potion_gained(table):
    t = table("pirate", "philosophers-stone")
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 10)
    t.give("bob", hand=["pirate"], deck=["copper"] * 10)
    for _ in range(4):
        t.add("copper")
    t.buy("potion")
    decision = t.game.pending
    assert decision.player == "bob" and decision.options == ("pirate",)


def test_its_owner_gaining_a_card_that_is_no_treasure_asks_no_order_of_triggers(table):
    """Pirate answers a treasure gained only: its owner buying a Border Village (an action with its own
    trigger) with a Pirate in hand is asked the Border Village's gain straight away, no order of triggers."""
    t = table("pirate", "border-village")
    t.give("ann", hand=["pirate"], discards=[])
    t.game.coins = 6
    t.buy("border-village")
    decision = t.game.pending
    assert decision is not None and decision.card == "border-village" and decision.kind == "gain"
