"""Treasury (Seaside, both editions): +1 card, +1 action, +1 coin. Second edition: at the end of the buy
phase, if you gained no victory card in it, you may put it onto your deck; first edition: as you discard it
from play, if you bought no victory card this turn.

Rulings (official FAQ, in our words): the choice is made for each Treasury separately; in the second edition
a victory card gained in the buy phase stops it, bought or gained otherwise, while one gained in the action
phase (a Workshop's Estate) does not; in the first edition only a victory card bought stops it; it may stay
in the discards by choice; put onto the deck, it is drawn in the clean-up's new hand."""

from __future__ import annotations


def test_treasury_goes_onto_the_deck(table):
    t = table("treasury")
    t.give("ann", hand=["treasury", "copper", "copper"], deck=["estate"] * 10)
    t.play("treasury")
    assert (t.game.coins, t.game.actions) == (1, 1)
    t.clean()
    decision = t.game.pending
    assert decision.kind == "topdeck" and decision.options == ("treasury",) and decision.min == 0
    t.answer("treasury")
    assert "treasury" not in t.ann.discards and "treasury" in t.ann.hand  # drawn in the clean-up
    assert t.game.player.name == "bob"


def test_treasury_may_stay_in_the_discards(table):
    t = table("treasury")
    t.give("ann", hand=["treasury"], deck=["estate"] * 10)
    t.play("treasury")
    t.clean()
    t.answer()
    assert "treasury" in t.ann.discards and t.game.player.name == "bob"


def test_no_choice_after_buying_a_victory_card(table):
    t = table("treasury")
    t.give("ann", hand=["treasury", "copper"], deck=["copper"] * 10)
    t.play("treasury")
    t.add("copper")
    t.add("copper")
    t.buy("estate")
    t.clean()
    assert t.game.pending is None and t.game.player.name == "bob" and "treasury" in t.ann.discards


def test_a_victory_card_gained_in_the_action_phase_does_not_stop_it(table):
    # Second edition: only a victory card gained in the buy phase counts; first edition: only one bought.
    for edition in (1, 2):
        t = table("treasury", "workshop", edition=edition)
        t.give("ann", hand=["workshop", "treasury"], deck=["copper"] * 10)
        t.play("treasury")
        t.play("workshop")
        t.answer("estate")
        t.clean()
        assert t.game.pending is not None, edition


def test_a_victory_card_gained_in_the_buy_phase_without_a_buy_stops_it_in_the_second_edition(table):
    # A victory card gained (not bought) once the buy phase began: it stops Treasury in the second edition
    # ("gain a Victory card in it"), not in the first ("buy a Victory card").
    for edition, asked in ((2, False), (1, True)):
        t = table("treasury", "workshop", edition=edition)
        t.give("ann", hand=["treasury", "copper"], deck=["copper"] * 10)
        t.play("treasury")
        t.add("copper")
        t.game.run(t.game.gain(t.ann, "estate"))  # gained in the buy phase, not bought
        t.clean()
        assert (t.game.pending is not None) is asked, edition


def test_two_treasuries_each_asked(table):
    t = table("treasury", "village")
    t.give("ann", hand=["treasury", "treasury"], deck=["estate"] * 10)
    t.play("treasury")
    t.play("treasury")
    t.clean()
    t.answer("treasury")
    t.answer()
    assert t.ann.hand.count("treasury") == 1 and t.ann.discards.count("treasury") == 1


def test_a_duration_stays_in_play_while_treasury_asks(table):
    # The clean-up's question comes after the plays are discarded: a duration staying is still in play then
    # (never out of every place: the conservation of cards holds at every decision).
    t = table("treasury", "wharf")
    t.give("ann", hand=["wharf", "treasury"], deck=["estate"] * 12)
    t.play("treasury")
    t.play("wharf")
    t.clean()
    assert t.game.pending is not None and t.ann.plays == ["wharf"]
    t.answer()
    assert t.ann.plays == ["wharf"] and t.ann.durations == ["wharf"]


def test_treasury_onto_the_deck_is_drawn_into_outposts_three_cards(table):
    """Ruling (review of issue 29): Treasury goes onto the deck as it is discarded, before the clean-up draw,
    so it is among the 3 cards of Outpost's extra turn."""
    t = table("treasury", "outpost")
    t.give("ann", hand=["treasury", "outpost"], deck=["copper"] * 10)
    t.play("treasury")
    t.play("outpost")
    t.clean()
    t.answer("treasury")
    assert t.game.player.name == "ann" and t.game.extra
    assert "treasury" in t.ann.hand and len(t.ann.hand) == 3
