"""Baron: +1 buy; you may discard an Estate for +4 coins; if you do not, you gain an Estate."""

from referee.rules.kingdoms import pile_size


def test_discarding_an_estate_gives_four_coins_and_a_buy(table):
    """Discarding an Estate gives +4 coins (and the +1 buy); no Estate is gained."""
    t = table("baron")
    t.give("ann", hand=["baron", "estate", "copper"])
    decision = t.play("baron")
    assert (decision.kind, decision.options, decision.min, decision.max) == ("discard", ("estate",), 0, 1)
    assert t.answer("estate") is None
    assert (t.game.coins, t.game.buys) == (4, 2)
    assert t.ann.discards == ["estate"] and t.ann.hand == ["copper"]
    assert t.game.piles["estate"] == pile_size("estate", 2)


def test_keeping_the_estate_gains_one_instead(table):
    """Ruling: discarding is never compulsory, but a player who does not discard must gain an Estate; Baron is
    never "+1 buy and nothing else" while Estates are left."""
    t = table("baron")
    t.give("ann", hand=["baron", "estate"])
    t.play("baron")
    assert t.answer() is None
    assert t.game.coins == 0 and t.game.buys == 2
    assert t.ann.hand == ["estate"] and t.ann.discards == ["estate"]
    assert t.game.piles["estate"] == pile_size("estate", 2) - 1


def test_without_an_estate_in_hand_nothing_is_asked_and_an_estate_is_gained(table):
    """With no Estate to discard there is no choice: an Estate is gained."""
    t = table("baron")
    t.give("ann", hand=["baron", "copper"])
    assert t.play("baron") is None
    assert t.ann.discards == ["estate"] and t.game.coins == 0


def test_no_estate_left_gains_nothing(table):
    """Ruling: the Estate is gained only if there are any left."""
    t = table("baron")
    t.game.set_pile("estate", 0)
    t.give("ann", hand=["baron", "copper"])
    assert t.play("baron") is None
    assert t.ann.discards == [] and t.game.buys == 2


def test_throne_room_baron_discards_two_estates(table):
    """Under Throne Room each play may discard its own Estate: +8 coins, +2 buys."""
    t = table("baron", "throne-room")
    t.give("ann", hand=["throne-room", "baron", "estate", "estate"])
    t.play("throne-room")
    t.answer("baron")
    t.answer("estate")
    assert t.answer("estate") is None
    assert (t.game.coins, t.game.buys) == (8, 3)
    assert t.ann.discards == ["estate", "estate"]
