"""Monument: +2 coins, +1 VP token (both editions)."""


def test_monument(table):
    t = table("monument")
    t.give("ann", hand=["monument"], deck=[], discards=[])
    assert t.play("monument") is None
    assert t.game.coins == 2 and t.ann.vp_tokens == 1
    # VP tokens count toward the score (a hand of one Monument: no other points).
    assert t.ann.score() == 1


def test_kings_court_monument_gives_three_tokens(table):
    t = table("monument", "kings-court")
    t.give("ann", hand=["kings-court", "monument"])
    t.play("kings-court")
    t.answer("monument")
    assert t.game.coins == 6 and t.ann.vp_tokens == 3


def test_tokens_stay_after_the_turn(table):
    t = table("monument")
    t.give("ann", hand=["monument"])
    t.play("monument")
    t.clean()
    assert t.ann.vp_tokens == 1 and t.bob.vp_tokens == 0
