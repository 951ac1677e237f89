"""Treasure Hunter (Adventures, Page's upgrade): +1 action, +1 coin; gain a Silver per card the player on
your right gained on its last turn; exchanged for a Warrior (tests/rules/test_card_page.py)."""

from __future__ import annotations


def _hunter_after_bob_gains(table, players, bought):
    t = table("page", players=players)
    t.give("ann", hand=["copper"] * 5, deck=["copper"] * 10, discards=[])
    t.clean()
    for name in ("bob", "cat", "dan")[: players - 1]:
        if name == ("bob", "cat", "dan")[players - 2]:  # the player on ann's right
            t.game.coins = 11
            t.game.buys = len(bought)
            for card in bought:
                t.buy(card)
        t.give(name, hand=["copper"] * 5, deck=["copper"] * 5)
        t.clean()
    t.give("ann", hand=["treasure-hunter"], deck=[], discards=[])
    t.game.non_supply["treasure-hunter"] -= 1
    return t


def test_a_silver_per_card_the_player_on_the_right_gained(table):
    t = _hunter_after_bob_gains(table, 2, ["copper", "silver", "estate"])
    assert t.play("treasure-hunter") is None
    assert t.ann.discards == ["silver"] * 3 and t.game.actions == 1 and t.game.coins == 1


def test_only_the_player_on_the_right_counts(table):
    t = _hunter_after_bob_gains(table, 3, ["copper"])  # cat, on ann's right, gained one
    t.play("treasure-hunter")
    assert t.ann.discards == ["silver"]


def test_nothing_gained_no_silver(table):
    t = _hunter_after_bob_gains(table, 2, [])
    t.play("treasure-hunter")
    assert t.ann.discards == []
