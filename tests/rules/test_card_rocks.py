"""Rocks (Empires, a treasure, bottom half of the Catapult/Rocks split pile): +1 coin; gaining or trashing it
gains a Silver, onto the deck in its player's own buy phase, else into the hand. Rulings (the wiki's FAQ):
bought, the Silver goes onto the deck; trashed in the action phase (a Catapult), into the hand; gained on
another player's turn, into the hand."""

from __future__ import annotations


def _top_rocks(t) -> None:
    for _ in range(5):
        t.game.run(t.game.gain(t.bob, "catapult"))


def test_bought_the_silver_goes_onto_the_deck(table):
    t = table("catapult")
    _top_rocks(t)
    t.give("ann", hand=["gold", "copper"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("copper")
    t.buy("rocks")
    assert t.ann.deck[-1] == "silver" and t.ann.discards == ["rocks"]


def test_trashed_in_the_action_phase_the_silver_goes_into_the_hand(table):
    t = table("catapult")
    t.give("ann", hand=["catapult", "rocks"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 3, discards=[])
    t.play("catapult")
    assert t.answer("rocks") is None
    assert t.ann.hand == ["silver"] and t.game.trash == ["rocks"]


def test_gained_on_another_players_turn_the_silver_goes_into_the_hand(table):
    t = table("catapult")
    _top_rocks(t)
    t.give("bob", hand=[], discards=[])
    assert t.game.run(t.game.gain(t.bob, "rocks"))
    assert t.bob.hand == ["silver"]


def test_played_it_gives_a_coin(table):
    t = table("catapult")
    t.give("ann", hand=["rocks"], deck=["copper"] * 5, discards=[])
    t.add("rocks")
    assert t.game.coins == 1
