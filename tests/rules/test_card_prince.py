"""Prince (promo): two texts. A second-edition game plays its 2022 errata (an action, duration and command):
you may set aside on it a non-duration, non-command action card of your hand costing up to 4; at the start of
each of your turns that card is played where it lies; the Prince stays in play for the rest of the game. A
first-edition game plays the 2014 text (an action only): you may set it aside with an action card of your
hand costing up to 4; at the start of each of your turns that card is played, and it is set aside again as it
is discarded from play.

Rulings of the current text (its FAQ, the wiki's Prince page, in our words): only a non-duration,
non-command action costing up to 4 now may be set aside (a cost lowered this turn counts; Caravan and Band of
Misfits never); the card is played at the start of every later turn of its owner, using no action, and stays
set aside: a card that would move itself cannot (a Mining Village is not trashed and gives no coins; a Feast
gains its card and stays); with nothing set aside the Prince is discarded at clean-up, else it stays in play
for the rest of the game; a Throne Room's Prince may set aside two cards and plays both each turn; the cards
set aside and the Prince count for scoring.

Rulings of the 2014 text (its official FAQ, in our words): from the next turn on, the card set aside is played
at the start of every turn, using no action; it goes back beside the Prince at clean-up instead of the
discard pile; when it does not come back (trashed by its own effect like a Feast, a duration staying in play,
put on the deck by a Scheme), the Prince plays nothing more for the rest of the game; a Throne Room on a
Prince sets aside only one card (the Prince has left play after the first); cards on the Prince are still its
owner's and count for scoring."""

from __future__ import annotations

from referee import views
from referee.rules.game import count_cards


def _next_turn_of_ann(t):
    """Ann's clean-up, then Bob's whole turn: Ann's next turn starts."""
    t.clean()
    t.clean()


def test_2014_the_card_is_played_every_turn_and_set_aside_again(table):
    t = table("prince", "village", edition=1)
    t.give("ann", hand=["prince", "village", "copper"], deck=["copper"] * 20, discards=[])
    total = count_cards(t.game)
    decision = t.play("prince")
    assert decision.player == "ann" and decision.kind == "set-aside" and decision.options == ("village",)
    assert decision.min == 0
    t.answer("village")
    assert t.ann.mats["prince"] == ["prince", "village"] and "prince" not in t.ann.plays
    assert count_cards(t.game) == total
    for _turn in range(3):
        if _turn == 0:
            _next_turn_of_ann(t)
        assert t.game.player is t.ann
        assert t.ann.plays == ["village"] and t.game.actions == 3  # +2 actions, none used
        assert len(t.ann.hand) == 6  # +1 card
        assert t.ann.mats["prince"] == ["prince"]
        t.clean()
        assert t.ann.mats["prince"] == ["prince", "village"] and "village" not in t.ann.discards
        assert count_cards(t.game) == total
        t.clean()  # Bob's turn


def test_2014_only_an_action_costing_at_most_4_is_offered(table):
    t = table("prince", "village", "smithy", "laboratory", edition=1)
    t.give("ann", hand=["prince", "laboratory", "copper", "smithy", "village"])
    decision = t.play("prince")
    assert set(decision.options) == {"village", "smithy"}
    assert "prince" in t.illegal("laboratory")


def test_2014_declining_leaves_it_in_play(table):
    t = table("prince", "village", edition=1)
    t.give("ann", hand=["prince", "village"], deck=["copper"] * 10, discards=[])
    t.play("prince")
    t.answer()
    assert t.ann.plays == ["prince"] and t.ann.hand == ["village"] and "prince" not in t.ann.mats
    t.clean()
    assert "prince" in t.ann.discards


def test_2014_nothing_to_set_aside_asks_nothing(table):
    t = table("prince", edition=1)
    t.give("ann", hand=["prince", "copper"])
    assert t.play("prince") is None
    assert t.ann.plays == ["prince"]


def test_2014_a_feast_trashing_itself_is_played_once_only(table):
    t = table("prince", "feast", edition=1)
    t.give("ann", hand=["prince", "feast"], deck=["copper"] * 20, discards=[])
    t.play("prince")
    t.answer("feast")
    t.clean()
    t.clean()
    decision = t.game.pending
    assert decision is not None and decision.card == "feast"  # played at the start of the turn
    t.answer("silver")
    assert "feast" in t.game.trash
    t.clean()
    t.clean()
    assert t.game.pending is None and t.ann.plays == []
    assert t.ann.mats["prince"] == ["prince"]


def test_2014_a_duration_stays_in_play_and_the_prince_stops(table):
    t = table("prince", "caravan", edition=1)
    t.give("ann", hand=["prince", "caravan"], deck=["copper"] * 30, discards=[])
    t.play("prince")
    t.answer("caravan")
    _next_turn_of_ann(t)
    assert t.ann.plays == ["caravan"]
    t.clean()
    assert t.ann.plays == ["caravan"] and t.ann.mats["prince"] == ["prince"]  # it stays, as a duration
    t.clean()
    # The Caravan is in play from the last turn until this turn's clean-up; the Prince played nothing more.
    assert t.ann.plays == ["caravan"] and t.ann.mats["prince"] == ["prince"]
    t.clean()
    assert "caravan" in t.ann.discards and "caravan" not in t.ann.plays


def test_2014_throne_room_sets_aside_one_card_only(table):
    t = table("prince", "throne-room", "village", edition=1)
    t.give("ann", hand=["throne-room", "prince", "village", "village"], deck=["copper"] * 10)
    t.play("throne-room")
    decision = t.game.pending
    if decision is not None and decision.kind == "play":
        decision = t.answer("prince")
    assert decision.card == "prince" and decision.kind == "set-aside"
    assert t.answer("village") is None  # the second play of the Prince does nothing
    assert t.ann.mats["prince"] == ["prince", "village"] and t.ann.hand == ["village"]


def test_2014_cards_on_the_prince_count_for_scoring(table):
    t = table("prince", "great-hall", edition=1)
    t.give("ann", hand=["prince", "great-hall"], deck=["copper"] * 10)
    before = t.game.scores()["ann"]
    t.play("prince")
    t.answer("great-hall")
    assert t.ann.mats["prince"] == ["prince", "great-hall"]
    assert t.game.scores()["ann"] == before  # Great Hall's 1 VP still counts


def test_2014_a_card_put_back_by_scheme_is_played_no_more(table):
    """The official FAQ: the card a Scheme puts onto the deck does not go back onto the Prince, which then
    does nothing more (the card is drawn as any other)."""
    t = table("prince", "scheme", "village", edition=1)
    t.give("ann", hand=["prince", "village"], deck=["copper"] * 20, discards=[])
    t.play("prince")
    t.answer("village")
    t.clean()
    t.clean()
    t.give("ann", hand=["scheme"] + ["copper"] * 4)
    assert "village" in t.ann.plays
    t.play("scheme")
    t.clean()
    decision = t.game.pending
    assert decision is not None and decision.card == "scheme" and "village" in decision.options
    assert t.answer("village") is None
    assert "village" in t.ann.hand and t.ann.mats["prince"] == ["prince"]
    t.clean()
    t.clean()
    assert "village" not in t.ann.plays and t.ann.mats["prince"] == ["prince"]


# ---- the current text (2022 errata): a second-edition game ----------------------------------------------


def test_the_card_is_played_each_turn_where_it_lies_and_the_prince_stays_in_play(table):
    t = table("prince", "village")
    t.give("ann", hand=["prince", "village", "copper"], deck=["copper"] * 30, discards=[])
    total = count_cards(t.game)
    decision = t.play("prince")
    assert decision.kind == "set-aside" and decision.options == ("village",) and decision.min == 0
    t.answer("village")
    assert t.ann.plays == ["prince"] and t.ann.mats["prince"] == ["village"]
    for _turn in range(3):
        t.clean()
        assert t.ann.durations == ["prince"] and t.ann.mats["prince"] == ["village"]
        t.clean()  # Bob's turn
        assert t.ann.plays == ["prince"]  # in play from an earlier turn, the Village still set aside
        assert t.game.actions == 3 and len(t.ann.hand) == 6  # +1 card, +2 actions, no action used
        assert t.ann.mats["prince"] == ["village"] and "village" not in t.ann.discards
        assert count_cards(t.game) == total


def test_a_duration_or_a_command_is_never_offered(table):
    t = table("prince", "caravan", "village", "band-of-misfits", "highway")
    t.give("ann", hand=["highway", "prince", "caravan", "village", "band-of-misfits"], deck=["copper"] * 10)
    t.play("highway")  # every card costs 1 less: Band of Misfits 4
    decision = t.play("prince")
    assert decision.options == ("village",)
    assert "prince" in t.illegal("caravan") and "prince" in t.illegal("band-of-misfits")


def test_the_2014_text_offers_a_duration_and_a_command(table):
    t = table("prince", "caravan", "village", "band-of-misfits", "highway", edition=1)
    t.give("ann", hand=["highway", "prince", "caravan", "village", "band-of-misfits"], deck=["copper"] * 10)
    t.play("highway")
    assert set(t.play("prince").options) == {"band-of-misfits", "caravan", "village"}


def test_a_cost_lowered_this_turn_counts(table):
    t = table("prince", "laboratory", "highway")
    t.give("ann", hand=["highway", "prince", "laboratory"], deck=["copper"] * 10)
    t.play("highway")
    assert t.play("prince").options == ("laboratory",)  # 5, less 1


def test_declining_discards_it_at_clean_up(table):
    t = table("prince", "village")
    t.give("ann", hand=["prince", "village"], deck=["copper"] * 10, discards=[])
    t.play("prince")
    t.answer()
    t.clean()
    assert t.ann.durations == [] and "prince" in t.ann.discards and "prince" not in t.ann.mats


def test_a_mining_village_cannot_trash_itself_and_gives_no_coins(table):
    t = table("prince", "mining-village")
    t.give("ann", hand=["prince", "mining-village"], deck=["copper"] * 30, discards=[])
    t.play("prince")
    t.answer("mining-village")
    t.clean()
    t.clean()
    assert t.game.pending is None  # no offer to trash it: it is not in play
    assert t.game.coins == 0 and t.game.actions == 3 and len(t.ann.hand) == 6
    assert t.ann.mats["prince"] == ["mining-village"] and t.game.trash == []


def test_a_feast_gains_its_card_every_turn_and_stays(table):
    t = table("prince", "feast")
    t.give("ann", hand=["prince", "feast"], deck=["copper"] * 30, discards=[])
    t.play("prince")
    t.answer("feast")
    for _turn in range(2):
        t.clean()
        t.clean()
        decision = t.game.pending
        assert decision is not None and decision.card == "feast" and decision.kind == "gain"
        t.answer("duchy")
        assert t.game.trash == [] and t.ann.mats["prince"] == ["feast"]
    assert t.ann.discards.count("duchy") == 2


def test_a_throne_room_sets_aside_two_cards_and_both_are_played(table):
    t = table("prince", "throne-room", "village", "smithy")
    t.give("ann", hand=["throne-room", "prince", "village", "smithy"], deck=["copper"] * 40, discards=[])
    t.play("throne-room")
    assert t.answer("prince").options == ("smithy", "village")
    assert t.answer("village").options == ("smithy",)
    assert t.answer("smithy") is None
    assert t.ann.mats["prince"] == ["village", "smithy"]
    t.clean()
    t.clean()
    assert len(t.ann.hand) == 5 + 1 + 3 and t.game.actions == 3


def test_two_princes_each_play_their_own_card(table):
    t = table("prince", "village", "smithy")
    t.give("ann", hand=["village", "prince", "prince", "village", "smithy"], deck=["copper"] * 40)
    t.play("village")
    t.play("prince")
    t.answer("village")
    t.play("prince")
    t.answer("smithy")
    t.clean()
    assert t.ann.durations == ["prince", "prince"]
    t.clean()
    assert len(t.ann.hand) == 5 + 1 + 3 and t.game.actions == 3


def test_the_prince_in_play_and_its_card_are_seen_and_scored(table):
    t = table("prince", "great-hall")
    t.give("ann", hand=["prince", "great-hall"], deck=["copper"] * 20, discards=[])
    before = t.game.scores()["ann"]
    t.play("prince")
    t.answer("great-hall")
    assert t.game.scores()["ann"] == before
    t.clean()
    seat = next(seat for seat in views.view(t.game, t.bob).seats if seat.name == "ann")
    assert seat.durations == ("prince",) and seat.mats == (("prince", ("great-hall",)),)
