"""Loan (first edition only): a treasure worth 1 coin; when played, reveal cards from your deck until a
treasure turns up; trash it or discard it, and discard the other revealed cards."""


def test_loan_trashes_the_treasure_found(table):
    t = table("loan")
    t.give("ann", hand=["loan"], deck=["estate", "village", "copper", "gold"])
    t.add("loan")
    decision = t.game.pending
    assert t.game.coins == 1
    assert (decision.kind, decision.options, decision.min, decision.max, decision.source) == (
        "trash",
        ("copper",),
        0,
        1,
        "revealed",
    )
    assert t.answer("copper") is None
    assert t.game.trash == ["copper"]
    assert sorted(t.ann.discards) == ["estate", "village"] and t.ann.deck == ["gold"]


def test_loan_may_discard_it_instead(table):
    t = table("loan")
    t.give("ann", hand=["loan"], deck=["silver", "gold"])
    t.add("loan")
    assert t.answer() is None
    assert t.ann.discards == ["silver"] and t.game.trash == [] and t.game.coins == 1


def test_no_treasure_found_discards_everything(table):
    """Ruling: run out of cards: shuffle the discards (not the revealed cards) in; still none: discard
    all."""
    t = table("loan")
    t.give("ann", hand=["loan"], deck=["estate"], discards=["duchy"])
    t.add("loan")
    assert t.game.pending is None
    assert sorted(t.ann.discards) == ["duchy", "estate"] and t.ann.deck == []


def test_shuffles_the_discards_but_not_the_revealed_cards(table):
    t = table("loan")
    t.give("ann", hand=["loan"], deck=["estate"], discards=["silver"])
    t.add("loan")
    assert t.game.pending.options == ("silver",)
    t.answer("silver")
    assert t.ann.discards == ["estate"] and t.game.trash == ["silver"]


def test_loan_itself_stays_in_play(table):
    t = table("loan")
    t.give("ann", hand=["loan", "copper"], deck=["copper"])
    t.add("loan")
    t.answer("copper")
    t.add("copper")
    assert t.ann.plays == ["loan", "copper"] and t.game.coins == 2


def test_a_charlatans_curse_is_a_treasure_found(table):
    """Ruling (Charlatan's FAQ): in a game with Charlatan (a kingdom mixing the editions) a Curse is a
    treasure in every situation, so Loan stops at it and may trash it."""
    t = table("loan", "charlatan")
    t.give("ann", hand=["loan"], deck=["estate", "curse", "gold"])
    t.add("loan")
    assert t.game.pending.options == ("curse",)
    assert t.answer("curse") is None
    assert t.game.trash == ["curse"] and t.ann.discards == ["estate"] and t.ann.deck == ["gold"]
