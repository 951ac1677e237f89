"""Defiled Shrine (Empires landmark, its 2022 text): when you gain an action card, move 1 VP from its pile to
this; when you gain a Curse in your buy phase, take the VP from this. Set-up: 2 VP on each non-Gathering
action supply pile (the Ruins pile too)."""


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


def test_a_curse_gained_outside_its_gainers_buy_phase_takes_nothing(table):
    t = table("witch", "village", landscapes=("defiled-shrine",))
    t.game.landscape_vp["defiled-shrine"] = 3
    t.give("ann", hand=["witch"], deck=["copper"] * 5, discards=[])
    t.play("witch")
    assert (t.bob.vp_tokens, t.game.landscape_vp["defiled-shrine"]) == (0, 3)


def test_a_mixed_action_pile_gets_its_vp_on_its_top_card_and_ruins_count(table):
    t = table("knights", "marauder", landscapes=("defiled-shrine",))
    top = t.game.pile_top("knights")
    ruins = t.game.pile_top("ruins")
    assert t.game.pile_tokens[top]["vp"] == 2 and t.game.pile_tokens[ruins]["vp"] == 2


def test_a_curse_gained_in_the_buy_phase_without_buying_it_takes_the_vp(table):
    t = table("embargo", "village", landscapes=("defiled-shrine",))
    t.game.landscape_vp["defiled-shrine"] = 3
    t.game.add_pile_token("silver", "embargo")
    t.give("ann", hand=["silver", "copper"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("copper")
    t.buy("silver")  # the Embargo token's Curse is gained, not bought
    assert (t.ann.vp_tokens, t.game.landscape_vp["defiled-shrine"]) == (3, 0)
