"""Raid (Adventures event, 5 coins): gain a Silver per Silver you have in play; each other player puts their
-1 Card token on their deck."""


def test_raid_gains_a_silver_per_silver_in_play_and_others_draw_one_fewer(table):
    t = table("moat", players=3, landscapes=("raid",))
    t.give("ann", hand=["silver", "silver", "copper"], deck=["copper"] * 5, discards=[])
    t.give("bob", hand=["moat"], deck=["copper"] * 10, discards=[])
    for card in ("silver", "silver", "copper"):
        t.add(card)
    assert t.buy_event("raid") is None  # no attack: Moat is not asked
    assert t.ann.discards == ["silver", "silver"]
    assert (t.bob.tokens["-card"], t.cat.tokens["-card"], t.ann.tokens.get("-card", 0)) == (1, 1, 0)
    t.clean()
    t.give("bob", hand=["copper"], deck=["copper"] * 10, discards=[])
    t.clean()
    assert len(t.bob.hand) == 4
