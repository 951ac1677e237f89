"""Sailor (Seaside, second edition): +1 action; once this turn, when you gain a duration card, you may play
it; at the start of your next turn, +2 coins and you may trash a card from your hand. A duration.

Rulings (official FAQ, in our words): playing the gained duration card is optional; two Sailors let you play
two gained duration cards, but never the same card twice; a card bought counts as gained, as does one gained
otherwise (a Workshop); a card gained in the buy phase may be played then (its +actions then play nothing
more); the ability lasts only the turn Sailor is played: on the next turn it just gives +2 coins and the
optional trash; Throne Room on Sailor lets two gained duration cards be played, gives +4 coins and two
trashes next turn, and stays in play as long."""

from __future__ import annotations

from referee.rules.game import count_cards


def _to_anns_next_turn(t):
    t.clean()  # ann's clean-up
    assert t.game.player.name == "bob"
    t.clean()  # bob's turn, nothing played


def test_sailor_plays_a_bought_duration_card(table):
    t = table("sailor", "caravan")
    t.give("ann", hand=["sailor", "silver", "silver"], deck=["gold"] + ["copper"] * 12, discards=[])
    total = count_cards(t.game)
    assert t.play("sailor") is None and t.game.actions == 1
    t.add("silver")
    t.add("silver")
    t.buy("caravan")
    decision = t.game.pending
    assert decision.player == "ann" and decision.kind == "choose" and decision.options == ("play",)
    assert decision.optional
    assert t.answer("play") is None
    assert sorted(t.ann.plays) == ["caravan", "sailor", "silver", "silver"]
    assert t.ann.hand == ["gold"] and "caravan" not in t.ann.discards  # Caravan drew its card
    assert t.game.actions == 0  # in the buy phase, Caravan's +1 action plays nothing more
    t.clean()
    assert sorted(t.ann.plays) == ["caravan", "sailor"]
    t.clean()  # bob
    decision = t.game.pending
    assert t.game.player.name == "ann" and decision.kind == "trash" and decision.optional
    assert t.game.coins == 2  # (the start-of-turn effects run in the order they were played)
    t.answer("copper")
    assert len(t.ann.hand) == 5 and "copper" in t.game.trash  # 5, one trashed, the Caravan's card
    t.clean()
    assert t.ann.plays == []
    assert count_cards(t.game) == total


def test_sailor_may_decline_and_ignores_other_cards(table):
    t = table("sailor", "caravan", "workshop", "village")
    t.give("ann", hand=["village", "sailor", "workshop"], deck=["copper"] * 12, discards=[])
    t.play("village")
    t.play("sailor")
    t.play("workshop")
    assert t.answer("silver") is None  # no duration: nothing asked
    t.give("ann", hand=["workshop"])
    t.game.actions = 1
    t.play("workshop")
    t.answer("caravan")
    assert t.answer() is None  # declined
    assert t.ann.discards[-1] == "caravan"


def test_one_gained_duration_per_sailor(table):
    t = table("sailor", "caravan", "workshop", "village")
    t.give("ann", hand=["village", "sailor", "workshop", "workshop"], deck=["copper"] * 12, discards=[])
    t.play("village")
    t.play("sailor")
    t.play("workshop")
    t.answer("caravan")
    t.answer("play")
    t.play("workshop")
    assert t.answer("caravan") is None  # the one Sailor's play is used
    assert t.ann.discards[-1] == "caravan"


def test_throne_room_sailor_plays_two_and_gives_twice_next_turn(table):
    t = table("sailor", "caravan", "throne-room", "workshop")
    t.give("ann", hand=["throne-room", "sailor", "workshop", "workshop"], deck=["copper"] * 20, discards=[])
    t.play("throne-room")
    t.answer("sailor")
    assert t.game.actions == 2
    t.play("workshop")
    t.answer("caravan")
    t.answer("play")
    t.play("workshop")
    t.answer("caravan")
    t.answer("play")
    assert t.ann.plays.count("caravan") == 2
    t.clean()
    assert sorted(t.ann.plays) == ["caravan", "caravan", "sailor", "throne-room"]
    t.clean()  # bob
    t.answer()
    t.answer()
    assert t.game.coins == 4
    t.clean()
    assert t.ann.plays == []


def test_the_ability_ends_with_the_turn(table):
    t = table("sailor", "caravan", "workshop")
    t.give("ann", hand=["sailor"], deck=["workshop"] + ["copper"] * 12, discards=[])
    t.play("sailor")
    t.clean()
    t.give("ann", hand=["workshop"] + ["copper"] * 4)
    t.clean()  # bob; ann's turn starts with Sailor's trash
    t.answer()
    t.play("workshop")
    assert t.answer("caravan") is None  # the Sailor in play from last turn plays nothing


def test_sailor_plays_a_gained_duration_treasure(table):
    t = table("sailor", "astrolabe")
    t.give("ann", hand=["sailor", "copper", "copper", "copper"], deck=["copper"] * 12, discards=[])
    t.play("sailor")
    for _ in range(3):
        t.add("copper")
    t.buy("astrolabe")
    t.answer("play")
    assert t.ann.plays.count("astrolabe") == 1 and t.game.coins == 1 and t.game.buys == 1
    t.clean()
    assert sorted(t.ann.plays) == ["astrolabe", "sailor"]


def test_two_sailors_play_two_gained_durations_asking_once_per_gain(table):
    t = table("sailor", "caravan", "workshop", "village")
    hand = ["village", "sailor", "sailor", "workshop", "workshop"]
    t.give("ann", hand=hand, deck=["copper"] * 12, discards=[])
    t.play("village")
    t.play("sailor")
    t.play("sailor")
    t.play("workshop")
    t.answer("caravan")
    assert t.answer("play") is None  # played: the second Sailor is not asked about the same Caravan
    t.play("workshop")
    t.answer("caravan")
    assert t.answer("play") is None
    assert t.ann.plays.count("caravan") == 2
