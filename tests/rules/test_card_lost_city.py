"""Lost City (Adventures): +2 cards, +2 actions; when gained, every other player draws a card."""

from __future__ import annotations


def test_played_it_gives_two_cards_and_two_actions(table):
    t = table("lost-city")
    t.give("ann", hand=["lost-city"], deck=["silver", "gold", "copper"], discards=[])
    assert t.play("lost-city") is None
    assert sorted(t.ann.hand) == ["gold", "silver"] and t.game.actions == 2


def test_bought_every_other_player_draws_a_card(table):
    t = table("lost-city", players=3)
    t.give("ann", hand=[], deck=[], discards=[])
    t.give("bob", hand=[], deck=["gold"], discards=[])
    t.give("cat", hand=["copper"], deck=["estate"], discards=[])
    t.game.coins = 5
    t.buy("lost-city")
    assert t.bob.hand == ["gold"] and sorted(t.cat.hand) == ["copper", "estate"]
    assert t.ann.hand == [] and t.ann.discards == ["lost-city"]


def test_gained_otherwise_it_still_makes_the_others_draw(table):
    # Any gain, not only a buy: a Workshop cannot reach it, so a Remodel of a Silver (3 + 2 = 5) does.
    t = table("lost-city", "remodel")
    t.give("ann", hand=["remodel", "silver"], deck=[], discards=[])
    t.give("bob", hand=[], deck=["province"], discards=[])
    t.play("remodel")
    decision = t.game.pending
    if decision.kind == "trash":
        decision = t.answer("silver")
    assert t.answer("lost-city") is None
    assert t.bob.hand == ["province"]


def test_another_player_gaining_one_makes_the_gainer_not_draw(table):
    t = table("lost-city")
    t.give("ann", hand=["copper"], deck=["silver"], discards=[])
    t.give("bob", hand=[], deck=["gold"], discards=[])
    t.game.coins = 5
    t.buy("lost-city")
    assert t.ann.hand == ["copper"]  # the gainer draws nothing
