"""Haunted Castle (Empires, a Castle): worth 2 VP; gained on its gainer's own turn, a Gold, and every other
player holding 5 cards or more puts 2 of them onto its deck. Rulings (the wiki's FAQ): gained on another
player's turn, nothing; a player with 4 cards keeps them; it is no attack (no Moat)."""

from __future__ import annotations

from tests.rules.castle_tables import take_castles


def test_gained_on_its_gainers_turn_a_gold_and_two_cards_onto_the_others_decks(table):
    t = table("castles")
    take_castles(t, "bob", 3)
    t.give("bob", hand=["copper", "estate", "silver", "moat", "gold"], deck=[])
    gain = t.game.gain(t.ann, "haunted-castle")
    decision = next(gain)
    assert (decision.player, decision.kind, decision.min, decision.max, decision.ordered) == (
        "bob",
        "topdeck",
        2,
        2,
        True,
    )
    assert "gold" in t.ann.discards
    try:
        gain.send(("estate", "copper"))
    except StopIteration:
        pass
    assert t.bob.deck[-1] == "estate" and t.bob.deck[-2] == "copper" and len(t.bob.hand) == 3


def test_a_player_with_four_cards_keeps_them(table):
    t = table("castles")
    take_castles(t, "bob", 3)
    t.give("bob", hand=["copper"] * 4, deck=[])
    assert t.game.run(t.game.gain(t.ann, "haunted-castle"))
    assert t.bob.hand == ["copper"] * 4 and "gold" in t.ann.discards


def test_gained_on_another_players_turn_it_does_nothing(table):
    t = table("castles")
    take_castles(t, "ann", 3)
    t.give("ann", hand=["copper"] * 5, deck=[])
    assert t.game.run(t.game.gain(t.bob, "haunted-castle"))
    assert "gold" not in t.bob.discards and t.ann.hand == ["copper"] * 5
