"""Mining Village: +1 card, +2 actions; you may trash this card at once for +2 coins."""


def test_trash_it_for_two_coins(table):
    """+1 card, +2 actions; trashing it from play gives +2 coins."""
    t = table("mining-village")
    t.give("ann", hand=["mining-village"], deck=["copper"])
    decision = t.play("mining-village")
    assert t.ann.hand == ["copper"] and t.game.actions == 2
    assert (decision.kind, decision.source, decision.options, decision.min, decision.max) == (
        "trash",
        "play",
        ("mining-village",),
        0,
        1,
    )
    assert t.answer("mining-village") is None
    assert t.game.coins == 2 and t.ann.plays == [] and t.game.trash == ["mining-village"]


def test_keep_it(table):
    """Ruling: +1 card and +2 actions whether it is trashed or not."""
    t = table("mining-village")
    t.give("ann", hand=["mining-village"], deck=["copper"])
    t.play("mining-village")
    assert t.answer() is None
    assert t.game.coins == 0 and t.ann.plays == ["mining-village"] and t.game.actions == 2


def test_throne_room_trashes_it_once(table):
    """Ruling: under Throne Room it can be trashed only once; trashed on the first play, the second play gives
    +1 card and +2 actions but no +2 coins."""
    t = table("mining-village", "throne-room")
    t.give("ann", hand=["throne-room", "mining-village"], deck=["copper", "copper"])
    t.play("throne-room")
    t.answer("mining-village")
    assert t.answer("mining-village") is None  # the second play has nothing to trash: nothing asked
    assert t.game.coins == 2 and t.game.actions == 4 and len(t.ann.hand) == 2
    assert t.game.trash == ["mining-village"] and t.ann.plays == ["throne-room"]


def test_throne_room_may_trash_it_on_the_second_play(table):
    """Ruling: under Throne Room it may be trashed on the first play or the second."""
    t = table("mining-village", "throne-room")
    t.give("ann", hand=["throne-room", "mining-village"], deck=["copper", "copper"])
    t.play("throne-room")
    t.answer("mining-village")
    assert t.answer().options == ("mining-village",)
    assert t.answer("mining-village") is None
    assert t.game.coins == 2 and t.game.trash == ["mining-village"]
