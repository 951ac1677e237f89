"""Giant (Adventures, 5): turn your Journey token over (it starts face up); face down: +1 coin; face up: +5
coins, and each other player reveals its top card, trashes it if it costs 3 to 6, otherwise discards it and
gains a Curse."""


def test_face_down_giant_gives_1_coin_and_no_attack(table):
    t = table("giant")
    t.give("ann", hand=["giant"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 5, deck=["silver"], discards=[])
    t.play("giant")
    assert (t.game.coins, t.bob.deck, t.game.trash) == (1, ["silver"], [])


def test_face_up_giant_gives_5_coins_trashes_3_to_6_and_curses_the_rest(table):
    t = table("giant", players=3)
    t.ann.tokens["journey"] = 0
    t.give("ann", hand=["giant"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["copper"] * 5, deck=["silver"], discards=[])
    t.give("cat", hand=["copper"] * 5, deck=["copper"], discards=[])
    t.play("giant")
    assert t.game.coins == 5 and t.game.trash == ["silver"]
    assert (t.cat.deck, t.cat.discards) == ([], ["copper", "curse"])


def test_moat_keeps_its_holder_from_the_attack_not_the_coins(table):
    t = table("giant", "moat")
    t.ann.tokens["journey"] = 0
    t.give("ann", hand=["giant"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["moat"], deck=["gold"], discards=[])
    decision = t.play("giant")
    assert decision.player == "bob" and decision.kind == "reveal"
    t.answer("moat")
    assert (t.game.coins, t.bob.deck, t.game.trash) == (5, ["gold"], [])
