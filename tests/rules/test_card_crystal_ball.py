"""Crystal Ball (second edition): +1 coin; look at the top card of your deck; you may trash it, discard it, or
play it if it is an action or a treasure (or leave it there).

Official FAQ, in our words:
- Leaving the card on top is allowed (choose nothing).
- Playing an action this way uses no action, even though it is the buy phase.
- A played treasure gives its coins as if played from the hand.
- Only you see the card unless you trash, discard or play it.
- An empty deck is shuffled first; with no card at all, nothing happens.
"""

from protocol.messages import Act
from referee import views
from referee.rules.legality import check_play


def test_trash_the_top_card(table):
    t = table("crystal-ball")
    t.give("ann", hand=["crystal-ball"], deck=["estate", "copper"])
    t.add("crystal-ball")
    decision = t.game.pending
    assert t.game.coins == 1
    assert decision.kind == "choose" and decision.min == 0 and decision.max == 1
    assert set(decision.options) == {"trash", "discard"}  # an estate cannot be played
    t.answer("trash")
    assert t.game.trash == ["estate"] and views.view(t.game).deck == ("copper",)


def test_discard_it(table):
    t = table("crystal-ball")
    t.give("ann", hand=["crystal-ball"], deck=["estate"])
    t.add("crystal-ball")
    t.answer("discard")
    assert t.ann.discards == ["estate"] and t.ann.deck == []


def test_leave_it(table):
    t = table("crystal-ball")
    t.give("ann", hand=["crystal-ball"], deck=["estate"])
    t.add("crystal-ball")
    t.answer()
    assert t.ann.deck == ["estate"] and t.ann.discards == []


def test_play_a_treasure(table):
    t = table("crystal-ball")
    t.give("ann", hand=["crystal-ball"], deck=["gold"])
    t.add("crystal-ball")
    assert "play" in t.game.pending.options
    t.answer("play")
    assert t.game.coins == 4 and t.ann.plays == ["crystal-ball", "gold"]


def test_play_an_action_without_an_action(table):
    t = table("crystal-ball", "smithy")
    t.give("ann", hand=["crystal-ball"], deck=["smithy", "copper", "copper", "copper"])
    t.add("crystal-ball")
    assert t.game.actions == 0
    t.answer("play")
    assert t.ann.plays == ["crystal-ball", "smithy"] and t.ann.hand == ["copper"] * 3


def test_nothing_to_look_at(table):
    t = table("crystal-ball")
    t.give("ann", hand=["crystal-ball"], deck=[], discards=[])
    t.add("crystal-ball")
    assert t.game.pending is None and t.game.coins == 1


def test_playing_a_bank_counts_the_crystal_ball(table):
    # A treasure played by Crystal Ball is in play like any other: a Bank counts it and itself.
    t = table("crystal-ball", "bank")
    t.give("ann", hand=["copper", "crystal-ball"], deck=["bank"])
    t.add("copper")
    t.add("crystal-ball")
    t.answer("play")
    assert t.game.coins == 1 + 1 + 3


def test_an_action_giving_actions_in_the_buy_phase_lets_no_action_be_played(table):
    """Ruling: an action played by Crystal Ball in the buy phase that gives +actions does not let you play
    action cards in that buy phase; the cards it draws may still be played if they are treasures."""
    t = table("crystal-ball", "village", "smithy")
    t.give("ann", hand=["crystal-ball", "smithy"], deck=["village", "copper", "estate"])
    t.add("crystal-ball")
    t.answer("play")
    assert t.ann.plays == ["crystal-ball", "village"] and t.ann.hand == ["smithy", "copper"]
    assert check_play(views.view(t.game), Act("smithy")) is not None
    t.add("copper")
    assert t.game.coins == 2
