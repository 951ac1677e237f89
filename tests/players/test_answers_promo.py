"""The kit's default answers to the decisions of the promotional cards: legal, and sensible where the choice
is made for another player (Envoy's discard: the card most worth keeping)."""

from __future__ import annotations

from players.answers import default_answer
from referee.rules.legality import check_answer
from tests.rules.conftest import Table


def _default(t: Table) -> tuple:
    decision = t.game.pending
    answer = default_answer(decision, t.game.view(t.game.find(decision.player)))
    assert check_answer(decision, answer) is None
    return answer


def test_envoy_the_left_player_discards_the_best_card():
    t = Table("envoy")
    t.give("ann", hand=["envoy"], deck=["copper", "estate", "gold", "copper", "silver"])
    t.play("envoy")
    assert _default(t) == ("gold",)


def test_governor_and_walled_village_defaults_are_legal():
    t = Table("governor", "walled-village")
    t.give("ann", hand=["governor", "walled-village", "estate"], deck=["copper"] * 10)
    t.play("walled-village")
    t.play("governor")
    word = _default(t)
    t.answer(*word)
    while t.game.pending is not None:
        t.answer(*_default(t))
    t.clean()
    assert t.game.pending is not None and t.game.pending.card == "walled-village"
    assert _default(t) in ((), ("walled-village",))


def test_prince_sets_aside_the_dearest_action_offered():
    t = Table("prince", "village", "smithy")
    t.give("ann", hand=["prince", "village", "smithy", "copper"], deck=["copper"] * 10)
    t.play("prince")
    assert _default(t) == ("smithy",)
