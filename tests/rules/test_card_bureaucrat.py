"""Bureaucrat: gain a Silver onto your deck; each other player puts a victory card from hand onto their
deck."""


def test_bureaucrat(table):
    t = table("bureaucrat", players=3)
    t.give("ann", hand=["bureaucrat"], deck=[])
    t.give("bob", hand=["estate", "duchy", "copper"], deck=["gold"])
    t.give("cat", hand=["copper", "silver"])
    decision = t.play("bureaucrat")
    assert t.ann.deck == ["silver"]
    assert (decision.player, decision.kind, decision.options) == ("bob", "topdeck", ("estate", "duchy"))
    assert t.answer("duchy") is None  # cat shows a hand without victory cards
    assert t.bob.deck[-1] == "duchy" and "duchy" not in t.bob.hand


def test_throne_room_bureaucrat(table):
    t = table("bureaucrat", "throne-room")
    t.give("ann", hand=["throne-room", "bureaucrat"], deck=[])
    t.give("bob", hand=["estate", "estate"], deck=[])
    t.play("throne-room")
    assert t.answer("bureaucrat") is None  # one kind of victory card in hand: nothing to choose
    assert t.ann.deck == ["silver", "silver"] and t.bob.deck == ["estate", "estate"] and t.bob.hand == []


def test_moat_against_bureaucrat(table):
    t = table("bureaucrat", "moat")
    t.give("ann", hand=["bureaucrat"], deck=[])
    t.give("bob", hand=["moat", "estate"], deck=[])
    t.play("bureaucrat")
    assert t.answer("moat") is None
    assert t.bob.hand == ["moat", "estate"] and t.ann.deck == ["silver"]
