"""Relic (Adventures, 5): a treasure worth 2 coins; when you play it, each other player puts its -1 Card
token on its deck."""


def test_relic_gives_2_coins_and_each_other_player_draws_one_fewer_next(table):
    t = table("relic", "smithy", players=3)
    t.give("ann", hand=["relic"], deck=["copper"] * 5, discards=[])
    t.add("relic")
    assert t.game.coins == 2
    assert (t.bob.tokens["-card"], t.cat.tokens["-card"], t.ann.tokens.get("-card", 0)) == (1, 1, 0)
    t.clean()
    t.give("bob", hand=["smithy"], deck=["copper"] * 8, discards=[])
    t.play("smithy")
    assert (len(t.bob.hand), t.bob.tokens["-card"]) == (2, 0)


def test_a_second_relic_does_not_stack_the_token(table):
    t = table("relic")
    t.give("ann", hand=["relic", "relic"], deck=["copper"] * 5, discards=[])
    t.add("relic")
    t.add("relic")
    t.clean()
    t.give("bob", hand=["copper"], deck=["copper"] * 8, discards=[])
    t.clean()
    assert len(t.bob.hand) == 4  # one token: one card fewer, once
