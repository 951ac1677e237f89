"""Swamp Hag (Adventures): an attack and a duration; until its owner's next turn, any other player who buys
a card gains a Curse; +3 coins at the start of that turn."""

from __future__ import annotations


def _bob_buys(t, *cards):
    t.clean()  # ann's turn ends
    t.game.coins = 8
    t.game.buys = len(cards)
    for card in cards:
        t.buy(card)


def test_each_card_bought_gains_a_curse(table):
    t = table("swamp-hag")
    t.give("ann", hand=["swamp-hag"], deck=["copper"] * 10, discards=[])
    t.give("bob", hand=[], deck=["copper"] * 10, discards=[])
    assert t.play("swamp-hag") is None
    _bob_buys(t, "silver", "copper")
    assert sorted(t.bob.discards) == ["copper", "curse", "curse", "silver"]


def test_a_gain_without_a_buy_gives_no_curse(table):
    t = table("swamp-hag", "workshop")
    t.give("ann", hand=["swamp-hag"], deck=["copper"] * 10, discards=[])
    t.give("bob", hand=["workshop"], deck=["copper"] * 10, discards=[])
    t.play("swamp-hag")
    t.clean()
    t.give("bob", hand=["workshop"], discards=[])
    t.play("workshop")
    t.answer("silver")
    assert t.bob.discards == ["silver"]


def test_the_next_turn_gives_three_coins_and_the_attack_ends(table):
    t = table("swamp-hag")
    t.give("ann", hand=["swamp-hag"], deck=["copper"] * 10, discards=[])
    t.play("swamp-hag")
    t.next_turn_of_ann()
    assert t.game.coins == 3 and t.ann.plays == ["swamp-hag"]
    t.clean()
    t.game.coins = 3
    t.buy("silver")
    assert "curse" not in t.bob.discards


def test_a_moat_revealed_keeps_its_holder_safe_until_then(table):
    t = table("swamp-hag", "moat")
    t.give("ann", hand=["swamp-hag"], deck=["copper"] * 10, discards=[])
    t.give("bob", hand=["moat"], deck=["copper"] * 10, discards=[])
    reveal = t.play("swamp-hag")
    assert reveal.player == "bob" and reveal.kind == "reveal"
    t.answer("moat")
    _bob_buys(t, "silver")
    assert "curse" not in t.bob.discards


def test_two_swamp_hags_two_curses_a_buy(table):
    t = table("swamp-hag", "throne-room")
    t.give("ann", hand=["throne-room", "swamp-hag"], deck=["copper"] * 10, discards=[])
    t.give("bob", hand=[], deck=["copper"] * 10, discards=[])
    t.play("throne-room")
    t.answer("swamp-hag")
    _bob_buys(t, "silver")
    assert t.bob.discards.count("curse") == 2


def test_its_owners_own_buys_give_no_curse(table):
    t = table("swamp-hag")
    t.give("ann", hand=["swamp-hag"], deck=["copper"] * 10, discards=[])
    t.play("swamp-hag")
    t.game.coins = 3
    t.buy("silver")
    assert t.ann.discards == ["silver"]
