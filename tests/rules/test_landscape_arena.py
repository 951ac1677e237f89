"""Arena (Empires landmark): at the start of your buy phase, you may discard an action card; if you do, take
2 VP from here. Set-up: 6 VP here per player."""

from protocol.messages import Clean
from referee.rules.decisions import BuyAndClean


def test_arena_holds_6_vp_per_player(table):
    t = table("village", players=3, landscapes=("arena",))
    assert t.game.landscape_vp["arena"] == 18


def test_discarding_an_action_as_the_buy_phase_starts_takes_2_vp(table):
    t = table("village", "smithy", landscapes=("arena",))
    t.give("ann", hand=["smithy", "village", "copper"], deck=["copper"] * 5, discards=[])
    # The first treasure played starts the buy phase: Arena asks before it is played.
    t.add("copper")
    decision = t.game.pending
    assert (decision.kind, decision.options, decision.min, decision.max) == (
        "discard",
        ("smithy", "village"),
        0,
        1,
    )
    t.answer("smithy")
    assert (t.ann.vp_tokens, t.game.landscape_vp["arena"], t.ann.discards) == (2, 10, ["smithy"])
    # Then the treasure is played, and no more questions in this buy phase.
    assert (t.ann.plays, t.game.coins) == (["copper"], 1)
    t.buy("copper")
    assert t.game.pending is None


def test_declining_takes_nothing_and_a_hand_without_actions_is_not_asked(table):
    t = table("village", landscapes=("arena",))
    t.give("ann", hand=["village", "copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    t.answer()
    assert (t.ann.vp_tokens, t.ann.hand, t.ann.plays) == (0, ["village"], ["copper"])
    t.clean()
    t.give("bob", hand=["copper"] * 5, deck=["copper"] * 5, discards=[])
    t.add("copper")
    assert t.game.pending is None


def test_ending_the_turn_passes_through_the_buy_phase(table):
    t = table("village", landscapes=("arena",))
    t.give("ann", hand=["village", "estate"], deck=["copper"] * 5, discards=[])
    t.game.apply(Clean())
    t.answer("village")
    assert t.ann.vp_tokens == 2
    assert t.game.current == 1 and sorted(t.ann.discards) == ["estate", "village"]


def test_a_buy_and_clean_up_in_one_play_asks_first(table):
    t = table("village", landscapes=("arena",))
    t.give("ann", hand=["village", "silver", "silver"], deck=["copper"] * 5, discards=[])
    t.game.coins = 0
    t.game.apply(BuyAndClean("copper"))
    t.answer("village")
    assert t.ann.vp_tokens == 2 and "copper" in t.ann.discards and t.game.current == 1


def test_with_no_vp_left_a_discard_takes_nothing(table):
    t = table("village", landscapes=("arena",))
    t.game.landscape_vp["arena"] = 1
    t.give("ann", hand=["village", "copper"], deck=["copper"] * 5, discards=[])
    t.add("copper")
    t.answer("village")
    assert (t.ann.vp_tokens, t.game.landscape_vp["arena"]) == (1, 0)
