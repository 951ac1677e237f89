"""The interactions issue 29 names between Seaside's section A durations and the cards that play them or add
turns: Outpost's extra turn is the "next turn" of every duration played before it; Outpost after Outpost
(never a third turn in a row) with a duration staying; Throne Room and King's Court staying as long as the
duration they played (rulings of the Seaside rulebook's durations section and each card's FAQ, in our
words)."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_outpost_extra_turn_is_the_next_turn_of_wharf_and_haven(table):
    t = table("outpost", "wharf", "haven", "village")
    t.give("ann", hand=["village", "haven", "wharf", "outpost", "gold"], deck=["copper"] * 30)
    total = count_cards(t.game)
    t.play("village")
    t.play("haven")
    t.answer("gold")
    t.play("wharf")
    t.play("outpost")
    t.clean()
    assert t.game.player.name == "ann" and t.game.extra
    assert len(t.ann.hand) == 3 + 2 + 1 and "gold" in t.ann.hand and t.game.buys == 2
    t.clean()  # the extra turn's clean-up: every duration leaves
    assert t.game.player.name == "bob" and t.ann.plays == [] and t.ann.durations == []
    assert count_cards(t.game) == total


def test_outpost_after_outpost_with_a_merchant_ship(table):
    t = table("outpost", "merchant-ship", "village")
    t.give("ann", hand=["village", "merchant-ship", "outpost"], deck=["copper", "outpost"] + ["copper"] * 30)
    t.play("village")
    t.play("merchant-ship")
    t.play("outpost")
    t.clean()
    assert t.game.extra and t.game.coins == 2 and "outpost" in t.ann.hand
    t.play("outpost")  # on the extra turn: no third turn in a row
    t.clean()
    assert t.game.player.name == "bob" and len(t.ann.hand) == 5
    assert t.ann.plays == [] and t.ann.discards.count("outpost") == 2 and "merchant-ship" in t.ann.discards


def test_a_merchant_ship_played_on_the_extra_turn_pays_on_the_turn_after(table):
    t = table("outpost", "merchant-ship", "village")
    t.give("ann", hand=["outpost"], deck=["merchant-ship"] + ["copper"] * 30)
    t.play("outpost")
    t.clean()
    t.play("merchant-ship")
    t.clean()  # the extra turn ends; Merchant Ship stays
    assert t.game.player.name == "bob" and t.ann.plays == ["merchant-ship"]
    t.clean()
    assert t.game.coins == 2
    t.clean()
    assert t.ann.plays == []


def test_kings_court_on_fishing_village_stays_with_it(table):
    t = table("kings-court", "fishing-village")
    t.give("ann", hand=["kings-court", "fishing-village"], deck=["copper"] * 20)
    t.play("kings-court")
    t.answer("fishing-village")
    assert (t.game.actions, t.game.coins) == (6, 3)
    t.clean()
    assert sorted(t.ann.durations) == ["fishing-village", "kings-court"]
    t.clean()
    assert (t.game.actions, t.game.coins) == (4, 3)
    t.clean()
    assert t.ann.plays == []


def test_throne_room_on_a_non_duration_is_discarded_while_a_duration_stays(table):
    t = table("throne-room", "wharf", "village")
    t.give("ann", hand=["village", "throne-room", "village", "wharf"], deck=["copper"] * 20)
    t.play("village")
    t.play("throne-room")
    t.answer("village")
    t.play("wharf")
    t.clean()
    assert t.ann.plays == ["wharf"]
