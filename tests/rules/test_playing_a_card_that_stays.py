"""Which card stays in play when a card plays another that stays (docs/rules-core.md, "A card that plays
another"; docs/rules.md records the sources).

Rulings, in our words:
- The Duration rules (the wiki's Duration page) and the designer's ruling (BoardGameGeek thread 456393): a
  Throne Room (King's Court, Coronet) that plays a Duration card that stays stays in play as long; one that
  plays another Throne Room stays only when that one was used on two or more cards that stay (it then records
  the extra plays); when the inner one played a single Duration, only the inner one stays with it.
- Band of Misfits' FAQ: Band of Misfits stays as long as the card it played would have; a Throne Room that
  played Band of Misfits is no Duration's companion, so it leaves unless Band of Misfits stayed for two plays.
- A card that plays another once (Herald) or plays it and trashes it (Procession) never stays for it.
- A Throne Room on Prince (its current text: a Duration staying for the rest of the game) stays as long.
"""

from __future__ import annotations

from referee.rules.game import count_cards


def _answer_all(t, *answers):
    for answer in answers:
        t.answer(answer)


def test_a_throne_room_on_a_throne_room_of_one_duration_leaves_at_clean_up(table):
    t = table("throne-room", "caravan", "smithy")
    t.give("ann", hand=["throne-room", "throne-room", "caravan", "smithy"], deck=["copper"] * 30, discards=[])
    total = count_cards(t.game)
    t.play("throne-room")
    _answer_all(t, "throne-room", "caravan")  # the inner one plays the Caravan twice ...
    assert t.answer("smithy") is None  # ... then the Smithy twice
    t.clean()
    assert sorted(t.ann.durations) == ["caravan", "throne-room"]  # one Throne Room: the one on the Caravan
    assert t.ann.discards.count("throne-room") == 1 and count_cards(t.game) == total
    t.clean()  # Bob's turn
    assert len(t.ann.hand) == 7  # the Caravan's two plays: +2 cards
    assert sorted(t.ann.plays) == ["caravan", "throne-room"]
    t.clean()
    assert t.ann.durations == [] and t.ann.discards.count("throne-room") == 2


def test_a_kings_court_on_a_throne_room_of_one_duration_leaves_at_clean_up(table):
    t = table("kings-court", "throne-room", "caravan", "smithy", "village")
    hand = ["kings-court", "throne-room", "caravan", "smithy", "village"]
    t.give("ann", hand=hand, deck=["copper"] * 40, discards=[])
    t.play("kings-court")
    _answer_all(t, "throne-room", "caravan", "smithy")
    assert t.answer("village") is None
    t.clean()
    assert sorted(t.ann.durations) == ["caravan", "throne-room"] and "kings-court" in t.ann.discards


def test_a_throne_room_on_a_throne_room_of_two_durations_stays_with_them(table):
    """The designer's ruling: the outer one records that the inner one was used on two cards that stay."""
    t = table("throne-room", "caravan", "wharf")
    t.give("ann", hand=["throne-room", "throne-room", "caravan", "wharf"], deck=["copper"] * 30, discards=[])
    t.play("throne-room")
    _answer_all(t, "throne-room", "caravan")
    assert t.answer("wharf") is None
    t.clean()
    assert sorted(t.ann.durations) == ["caravan", "throne-room", "throne-room", "wharf"]
    t.clean()
    assert len(t.ann.hand) == 5 + 2 + 4  # two Caravan plays, two Wharf plays
    t.clean()
    assert t.ann.durations == [] and t.ann.discards.count("throne-room") == 2


def test_kings_courts_three_deep_keep_only_those_recording_plays(table):
    """The designer's ruling: King's Court on a King's Court whose first play is a third King's Court used on
    three durations, and whose other plays hit no duration: the third and the second stay, the first goes."""
    t = table("kings-court", "caravan", "wharf", "fishing-village", "smithy", "village")
    hand = ["kings-court"] * 3 + ["caravan", "wharf", "fishing-village", "smithy", "village"]
    t.give("ann", hand=hand, deck=["copper"] * 60, discards=[])
    t.play("kings-court")
    _answer_all(t, "kings-court", "kings-court", "caravan", "wharf", "fishing-village", "smithy")
    assert t.answer("village") is None
    t.clean()
    assert sorted(t.ann.durations) == ["caravan", "fishing-village", "kings-court", "kings-court", "wharf"]
    assert t.ann.discards.count("kings-court") == 1


def test_a_kings_court_stays_when_the_king_court_it_played_hit_two_durations(table):
    """The designer's ruling, second case: the second King's Court's plays are a King's Court on three
    durations, then a duration, then a non-duration: all three King's Courts stay."""
    t = table("kings-court", "caravan", "wharf", "fishing-village", "merchant-ship", "village")
    hand = ["kings-court"] * 3 + ["caravan", "wharf", "fishing-village", "merchant-ship", "village"]
    t.give("ann", hand=hand, deck=["copper"] * 60, discards=[])
    t.play("kings-court")
    _answer_all(t, "kings-court", "kings-court", "caravan", "wharf", "fishing-village", "merchant-ship")
    assert t.answer("village") is None
    t.clean()
    assert sorted(t.ann.durations).count("kings-court") == 3


def test_a_coronet_on_a_throne_room_of_one_duration_leaves_at_clean_up(table):
    t = table("joust", "throne-room", "caravan", "smithy")  # Coronet is a Reward of Joust
    t.give("ann", hand=["coronet", "throne-room", "caravan", "smithy"], deck=["copper"] * 30, discards=[])
    t.play("coronet")
    _answer_all(t, "throne-room", "caravan", "smithy")
    assert t.answer() is None  # no treasure played
    t.clean()
    assert sorted(t.ann.durations) == ["caravan", "throne-room"] and "coronet" in t.ann.discards


def test_a_herald_playing_a_duration_leaves_while_the_duration_stays(table):
    t = table("herald", "caravan")
    t.give("ann", hand=["herald"], deck=["copper", "caravan"] + ["copper"] * 10, discards=[])
    t.play("herald")
    t.clean()
    assert t.ann.durations == ["caravan"] and "herald" in t.ann.discards


def test_a_procession_on_a_throne_room_of_a_duration_trashes_it_and_leaves(table):
    t = table("procession", "throne-room", "caravan", "village")
    t.give("ann", hand=["procession", "throne-room", "caravan"], deck=["copper"] * 30, discards=[])
    t.play("procession")
    _answer_all(t, "throne-room", "caravan")
    decision = t.game.pending
    while decision is not None:
        decision = t.answer(*decision.options[: max(decision.min, 0)])
    assert "throne-room" in t.game.trash
    t.clean()
    assert t.ann.durations == ["caravan"] and "procession" in t.ann.discards


def test_a_throne_room_on_the_current_prince_stays_with_it_for_the_rest_of_the_game(table):
    t = table("prince", "throne-room", "village", "smithy")
    t.give("ann", hand=["throne-room", "prince", "village", "smithy"], deck=["copper"] * 40, discards=[])
    t.play("throne-room")
    t.answer("prince")
    t.answer("village")
    assert t.answer("smithy") is None
    for _turn in range(3):
        t.clean()
        assert sorted(t.ann.durations) == ["prince", "throne-room"]
        t.clean()  # Bob's turn
        assert sorted(t.ann.plays) == ["prince", "throne-room"]
