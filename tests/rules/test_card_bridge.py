"""Bridge (Intrigue, both editions): +1 buy, +1 coin; this turn every card costs 1 coin less, never below 0.

Rulings (official FAQ, in our words): the reduction is for the whole turn, every card everywhere (supply,
hands, decks), not only cards bought; it is cumulative, so a Throne Room on a Bridge makes cards cost 2 less
and gives +2 buys and +2 coins; no cost goes below 0; it ends with the turn."""

from __future__ import annotations

from protocol.messages import Buy
from referee import views


def test_bridge_lowers_every_cost_for_the_turn(table):
    t = table("bridge", "smithy", "witch")
    t.give("ann", hand=["bridge", "copper", "copper", "copper"])
    t.play("bridge")
    game = t.game
    assert (game.buys, game.coins) == (2, 1)
    assert game.cost("smithy") == 3 and game.cost("province") == 7 and game.cost("witch") == 4
    assert game.cost("copper") == 0 and game.cost("curse") == 0  # never below 0
    for _ in range(3):
        t.add("copper")
    assert game.coins == 4 and views.can_buy(game, "witch") and not views.can_buy(game, "gold")
    game.apply(Buy("witch"))  # printed 5: 4 coins buy it with the Bridge in play
    assert game.coins == 0 and t.ann.discards == ["witch"]


def test_the_reduction_ends_with_the_turn(table):
    t = table("bridge", "smithy")
    t.give("ann", hand=["bridge"])
    t.play("bridge")
    assert t.game.cost("smithy") == 3
    t.clean()
    assert t.game.player.name == "bob" and t.game.cost("smithy") == 4


def test_throne_room_bridge_costs_two_less(table):
    t = table("bridge", "throne-room", "workshop")
    t.give("ann", hand=["throne-room", "bridge"])
    t.play("throne-room")
    t.answer("bridge")
    game = t.game
    assert (game.buys, game.coins) == (3, 2)
    assert game.cost("gold") == 4 and game.cost("estate") == 0


def test_gain_decisions_use_the_reduced_costs(table):
    t = table("bridge", "workshop", "village", "witch")
    t.game.arrange("ann", hand=["village", "bridge", "workshop"])
    t.play("village")
    t.play("bridge")
    decision = t.play("workshop")
    assert "witch" in decision.options and "duchy" in decision.options  # cost 4 after the Bridge
    assert "gold" not in decision.options
    t.answer("witch")
    assert t.ann.discards == ["witch"]


def test_remodel_after_bridge_reads_both_costs_reduced(table):
    # Gold costs 5 after the Bridge, so Remodel gains a card costing up to 7: a Province (7 after the Bridge).
    t = table("bridge", "remodel", "village")
    t.give("ann", hand=["village", "bridge", "remodel", "gold"])
    t.play("village")
    t.play("bridge")
    t.play("remodel")
    decision = t.answer("gold")
    assert "province" in decision.options and decision.max_cost == 7
    t.answer("province")
    assert t.ann.discards == ["province"] and t.game.trash[-1] == "gold"


def test_a_game_of_the_rules_alone_shows_the_costs_and_the_judge_reads_them(table):
    # With a card of a later set, a game of the rules alone gives v5 views: the buy at the reduced cost is
    # legal by the one judge, as a v5 player sees it.
    from referee.rules.legality import check_play, legal_plays

    t = table("bridge", "witch")
    t.give("ann", hand=["bridge", "copper", "copper", "copper"])
    t.play("bridge")
    for _ in range(3):
        t.add("copper")
    view = views.view(t.game)
    assert dict(view.costs)["witch"] == 4 and view.coins == 4
    assert check_play(view, Buy("witch"), arguments=False) is None
    assert Buy("witch") in legal_plays(view, arguments=False)
    assert check_play(view, Buy("gold"), arguments=False) == "(buy gold) needs 5 coins, you have 4"


def test_an_illegal_gain_is_told_the_cost_after_the_bridge(table):
    """Workshop after a Bridge gains a card costing up to 4: Gold is refused as costing 5 (its cost this
    turn),
    not its printed 6."""
    t = table("bridge", "workshop", "village")
    t.game.arrange("ann", hand=["village", "bridge", "workshop"])
    t.play("village")
    t.play("bridge")
    t.play("workshop")
    message = t.illegal("gold")
    assert "gold costs 5" in message, message
