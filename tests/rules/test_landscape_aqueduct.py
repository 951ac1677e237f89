"""Aqueduct (Empires landmark): when you gain a treasure, move 1 VP from its pile to this; when you gain a
victory card, take the VP from this. Set-up: 8 VP on the Silver pile and on the Gold pile."""


def test_aqueduct_starts_with_8_vp_on_silver_and_gold_and_none_on_itself(table):
    t = table("village", landscapes=("aqueduct",))
    assert (t.game.pile_tokens["silver"]["vp"], t.game.pile_tokens["gold"]["vp"]) == (8, 8)
    assert t.game.landscape_vp.get("aqueduct", 0) == 0


def test_treasures_gained_move_vp_onto_it_and_a_victory_card_takes_them_all(table):
    t = table("village", landscapes=("aqueduct",))
    t.give("ann", hand=["gold"] * 4, deck=["copper"] * 5, discards=[])
    for _ in range(4):
        t.add("gold")
    t.game.buys = 4
    t.buy("silver")
    t.buy("gold")
    t.buy("copper")  # the Copper pile holds no VP: nothing moves
    assert (t.game.landscape_vp["aqueduct"], t.game.pile_tokens["silver"]["vp"]) == (2, 7)
    t.buy("estate")
    assert (t.ann.vp_tokens, t.game.landscape_vp["aqueduct"]) == (2, 0)


def test_a_pile_out_of_vp_moves_nothing(table):
    t = table("village", landscapes=("aqueduct",))
    t.game.pile_tokens["silver"]["vp"] = 0
    t.game.run(t.game.gain(t.bob, "silver"))
    assert t.game.landscape_vp.get("aqueduct", 0) == 0
