"""Counting House (first edition only): look through your discard pile; put any number of the Coppers there
into your hand.

Official FAQ, in our words:
- You choose how many of the Coppers to take, from none to all of them.
- Only the Coppers taken are shown to the others; the rest of the discard pile stays as it is.
- It draws nothing from the deck.
"""


def test_takes_the_chosen_number_of_coppers(table):
    t = table("counting-house")
    t.give(
        "ann",
        hand=["counting-house"],
        deck=["gold"],
        discards=["copper", "estate", "copper", "copper", "silver"],
    )
    decision = t.play("counting-house")
    assert (decision.kind, decision.options) == ("choose", ("0", "1", "2", "3"))
    assert t.answer("2") is None
    assert t.ann.hand == ["copper", "copper"] and t.ann.deck == ["gold"]
    assert sorted(t.ann.discards) == ["copper", "estate", "silver"]


def test_may_take_none(table):
    t = table("counting-house")
    t.give("ann", hand=["counting-house"], discards=["copper"])
    t.play("counting-house")
    t.answer("0")
    assert t.ann.hand == [] and t.ann.discards == ["copper"]


def test_only_the_coppers_taken_are_shown(table):
    t = table("counting-house")
    events = []
    t.game.listeners.append(events.append)
    t.give("ann", hand=["counting-house"], discards=["copper", "estate", "copper"])
    t.play("counting-house")
    t.answer("1")
    assert [(e.kind, e.cards) for e in events if e.kind == "reveal"] == [("reveal", ("copper",))]


def test_no_copper_in_the_discards_asks_nothing(table):
    t = table("counting-house")
    t.give("ann", hand=["counting-house"], discards=["estate"])
    assert t.play("counting-house") is None
    assert t.ann.hand == []


def test_throne_room_counting_house_finds_what_is_left(table):
    t = table("counting-house", "throne-room")
    t.give("ann", hand=["throne-room", "counting-house"], discards=["copper", "copper", "copper"])
    t.play("throne-room")
    t.answer("counting-house")
    decision = t.answer("2")
    assert decision.options == ("0", "1")
    t.answer("1")
    assert t.ann.hand == ["copper"] * 3 and t.ann.discards == []
