"""Salt the Earth (Empires event, 4 coins): +1 VP; trash a victory card from the supply."""


def test_salt_the_earth_gives_1_vp_and_trashes_a_victory_card_from_the_supply(table):
    t = table("village", "gardens", landscapes=("salt-the-earth",))
    t.give("ann", hand=["silver", "silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("silver")
    decision = t.buy_event("salt-the-earth")
    assert t.ann.vp_tokens == 1
    assert (decision.kind, decision.source) == ("trash", "supply")
    assert set(decision.options) == {"estate", "duchy", "province", "gardens"}
    before = t.game.piles["province"]
    t.answer("province")
    assert (t.game.piles["province"], t.game.trash) == (before - 1, ["province"])


def test_salt_the_earth_gives_the_vp_with_no_victory_card_left(table):
    t = table("village", landscapes=("salt-the-earth",))
    for pile in ("estate", "duchy", "province"):
        t.game.piles[pile] = 0
    t.give("ann", hand=["silver", "silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("silver")
    assert t.buy_event("salt-the-earth") is None
    assert (t.ann.vp_tokens, t.game.trash) == (1, [])


def test_the_trashed_cards_own_trash_trigger_happens(table):
    t = table("village", "feodum", landscapes=("salt-the-earth",))
    t.give("ann", hand=["silver", "silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("silver")
    t.buy_event("salt-the-earth")
    t.answer("feodum")
    # Feodum trashed: its trasher gains 3 Silvers.
    assert (t.game.trash, t.ann.discards) == (["feodum"], ["silver"] * 3)


def test_emptying_the_province_pile_with_it_ends_the_game(table):
    t = table("village", landscapes=("salt-the-earth",))
    t.game.piles["province"] = 1
    t.give("ann", hand=["silver", "silver"], deck=["copper"] * 5, discards=[])
    t.add("silver")
    t.add("silver")
    t.buy_event("salt-the-earth")
    t.answer("province")
    t.clean()
    assert (t.game.over, t.game.end) == (True, "provinces")
