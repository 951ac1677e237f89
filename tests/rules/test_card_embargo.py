"""Embargo (Seaside first edition): +2 coins; trash it and put an Embargo token on a supply pile. Whoever buys
a card from that pile gains a Curse per token on it.

Rulings (official FAQ, in our words): the tokens stay for the whole game and add up; a pile may take tokens
whether or not it is empty, the Curse pile too; only a buy is hit, never a card gained another way; with no
Curse left nothing happens; a Throne Room on Embargo gives +4 coins and two tokens (on one pile or two) while
Embargo is trashed once; the tokens are public (v5 `piles`)."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def test_embargo_trashes_itself_and_a_buy_from_that_pile_gains_a_curse(table):
    t = table("embargo", "workshop", edition=1)
    t.give("ann", hand=["embargo", "gold", "copper"], deck=["copper"] * 10)
    total = count_cards(t.game)
    decision = t.play("embargo")
    assert decision.source == "supply" and "curse" in decision.options
    t.answer("silver")
    assert t.game.coins == 2 and "embargo" in t.game.trash and t.ann.plays == []
    assert t.game.pile_tokens["silver"] == {"embargo": 1}
    assert ("silver", ("embargo",)) in views.view(t.game, t.bob).piles
    t.add("gold")
    t.buy("silver")
    assert t.ann.discards.count("curse") == 1
    assert count_cards(t.game) == total  # the Embargo in the trash, the Silver and the Curse gained


def test_only_a_buy_is_hit_not_a_gain(table):
    t = table("embargo", "workshop", edition=1)
    t.game.add_pile_token("silver", "embargo")
    t.give("ann", hand=["workshop"], deck=["copper"] * 10)
    t.play("workshop")
    t.answer("silver")
    assert "curse" not in t.ann.discards


def test_throne_room_on_embargo_two_tokens_one_trash(table):
    t = table("embargo", "throne-room", edition=1)
    t.give("ann", hand=["throne-room", "embargo", "gold", "gold"], deck=["copper"] * 10)
    t.play("throne-room")
    t.answer("embargo")
    t.answer("province")
    t.answer("province")
    assert t.game.pile_tokens["province"] == {"embargo": 2} and t.game.trash.count("embargo") == 1
    assert t.game.coins == 4
    t.add("gold")
    t.add("gold")
    t.buy("province")
    assert t.ann.discards.count("curse") == 2


def test_no_curse_left_nothing_happens(table):
    t = table("embargo", edition=1)
    t.game.add_pile_token("copper", "embargo")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=[], deck=["copper"] * 10)
    t.buy("copper")
    assert "curse" not in t.ann.discards


def test_an_empty_pile_may_take_a_token(table):
    t = table("embargo", edition=1)
    t.give("ann", hand=["embargo"], deck=["copper"] * 10)
    empty = next(card for card in t.game.kingdom if card != "embargo")
    t.game.set_pile(empty, 0)
    t.play("embargo")
    t.answer(empty)
    assert t.game.pile_tokens[empty] == {"embargo": 1}


def test_each_buy_from_the_pile_gains_its_curses(table):
    """Ruling (review of issue 29): every buy from an embargoed pile is hit, two buys two Curses."""
    t = table("embargo", "market", edition=1)
    t.give("ann", hand=["market", "embargo", "gold", "gold"], deck=["copper"] * 10)
    t.play("market")
    t.play("embargo")
    t.answer("silver")
    t.add("gold")
    t.add("gold")
    t.buy("silver")
    t.buy("silver")
    assert t.ann.discards.count("curse") == 2 and t.ann.discards.count("silver") == 2
