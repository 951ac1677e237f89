"""Wine Merchant (Adventures): +1 buy, +4 coins, onto the Tavern mat; at the end of its owner's buy phase with
2 coins or more unspent, it may be discarded from the mat."""

from __future__ import annotations


def test_played_it_gives_a_buy_and_four_coins_and_goes_onto_the_mat(table):
    t = table("wine-merchant")
    t.give("ann", hand=["wine-merchant"], deck=[], discards=[])
    assert t.play("wine-merchant") is None
    assert t.game.buys == 2 and t.game.coins == 4 and t.ann.mats["tavern"] == ["wine-merchant"]


def test_two_coins_unspent_offer_to_discard_it(table):
    t = table("wine-merchant")
    t.give("ann", hand=["wine-merchant"], deck=["copper"] * 5, discards=[])
    t.play("wine-merchant")
    t.buy("copper")
    t.clean()
    decision = t.game.pending
    assert (decision.player, decision.kind, decision.options) == ("ann", "choose", ("discard",))
    assert decision.min == 0
    assert t.answer("discard") is None
    assert "tavern" not in t.ann.mats and "wine-merchant" in t.ann.discards


def test_with_less_than_two_unspent_nothing_is_asked(table):
    t = table("wine-merchant")
    t.give("ann", hand=["wine-merchant"], deck=["copper"] * 5, discards=[])
    t.play("wine-merchant")
    t.buy("silver")
    t.clean()
    assert t.game.player.name == "bob" and t.ann.mats["tavern"] == ["wine-merchant"]


def test_any_number_may_be_discarded_with_the_same_two_coins(table):
    t = table("wine-merchant")
    t.give("ann", hand=[], deck=["copper"] * 5, discards=[])
    t.ann.mats["tavern"] = ["wine-merchant", "wine-merchant"]
    t.game.coins = 2
    t.clean()
    t.answer("discard")
    assert t.answer("discard") is None and "tavern" not in t.ann.mats


def test_declined_it_stays_on_the_mat(table):
    t = table("wine-merchant")
    t.give("ann", hand=[], deck=["copper"] * 5, discards=[])
    t.ann.mats["tavern"] = ["wine-merchant"]
    t.game.coins = 3
    t.clean()
    assert t.answer() is None and t.ann.mats["tavern"] == ["wine-merchant"]
