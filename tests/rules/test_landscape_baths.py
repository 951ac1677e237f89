"""Baths (Empires landmark): when you end your turn without having gained a card, take 2 VP from here; 6 VP
per player at set-up."""


def test_baths_pays_a_turn_without_a_gain(table):
    t = table("village", landscapes=("baths",))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.clean()
    assert (t.ann.vp_tokens, t.game.landscape_vp["baths"]) == (2, 10)


def test_baths_pays_nothing_after_a_gain_or_for_an_event_bought_that_gained_nothing(table):
    t = table("village", landscapes=("baths", "windfall"))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    t.buy("copper")
    t.clean()
    assert t.ann.vp_tokens == 0
    # bob buys Windfall with a deck: nothing gained, so Baths pays (an event is never gained).
    t.give("bob", hand=["gold", "gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.buy_event("windfall")
    t.clean()
    assert t.bob.vp_tokens == 2


def test_baths_counts_only_the_turns_own_player_gains(table):
    t = table("witch", landscapes=("baths",))
    t.give("ann", hand=["witch"], deck=["copper"] * 5, discards=[])
    t.play("witch")
    t.clean()
    # bob gained a Curse on ann's turn; ann gained nothing.
    assert (t.ann.vp_tokens, t.bob.vp_tokens) == (2, 0)
