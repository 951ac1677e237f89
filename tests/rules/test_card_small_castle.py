"""Small Castle (Empires, a Castle, an action): worth 2 VP; trash it or a Castle from the hand, and having
trashed one, gain a Castle (the top of the Castles pile). Rulings (the wiki's FAQ): with no Castle in hand it
trashes itself; played a second time by a Throne Room it is gone, so only a Castle of the hand may be
trashed, and with none nothing is gained."""

from __future__ import annotations


def test_trashing_itself_gains_the_top_castle(table):
    t = table("castles")
    t.give("ann", hand=["small-castle", "copper"], deck=["copper"] * 5, discards=[])
    assert t.play("small-castle") is None
    assert t.game.trash == ["small-castle"] and t.ann.discards == ["humble-castle"]
    assert t.game.pile_top("castles") == "crumbling-castle"


def test_a_castle_of_the_hand_may_be_trashed_instead(table):
    t = table("castles")
    t.give("ann", hand=["small-castle", "humble-castle"], deck=["copper"] * 5, discards=[])
    decision = t.play("small-castle")
    assert (decision.kind, decision.options, decision.min, decision.max) == (
        "trash",
        ("humble-castle",),
        0,
        1,
    )
    assert t.answer("humble-castle") is None
    assert t.game.trash == ["humble-castle"] and t.ann.plays == ["small-castle"]
    assert t.ann.discards == ["humble-castle"]  # the pile's top


def test_declining_trashes_itself(table):
    t = table("castles")
    t.give("ann", hand=["small-castle", "humble-castle"], deck=["copper"] * 5, discards=[])
    t.play("small-castle")
    t.answer()
    assert t.game.trash == ["small-castle"] and t.ann.hand == ["humble-castle"]


def test_a_throne_rooms_second_play_finds_it_gone(table):
    t = table("castles", "throne-room")
    t.give("ann", hand=["throne-room", "small-castle"], deck=["copper"] * 5, discards=[])
    decision = t.play("throne-room")
    if decision is not None and decision.kind == "play":
        decision = t.answer("small-castle")
    assert decision is None
    # The first play trashed it and gained Humble Castle; the second had nothing to trash.
    assert t.game.trash == ["small-castle"] and t.ann.discards == ["humble-castle"]
