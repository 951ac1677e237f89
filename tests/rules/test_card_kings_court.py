"""King's Court: you may play an action card from your hand three times (both editions: optional)."""


def test_kings_court_plays_the_card_three_times(table):
    t = table("kings-court", "smithy")
    t.give("ann", hand=["kings-court", "smithy"], deck=["copper"] * 10)
    decision = t.play("kings-court")
    assert (decision.kind, decision.options, decision.min, decision.max) == ("play", ("smithy",), 0, 1)
    assert t.answer("smithy") is None
    assert len(t.ann.hand) == 9 and t.ann.plays == ["kings-court", "smithy"]


def test_it_uses_one_action_and_the_card_gives_its_actions_three_times(table):
    """Ruling: King's Court uses up one action; a card giving +1 action gives it three times."""
    t = table("kings-court", "workers-village")
    t.give("ann", hand=["kings-court", "workers-village"], deck=["copper"] * 3)
    t.play("kings-court")
    t.answer("workers-village")
    assert (t.game.actions, t.game.buys, len(t.ann.hand)) == (6, 4, 3)


def test_kings_court_on_kings_court_plays_three_actions_three_times_each(table):
    """Ruling: King's Court on King's Court plays three different actions three times each, not one nine
    times."""
    t = table("kings-court", "village", "smithy", "workers-village")
    hand = ["kings-court", "kings-court", "village", "smithy", "workers-village"]
    t.give("ann", hand=hand, deck=["copper"] * 20)
    t.play("kings-court")
    t.answer("kings-court")
    t.answer("village")
    t.answer("workers-village")
    assert t.answer("smithy") is None
    assert t.game.actions == 6 + 6 and t.game.buys == 1 + 3
    assert len(t.ann.hand) == 3 + 3 + 9
    assert t.ann.plays == ["kings-court", "kings-court", "village", "workers-village", "smithy"]


def test_may_decline_in_both_editions(table):
    for edition in (1, 2):
        t = table("kings-court", "village", edition=edition)
        t.give("ann", hand=["kings-court", "village"])
        assert t.play("kings-court").min == 0
        assert t.answer() is None
        assert t.ann.hand == ["village"] and t.game.actions == 0


def test_nothing_to_play(table):
    t = table("kings-court")
    t.give("ann", hand=["kings-court", "copper"])
    assert t.play("kings-court").options == ()
    assert t.answer() is None


def test_a_card_that_trashes_itself_is_still_played_three_times(table):
    """Ruling (as for Throne Room): a Feast played three times is trashed once and gains three cards."""
    t = table("kings-court", "feast")
    t.give("ann", hand=["kings-court", "feast"])
    t.play("kings-court")
    t.answer("feast")
    t.answer("duchy")
    t.answer("duchy")
    assert t.answer("silver") is None
    assert sorted(t.ann.discards) == ["duchy", "duchy", "silver"]
    assert t.game.trash == ["feast"] and t.ann.plays == ["kings-court"]


def test_each_play_asks_its_own_choices(table):
    t = table("kings-court", "remodel")
    t.give("ann", hand=["kings-court", "remodel", "estate", "estate", "copper"])
    t.play("kings-court")
    t.answer("remodel")
    for trashed, gained in (("estate", "silver"), ("estate", "silver"), ("copper", "estate")):
        t.answer(trashed)
        t.answer(gained)
    assert t.game.pending is None
    assert sorted(t.ann.discards) == ["estate", "silver", "silver"]


def test_kings_court_on_a_duration_stays_in_play_with_it(table):
    """Ruling (as for Throne Room): a King's Court that played a duration card stays in play until that card
    leaves; the duration's next-turn part happens three times."""
    t = table("kings-court", "caravan")
    deck = ["silver"] * 3 + ["estate"] * 5 + ["gold"] * 3 + ["copper"] * 8
    t.give("ann", hand=["kings-court", "caravan"], deck=deck)
    t.play("kings-court")
    t.answer("caravan")
    assert t.ann.hand == ["silver"] * 3 and t.game.actions == 3
    t.clean()
    assert sorted(t.ann.plays) == ["caravan", "kings-court"]
    t.give("bob", hand=[])
    t.clean()  # bob's turn
    assert len(t.ann.hand) == 5 + 3 and t.ann.hand[-3:] == ["gold"] * 3
    t.clean()
    assert t.ann.plays == [] and {"caravan", "kings-court"} <= set(t.ann.discards)
