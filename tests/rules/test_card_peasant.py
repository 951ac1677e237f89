"""Peasant (Adventures, a Traveller): +1 buy, +1 coin; when discarded from play it may be exchanged for a
Soldier. Its line: Soldier, Fugitive, Disciple, then Teacher (not built: its tokens come with advtokens44, so
a Disciple is not offered an exchange yet)."""

from __future__ import annotations


def test_its_upgrades_are_non_supply_piles_of_five(table):
    t = table("peasant")
    assert all(t.game.non_supply[card] == 5 for card in ("soldier", "fugitive", "disciple"))


def test_played_it_gives_a_buy_and_a_coin(table):
    t = table("peasant")
    t.give("ann", hand=["peasant"], deck=[], discards=[])
    assert t.play("peasant") is None
    assert t.game.buys == 2 and t.game.coins == 1


def test_discarded_from_play_it_may_be_exchanged_for_a_soldier(table):
    t = table("peasant")
    t.give("ann", hand=["peasant"], deck=["copper"] * 10, discards=[])
    t.play("peasant")
    t.clean()
    assert t.game.pending.options == ("soldier",)
    t.answer("soldier")
    assert t.ann.discards[-1] == "soldier" and t.game.piles["peasant"] == 11


def test_the_line_goes_on_to_fugitive_and_disciple(table):
    t = table("peasant")
    for card, upgrade in (("soldier", "fugitive"), ("fugitive", "disciple")):
        t.give("ann", hand=[], deck=["copper"] * 10, discards=[], plays=[card])
        t.game.non_supply[card] -= 1
        t.clean()
        t.answer(upgrade)
        assert t.ann.discards[-1] == upgrade
        t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
        t.clean()
