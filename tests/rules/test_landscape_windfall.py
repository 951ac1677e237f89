"""Windfall (Empires event, 5 coins): if your deck and discard pile are empty, gain 3 Golds."""


def test_windfall_with_deck_and_discards_empty_gains_three_golds(table):
    t = table("village", landscapes=("windfall",))
    # The cards in hand and in play do not matter.
    t.give("ann", hand=["gold", "silver", "estate"], deck=[], discards=[])
    t.add("gold")
    t.add("silver")
    t.buy_event("windfall")
    assert t.ann.discards == ["gold"] * 3


def test_windfall_with_a_card_left_in_the_deck_or_discards_gains_nothing(table):
    for deck, discards in ((["copper"], []), ([], ["copper"])):
        t = table("village", landscapes=("windfall",))
        t.give("ann", hand=["gold", "silver"], deck=deck, discards=discards)
        t.add("gold")
        t.add("silver")
        t.buy_event("windfall")
        assert "gold" not in t.ann.discards
