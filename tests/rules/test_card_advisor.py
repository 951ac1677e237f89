"""Advisor (Guilds, both editions): +1 action; reveal your top 3 cards; the player to your left chooses one of
them, which you discard; the others go to your hand.

Rulings (official FAQ, in our words): the deck is reshuffled to reveal 3 when needed; with fewer cards left
the left player chooses among those revealed; the player to the left decides, not you."""

from __future__ import annotations


def test_the_left_player_chooses_the_discard(table):
    t = table("advisor", players=3)
    t.give("ann", hand=["advisor"], deck=["gold", "copper", "estate"])
    decision = t.play("advisor")
    assert t.game.actions == 1
    assert decision.player == "bob" and decision.kind == "discard" and decision.target == "ann"
    assert decision.prompt == "choose which card ann revealed ann must discard (the others go to ann's hand)"
    assert decision.options == ("copper", "gold", "estate") and decision.min == 1
    t.answer("gold")
    assert t.ann.discards == ["gold"] and sorted(t.ann.hand) == ["copper", "estate"]


def test_fewer_than_three_cards(table):
    t = table("advisor")
    t.give("ann", hand=["advisor"], deck=["silver"], discards=[])
    t.play("advisor")
    t.answer("silver")
    assert t.ann.hand == [] and t.ann.discards == ["silver"]
