"""Defiled Shrine (Empires landmark): when you gain an action card, move 1 VP from its pile to this; when you
buy a Curse, take the VP from this. Set-up: 2 VP on each non-Gathering action supply pile."""


def test_defiled_shrine_puts_2_vp_on_each_action_pile_only(table):
    t = table("village", "gardens", landscapes=("defiled-shrine",))
    vp = {pile: tokens.get("vp") for pile, tokens in t.game.pile_tokens.items()}
    assert vp == {pile: 2 for pile in t.game.kingdom if pile != "gardens"}


def test_gaining_actions_moves_vp_and_buying_a_curse_takes_them(table):
    t = table("village", "workshop", landscapes=("defiled-shrine",))
    t.give("ann", hand=["workshop", "silver"], deck=["copper"] * 5, discards=[])
    t.play("workshop")
    t.answer("village")
    assert (t.game.landscape_vp["defiled-shrine"], t.game.pile_tokens["village"]["vp"]) == (1, 1)
    t.add("silver")
    t.buy("curse")
    assert (t.ann.vp_tokens, t.game.landscape_vp["defiled-shrine"]) == (1, 0)


def test_a_curse_gained_not_bought_takes_nothing(table):
    t = table("witch", "village", landscapes=("defiled-shrine",))
    t.game.landscape_vp["defiled-shrine"] = 3
    t.give("ann", hand=["witch"], deck=["copper"] * 5, discards=[])
    t.play("witch")
    assert (t.bob.vp_tokens, t.game.landscape_vp["defiled-shrine"]) == (0, 3)
