"""Every trigger hook of a spec runs where docs/rules-core.md says, in its order, and may ask decisions:
proved with test-only specs (base cards given hooks for the test) in a game of the rules alone."""

from __future__ import annotations

import dataclasses

import pytest

import referee.rules.setup as game_setup
from protocol.messages import Buy, Clean
from referee import views
from referee.rules.helpers import choose
from referee.rules.spec import SPECS


@pytest.fixture
def hooks(monkeypatch):
    """Give base cards hooks that log what runs: `hooks(card, **fields)`; returns the log."""
    log: list[str] = []
    monkeypatch.setattr(game_setup, "_TABLES", {})  # what a game's cards need is derived anew

    def give(card: str, **fields) -> None:
        monkeypatch.setitem(SPECS, card, dataclasses.replace(SPECS[card], **fields))

    give.log = log
    return give


def _logger(log, what):
    def hook(game, player, *rest):
        log.append(f"{what} {player.name}")
        return
        yield

    return hook


def test_a_buy_runs_on_buy_watchers_on_gain_and_reactions_in_order(table, hooks):
    log = hooks.log
    hooks("silver", on_buy=_logger(log, "on_buy"), on_gain=_logger(log, "on_gain"))
    hooks("gold", watch_buy=_logger(log, "watch_buy"), watch_gain=_logger(log, "watch_gain"))
    hooks("estate", react_gain=_logger(log, "react_gain"))
    t = table("smithy")
    t.give("ann", hand=["gold", "estate"])
    t.give("bob", hand=["estate"])
    t.add("gold")
    t.game.apply(Buy("silver"))
    # ann's own three "when you gain" triggers: she orders them (the canonical order: the gained card's,
    # those in play, those in hand); then bob's reaction.
    assert t.game.pending.options == ("silver", "gold", "estate") and t.game.pending.ordered
    t.answer("silver", "gold", "estate")
    assert log == [
        *("on_buy ann", "watch_buy ann", "on_gain ann", "watch_gain ann"),
        *("react_gain ann", "react_gain bob"),
    ]


def test_the_gainer_orders_its_own_gain_triggers(table, hooks):
    log = hooks.log
    hooks("silver", on_gain=_logger(log, "on_gain"))
    hooks("gold", watch_gain=_logger(log, "watch_gain"))
    hooks("estate", react_gain=_logger(log, "react_gain"))
    t = table("smithy")
    t.give("ann", hand=["gold", "estate"])
    t.add("gold")
    t.game.apply(Buy("silver"))
    assert t.game.pending.prompt == (
        "order what happens as you gain silver: list all of silver, gold, estate, the first listed happens "
        "first"
    )
    assert "asks for 3 options" in t.illegal("estate", "gold")  # every trigger listed
    t.answer("estate", "gold", "silver")
    assert log[:3] == [
        "react_gain ann",
        "watch_gain ann",
        "on_gain ann",
    ]  # (then bob's, if he holds an estate)


def test_one_trigger_is_not_asked_about(table, hooks):
    log = hooks.log
    hooks("silver", on_gain=_logger(log, "on_gain"))
    t = table("smithy")
    t.give("ann", hand=["gold"])
    t.add("gold")
    t.game.apply(Buy("silver"))
    assert t.game.pending is None and log == ["on_gain ann"]


def test_a_gain_that_is_not_a_buy_skips_the_buy_triggers(table, hooks):
    log = hooks.log
    hooks("silver", on_buy=_logger(log, "on_buy"), on_gain=_logger(log, "on_gain"))
    t = table("workshop")
    t.give("ann", hand=["workshop"])
    t.play("workshop")
    t.answer("silver")
    assert log == ["on_gain ann"]


def test_on_trash_runs_for_each_trashed_card(table, hooks):
    log = hooks.log
    hooks("estate", on_trash=_logger(log, "on_trash"))
    t = table("chapel")
    t.give("ann", hand=["chapel", "estate", "estate", "copper"])
    t.play("chapel")
    t.answer("estate", "estate", "copper")
    assert log == ["on_trash ann", "on_trash ann"]


def test_clean_up_hooks_may_ask_and_the_turn_waits(table, hooks):
    log = hooks.log

    def at_clean_up(game, player, this):
        chosen = yield choose(player, "smithy", ("keep",), "a clean-up choice", optional=True)
        log.append(f"at_clean_up {chosen}")

    hooks("smithy", at_clean_up=at_clean_up, on_discard=_logger(log, "on_discard"))
    t = table("smithy")
    t.give("ann", hand=["smithy"], deck=["copper"] * 10)
    t.play("smithy")
    t.game.apply(Clean(t.ann.hand[0]))
    assert t.game.pending is not None and t.game.player.name == "ann"
    t.answer("keep")
    assert log == ["at_clean_up ('keep',)", "on_discard ann"]
    assert t.game.player.name == "bob" and "smithy" in t.ann.discards and len(t.ann.hand) == 5


def test_a_gain_trigger_may_move_the_card_once(table, hooks):
    # Two reactions to the same gain: the first moves the card onto the deck; the second finds it gone.
    moved = []

    def react(game, owner, card, gained):
        moved.append(game.move_gained(gained, "deck"))
        return
        yield

    hooks("estate", react_gain=react)
    hooks("duchy", react_gain=react)
    t = table("workshop")
    t.give("ann", hand=["workshop", "estate", "duchy"], deck=[])
    t.give("bob", hand=["copper"])
    t.play("workshop")
    t.answer("silver")
    t.answer("estate", "duchy")  # two triggers of ann's: she orders them
    assert moved == [True, False] and t.ann.deck == ["silver"] and t.ann.discards == []


def test_reactions_to_attacks_are_one_mechanism(table, hooks):
    # A reaction that only draws (as Secret Chamber does) leaves the victim affected, and the victim is asked
    # again among the reactions it has not revealed: then its Moat makes it unaffected.
    log = hooks.log

    def draws(game, victim, attacker, attack):
        log.append(f"{victim.name} reacts to {attacker.name}'s {attack}")
        game.draw(victim, 1)
        return False
        yield

    hooks("estate", react_attack=draws)
    t = table("witch", "moat")
    t.give("ann", hand=["witch"])
    t.give("bob", hand=["estate", "moat", "copper"], deck=["silver"] * 5)
    decision = t.play("witch")
    assert decision.player == "bob" and decision.options == ("estate", "moat") and decision.min == 0
    decision = t.answer("estate")
    assert log == ["bob reacts to ann's witch"] and "silver" in t.bob.hand
    assert decision.player == "bob" and decision.options == ("moat",)
    assert t.answer("moat") is None
    assert "curse" not in t.bob.discards


def test_a_reaction_that_leaves_the_victim_affected(table, hooks):
    hooks("estate", react_attack=lambda game, victim, attacker, attack: (yield from ()) or False)
    t = table("witch")
    t.give("ann", hand=["witch"])
    t.give("bob", hand=["estate", "copper"])
    t.play("witch")
    assert t.answer("estate") is None  # no other reaction to reveal
    assert t.bob.discards == ["curse"]


def test_royal_seal_and_watchtower_the_kits_default_keeps_the_canonical_order(table):
    """Real cards: Royal Seal in play and Watchtower in hand both trigger on the Silver bought; the order is
    the buyer's decision, which the players' kit answers legally with the canonical order (Royal Seal's
    first, as the cards in play come before those in hand)."""
    from players.answers import default_answer
    from referee.rules.legality import check_answer

    t = table("royal-seal", "watchtower")
    t.give("ann", hand=["royal-seal", "gold", "watchtower"], deck=["estate"])
    t.add("royal-seal")
    t.add("gold")
    t.buy("silver")
    decision = t.game.pending
    assert (decision.kind, decision.source, decision.ordered) == ("choose", "cards", True)
    answer = default_answer(decision, views.view(t.game, t.ann))
    assert answer == ("royal-seal", "watchtower") and check_answer(decision, answer) is None
    assert t.answer(*answer).card == "royal-seal"
