"""Black Market (promo, 2009 text): +2 coins; reveal the top 3 cards of the Black Market deck (kingdom cards
not in the supply); you may buy one of them at once; the others go to the bottom of that deck.

Rulings (official FAQ, in our words): the deck is made at set-up of one copy each of kingdom cards not in the
game, shuffled; the card is paid with the coins the player has when Black Market resolves (its own +2
included), and treasures of the hand may be played then, in the action phase, to pay for it (played without
buying anything, their coins stay for the buy phase); buying it uses no buy, so the turn's buy is still there;
a card bought this way is bought (what triggers on a buy triggers); the cards not bought go under the deck in
any order (the player's: an ordered decision when two or more are left); with fewer than 3 cards left only
those are revealed, and an empty deck reveals nothing; in a possessed turn the possessor decides and gains the
card bought (Black Market with Possession, issue 30)."""

from __future__ import annotations

from referee.rules.game import count_cards
from referee.rules.promo import BLACK_MARKET_DECK_SIZE, black_market_deck


def _deck(t, *cards):
    """Set the Black Market deck to `cards`, top first (the non-supply counts follow)."""
    deck = black_market_deck(t.game)
    for card in deck:
        t.game.non_supply[card] = 0
    deck[:] = list(reversed(cards))
    for card in cards:
        t.game.non_supply[card] = 1


def test_set_up_draws_a_seeded_deck_of_kingdom_cards_not_in_the_game(table):
    t = table("black-market", seed=5)
    deck = black_market_deck(t.game)
    assert len(deck) == len(set(deck)) == BLACK_MARKET_DECK_SIZE
    assert not set(deck) & set(t.game.piles)
    assert deck == black_market_deck(table("black-market", seed=5).game)  # same seed, same deck
    assert deck != black_market_deck(table("black-market", seed=6).game)


def test_buy_one_with_the_coins_you_have_no_buy_used(table):
    t = table("black-market")
    _deck(t, "laboratory", "smithy", "moat", "bazaar")
    t.give("ann", hand=["black-market", "gold"], discards=[])
    total = count_cards(t.game)
    decision = t.play("black-market")
    assert t.game.coins == 2
    assert decision.kind == "play" and decision.options == ("gold",) and decision.min == 0
    decision = t.answer()
    # laboratory costs 5: more than the 2 coins held (the Gold in hand was not played for it)
    assert decision.kind == "gain" and set(decision.options) == {"moat"} and decision.min == 0
    order = t.answer("moat")
    assert order.kind == "choose" and order.ordered and set(order.options) == {"laboratory", "smithy"}
    assert t.answer("smithy", "laboratory") is None
    assert t.ann.discards == ["moat"] and t.game.coins == 0 and t.game.buys == 1
    assert black_market_deck(t.game) == ["laboratory", "smithy", "bazaar"]  # the rest went under the deck
    assert "moat" in t.game.turn_buys
    assert count_cards(t.game) == total


def test_declining_puts_all_three_under_the_deck(table):
    t = table("black-market")
    _deck(t, "laboratory", "smithy", "moat", "bazaar")
    t.give("ann", hand=["black-market"])
    t.play("black-market")
    order = t.answer()
    assert order.min == order.max == 3 and order.source == "revealed"
    assert t.answer("moat", "smithy", "laboratory") is None
    # under the deck, the first chosen uppermost of them (the deck's top is its last card)
    assert black_market_deck(t.game) == ["laboratory", "smithy", "moat", "bazaar"]
    assert t.game.coins == 2


def test_nothing_affordable_asks_only_the_order(table):
    t = table("black-market")
    _deck(t, "laboratory", "festival")
    t.give("ann", hand=["black-market"])
    order = t.play("black-market")
    assert (
        order.kind == "choose" and order.player == "ann" and set(order.options) == {"festival", "laboratory"}
    )
    assert t.answer("laboratory", "festival") is None
    assert black_market_deck(t.game) == ["festival", "laboratory"]


def test_one_card_left_asks_no_order(table):
    t = table("black-market")
    _deck(t, "moat", "laboratory")
    t.give("ann", hand=["black-market"])
    t.play("black-market")  # moat is the one card 2 coins pay for; laboratory left alone goes under
    assert t.answer("moat") is None
    assert black_market_deck(t.game) == ["laboratory"]


def test_an_order_must_list_every_card_once(table):
    t = table("black-market")
    _deck(t, "laboratory", "festival")
    t.give("ann", hand=["black-market"])
    t.play("black-market")
    t.illegal("laboratory")
    t.illegal("laboratory", "laboratory")
    assert t.answer("festival", "laboratory") is None


def test_an_empty_deck_reveals_nothing(table):
    t = table("black-market")
    _deck(t)
    t.give("ann", hand=["black-market"])
    assert t.play("black-market") is None and t.game.coins == 2


def test_a_card_bought_this_way_is_bought(table):
    t = table("black-market")
    _deck(t, "doctor")
    t.give("ann", hand=["black-market"], discards=[])
    t.game.coins = 2  # 4 coins with Black Market's
    t.play("black-market")
    decision = t.answer("doctor")
    # Doctor's overpay is asked on a buy only: 1 coin is left after its cost of 3
    assert decision is not None and decision.card == "doctor" and decision.kind == "pay"
    assert decision.options == ("0", "1")


def test_black_market_with_possession(table):
    t = table("black-market", "possession")
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    assert t.game.player.name == "bob"
    t.give("bob", hand=["black-market"], deck=["copper"] * 10, discards=[])
    t.give("ann", discards=[])
    _deck(t, "moat", "smithy", "village")
    decision = t.play("black-market")
    assert t.game.decider(decision.player) == "ann"
    order = t.answer("moat")
    assert order.player == "bob" and t.game.decider(order.player) == "ann"  # the order is ann's too
    assert t.answer("village", "smithy") is None
    assert "moat" in t.ann.discards and "moat" not in t.bob.discards
    assert black_market_deck(t.game) == ["smithy", "village"]


def test_treasures_played_from_the_hand_pay_for_the_card(table):
    """The treasures played for Black Market go into play in the action phase; what they add beyond the
    price is there for the buy phase, and the action phase goes on."""
    t = table("black-market", "village")
    _deck(t, "laboratory", "smithy", "moat")
    t.give("ann", hand=["village", "black-market", "gold", "copper", "copper", "village"], discards=[])
    t.play("village")
    t.play("black-market")
    decision = t.answer("gold", "copper")
    assert sorted(t.ann.plays) == ["black-market", "copper", "gold", "village"]
    assert t.game.coins == 6 and decision.kind == "gain"
    assert set(decision.options) == {"laboratory", "smithy", "moat"}
    order = t.answer("laboratory")
    assert order.kind == "choose" and set(order.options) == {"smithy", "moat"}
    assert t.answer("moat", "smithy") is None
    assert t.game.coins == 1 and t.game.buys == 1 and t.ann.discards == ["laboratory"]
    assert t.play("village") is None  # still the action phase: the actions left are there


def test_treasures_may_be_played_without_buying(table):
    t = table("black-market")
    _deck(t, "laboratory", "smithy", "moat")
    t.give("ann", hand=["black-market", "silver"])
    t.play("black-market")
    t.answer("silver")
    order = t.answer()  # nothing bought: all three go under the deck, in the player's order
    assert order.kind == "choose" and len(order.options) == 3
    assert t.answer("moat", "smithy", "laboratory") is None
    assert t.game.coins == 4 and "silver" in t.ann.plays
