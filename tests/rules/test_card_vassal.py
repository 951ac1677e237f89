"""Vassal: +2 coins; discard your top card; if it is an action card, you may play it."""

from __future__ import annotations

import pytest

from protocol.messages import Act
from referee import views
from referee.protocol_rules import game_rules
from referee.rules.game import Game


def test_vassal(table):
    t = table("vassal", "smithy")
    t.give("ann", hand=["vassal"], deck=["smithy"] + ["copper"] * 3)
    decision = t.play("vassal")
    assert t.game.coins == 2 and (decision.kind, decision.options) == ("play", ("smithy",))
    t.answer("smithy")
    assert t.ann.plays == ["vassal", "smithy"] and len(t.ann.hand) == 3 and t.game.actions == 0


def test_vassal_drawing_a_throne_room(table):
    # Vassal discards a Throne Room, which is then played: it plays an action from the hand twice.
    t = table("vassal", "throne-room", "village")
    t.give("ann", hand=["vassal", "village"], deck=["throne-room", "copper", "copper"])
    t.play("vassal")
    assert t.answer("throne-room").options == ("village",)
    t.answer("village")
    assert t.ann.plays == ["vassal", "throne-room", "village"] and t.game.actions == 4


def test_throne_room_vassal(table):
    t = table("vassal", "throne-room")
    t.give("ann", hand=["throne-room", "vassal"], deck=["estate", "copper"])
    t.play("throne-room")
    assert t.answer("vassal") is None
    assert t.game.coins == 4 and sorted(t.ann.discards) == ["copper", "estate"]


@pytest.mark.parametrize("version", [4, 5])
def test_the_view_after_vassal_shows_the_card_it_discarded(version):
    # A game of base cards only: the discard pile each later message shows has Vassal's discarded card on
    # top (it once showed the pile as it was before Vassal, until the next change to it).
    kingdom = [
        "vassal",
        "smithy",
        "village",
        "market",
        "militia",
        "moat",
        "cellar",
        "chapel",
        "festival",
        "witch",
    ]
    game = Game(["ann", "bob"], rules=game_rules(version), seed=1, kingdom=kingdom, edition=2)
    game.arrange("ann", hand=["vassal", "copper"], deck=["estate", "copper", "copper"], discards=["gold"])
    assert views.view(game, version=version).discards == ("gold",)
    game.apply(Act("vassal"))
    assert game.pending is None and views.view(game, version=version).discards == ("estate", "gold")


def test_the_view_after_vassal_plays_the_discarded_card_no_longer_shows_it_discarded(table):
    # The action Vassal plays leaves the discard pile: the next view's discards lack it (it once stayed
    # there, beside its copy in play, until the next change to the pile; issue 46 found it in 15 of the 300
    # pinned v4 games).
    t = table("vassal", "throne-room", "village")
    t.give("ann", hand=["vassal", "village"], deck=["throne-room", "copper"], discards=["gold"])
    t.play("vassal")
    assert views.view(t.game).discards == ("throne-room", "gold")
    t.answer("throne-room")
    assert views.view(t.game).discards == ("gold",) and views.view(t.game).plays == ("vassal", "throne-room")
