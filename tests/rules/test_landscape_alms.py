"""Alms (Adventures event, 0 coins): once per turn, with no treasure in play, gain a card costing up to 4."""

from referee.rules.landscapes import spent_events


def test_alms_gains_a_card_costing_up_to_4_with_no_treasure_in_play(table):
    t = table("village", "smithy", landscapes=("alms",))
    t.give("ann", hand=["estate"], deck=["copper"] * 5, discards=[])
    decision = t.buy_event("alms")
    assert "smithy" in decision.options and "gold" not in decision.options
    t.answer("smithy")
    assert t.ann.discards == ["smithy"]


def test_with_a_treasure_in_play_alms_gains_nothing_but_may_be_bought(table):
    t = table("village", landscapes=("alms",))
    t.give("ann", hand=["copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    assert t.buy_event("alms") is None
    assert (t.ann.discards, t.game.buys, t.game.coins) == ([], 0, 1)


def test_alms_may_be_bought_once_per_turn(table):
    t = table("village", landscapes=("alms",))
    t.give("ann", hand=["estate"], deck=["copper"] * 5, discards=[])
    t.game.buys = 2
    t.buy_event("alms")
    t.answer("silver")
    assert "alms" in spent_events(t.game, t.ann)
    t.next_turn_of_ann()
    assert "alms" not in spent_events(t.game, t.ann)
