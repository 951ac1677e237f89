"""Treasures with effects (docs/rules-core.md): a treasure's spec may have an effect, run when it is played
with `(add ...)` or within a `Treasures` play, which may ask decisions; the game waits for them as after an
`(act ...)`. Proved with a test-only spec: Silver given an effect that asks its player whether to take +1
coin (each play its own value)."""

from __future__ import annotations

import dataclasses

import pytest

import referee.rules.plays as plays_module
import referee.rules.setup as game_setup
from referee import views
from referee.rules.decisions import Treasures
from referee.rules.helpers import choose
from referee.rules.spec import SPECS


def _bonus(game, player, this):
    chosen = yield choose(player, "silver", ("+coin",), "you may take +1 coin", optional=True)
    if chosen:
        game.coins += 1
        this.value += 1


@pytest.fixture
def silver_with_an_effect(monkeypatch):
    monkeypatch.setitem(SPECS, "silver", dataclasses.replace(SPECS["silver"], effect=_bonus))
    monkeypatch.setattr(game_setup, "TREASURE_EFFECTS", frozenset({"silver"}))
    monkeypatch.setattr(plays_module, "TREASURE_EFFECTS", frozenset({"silver"}))


def test_an_add_asks_the_treasures_decision(table, silver_with_an_effect):
    t = table("smithy")
    t.give("ann", hand=["silver", "copper"])
    t.add("silver")
    decision = t.game.pending
    assert decision.player == "ann" and decision.options == ("+coin",)
    assert t.answer("+coin") is None
    assert t.game.coins == 3
    t.add("copper")
    assert t.game.coins == 4


def test_a_treasures_play_waits_for_each_decision_in_order(table, silver_with_an_effect):
    t = table("smithy")
    t.give("ann", hand=["silver", "copper", "silver"])
    t.game.apply(Treasures(("silver", "copper", "silver")))
    assert t.game.pending is not None and t.ann.hand == ["copper", "silver"]
    t.answer("+coin")
    assert t.game.pending is not None and t.ann.hand == []
    assert t.answer() is None
    assert t.game.coins == 2 + 1 + 1 + 2 and t.game.actions == 0


def test_a_treasure_bonus_counts_for_the_rest_of_the_turn(table):
    # Coppersmith's primitive: each Copper played from now on this turn adds 1 more.
    t = table("smithy")
    t.give("ann", hand=["copper", "copper", "silver"])
    t.add("copper")
    t.game.add_treasure_bonus("copper", 1)
    t.add("copper")
    t.add("silver")
    assert t.game.coins == 1 + 2 + 2
    t.clean()
    assert t.game.treasure_bonus == {} and t.game.treasure_value("copper") == 1


def test_play_treasure_from_an_effect(table):
    # Venture's primitive: a treasure taken from the deck is played, its effect run.
    t = table("smithy")
    t.give("ann", hand=[], deck=["gold"])
    card = t.game.take_top(t.ann)
    this = t.game.run(t.game.play_treasure(t.ann, card, source=None))
    assert this.value == 3 and t.game.coins == 3 and t.ann.plays == ["gold"]


def test_a_kingdom_card_may_make_another_card_a_treasure(table, monkeypatch):
    # Charlatan's primitive: with it in the kingdom, Curse is also a treasure worth 1 (test-only: Smithy).
    from protocol.messages import Add, StateV4
    from referee.rules import legality

    monkeypatch.setattr(game_setup, "_TABLES", {})
    monkeypatch.setattr(game_setup, "KINGDOM_TREASURES", {"smithy": {"curse": 1}})
    monkeypatch.setattr(legality, "KINGDOM_TREASURES", {"smithy": {"curse": 1}})
    t = table("smithy")
    t.give("ann", hand=["curse", "copper"])
    t.game.apply(Add("curse"))
    assert t.game.coins == 1 and t.ann.plays == ["curse"]
    t.clean()
    t.clean()
    t.give("ann", hand=["curse", "estate"])
    view = views.view(t.game)
    with_kingdom = StateV4(*(getattr(view, f) for f in view.__slots__), (), ("smithy",))
    assert legality.check_play(with_kingdom, Add("curse")) is None
    assert Add("curse") in legality.legal_plays(with_kingdom)
    assert legality.check_play(view, Add("curse")) is not None  # a view without its kingdom cannot tell
