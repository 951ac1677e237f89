"""Archive (Empires, an Action-Duration): +1 action; set the top 3 cards of the deck aside face down (its
player may look at them); now and at the start of each of the next two turns, one of them into the hand.

Rulings (official FAQ, in our words), each a test below: three cards, one now, one next turn, one the turn
after, the player choosing which; two Archives keep their own sets; a Throne Room's Archive keeps two sets and
gives one card of each a turn; with fewer than three cards it sets aside what there is and leaves play at the
clean-up of the turn it gives its last card (with one card: this very turn)."""

from __future__ import annotations

from referee.rules.game import count_cards


def _archive_turn(t, deck):
    t.give("ann", hand=["archive"], deck=deck, discards=[])
    return t.play("archive")


def test_three_cards_one_now_one_at_each_of_the_next_two_turns(table):
    t = table("archive")
    decision = _archive_turn(t, ["gold", "silver", "estate"] + ["copper"] * 20)
    total = count_cards(t.game)
    assert t.game.actions == 1  # its +1 action
    assert decision.card == "archive" and decision.options == ("silver", "gold", "estate")  # canonical order
    assert decision.player == "ann" and decision.min == 1 == decision.max
    assert t.answer("silver") is None
    assert t.ann.hand == ["silver"] and sorted(t.ann.mats["archive"]) == ["estate", "gold"]
    assert count_cards(t.game) == total  # the cards set aside are still hers
    t.clean()
    assert t.ann.durations == ["archive"]
    t.clean()  # bob
    assert t.game.pending.options == ("gold", "estate")
    t.answer("estate")
    assert "estate" in t.ann.hand and t.ann.mats["archive"] == ["gold"]
    t.clean()
    assert t.ann.durations == ["archive"]
    t.clean()  # bob
    assert t.game.pending is None  # one card left: nothing to choose
    assert "gold" in t.ann.hand and "archive" not in t.ann.mats
    t.clean()
    assert t.ann.durations == [] and t.ann.plays == []
    assert count_cards(t.game) == total


def test_the_cards_are_hidden_from_the_other_players(table):
    # A place of `Player.mats` that the protocol's mats do not name is never in a view.
    from protocol import MATS
    from referee.rules.empires import ARCHIVE_ASIDE

    t = table("archive")
    _archive_turn(t, ["gold", "silver", "estate"] + ["copper"] * 20)
    t.answer("gold")
    assert ARCHIVE_ASIDE in t.ann.mats and ARCHIVE_ASIDE not in MATS


def test_with_one_card_it_gives_it_now_and_leaves_play_this_turn(table):
    t = table("archive")
    assert _archive_turn(t, ["gold"]) is None
    assert t.ann.hand == ["gold"] and "archive" not in t.ann.mats
    t.clean()
    assert t.ann.durations == [] and t.ann.plays == []


def test_with_two_cards_it_stays_one_turn(table):
    t = table("archive")
    t.give("ann", hand=["archive"], deck=["gold", "silver"], discards=[])
    t.play("archive")
    t.answer("gold")
    t.give("ann", discards=["copper"] * 5)
    t.clean()
    assert t.ann.durations == ["archive"]
    t.clean()  # bob
    assert "silver" in t.ann.hand
    t.clean()
    assert t.ann.durations == [] and t.ann.plays == []


def test_with_no_card_it_sets_nothing_aside_and_leaves_play(table):
    t = table("archive")
    assert _archive_turn(t, []) is None
    t.give("ann", discards=[])
    t.clean()
    assert t.ann.durations == []


def test_two_archives_keep_their_own_sets(table):
    t = table("archive")
    t.give(
        "ann", hand=["archive", "archive"], deck=["gold", "silver", "estate", "duchy", "province", "curse"]
    )
    t.play("archive")
    t.answer("gold")
    decision = t.play("archive")
    assert decision.options == ("duchy", "province", "curse")  # the second set only
    t.answer("curse")
    t.give("ann", deck=["copper"] * 10, discards=[])
    t.clean()
    t.clean()  # bob: one card from each Archive
    asked = [t.game.pending.options]
    t.answer(t.game.pending.options[0])
    asked.append(t.game.pending.options)
    t.answer(t.game.pending.options[0])
    assert sorted(asked) == sorted([("silver", "estate"), ("duchy", "province")])
    assert len(t.ann.hand) == 7 and sorted(t.ann.durations) == ["archive", "archive"]


def test_a_throne_room_keeps_two_sets_and_stays_as_long(table):
    t = table("archive", "throne-room")
    deck = ["gold", "silver", "estate", "duchy", "province", "curse"] + ["copper"] * 10
    t.give("ann", hand=["throne-room", "archive"], deck=deck, discards=[])
    t.play("throne-room")
    t.answer("archive")
    assert t.game.pending.options == ("silver", "gold", "estate")
    t.answer("gold")
    assert t.game.pending.options == ("duchy", "province", "curse")
    t.answer("duchy")
    assert t.game.actions == 2  # two +1 actions
    t.clean()
    assert sorted(t.ann.durations) == ["archive", "throne-room"]
    t.clean()  # bob
    t.answer(t.game.pending.options[0])
    t.answer(t.game.pending.options[0])
    t.clean()
    assert sorted(t.ann.durations) == ["archive", "throne-room"]
    t.clean()  # bob: the last card of each set
    assert t.game.pending is None
    t.clean()
    assert t.ann.durations == [] and "archive" not in t.ann.mats
