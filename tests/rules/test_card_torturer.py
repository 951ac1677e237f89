"""Torturer: +3 cards; each other player chooses: discard 2 cards, or gain a Curse into their hand."""


def test_torturer_victim_discards(table):
    """+3 cards; the victim chooses to discard, then which 2 cards."""
    t = table("torturer")
    t.give("ann", hand=["torturer"], deck=["copper"] * 3)
    t.give("bob", hand=["copper", "estate", "estate", "gold", "silver"])
    decision = t.play("torturer")
    assert len(t.ann.hand) == 3
    assert (decision.player, decision.kind, set(decision.options)) == ("bob", "choose", {"discard", "curse"})
    assert decision.min == decision.max == 1
    decision = t.answer("discard")
    assert (decision.player, decision.kind, decision.min, decision.max) == ("bob", "discard", 2, 2)
    assert t.answer("estate", "estate") is None
    assert t.bob.hand == ["copper", "gold", "silver"]
    assert sorted(t.bob.discards) == ["estate", "estate"]


def test_torturer_curse_into_hand(table):
    """The Curse is gained into the victim's hand."""
    t = table("torturer")
    t.give("ann", hand=["torturer"])
    t.give("bob", hand=["copper"] * 5)
    t.play("torturer")
    assert t.answer("curse") is None
    assert t.bob.hand.count("curse") == 1 and len(t.bob.hand) == 6 and t.bob.discards == []


def test_torturer_curse_when_none_left(table):
    """Taking the Curse may be chosen even with none left: nothing is gained."""
    t = table("torturer")
    t.game.set_pile("curse", 0)
    t.give("ann", hand=["torturer"])
    t.give("bob", hand=["copper"] * 5)
    decision = t.play("torturer")
    assert "curse" in decision.options
    assert t.answer("curse") is None
    assert t.bob.hand == ["copper"] * 5


def test_torturer_discard_with_one_card(table):
    """Discarding may be chosen with fewer than 2 cards in hand: the one card is discarded."""
    t = table("torturer")
    t.give("ann", hand=["torturer"])
    t.give("bob", hand=["gold"])
    t.play("torturer")
    decision = t.answer("discard")
    assert decision.min == decision.max == 1
    t.answer("gold")
    assert t.bob.hand == [] and t.bob.discards == ["gold"]


def test_torturer_curses_dealt_in_turn_order(table):
    """With one Curse left, the first victim in turn order choosing it takes it."""
    t = table("torturer", players=3)
    t.game.set_pile("curse", 1)
    t.give("ann", hand=["torturer"])
    t.give("bob", hand=["copper"] * 5)
    t.give("cat", hand=["copper"] * 5)
    assert t.play("torturer").player == "bob"
    assert t.answer("curse").player == "cat"
    assert t.answer("curse") is None
    assert "curse" in t.bob.hand and "curse" not in t.cat.hand


def test_moat_against_torturer(table):
    """A victim revealing Moat neither discards nor gains a Curse."""
    t = table("torturer", "moat")
    t.give("ann", hand=["torturer"])
    t.give("bob", hand=["moat", "copper"])
    assert t.play("torturer").kind == "reveal"
    assert t.answer("moat") is None
    assert t.bob.hand == ["moat", "copper"]


def test_throne_room_torturer_asks_twice(table):
    """Played twice, it attacks twice: the victim chooses again the second time."""
    t = table("torturer", "throne-room")
    t.give("ann", hand=["throne-room", "torturer"], deck=["copper"] * 6)
    t.give("bob", hand=["copper", "copper", "estate", "estate", "silver"])
    t.play("throne-room")
    assert t.answer("torturer").player == "bob"
    t.answer("discard")
    assert t.answer("estate", "estate").kind == "choose"
    assert t.answer("curse") is None
    assert t.bob.hand == ["copper", "copper", "silver", "curse"]
    assert len(t.ann.hand) == 6
