"""Bridge Troll (Adventures, 5): each other player takes its -1 Coin token; now and at the start of your
next turn, +1 buy; while it is in play, cards cost 1 less on your turns (not below 0)."""


def test_bridge_troll_gives_a_buy_now_and_next_turn_and_lowers_costs_on_its_owners_turns(table):
    t = table("bridge-troll", "smithy")
    t.give("ann", hand=["bridge-troll"], deck=["copper"] * 10, discards=[])
    t.play("bridge-troll")
    assert (t.game.buys, t.game.cost("smithy"), t.game.cost("copper")) == (2, 3, 0)
    assert t.bob.tokens["-coin"] == 1
    t.clean()
    assert t.game.cost("smithy") == 4  # bob's turn: still in ann's play, but not ann's turn
    t.give("bob", hand=["copper", "copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    t.add("copper")
    assert (t.game.coins, t.bob.tokens["-coin"]) == (1, 0)
    t.clean()
    assert (t.game.buys, t.game.cost("smithy"), t.ann.plays) == (2, 3, ["bridge-troll"])
    t.clean()
    assert "bridge-troll" not in t.ann.plays  # it left play at the clean-up of the turn after


def test_moat_keeps_its_holder_from_the_token(table):
    t = table("bridge-troll", "moat")
    t.give("ann", hand=["bridge-troll"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["moat"], deck=["copper"] * 5, discards=[])
    t.play("bridge-troll")
    t.answer("moat")
    assert t.bob.tokens.get("-coin", 0) == 0
