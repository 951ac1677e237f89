"""Worker's Village: +1 card, +2 actions, +1 buy (both editions)."""


def test_workers_village(table):
    t = table("workers-village")
    t.give("ann", hand=["workers-village"], deck=["silver", "copper"])
    assert t.play("workers-village") is None
    assert t.ann.hand == ["silver"]
    assert (t.game.actions, t.game.buys) == (2, 2)


def test_first_edition_plays_the_same(table):
    t = table("workers-village", edition=1)
    t.give("ann", hand=["workers-village"], deck=["copper"])
    t.play("workers-village")
    assert (t.game.actions, t.game.buys, len(t.ann.hand)) == (2, 2, 1)
