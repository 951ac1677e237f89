"""Farmers' Market (Empires, an Action-Gathering): +1 buy; with 4 VP or more on the Farmers' Market pile, take
them and trash this; otherwise put 1 VP on the pile and +1 coin per VP on it.

Rulings (official FAQ, in our words), each a test below: +1 coin, then +2, +3, +4 (whoever plays it), then
the fifth play takes the 4 VP and gives no coins, then +1 again; it works with its pile empty; played where it
lies (an Overlord) it takes the VP but cannot trash itself."""

from __future__ import annotations


def _play(t, name="ann"):
    t.give(name, hand=["farmers-market"], deck=["copper"] * 5)
    t.play("farmers-market")


def test_one_more_coin_each_play_then_the_fifth_takes_the_vp(table):
    t = table("farmers-market")
    coins = []
    for turn in range(5):
        _play(t, "ann" if turn % 2 == 0 else "bob")
        coins.append(t.game.coins)
        assert t.game.buys == 2
        if turn < 4:
            t.clean()
    assert coins == [1, 2, 3, 4, 0]
    assert t.ann.vp_tokens == 4 and t.bob.vp_tokens == 0  # the fifth play is ann's (turns 1, 3, 5)
    assert t.game.pile_tokens["farmers-market"]["vp"] == 0
    assert t.game.trash == ["farmers-market"] and t.ann.plays == []
    t.clean()
    _play(t, "bob")
    assert t.game.coins == 1


def test_its_pile_empty_it_still_works(table):
    t = table("farmers-market")
    t.game.set_pile("farmers-market", 0)
    _play(t)
    assert t.game.coins == 1 and t.game.pile_tokens["farmers-market"]["vp"] == 1


def test_by_an_overlord_it_takes_the_vp_and_stays_in_the_supply(table):
    t = table("farmers-market", "overlord")
    t.game.put_vp("farmers-market", 4)
    t.give("ann", hand=["overlord"], deck=["copper"] * 5)
    t.play("overlord")
    assert t.answer("farmers-market") is None
    assert t.ann.vp_tokens == 4 and t.game.trash == [] and t.game.piles["farmers-market"] == 10
    assert t.ann.plays == ["overlord"]
