"""Sprawling Castle (Empires, a Castle): worth 4 VP; gaining it gains a Duchy or 3 Estates. Rulings (the
wiki's FAQ): the gainer picks; Estates run out one by one."""

from __future__ import annotations

from tests.rules.castle_tables import take_castles


def _gain_sprawling(t, word: str) -> None:
    take_castles(t, "bob", 5)
    gain = t.game.gain(t.ann, "sprawling-castle")
    decision = next(gain)
    assert (decision.kind, decision.options) == ("choose", ("duchy", "estates"))
    try:
        gain.send((word,))
    except StopIteration:
        pass


def test_a_duchy(table):
    t = table("castles")
    _gain_sprawling(t, "duchy")
    assert sorted(t.ann.discards) == ["duchy", "sprawling-castle"]


def test_three_estates(table):
    t = table("castles")
    _gain_sprawling(t, "estates")
    assert sorted(t.ann.discards) == ["estate"] * 3 + ["sprawling-castle"]
