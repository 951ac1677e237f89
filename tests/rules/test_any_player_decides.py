"""Any player decides anywhere (docs/rules-core.md): a behaviour may ask a decision of any player, in any
order; a protocol play's arguments answer only the up-front decisions of the player whose play it is."""

from __future__ import annotations

from referee.rules.helpers import from_hand


def _every_player_passes(game, player):
    # As Masquerade does: each player, in turn order from the player, chooses a card of its hand.
    chosen = {}
    for one in (player, *game.others(player.name)):
        answer = yield from_hand(one, "masquerade", "pass", 1, 1, "choose a card to pass", upfront=True)
        chosen[one.name] = answer
    player.aside.append(chosen)  # seen by the test; removed below
    player.aside.clear()
    return chosen


def test_each_player_is_asked_in_turn(table):
    t = table("smithy", players=3)
    t.give("ann", hand=["copper"])
    t.give("bob", hand=["estate"])
    t.give("cat", hand=["gold"])
    decision = t.game.begin(_every_player_passes(t.game, t.ann))
    assert decision.player == "ann"
    assert t.answer("copper").player == "bob"
    assert t.answer("estate").player == "cat"
    assert t.answer("gold") is None


def test_arguments_answer_only_the_movers_decisions(table):
    t = table("smithy")
    t.give("ann", hand=["copper"])
    t.give("bob", hand=["estate"])
    game = t.game
    game._begin(_every_player_passes(game, t.ann), [("copper",), ("estate",)])
    # ann's decision took the first argument; bob's up-front decision is asked of bob, not answered by it.
    assert game.pending.player == "bob"
    assert game._supplied == [("estate",)]
