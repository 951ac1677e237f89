"""Caravan Guard (Adventures): +1 card, +1 action, a duration giving +1 coin at the start of the next turn;
when another player plays an attack, it may be played from the hand first."""

from __future__ import annotations


def test_played_it_draws_and_gives_a_coin_next_turn(table):
    t = table("caravan-guard")
    t.give("ann", hand=["caravan-guard"], deck=["silver"] + ["copper"] * 10, discards=[])
    assert t.play("caravan-guard") is None
    assert t.ann.hand == ["silver"] and t.game.actions == 1
    t.clean()
    assert t.ann.plays == ["caravan-guard"]
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.clean()
    assert t.game.player.name == "ann" and t.game.coins == 1


def test_played_against_an_attack_it_draws_and_stays_until_its_owners_turn(table):
    t = table("caravan-guard", "militia")
    t.give("ann", hand=["militia"], deck=["copper"] * 10, discards=[])
    t.give(
        "bob",
        hand=["caravan-guard", "estate", "estate", "copper", "copper"],
        deck=["gold"] + ["copper"] * 9,
        discards=[],
    )
    reveal = t.play("militia")
    assert (reveal.player, reveal.kind, reveal.options) == ("bob", "reveal", ("caravan-guard",))
    discard = t.answer("caravan-guard")
    assert "gold" in t.bob.hand and t.bob.plays == ["caravan-guard"]
    assert t.game.actions == 0  # its +1 action is not ann's
    assert discard.player == "bob" and discard.kind == "discard"  # still attacked
    t.answer("estate", "estate")
    t.clean()
    assert t.bob.plays == ["caravan-guard"]  # stays through ann's clean-up
    assert t.game.player.name == "bob" and t.game.coins == 1
    t.clean()
    assert "caravan-guard" in t.bob.discards and t.bob.plays == []


def test_not_offered_on_its_owners_own_attack(table):
    t = table("caravan-guard", "militia")
    t.give("ann", hand=["militia", "caravan-guard"], deck=["copper"] * 10, discards=[])
    t.give("bob", hand=["copper"] * 3, deck=[], discards=[])
    assert t.play("militia") is None
