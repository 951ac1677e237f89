"""The one discard path, `Game.discard` (docs/rules-core.md): a card discarded other than in Clean-up runs
its spec's `when_discarded` for its owner on any player's turn, and `Game.play_from` plays a card from where
it is, giving another player's play no +actions, +buys or +coins of the turn; proved with test-only specs
(base cards given the hook for the test) in a game of the rules alone."""

from __future__ import annotations

import dataclasses

import pytest

import referee.rules.setup as game_setup
from referee.rules.spec import SPECS


@pytest.fixture
def reacting(monkeypatch):
    """Give base cards a `when_discarded` hook: `reacting(card, hook)`."""
    monkeypatch.setattr(game_setup, "_TABLES", {})  # what a game's cards need is derived anew
    names: set[str] = set()

    def give(card: str, hook) -> None:
        names.add(card)
        monkeypatch.setitem(SPECS, card, dataclasses.replace(SPECS[card], when_discarded=hook))
        monkeypatch.setattr(game_setup, "DISCARD_TRIGGERS", frozenset(names))

    return give


def _play_it(game, player, card):
    yield from game.play_from(player, card, "discards")


def _log_to(log):
    def hook(game, player, card):
        log.append((player.name, card, game.player.name))
        return
        yield

    return hook


def test_a_game_without_discard_triggers_tests_one_empty_set(table):
    t = table("cellar", "militia")
    assert t.game._discard_triggers == frozenset()


def test_a_discard_from_the_hand_and_from_the_deck_each_trigger(table, reacting):
    log: list[tuple[str, str, str]] = []
    reacting("estate", _log_to(log))
    t = table("cellar", "vassal")
    t.give("ann", hand=["cellar", "estate", "vassal"], deck=["copper", "estate"])
    t.play("cellar")
    t.answer("estate")  # then Cellar draws the Copper
    assert log == [("ann", "estate", "ann")]
    t.play("vassal")  # its top card, an Estate, discarded from the deck
    assert log == [("ann", "estate", "ann")] * 2


def test_a_discard_of_cards_looked_at_triggers(table, reacting):
    log: list[tuple[str, str, str]] = []
    reacting("estate", _log_to(log))
    t = table("cartographer")
    t.give("ann", hand=["cartographer"], deck=["copper", "estate", "gold", "silver", "copper"])
    t.play("cartographer")
    t.answer("estate")
    assert log == [("ann", "estate", "ann")]


def test_a_victims_discard_triggers_for_the_victim_on_the_attackers_turn(table, reacting):
    log: list[tuple[str, str, str]] = []
    reacting("estate", _log_to(log))
    t = table("militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["estate", "estate", "copper", "copper", "copper"])
    t.play("militia")
    t.answer("estate", "estate")
    assert log == [("bob", "estate", "ann")] * 2


def test_clean_up_discards_trigger_nothing(table, reacting):
    log: list[tuple[str, str, str]] = []
    reacting("estate", _log_to(log))
    t = table("smithy")
    t.give("ann", hand=["estate", "copper"], deck=["copper"] * 5)
    t.clean()
    assert log == []


def test_a_play_on_another_players_turn_gives_cards_but_not_the_turns_counters(table, reacting):
    reacting("market", _play_it)  # Market: +1 card, +1 action, +1 buy, +1 coin
    t = table("militia", "market")
    t.give("ann", hand=["militia"], deck=["copper"] * 5)
    t.give("bob", hand=["market", "estate", "copper", "copper", "copper"], deck=["gold"])
    t.play("militia")
    assert t.game.actions == 0 and t.game.buys == 1 and t.game.coins == 2
    t.answer("market", "estate")
    assert t.bob.plays == ["market"] and "gold" in t.bob.hand
    assert t.game.actions == 0 and t.game.buys == 1 and t.game.coins == 2  # ann's turn: unchanged
    assert t.game.reaction_plays == 1
    t.clean()
    assert t.bob.plays == [] and "market" in t.bob.discards  # it left play in ann's Clean-up


def test_a_play_on_its_owners_turn_gives_everything(table, reacting):
    reacting("market", _play_it)
    t = table("cellar", "market")
    t.give("ann", hand=["cellar", "market"], deck=["copper", "copper"])
    t.play("cellar")
    t.answer("market")
    assert t.ann.plays == ["cellar", "market"]
    assert t.game.actions == 2 and t.game.buys == 2 and t.game.coins == 1


def test_a_bad_source_is_refused(table):
    t = table("smithy")
    with pytest.raises(ValueError, match="discard from 'deck'"):
        t.game.run(t.game.discard(t.ann, ("copper",), source="deck"))
    with pytest.raises(ValueError, match="play from 'plays'"):
        t.game.run(t.game.play_from(t.ann, "copper", "plays"))
