"""Nobles: choose +3 cards or +2 actions; worth 2 victory points."""

from referee.rules.spec import SPECS


def test_nobles_cards(table):
    """Choosing +cards draws 3 cards and gives no action."""
    t = table("nobles")
    t.give("ann", hand=["nobles"], deck=["copper", "silver", "gold", "estate"])
    decision = t.play("nobles")
    assert (decision.kind, set(decision.options), decision.min, decision.max) == (
        "choose",
        {"+cards", "+actions"},
        1,
        1,
    )
    assert t.answer("+cards") is None
    assert sorted(t.ann.hand) == ["copper", "gold", "silver"] and t.game.actions == 0


def test_nobles_actions(table):
    """Choosing +actions gives 2 actions and draws nothing."""
    t = table("nobles")
    t.give("ann", hand=["nobles"], deck=["copper"])
    t.play("nobles")
    t.answer("+actions")
    assert t.ann.hand == [] and t.game.actions == 2


def test_nobles_one_bonus_only(table):
    """One or the other, never both."""
    t = table("nobles")
    t.give("ann", hand=["nobles"])
    t.play("nobles")
    assert t.illegal("+cards", "+actions")


def test_nobles_is_an_action_and_a_victory_card_worth_2(table):
    """Both an action and a victory card; at the end of the game it is worth 2 victory points."""
    assert {"action", "victory"} <= SPECS["nobles"].types
    t = table("nobles")
    t.give("ann", hand=["nobles", "nobles"], deck=[], discards=["estate"])
    t.give("ann", plays=[])
    assert t.game.scores()["ann"] == 5


def test_throne_room_nobles_chooses_each_play(table):
    """Played twice, each play chooses again: +actions once and +cards once."""
    t = table("nobles", "throne-room")
    t.give("ann", hand=["throne-room", "nobles"], deck=["copper", "silver", "gold"])
    t.play("throne-room")
    t.answer("nobles")
    t.answer("+actions")
    t.answer("+cards")
    assert t.game.actions == 2 and len(t.ann.hand) == 3
