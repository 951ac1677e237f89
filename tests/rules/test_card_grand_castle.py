"""Grand Castle (Empires, a Castle): worth 5 VP; gaining it shows the hand and gives +1 VP per victory card in
the hand and in play. Rulings (the wiki's FAQ): the cards in play count too (a Humble Castle played); the
Grand Castle gained is in neither."""

from __future__ import annotations

from tests.rules.castle_tables import take_castles


def test_victory_cards_in_hand_and_in_play_give_vp(table):
    t = table("castles")
    take_castles(t, "bob", 6)  # Humble to Sprawling
    t.give("ann", hand=["estate", "province", "copper"], plays=["humble-castle"], discards=[])
    assert t.game.run(t.game.gain(t.ann, "grand-castle"))
    assert t.ann.vp_tokens == 3
