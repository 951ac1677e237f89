"""Outpost (Seaside): an extra turn after this one, with a 3-card hand.

Rulings (official FAQ, in our words). Second edition: only the first Outpost played in a turn gives an extra
turn, and none when this turn is already an extra turn (never three turns in a row); when it gives one, the
clean-up draws 3 cards instead of 5 and Outpost stays in play until the extra turn's clean-up; when it does
not, it is discarded as usual and the clean-up draws 5. First edition: the clean-up draws 3 whatever
happens. The extra turn is a turn like any other (its durations resolve, it counts for the turn limit)."""

from __future__ import annotations

import pytest

from protocol.messages import Act, Clean
from referee.rules.game import Game
from referee.seats.engine import run_game
from referee.seats.seat import InProcessSeat


def test_outpost_gives_an_extra_turn_with_three_cards(table):
    t = table("outpost")
    t.give("ann", hand=["outpost", "copper"], deck=["copper"] * 10)
    t.play("outpost")
    t.clean()
    game = t.game
    assert game.player.name == "ann" and game.extra and len(t.ann.hand) == 3
    assert t.ann.plays == ["outpost"] and t.ann.turns == 2
    t.clean()  # the extra turn's clean-up
    assert game.player.name == "bob" and not game.extra
    assert t.ann.plays == [] and "outpost" in t.ann.discards and len(t.ann.hand) == 5


def test_no_third_turn_in_a_row(table):
    t = table("outpost")
    t.give("ann", hand=["outpost"], deck=["outpost"] + ["copper"] * 12)
    t.play("outpost")
    t.clean()
    assert t.game.extra and "outpost" in t.ann.hand
    t.play("outpost")
    t.clean()
    assert t.game.player.name == "bob"
    assert len(t.ann.hand) == 5  # no extra turn: a full hand, and the second Outpost is discarded
    assert t.ann.plays == [] and t.ann.discards.count("outpost") == 2


def test_a_second_outpost_in_a_turn_gives_nothing_more(table):
    t = table("outpost", "village")
    t.give("ann", hand=["village", "outpost", "outpost"], deck=["copper"] * 12)
    t.play("village")
    t.play("outpost")
    t.play("outpost")
    assert t.game.extra_turns == ["ann"]
    t.clean()
    assert t.game.player.name == "ann" and len(t.ann.hand) == 3
    assert sorted(t.ann.plays) == ["outpost"]  # the second one was discarded
    t.clean()
    assert t.game.player.name == "bob"


def test_first_edition_draws_three_even_without_an_extra_turn(table):
    t = table("outpost", edition=1)
    t.give("ann", hand=["outpost"], deck=["outpost"] + ["copper"] * 12)
    t.play("outpost")
    t.clean()
    t.play("outpost")  # on the extra turn: no third turn in a row
    t.clean()
    assert t.game.player.name == "bob" and len(t.ann.hand) == 3


def test_caravan_resolves_at_the_start_of_the_extra_turn(table):
    t = table("outpost", "caravan", "village")
    t.give("ann", hand=["village", "caravan", "outpost"], deck=["copper"] * 12)
    t.play("village")
    t.play("caravan")
    t.play("outpost")
    t.clean()
    assert t.game.player.name == "ann" and len(t.ann.hand) == 4  # 3, then Caravan's card


class _OutpostOnly:
    """Plays an Outpost when it holds one, buys nothing, so that both players keep their 3 Estates."""

    def move(self, state):
        if "outpost" in state.hand and state.actions:
            return Act("outpost")
        return Clean(state.hand[0]) if state.hand else Clean()

    def decide(self, decision, state):
        return decision.options[: decision.min]

    def notify(self, notification):
        pass


def test_an_extra_turn_does_not_count_for_the_tiebreak():
    """Ruling (2022 FAQ): extra turns do not count towards the tiebreaker. Ann takes an Outpost turn; both end
    with 3 VP after 2 turns of their own: they share the win (Bob does not win on fewer turns)."""
    kingdom = [
        "outpost",
        "village",
        "smithy",
        "market",
        "moat",
        "cellar",
        "chapel",
        "remodel",
        "workshop",
        "witch",
    ]
    game = Game(["ann", "bob"], seed=3, kingdom=kingdom, turn_limit=2)
    game.arrange("ann", hand=["outpost", "estate", "estate", "estate", "copper"], deck=["copper"] * 6)
    result = run_game(game, [InProcessSeat("ann", _OutpostOnly()), InProcessSeat("bob", _OutpostOnly())])
    turns = {player.name: player.turns for player in result.players}
    assert turns == {"ann": 3, "bob": 2}
    assert sorted(result.winners) == ["ann", "bob"]


@pytest.mark.parametrize("edition", [1, 2])
def test_no_extra_turn_right_after_a_possessed_turn(table, edition):
    """Ruling (Outpost's FAQ): a player who took another player's Possession turn just before its own turn has
    already taken the previous turn; an Outpost played in its own turn then gives no extra turn."""
    t = table("outpost", "possession", edition=edition)
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    assert t.game.player.name == "bob" and t.game.possession == ("bob", "ann")
    t.give("bob", deck=["outpost"] + ["copper"] * 20)
    t.clean()  # the possessed turn ends; bob's own turn follows
    assert t.game.player.name == "bob" and t.game.possession is None and "outpost" in t.bob.hand
    t.play("outpost")
    assert t.game.extra_turns == []
    t.clean()
    assert t.game.player.name == "ann" and "outpost" in t.bob.discards
