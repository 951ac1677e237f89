"""Trader (Hinterlands, both editions): trash a card from your hand and gain a Silver per coin it costs. When
you gain a card, you may reveal it from your hand to exchange that card for a Silver (second edition); when
you would gain a card, you may reveal it to gain a Silver instead (first edition: below).

Rulings (official FAQ, in our words): Silvers are gained per coin of the trashed card's cost now (a Copper:
none); the reaction works for any gain, bought or not, on any turn; the exchanged card goes back to its pile
and a Silver goes to the discard pile in its place, which is no gain (the rule of exchanging; nothing that
triggers on a gain sees it), and with no Silver left there is no exchange; it is offered only for a gain that
happens (an empty pile gains nothing, so nothing is offered); a gained Silver is not offered (exchanging it
changes nothing). Interaction: with Watchtower and Trader in hand on the same gain, whichever is used first
moves the card; the other has lost track of it and is not offered for it. The first edition replaces the gain
instead (its rulings below)."""

from __future__ import annotations


def test_trader_trashes_and_gains_silvers_per_coin(table):
    t = table("trader")
    t.give("ann", hand=["trader", "estate"])
    decision = t.play("trader")
    assert decision.kind == "trash" and decision.min == 1
    t.answer("estate")
    assert t.ann.discards == ["silver", "silver"] and t.game.trash == ["estate"]


def test_trashing_a_copper_gains_nothing(table):
    t = table("trader")
    t.give("ann", hand=["trader", "copper"])
    t.play("trader")
    t.answer("copper")
    assert t.ann.discards == []


def test_reaction_exchanges_a_gained_card_for_a_silver(table):
    t = table("trader", "witch")
    t.give("ann", hand=["witch"], deck=["copper", "copper"])
    t.give("bob", hand=["trader"])
    curses = t.game.piles["curse"]
    decision = t.play("witch")
    assert decision.player == "bob" and decision.card == "trader" and decision.options == ("exchange",)
    assert t.answer("exchange") is None
    assert t.bob.discards == ["silver"] and t.game.piles["curse"] == curses


def test_reaction_may_be_declined(table):
    t = table("trader")
    t.give("ann", hand=["trader", "gold"])
    t.add("gold")
    t.buy("estate")
    t.answer()
    assert t.ann.discards == ["estate"]


def test_not_offered_for_a_gain_that_does_not_happen(table):
    t = table("trader")
    t.game.set_pile("gold", 0)
    t.give("ann", hand=["trader"])
    assert t.game.begin(t.game.gain(t.ann, "gold")) is None


def test_not_offered_for_a_silver(table):
    t = table("trader")
    t.give("ann", hand=["trader"])
    assert t.game.begin(t.game.gain(t.ann, "silver")) is None


def test_watchtower_then_trader_on_the_same_gain(table):
    t = table("trader", "watchtower")
    t.give("ann", hand=["watchtower", "trader"])
    decision = t.game.begin(t.game.gain(t.ann, "estate"))
    assert decision.kind == "choose" and set(decision.options) == {"watchtower", "trader"}
    decision = t.answer("watchtower", "trader")
    assert decision.card == "watchtower"
    assert t.answer("trash") is None  # the estate is trashed: trader has lost track of it
    assert t.game.trash == ["estate"] and t.ann.discards == []


def test_trader_first_then_the_watchtower_has_lost_track(table):
    """Second edition: the Silver of the exchange is not gained, so nothing reacts to it; the Watchtower,
    second, has lost track of the card gained."""
    t = table("trader", "watchtower")
    t.give("ann", hand=["trader", "watchtower"], discards=[])
    t.game.begin(t.game.gain(t.ann, "estate"))
    decision = t.answer("trader", "watchtower")
    assert decision.card == "trader"
    assert t.answer("exchange") is None
    assert t.ann.discards == ["silver"] and t.game.trash == [] and t.game.piles["estate"] == 8


def test_no_silver_left_no_exchange(table):
    t = table("trader")
    t.give("ann", hand=["trader"])
    t.game.set_pile("silver", 0)
    assert t.game.begin(t.game.gain(t.ann, "estate")) is None
    assert t.ann.discards[-1] == "estate"


# ---- The first edition: "when you would gain a card, you may reveal this to gain a Silver instead" ------
# Rulings (the first edition's FAQ, in our words): it replaces the gain: the card is never gained, stays in
# its pile (or wherever it was), and nothing that happens when it is gained happens (an Ill-Gotten Gains gives
# no Curse); what happens when it is bought still does (a Hoard's Gold); the Silver goes to the discard pile
# even when the card would have gone to the hand or the deck, and comes from the supply even when the card
# would have come from the trash; with no Silver left Trader may still be revealed, and nothing is gained.


def test_first_edition_replaces_the_gain_the_card_stays_in_its_pile(table):
    t = table("trader", edition=1)
    t.give("ann", hand=["trader", "gold"], discards=[])
    estates, silvers = t.game.piles["estate"], t.game.piles["silver"]
    owned = t.ann.cards().count("estate")
    t.add("gold")
    t.buy("estate")
    decision = t.game.pending
    assert decision.card == "trader" and decision.options == ("instead",) and decision.min == 0
    assert t.game.piles["estate"] == estates  # asked before the card moves
    assert t.answer("instead") is None
    assert t.ann.discards == ["silver"] and t.game.piles["estate"] == estates
    assert t.game.piles["silver"] == silvers - 1 and t.ann.cards().count("estate") == owned
    assert [g.card for g in t.game.turn_gains] == ["silver"]


def test_first_edition_declined_gains_the_card(table):
    t = table("trader", edition=1)
    t.give("ann", hand=["trader", "gold"], discards=[])
    t.add("gold")
    t.buy("estate")
    assert t.answer() is None
    assert t.ann.discards == ["estate"]


def test_first_edition_no_on_gain_of_the_replaced_card(table):
    t = table("trader", "ill-gotten-gains", edition=1)
    t.give("ann", hand=["trader", "gold", "silver"], discards=[])
    curses = t.game.piles["curse"]
    t.add("gold")
    t.add("silver")
    t.buy("ill-gotten-gains")
    assert t.answer("instead") is None  # no Ill-Gotten Gains gained: no Curse for anyone
    assert t.game.piles["curse"] == curses and t.bob.discards == [] and t.ann.discards == ["silver"]


def test_first_edition_what_happens_on_the_buy_still_happens(table):
    t = table("trader", "hoard", edition=1)
    t.give("ann", hand=["trader", "hoard", "gold"], discards=[])
    t.add("hoard")
    t.add("gold")
    t.buy("estate")
    decision = t.answer("instead")
    # Hoard: a Victory card was bought, so a Gold is gained, though the Estate was not (Trader is offered
    # for that Gold too: declined)
    assert decision.card == "trader" and "gold" in decision.prompt
    assert t.answer() is None
    assert sorted(t.ann.discards) == ["gold", "silver"]


def test_first_edition_the_silver_goes_to_the_discards_wherever_the_card_would(table):
    t = table("trader", "artisan", edition=1)
    t.give("ann", hand=["artisan", "trader", "copper"], discards=[])
    t.play("artisan")
    t.answer("duchy")  # Artisan gains it to the hand
    assert t.game.pending.card == "trader"
    t.answer("instead")
    assert "duchy" not in t.ann.hand and t.ann.discards == ["silver"]


def test_first_edition_a_card_from_the_trash_stays_there(table):
    t = table("trader", "lurker", edition=1)
    t.game.trash.append("village")
    t.give("ann", hand=["lurker", "trader"], discards=[])
    decision = t.play("lurker")
    assert decision.kind == "choose"
    t.answer("gain")
    t.answer("village")
    assert t.game.pending.card == "trader"
    assert t.answer("instead") is None
    assert t.game.trash == ["village"] and t.ann.discards == ["silver"]


def test_first_edition_with_no_silver_left_nothing_is_gained(table):
    t = table("trader", edition=1)
    t.game.set_pile("silver", 0)
    t.give("ann", hand=["trader"], discards=[])
    estates = t.game.piles["estate"]
    decision = t.game.begin(t.game.gain(t.ann, "estate"))
    assert decision.card == "trader"
    assert t.answer("instead") is None
    assert t.ann.discards == [] and t.game.piles["estate"] == estates


def test_first_edition_not_offered_for_a_silver_or_a_gain_that_does_not_happen(table):
    t = table("trader", edition=1)
    t.give("ann", hand=["trader"])
    assert t.game.begin(t.game.gain(t.ann, "silver")) is None
    t.game.set_pile("gold", 0)
    assert t.game.begin(t.game.gain(t.ann, "gold")) is None


def test_first_edition_asks_no_exchange_and_no_trigger_order(table):
    t = table("trader", "watchtower", edition=1)
    t.give("ann", hand=["watchtower", "trader"])
    decision = t.game.begin(t.game.gain(t.ann, "estate"))
    assert decision.card == "trader" and decision.options == ("instead",)  # before the gain, alone
    decision = t.answer()  # declined: the Estate is gained; Watchtower is the one trigger left (no order)
    assert decision.card == "watchtower"
    assert t.answer("trash") is None and t.game.trash == ["estate"]


def test_first_edition_watchtower_reacts_to_the_silver(table):
    t = table("trader", "watchtower", edition=1)
    t.give("ann", hand=["watchtower", "trader"])
    t.game.begin(t.game.gain(t.ann, "estate"))
    decision = t.answer("instead")
    assert decision.card == "watchtower" and "silver" in decision.prompt
    assert t.answer("topdeck") is None
    assert t.ann.deck[-1] == "silver" and t.game.piles["estate"] == 8


def test_first_edition_another_players_trader_does_nothing(table):
    t = table("trader", edition=1)
    t.give("bob", hand=["trader"])
    assert t.game.begin(t.game.gain(t.ann, "estate")) is None
    assert t.ann.discards[-1] == "estate"


def test_second_edition_still_exchanges(table):
    t = table("trader", edition=2)
    t.give("ann", hand=["trader"])
    decision = t.game.begin(t.game.gain(t.ann, "estate"))
    assert decision.options == ("exchange",)
