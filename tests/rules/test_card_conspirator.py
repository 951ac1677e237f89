"""Conspirator: +2 coins; if you have played 3 or more actions this turn (this one counted), +1 card and
+1 action."""


def test_first_action_only_coins(table):
    """As the first action of the turn it gives +2 coins and nothing more."""
    t = table("conspirator")
    t.give("ann", hand=["conspirator"], deck=["gold"])
    assert t.play("conspirator") is None
    assert (t.game.coins, t.game.actions) == (2, 0) and t.ann.hand == []


def test_third_action_draws_and_gives_an_action(table):
    """As the third action played this turn (itself counted) it also gives +1 card and +1 action."""
    t = table("conspirator", "village")
    t.give("ann", hand=["village", "village", "conspirator"], deck=["copper", "copper", "gold"])
    t.play("village")
    t.play("village")
    t.play("conspirator")
    assert t.game.coins == 2 and t.game.actions == 3 - 1 + 1
    assert "gold" in t.ann.hand


def test_second_action_is_not_enough(table):
    """As the second action it gives only +2 coins."""
    t = table("conspirator", "village")
    t.give("ann", hand=["village", "conspirator"], deck=["copper", "gold"])
    t.play("village")
    t.play("conspirator")
    assert t.game.actions == 1 and t.ann.hand == ["copper"]


def test_throne_room_second_play_counts_three(table):
    """Ruling: Throne Room is one action played and each play of the card under it another: the first
    Conspirator play is the second action (no bonus), the second play the third (+1 card, +1 action)."""
    t = table("conspirator", "throne-room")
    t.give("ann", hand=["throne-room", "conspirator"], deck=["gold"])
    t.play("throne-room")
    assert t.answer("conspirator") is None
    assert (t.game.coins, t.game.actions) == (4, 1) and t.ann.hand == ["gold"]


def test_evaluated_when_played(table):
    """Ruling: actions played later in the turn do not change a Conspirator already resolved."""
    t = table("conspirator", "village")
    t.give("ann", hand=["conspirator", "village", "village"], deck=["copper"] * 3)
    t.game.actions = 3
    t.play("conspirator")
    t.play("village")
    t.play("village")
    assert t.game.coins == 2 and len(t.ann.hand) == 2


def test_action_victory_cards_count(table):
    """Ruling: an action that is also a victory card (Great Hall) counts as an action played."""
    t = table("conspirator", "great-hall")
    t.give("ann", hand=["great-hall", "great-hall", "conspirator"], deck=["copper", "copper", "gold"])
    t.play("great-hall")
    t.play("great-hall")
    t.play("conspirator")
    assert t.game.actions == 1 and "gold" in t.ann.hand


def test_actions_that_left_play_still_count(table):
    """An action played this turn counts even if it is no longer in play (a Mining Village trashed)."""
    t = table("conspirator", "mining-village")
    t.give("ann", hand=["mining-village", "mining-village", "conspirator"], deck=["copper"] * 3)
    t.play("mining-village")
    t.answer("mining-village")
    t.play("mining-village")
    t.answer("mining-village")
    t.play("conspirator")
    assert t.ann.plays == ["conspirator"] and t.game.actions == 3 - 1 + 1 and t.game.coins == 6


def test_the_count_starts_again_each_turn(table):
    """Actions played in an earlier turn do not count."""
    t = table("conspirator", "village")
    t.give("ann", hand=["village", "village", "estate"], deck=["copper"] * 10)
    t.play("village")
    t.play("village")
    t.clean()
    t.clean()
    t.give("ann", hand=["conspirator"], deck=["gold"])
    t.play("conspirator")
    assert t.game.actions == 0 and t.ann.hand == []
