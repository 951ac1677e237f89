"""Sea Hag (Seaside, first edition): every other player discards the top card of their deck, then gains a
Curse onto their deck.

Rulings (official FAQ, in our words): the victim discards its top card (shuffling first if its deck is
empty) and then puts a Curse from the supply on top of its deck; a victim with no card to discard still
gains the Curse; with the Curse pile empty the victim still discards; victims are hit in turn order, which
matters when the Curses run out; a Moat protects from both."""

from __future__ import annotations


def test_sea_hag_discards_the_top_card_and_puts_a_curse_there(table):
    t = table("sea-hag", edition=1)
    t.give("ann", hand=["sea-hag"])
    t.give("bob", deck=["gold", "copper"], discards=[])
    assert t.play("sea-hag") is None
    assert t.bob.discards == ["gold"] and t.bob.deck[-1] == "curse" and t.bob.deck[0] == "copper"


def test_a_victim_with_no_cards_still_gains_the_curse(table):
    t = table("sea-hag", edition=1)
    t.give("ann", hand=["sea-hag"])
    t.give("bob", deck=[], discards=[])
    t.play("sea-hag")
    assert t.bob.deck == ["curse"] and t.bob.discards == []


def test_with_no_curse_left_the_victim_still_discards(table):
    t = table("sea-hag", edition=1, players=3)
    t.give("ann", hand=["sea-hag"])
    t.give("bob", deck=["silver"], discards=[])
    t.give("cat", deck=["gold"], discards=[])
    t.game.set_pile("curse", 1)
    t.play("sea-hag")
    assert t.bob.deck == ["curse"] and t.bob.discards == ["silver"]  # bob first, in turn order
    assert t.cat.deck == [] and t.cat.discards == ["gold"]


def test_moat_blocks_sea_hag(table):
    t = table("sea-hag", "moat", edition=1)
    t.give("ann", hand=["sea-hag"])
    t.give("bob", hand=["moat"], deck=["gold"], discards=[])
    t.play("sea-hag")
    t.answer("moat")
    assert t.bob.deck == ["gold"] and t.bob.discards == []
