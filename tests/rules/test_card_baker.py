"""Baker (Guilds, both editions): +1 card, +1 action, +1 Coffers; set-up: in a game with Baker, every player
starts with 1 Coffers.

Rulings (official FAQ, in our words): the starting Coffers is given to every player whether or not anyone buys
a Baker; a game without Baker gives none."""

from __future__ import annotations


def test_every_player_starts_with_a_coffers(table):
    t = table("baker", players=3)
    assert [p.coffers for p in t.game.players] == [1, 1, 1]


def test_no_starting_coffers_without_baker(table):
    t = table("candlestick-maker")
    assert [p.coffers for p in t.game.players] == [0, 0]


def test_baker_draws_and_gives_an_action_and_a_coffers(table):
    t = table("baker")
    t.give("ann", hand=["baker"], deck=["gold"])
    assert t.play("baker") is None
    assert t.ann.hand == ["gold"] and t.game.actions == 1 and t.ann.coffers == 2
