"""Overlord (Empires, an Action-Command costing 8 debt; its 2019 text): play a non-Command action card from
the supply costing up to 5 coins, leaving it there.

Rulings (FAQ, in our words), each a test below: only a non-Command action card costing up to 5 coins at this
turn's costs, with no debt or potion in its cost (never an Engineer, never another Overlord nor a Band of
Misfits); only the top card of a pile; the card stays in the supply, and what would move it fails (a Farmers'
Market cannot trash itself, tests/rules/test_card_farmers_market.py) while the rest happens; Overlord stays in
play as long as the card it played would have (a duration); in the action phase a Crown it plays plays an
action. Bought, it gives its buyer 8 debt. The rules of playing a card where it lies are Band of Misfits'
(`referee.rules.helpers.play_from_supply`; tests/rules/test_card_band_of_misfits.py)."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_plays_a_card_of_the_supply_up_to_5_leaving_it(table):
    t = table("overlord", "laboratory", "village", "engineer", "band-of-misfits")
    t.give("ann", hand=["overlord"], deck=["copper"] * 10)
    total = count_cards(t.game)
    decision = t.play("overlord")
    assert decision.kind == "play" and decision.source == "supply"
    assert "laboratory" in decision.options and "village" in decision.options
    assert not {"engineer", "overlord", "band-of-misfits", "gold"} & set(decision.options)
    assert "engineer" in t.illegal("engineer")
    assert t.answer("laboratory") is None
    assert len(t.ann.hand) == 2 and t.game.actions == 1 and t.game.piles["laboratory"] == 10
    assert t.ann.plays == ["overlord"] and count_cards(t.game) == total


def test_costs_are_this_turns(table):
    t = table("overlord", "market", "laboratory", "bridge")
    t.game.reduce_costs(1)
    t.give("ann", hand=["overlord"], deck=["copper"] * 10)
    decision = t.play("overlord")
    assert "gold" not in decision.options  # a treasure, whatever it costs
    t2 = table("overlord", "goons")  # Goons costs 6
    t2.game.reduce_costs(1)
    t2.give("ann", hand=["overlord"], deck=["copper"] * 10)
    assert "goons" in t2.play("overlord").options


def test_as_a_duration_it_stays(table):
    t = table("overlord", "caravan")
    t.give("ann", hand=["overlord"], deck=["copper"] * 20, discards=[])
    t.play("overlord")
    t.answer("caravan")
    t.clean()
    assert t.ann.durations == ["overlord"]
    t.clean()  # bob
    assert len(t.ann.hand) == 6
    t.clean()
    assert t.ann.durations == []


def test_a_crown_it_plays_plays_an_action(table):
    t = table("overlord", "crown", "village")
    t.give("ann", hand=["overlord", "village", "gold"], deck=["copper"] * 10)
    t.play("overlord")
    decision = t.answer("crown")
    assert decision.card == "crown" and decision.options == ("village",)
    assert t.answer("village") is None
    assert t.game.actions == 4 and t.game.piles["crown"] == 10


def test_bought_for_8_debt(table):
    t = table("overlord")
    t.give("ann", hand=["gold"], deck=["copper"] * 5)
    t.add("gold")
    t.buy("overlord")
    assert t.ann.debt == 8
    t.clean()
    assert t.ann.debt == 5
