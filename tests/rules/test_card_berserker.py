"""Berserker (Hinterlands, second edition): gain a card costing less than this; each other player discards
down to 3 cards in hand. When you gain it, if you have an action card in play, play it.

Rulings (official FAQ, in our words): the card gained costs less than Berserker costs now; the attack comes
after the gain; a Moat stops the discard; gained (bought or not) with an action card in play, the Berserker is
played at once, from where it went, using no action; with no action card in play it stays where it went;
gained during another player's turn with an action (a duration) in its owner's play, it is played too (the
wiki's rules clarification), and discarded from play at that turn's clean-up."""

from __future__ import annotations


def test_berserker_gains_cheaper_then_attacks(table):
    t = table("berserker")
    t.give("ann", hand=["berserker"])
    t.give("bob", hand=["copper", "copper", "estate", "estate", "silver"])
    decision = t.play("berserker")
    assert decision.kind == "gain" and "silver" in decision.options and "duchy" not in decision.options
    decision = t.answer("silver")
    assert decision.player == "bob" and decision.min == decision.max == 2
    t.answer("estate", "estate")
    assert sorted(t.bob.hand) == ["copper", "copper", "silver"] and t.ann.discards == ["silver"]


def test_gained_with_an_action_in_play_it_plays_itself(table):
    t = table("berserker", "village")
    t.give("ann", hand=["village", "gold", "gold"], deck=["copper"])
    t.play("village")
    t.add("gold")
    t.add("gold")
    actions = t.game.actions
    t.buy("berserker")
    assert "berserker" in t.ann.plays and "berserker" not in t.ann.discards
    assert t.game.pending.card == "berserker" and t.game.actions == actions


def test_gained_without_an_action_in_play_it_stays(table):
    t = table("berserker")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("berserker")
    assert t.ann.discards == ["berserker"] and t.game.pending is None


def test_moat_stops_the_discard(table):
    t = table("berserker", "moat")
    t.give("ann", hand=["berserker"])
    t.give("bob", hand=["moat", "copper", "copper", "estate"])
    t.play("berserker")
    decision = t.answer("silver")
    assert decision.kind == "reveal"
    assert t.answer("moat") is None
    assert len(t.bob.hand) == 4


def test_gained_in_another_players_turn_with_a_duration_in_play_it_plays_itself(table):
    """The wiki's rules clarification: gained during another player's turn while its owner has an action card
    in play (a duration from its own last turn), the Berserker is played then and there, and attacks the
    player whose turn it is."""
    t = table("berserker", "governor", "caravan", "smithy")
    t.give("ann", hand=["copper"] * 5)
    t.clean()
    t.give("bob", hand=["caravan", "smithy", "copper", "copper", "copper"], deck=["copper"] * 10)
    t.play("caravan")
    t.clean()
    assert "caravan" in t.bob.plays
    t.give("bob", hand=["smithy", "copper", "copper", "copper", "copper"])
    t.give("ann", hand=["governor", "copper", "copper", "copper", "estate", "estate"])
    t.play("governor")
    decision = t.answer("remodel")
    assert decision.player == "ann" and decision.kind == "trash"
    decision = t.answer()
    assert decision.player == "bob" and decision.kind == "trash"
    decision = t.answer("smithy")
    assert decision.player == "bob" and decision.kind == "gain" and "berserker" in decision.options
    decision = t.answer("berserker")
    assert "berserker" in t.bob.plays and "berserker" not in t.bob.discards
    assert decision.player == "bob" and decision.kind == "gain" and decision.card == "berserker"
    decision = t.answer("silver")
    assert decision.player == "ann" and decision.kind == "discard"
    t.answer(*decision.options[: decision.min])
    t.clean()  # the clean-up of the turn it was played in discards it from play, the Caravan stays
    assert t.bob.plays == ["caravan"] and "berserker" in t.bob.discards
