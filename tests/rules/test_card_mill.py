"""Mill: +1 card, +1 action; you may discard 2 cards for +2 coins; worth 1 victory point."""

from referee.rules.kingdoms import pile_size


def test_discarding_two_cards_gives_two_coins(table):
    """+1 card, +1 action; choosing to discard 2 cards gives +2 coins."""
    t = table("mill")
    t.give("ann", hand=["mill", "estate", "estate"], deck=["copper"])
    decision = t.play("mill")
    assert t.game.actions == 1 and len(t.ann.hand) == 3
    assert (decision.kind, decision.min, decision.max) == ("choose", 0, 1)
    decision = t.answer(*decision.options)
    assert (decision.kind, decision.source, decision.min, decision.max) == ("discard", "hand", 2, 2)
    assert t.answer("estate", "estate") is None
    assert t.game.coins == 2 and t.ann.hand == ["copper"]
    assert sorted(t.ann.discards) == ["estate", "estate"]


def test_declining_keeps_the_hand(table):
    """Discarding is optional."""
    t = table("mill")
    t.give("ann", hand=["mill", "estate", "estate"], deck=["copper"])
    t.play("mill")
    assert t.answer() is None
    assert t.game.coins == 0 and len(t.ann.hand) == 3


def test_one_card_may_be_discarded_for_nothing(table):
    """Ruling: with one card in hand you may still choose to discard, but only 2 cards discarded give +2."""
    t = table("mill")
    t.give("ann", hand=["mill"], deck=["estate"], discards=[])
    decision = t.play("mill")
    decision = t.answer(*decision.options)
    assert (decision.min, decision.max) == (1, 1)
    assert t.answer("estate") is None
    assert t.game.coins == 0 and t.ann.discards == ["estate"]


def test_exactly_two_or_none(table):
    """With 2 cards or more in hand the discard is exactly 2 cards (1 is refused)."""
    t = table("mill")
    t.give("ann", hand=["mill", "estate", "copper"], deck=["copper"])
    t.answer(*t.play("mill").options)
    t.illegal("estate")


def test_worth_one_point_and_a_victory_pile(table):
    """Ruling: worth 1 VP; 8 Mills with 2 players, 12 with more."""
    t = table("mill")
    t.give("ann", hand=["mill"], deck=[], discards=["mill"])
    assert t.ann.score() == 2
    assert [pile_size("mill", n) for n in (2, 3, 4)] == [8, 12, 12]


def test_throne_room_mill_discards_twice(table):
    """Under Throne Room each play may discard 2 cards for +2 coins."""
    t = table("mill", "throne-room")
    t.give("ann", hand=["throne-room", "mill", "estate", "estate", "copper"], deck=["copper", "copper"])
    t.play("throne-room")
    t.answer("mill")
    t.answer(*t.game.pending.options)
    t.answer("estate", "estate")
    t.answer(*t.game.pending.options)
    t.answer("copper", "copper")
    assert t.game.coins == 4 and t.game.actions == 2 and t.ann.hand == ["copper"]
