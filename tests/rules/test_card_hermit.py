"""Hermit (Dark Ages): look through your discard pile; you may trash a card that is not a treasure from it or
from your hand; gain a card costing up to 3. At the end of your buy phase this turn, if you gained no card
in it, exchange it for a Madman (the 2022 errata).

Rulings (official FAQ, in our words): the trash is optional and never a treasure; the gain is not optional; at
the end of the buy phase a Hermit in play whose owner gained nothing in that buy phase goes back to its pile
and a Madman goes to its owner's discard pile (an exchange, not a gain or a trash); a card bought prevents it,
and so does a card gained in the buy phase without a buy (a treasure's gain); cards gained in the action phase
(the Hermit's own gain, a Black Market's buy) do not; with no Madman left nothing is exchanged; a Hermit
played two times by a Throne Room is still one card exchanged once."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_hermit_trashes_from_the_hand_then_gains(table):
    t = table("hermit")
    t.give("ann", hand=["hermit", "estate", "copper"])
    decision = t.play("hermit")
    assert decision.options == ("estate",) and decision.min == 0  # no treasure offered
    decision = t.answer("estate")
    assert t.game.trash == ["estate"] and decision.kind == "gain" and "silver" in decision.options
    assert t.answer("silver") is None and t.ann.discards[-1] == "silver"


def test_hermit_trashes_from_the_discard_pile_when_not_from_the_hand(table):
    t = table("hermit")
    t.give("ann", hand=["hermit", "copper"], discards=["curse", "gold"])
    decision = t.play("hermit")  # nothing in hand to trash: the discard pile
    assert decision.source == "discards" and decision.options == ("curse",)
    t.answer("curse")
    assert t.game.trash == ["curse"] and t.ann.discards == ["gold"]
    assert t.answer("silver") is None


def test_clean_up_exchanges_it_for_a_madman_when_nothing_was_bought(table):
    t = table("hermit")
    game = t.game
    t.give("ann", hand=["hermit"], discards=[])
    t.play("hermit")
    t.answer("silver")
    hermits = game.piles["hermit"]
    before = count_cards(game)
    t.clean()
    ann = t.ann
    assert "madman" in ann.cards() and "hermit" not in ann.cards()
    assert game.piles["hermit"] == hermits + 1 and game.non_supply["madman"] == 9
    assert count_cards(game) == before


def test_a_buy_prevents_the_exchange(table):
    t = table("hermit")
    t.give("ann", hand=["hermit", "copper"], discards=[])
    t.play("hermit")
    t.answer("silver")
    t.add("copper")
    t.buy("copper")
    t.clean()
    assert "hermit" in t.ann.cards() and "madman" not in t.ann.cards()


def test_no_madman_left_no_exchange(table):
    t = table("hermit")
    t.game.non_supply["madman"] = 0
    t.give("ann", hand=["hermit"], discards=[])
    t.play("hermit")
    t.answer("silver")
    t.clean()
    assert "hermit" in t.ann.cards()


def test_a_gain_in_the_buy_phase_prevents_the_exchange(table):
    """The 2022 errata: gaining any card in the buy phase, bought or not (Ill-Gotten Gains' Copper), keeps the
    Hermit."""
    t = table("hermit", "ill-gotten-gains")
    t.give("ann", hand=["hermit", "ill-gotten-gains"], discards=[])
    t.play("hermit")
    t.answer("silver")
    t.add("ill-gotten-gains")
    t.answer("copper")
    t.clean()
    assert "hermit" in t.ann.cards() and "madman" not in t.ann.cards()


def test_gains_of_the_action_phase_do_not_prevent_it(table):
    t = table("hermit", "workshop")
    t.give("ann", hand=["hermit", "workshop"], discards=[])
    t.game.actions = 2
    t.play("hermit")
    t.answer()  # the workshop stays
    t.answer("silver")
    t.play("workshop")
    t.answer("silver")
    t.clean()
    assert "madman" in t.ann.cards() and "hermit" not in t.ann.cards()


def test_a_throne_room_hermit_is_exchanged_once(table):
    t = table("hermit", "throne-room")
    game = t.game
    t.give("ann", hand=["throne-room", "hermit"], discards=[])
    t.play("throne-room")
    t.answer("hermit")
    t.answer("silver")
    t.answer("silver")
    t.clean()
    assert t.ann.cards().count("madman") == 1 and "hermit" not in t.ann.cards()
    assert game.non_supply["madman"] == 9


def test_a_charlatans_curse_is_a_treasure_hermit_cannot_trash(table):
    """Charlatan's FAQ: in its game a Curse is a treasure, so Hermit does not offer it."""
    t = table("hermit", "charlatan")
    t.give("ann", hand=["hermit", "curse", "estate"], discards=["curse"])
    decision = t.play("hermit")
    assert decision.options == ("estate",)


def test_a_card_trashed_from_the_discard_pile_lets_a_market_square_react(table):
    """Market Square reacts to any card of its owner trashed: one trashed by Hermit from the discard pile
    counts as much as one from the hand (the Hermit/Market Square combo)."""
    t = table("hermit", "market-square")
    t.give("ann", hand=["hermit", "market-square", "copper"], discards=["estate"])
    decision = t.play("hermit")
    assert decision.source == "hand" and decision.options == ("market-square",)
    decision = t.answer()  # not from the hand: from the discard pile
    assert decision.source == "discards" and decision.options == ("estate",)
    decision = t.answer("estate")
    assert decision.kind == "discard" and decision.options == ("market-square",)
    decision = t.answer("market-square")
    assert t.game.trash == ["estate"] and "gold" in t.ann.discards
    assert decision.kind == "gain" and t.answer("silver") is None


def test_a_black_market_buy_in_the_action_phase_does_not_prevent_it(table):
    """The 2022 errata looks at the buy phase only: a card bought with Black Market while actions are played
    is no gain of the buy phase, so the Hermit is still exchanged."""
    from referee.rules.promo import black_market_deck

    t = table("hermit", "black-market")
    deck = black_market_deck(t.game)
    for card in deck:
        t.game.non_supply[card] = 0
    deck[:] = ["smithy", "laboratory", "moat"]  # moat on top
    for card in deck:
        t.game.non_supply[card] = 1
    t.give("ann", hand=["hermit", "black-market"], discards=[])
    t.game.actions = 2
    t.play("hermit")
    t.answer()  # the Black Market stays
    t.answer("silver")
    decision = t.play("black-market")
    assert decision.kind == "gain" and "moat" in decision.options
    order = t.answer("moat")
    t.answer(*order.options)
    assert "moat" in t.game.turn_buys
    t.clean()
    assert "madman" in t.ann.cards() and "hermit" not in t.ann.cards()
