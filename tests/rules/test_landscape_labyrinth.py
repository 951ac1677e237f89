"""Labyrinth (Empires landmark): when you gain a 2nd card in one of your turns, take 2 VP from here; 6 VP per
player at set-up."""


def test_labyrinth_pays_for_the_second_gain_of_a_turn_only(table):
    t = table("village", landscapes=("labyrinth",))
    t.give("ann", hand=["gold", "gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.add("gold")
    t.game.buys = 3
    t.buy("copper")
    assert t.ann.vp_tokens == 0
    t.buy("copper")
    assert t.ann.vp_tokens == 2
    t.buy("copper")
    assert (t.ann.vp_tokens, t.game.landscape_vp["labyrinth"]) == (2, 10)


def test_labyrinth_ignores_gains_on_another_players_turn(table):
    t = table("witch", landscapes=("labyrinth",))
    t.give("ann", hand=["witch"], deck=["copper"] * 5, discards=[])
    t.play("witch")
    t.game.run(t.game.gain(t.bob, "copper"))
    # bob gained a Curse and a Copper on ann's turn: not in one of bob's turns.
    assert t.bob.vp_tokens == 0
