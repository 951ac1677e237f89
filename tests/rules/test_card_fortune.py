"""Fortune (Empires, a treasure costing 8 coins and 8 debt, bottom half of the Gladiator/Fortune split pile):
+1 buy; the first one played in a turn doubles its player's coins; gaining it gains a Gold per Gladiator the
gainer has in play. Rulings (the wiki's FAQ): a second Fortune gives only its buy; the doubling takes the
coins there when it is played (treasures played later are not doubled); bought, it gives its buyer 8 debt."""

from __future__ import annotations


def _top_fortune(t) -> None:
    for _ in range(5):
        t.game.run(t.game.gain(t.bob, "gladiator"))


def test_the_first_fortune_doubles_the_coins_a_second_only_gives_a_buy(table):
    t = table("gladiator")
    t.give("ann", hand=["gold", "fortune", "fortune", "copper"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("fortune")
    assert (t.game.coins, t.game.buys) == (6, 2)
    t.add("fortune")
    assert (t.game.coins, t.game.buys) == (6, 3)
    t.add("copper")
    assert t.game.coins == 7


def test_gained_it_gains_a_gold_per_gladiator_in_play(table):
    t = table("gladiator")
    _top_fortune(t)
    t.give("ann", plays=["gladiator", "gladiator", "copper"], discards=[])
    assert t.game.run(t.game.gain(t.ann, "fortune"))
    assert sorted(t.ann.discards) == ["fortune", "gold", "gold"]


def test_bought_it_costs_eight_coins_and_eight_debt(table):
    t = table("gladiator")
    _top_fortune(t)
    t.give("ann", hand=["gold", "gold", "gold"], deck=["copper"] * 5, discards=[])
    for _ in range(3):
        t.add("gold")
    t.buy("fortune")
    assert t.ann.debt == 8 and t.game.coins == 1 and "fortune" in t.ann.discards
