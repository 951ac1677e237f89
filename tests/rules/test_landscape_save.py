"""Save (Adventures event, 1 coin): once per turn, +1 buy; set a card from your hand aside, and put it into
your hand at the end of the turn, after drawing."""

from referee.rules.landscapes import spent_events


def test_the_card_set_aside_joins_the_hand_after_the_clean_up_draw(table):
    t = table("village", landscapes=("save",))
    t.give("ann", hand=["copper", "village"], deck=["estate"] * 6, discards=[])
    t.add("copper")
    t.buy_event("save")
    assert t.game.buys == 1
    t.answer("village")
    assert "village" not in t.ann.hand and t.ann.mats["save"] == ["village"]
    t.clean()
    assert sorted(t.ann.hand) == ["estate"] * 5 + ["village"]
    assert t.ann.mats.get("save") is None


def test_the_card_is_the_players_while_set_aside_and_save_is_once_per_turn(table):
    t = table("village", landscapes=("save",))
    t.give("ann", hand=["copper", "gold"], deck=["estate"] * 6, discards=[])
    t.add("copper")
    t.buy_event("save")
    t.answer("gold")
    assert "gold" in t.ann.cards()
    assert "save" in spent_events(t.game, t.ann)
