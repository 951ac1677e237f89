"""Annex (Empires event, 8 debt): look through your discard pile; shuffle all but up to 5 of its cards into
your deck; gain a Duchy."""


def test_annex_keeps_up_to_5_cards_in_the_discard_pile_and_shuffles_the_rest_into_the_deck(table):
    t = table("village", landscapes=("annex",))
    discards = ["estate", "estate", "copper", "copper", "silver", "gold", "curse"]
    t.give("ann", hand=[], deck=["province"] * 3, discards=discards)
    decision = t.buy_event("annex")
    assert (decision.kind, decision.source, decision.min, decision.max) == ("choose", "discards", 0, 5)
    assert sorted(decision.options) == sorted(discards)
    t.answer("estate", "estate", "copper", "curse", "copper")
    assert t.ann.debt == 8
    # The five kept and the Duchy gained after them; the deck holds its own cards and the two shuffled in.
    assert sorted(t.ann.discards[:-1]) == sorted(["estate", "estate", "copper", "curse", "copper"])
    assert t.ann.discards[-1] == "duchy"
    assert sorted(t.ann.deck) == sorted(["province"] * 3 + ["silver", "gold"])


def test_annex_may_shuffle_every_card_in(table):
    t = table("village", landscapes=("annex",))
    t.give("ann", hand=[], deck=[], discards=["gold", "silver"])
    t.buy_event("annex")
    t.answer()
    assert (sorted(t.ann.deck), t.ann.discards) == (["gold", "silver"], ["duchy"])


def test_annex_with_no_duchy_left_still_shuffles(table):
    t = table("village", landscapes=("annex",))
    t.give("ann", hand=[], deck=["copper"], discards=["gold"] * 7)
    t.game.piles["duchy"] = 0
    t.buy_event("annex")
    t.answer("gold")
    assert (t.ann.discards, sorted(t.ann.deck)) == (["gold"], ["copper"] + ["gold"] * 6)


def test_annex_with_an_empty_discard_pile_asks_nothing_and_gains_the_duchy(table):
    t = table("village", landscapes=("annex",))
    t.give("ann", hand=[], deck=["copper"] * 5, discards=[])
    assert t.buy_event("annex") is None
    assert (t.ann.discards, t.ann.deck) == (["duchy"], ["copper"] * 5)
