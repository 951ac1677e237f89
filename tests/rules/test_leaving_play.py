"""Cards leaving play (docs/rules-core.md, "Leaving play"): a "this turn" effect outlives its card in play
(`Game.watch_this_turn`), a "while in play" watcher does not; at clean-up the cards with a hook when
discarded from play go one at a time while the others are still in play (Herbalist, Alchemist, Treasury).

Collection and Tiara (Prosperity) are the real cards of the first (tests/rules/test_card_collection.py and
test_card_tiara.py: trashed by a Mint bought, still counting); the clean-up cards are Seaside's and Alchemy's,
so test-only specs stand for them here (base cards given hooks)."""

from __future__ import annotations

import dataclasses

import pytest

import referee.rules.setup as game_setup
from referee.rules.helpers import from_hand
from referee.rules.spec import SPECS, TREASURE


@pytest.fixture
def hooks(monkeypatch):
    """Give base cards hooks for the test: `hooks(card, **fields)`."""
    monkeypatch.setattr(game_setup, "_TABLES", {})

    def give(card: str, **fields) -> None:
        monkeypatch.setitem(SPECS, card, dataclasses.replace(SPECS[card], **fields))

    return give


def _gains_log(log):
    def watch(game, owner, card, gained):
        log.append((card, gained.card))
        return
        yield

    return watch


def test_a_this_turn_effect_outlives_its_card_in_play_and_ends_with_the_turn(table, hooks):
    log: list = []

    def smithy(game, player, this):
        game.watch_this_turn(player, "smithy", gain=_gains_log(log))
        return
        yield

    hooks("smithy", effect=smithy)
    t = table("smithy", "chapel")
    t.give("ann", hand=["smithy", "gold", "gold"], deck=["copper"] * 5)
    t.play("smithy")
    t.game.run(t.game.trash_cards(t.ann, ["smithy"], source="plays"))  # it leaves play
    t.add("gold")
    t.buy("silver")
    assert log == [("smithy", "silver")]
    t.clean()
    t.give("bob", hand=["gold", "gold"])
    t.add("gold")
    t.buy("silver")  # bob's gain, the next turn: nothing
    assert log == [("smithy", "silver")] and t.game.turn_watchers == []


def test_each_play_makes_its_own_this_turn_effect(table, hooks):
    log: list = []

    def village(game, player, this):
        game.watch_this_turn(player, "village", buy=_gains_log(log))
        return
        yield

    hooks("village", effect=village)
    t = table("village", "throne-room")
    t.give("ann", hand=["throne-room", "village", "gold", "gold"], deck=["copper"] * 5)
    t.play("throne-room")
    t.answer("village")
    t.add("gold")
    t.buy("silver")
    assert log == [("village", "silver"), ("village", "silver")]


def test_a_while_in_play_watcher_stops_when_its_card_leaves_play(table, hooks):
    log: list = []
    hooks("smithy", watch_gain=_gains_log(log))
    t = table("smithy", "chapel")
    t.give("ann", hand=["smithy", "gold", "gold"], deck=["copper"] * 5)
    t.play("smithy")
    t.game.run(t.game.trash_cards(t.ann, ["smithy"], source="plays"))
    t.add("gold")
    t.buy("silver")
    assert log == []


def test_a_card_discarded_from_play_sees_the_others_still_in_play(table, hooks):
    # Herbalist's shape: when discarded from play, put one of your treasures from play onto your deck.
    seen = []

    def herbalist(game, player, this):
        seen.append(tuple(player.plays))
        treasures = [card for card in player.plays if TREASURE in SPECS[card].types]
        decision = from_hand(player, "smithy", "topdeck", 0, 1, "a treasure from play onto your deck")
        decision = dataclasses.replace(decision, options=tuple(sorted(set(treasures))), max=1, source="play")
        chosen = yield decision
        if chosen:
            game.topdeck_from_play(player, chosen)

    hooks("smithy", on_discard=herbalist)
    t = table("smithy")
    t.give("ann", hand=["smithy", "gold", "copper"], deck=["estate"] * 10)
    t.play("smithy")
    t.add("gold")
    t.add("copper")
    t.clean()
    assert t.game.pending is not None and t.game.pending.options == ("copper", "gold")
    assert seen == [("gold", "copper")]  # the smithy left first; the treasures are still in play
    t.answer("gold")
    assert t.game.player.name == "bob" and t.ann.hand[0] == "gold" and "smithy" in t.ann.discards
    assert t.ann.plays == []


def test_a_card_may_put_itself_back_onto_the_deck_when_discarded(table, hooks):
    # Treasury's and Alchemist's shape: when discarded from play, it may go onto the deck.
    def treasury(game, player, this):
        game.topdeck_from_discards(player, [this.card])
        return
        yield

    hooks("market", on_discard=treasury)
    t = table("market")
    t.give("ann", hand=["market", "copper"], deck=["estate"] * 10)
    t.play("market")
    t.clean()
    assert t.ann.hand[0] == "market" and "market" not in t.ann.discards
