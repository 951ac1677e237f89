"""Treasure Map (Seaside, both editions): trash it and a Treasure Map from your hand; if both were trashed,
gain 4 Golds onto your deck.

Rulings (official FAQ, in our words): with no other Treasure Map in hand, the one played is trashed for
nothing; the Golds go on top of the deck (the deck is not shuffled); with fewer than 4 Golds left you gain
what there is; Throne Room on Treasure Map: the first play trashes it and a second Map from the hand (4
Golds), the second play can only trash a third Map from the hand (the played one is gone), which alone
gains nothing (King's Court: the same, once more)."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_two_treasure_maps_gain_four_golds_onto_the_deck(table):
    t = table("treasure-map")
    t.give("ann", hand=["treasure-map", "treasure-map", "copper"], deck=["estate"], discards=["silver"])
    total = count_cards(t.game)
    assert t.play("treasure-map") is None
    assert t.ann.hand == ["copper"] and t.game.trash.count("treasure-map") == 2
    assert t.ann.deck == ["estate", "gold", "gold", "gold", "gold"]  # top last: the Golds above the Estate
    assert t.ann.discards == ["silver"] and t.ann.plays == []
    assert count_cards(t.game) == total


def test_one_treasure_map_alone_is_trashed_for_nothing(table):
    t = table("treasure-map")
    t.give("ann", hand=["treasure-map", "copper"], deck=[])
    t.play("treasure-map")
    assert t.ann.deck == [] and t.game.trash == ["treasure-map"] and t.ann.hand == ["copper"]


def test_fewer_golds_left(table):
    t = table("treasure-map")
    t.give("ann", hand=["treasure-map", "treasure-map"], deck=[])
    t.game.set_pile("gold", 3)
    t.play("treasure-map")
    assert t.ann.deck == ["gold"] * 3 and t.game.piles["gold"] == 0


def test_throne_room_on_treasure_map(table):
    t = table("treasure-map", "throne-room")
    t.give("ann", hand=["throne-room", "treasure-map", "treasure-map", "treasure-map"], deck=[])
    t.play("throne-room")
    t.answer("treasure-map")
    assert t.game.trash.count("treasure-map") == 3 and t.ann.hand == []
    assert t.ann.deck == ["gold"] * 4 and t.ann.plays == ["throne-room"]


def test_throne_room_with_two_maps_in_all(table):
    t = table("treasure-map", "throne-room")
    t.give("ann", hand=["throne-room", "treasure-map", "treasure-map"], deck=[])
    t.play("throne-room")
    t.answer("treasure-map")
    assert t.ann.deck == ["gold"] * 4  # the first play trashed both; the second trashes nothing


def test_kings_court_on_treasure_map(table):
    t = table("treasure-map", "kings-court")
    t.give("ann", hand=["kings-court", *["treasure-map"] * 4], deck=[])
    t.play("kings-court")
    t.answer("treasure-map")
    # First play: the played Map and one from the hand (4 Golds); then one Map of the hand each, for nothing.
    assert t.game.trash.count("treasure-map") == 4 and t.ann.hand == []
    assert t.ann.deck == ["gold"] * 4
