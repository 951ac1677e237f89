"""Procession (Dark Ages), by its current text (2020): you may play a non-Duration action card from your hand
twice; then trash it and gain an action card costing exactly 1 more.

Rulings (official FAQ, 2020, in our words): playing a card is optional; a Duration card cannot be chosen (the
card gained may be one); the card played twice is trashed after its second play; a card that trashed itself
(Feast, Mining Village, Death Cart, Embargo) or otherwise left play cannot be trashed again, but Procession
still gains the action costing exactly 1 more than it; a Throne Room that played a Duration is trashed all
the same (its Duration still does its part next turn); the gain is an action card at exactly that cost, and
with none in the supply nothing is gained."""

from __future__ import annotations


def test_procession_plays_twice_trashes_and_gains(table):
    t = table("procession", "village", "smithy")
    t.give("ann", hand=["procession", "village"], deck=["copper"] * 5)
    decision = t.play("procession")
    assert decision.kind == "play" and decision.options == ("village",)
    decision = t.answer("village")
    assert t.game.actions == 4 and len(t.ann.hand) == 2
    assert t.game.trash == ["village"]
    assert decision.kind == "gain" and "smithy" in decision.options and "silver" not in decision.options
    t.answer("smithy")
    assert t.ann.discards == ["smithy"]


def test_procession_on_a_card_that_trashes_itself(table):
    t = table("procession", "feast", "smithy", "festival")
    t.give("ann", hand=["procession", "feast"])
    t.play("procession")
    decision = t.answer("feast")
    assert decision.card == "feast"
    decision = t.answer("smithy")  # the first Feast play gains a Smithy
    assert decision.card == "feast"
    decision = t.answer("duchy")  # the second play gains too, nothing more to trash
    assert t.game.trash == ["feast"]
    assert decision.card == "procession" and "festival" in decision.options  # Feast 4 -> exactly 5
    assert "smithy" not in decision.options
    t.answer("festival")
    assert sorted(t.ann.discards) == ["duchy", "festival", "smithy"]


def test_procession_may_play_nothing(table):
    t = table("procession", "village")
    t.give("ann", hand=["procession", "village"])
    t.play("procession")
    assert t.answer() is None
    assert t.ann.hand == ["village"] and t.game.trash == []


def test_procession_with_no_action_at_the_cost_gains_nothing(table):
    t = table("procession", "festival")
    t.give("ann", hand=["procession", "festival"])
    for card in list(t.game.piles):
        if t.game.cost(card) == 6:
            t.game.piles[card] = 0  # no action costing exactly 6 left
    t.play("procession")
    decision = t.answer("festival")
    assert decision.kind == "gain" and decision.options == ()
    assert t.answer() is None
    assert t.game.trash == ["festival"]


def test_a_duration_cannot_be_chosen(table):
    t = table("procession", "caravan", "village")
    t.give("ann", hand=["procession", "caravan"])
    assert t.play("procession") is None  # a Caravan only: nothing to choose, nothing asked
    assert t.ann.hand == ["caravan"] and t.game.trash == []
    t2 = table("procession", "caravan", "village")
    t2.give("ann", hand=["procession", "caravan", "village"], deck=["copper"] * 5)
    decision = t2.play("procession")
    assert decision.options == ("village",)
    assert "non-duration" in t2.illegal("caravan")


def test_the_card_gained_may_be_a_duration(table):
    t = table("procession", "village", "caravan")
    t.give("ann", hand=["procession", "village"], deck=["copper"] * 5)
    t.play("procession")
    decision = t.answer("village")  # Village 3 -> exactly 4
    assert "caravan" in decision.options
    t.answer("caravan")
    assert t.ann.discards == ["caravan"]


def test_a_throne_room_that_played_a_duration_is_trashed_all_the_same(table):
    t = table("procession", "throne-room", "caravan", "smithy", "bazaar")
    t.give("ann", hand=["procession", "throne-room", "caravan", "smithy"], deck=["copper"] * 20, discards=[])
    t.play("procession")
    t.answer("throne-room")
    t.answer("caravan")  # the first Throne Room play: a Caravan twice
    decision = t.answer("smithy")  # the second: a Smithy twice
    assert t.game.trash == ["throne-room"]
    assert decision.card == "procession" and "bazaar" in decision.options  # Throne Room 4 -> exactly 5
    t.answer("bazaar")
    t.clean()
    assert t.ann.durations == ["caravan"]  # the Caravan stays; nothing keeps the Throne Room
    hand = len(t.ann.hand)
    t.clean()  # bob
    assert len(t.ann.hand) == hand + 2  # the Caravan's two plays: two cards at the turn's start


def test_on_mining_village_it_trashes_once_and_gains(table):
    t = table("procession", "mining-village", "bazaar")
    t.give("ann", hand=["procession", "mining-village"], deck=["copper"] * 10)
    t.play("procession")
    decision = t.answer("mining-village")
    assert decision.card == "mining-village" and decision.options == ("mining-village",)
    decision = t.answer("mining-village")  # trashed for +2 coins; the second play offers nothing
    assert t.game.trash == ["mining-village"] and t.game.coins == 2
    assert decision.card == "procession" and "bazaar" in decision.options  # Mining Village 4 -> exactly 5
    t.answer("bazaar")
    assert t.game.trash == ["mining-village"] and t.game.actions == 4


def test_on_death_cart_the_second_play_cannot_trash_it_again(table):
    t = table("procession", "death-cart", "bazaar")
    t.give("ann", hand=["procession", "death-cart", "village"], deck=["copper"] * 10)
    t.play("procession")
    t.answer("death-cart")
    decision = t.answer()  # first play: no action trashed; it may trash itself (its 2020 text: a choice)
    assert decision.kind == "choose" and decision.options == ("trash",)
    decision = t.answer("trash")  # Death Cart trashes itself: +5 coins
    assert t.game.trash == ["death-cart"] and t.game.coins == 5
    assert decision.card == "death-cart" and decision.options == ("village",)
    decision = t.answer()  # second play: it is gone, no +5 coins
    assert t.game.coins == 5 and t.game.trash == ["death-cart"]
    assert decision.card == "procession" and "bazaar" in decision.options  # Death Cart 4 -> exactly 5


def test_on_embargo_the_tokens_come_twice_and_it_is_trashed_once(table):
    t = table("procession", "embargo", "village")
    t.give("ann", hand=["procession", "embargo"], deck=["copper"] * 10)
    t.play("procession")
    decision = t.answer("embargo")
    assert t.game.trash == ["embargo"] and decision.card == "embargo"
    decision = t.answer("province")
    assert decision.card == "embargo"  # the second play still puts its token
    decision = t.answer("province")
    assert t.game.pile_tokens["province"]["embargo"] == 2 and t.game.trash == ["embargo"]
    assert decision.card == "procession" and "village" in decision.options  # Embargo 2 -> exactly 3
