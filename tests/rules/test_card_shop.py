"""Shop (Cornucopia & Guilds, second edition only): +1 card, +1 coin; then you may play an action card
from your hand of which you have no copy in play.

Rulings (official FAQ, in our words): only the cards in play when Shop resolves matter, so an action played
earlier this turn that has since left play (a Feast that trashed itself) may be played; the card played with
Shop uses none of your actions; playing one is optional."""

from __future__ import annotations


def test_plays_an_action_without_spending_an_action(table):
    """The card Shop plays uses none of the turn's actions: Shop on the last action still plays a Smithy."""
    t = table("shop", "smithy")
    t.give("ann", hand=["shop", "smithy", "copper"], deck=["estate", "silver", "gold", "copper", "copper"])
    decision = t.play("shop")
    assert (decision.kind, decision.source, decision.options, decision.min, decision.max) == (
        "play",
        "hand",
        ("smithy",),
        0,
        1,
    )
    assert t.game.actions == 0 and t.game.coins == 1 and "copper" in t.ann.hand
    assert t.answer("smithy") is None
    assert t.ann.plays == ["shop", "smithy"]
    assert t.game.actions == 0 and len(t.ann.hand) == 2 + 1 + 3 - 1


def test_a_copy_in_play_rules_the_card_out(table):
    """An action card with a copy in play cannot be chosen; one of another name can."""
    t = table("shop", "village", "smithy")
    t.give("ann", hand=["village", "shop", "village", "smithy"], deck=["copper"] * 6)
    t.play("village")
    decision = t.play("shop")
    assert decision.options == ("smithy",)
    message = t.illegal("village")
    assert "no copy is in play" in message, message


def test_shop_cannot_play_a_shop(table):
    """Shop is itself in play, so another Shop of the hand is never offered; with nothing else, no
    decision."""
    t = table("shop")
    t.give("ann", hand=["shop", "shop", "copper"], deck=["estate"] * 3)
    assert t.play("shop") is None
    assert t.ann.plays == ["shop"] and t.ann.hand.count("shop") == 1


def test_a_card_played_this_turn_but_gone_from_play_may_be_played(table):
    """Ruling: what counts is a copy in play now; a Feast played this turn and trashed is no copy in play."""
    t = table("shop", "feast", "village", edition=1)
    t.give("ann", hand=["village", "feast", "shop", "feast"], deck=["copper"] * 6)
    t.play("village")
    t.play("feast")
    t.answer("silver")
    assert "feast" not in t.ann.plays
    decision = t.play("shop")
    assert decision.options == ("feast",)
    assert t.answer("feast") is not None  # Feast's own gain
    assert t.ann.plays == ["village", "shop"] and t.game.trash.count("feast") == 2


def test_playing_is_optional(table):
    t = table("shop", "smithy")
    t.give("ann", hand=["shop", "smithy"], deck=["copper"] * 3)
    t.play("shop")
    assert t.answer() is None
    assert t.ann.plays == ["shop"] and "smithy" in t.ann.hand


def test_throne_room_on_shop(table):
    """Throne Room plays Shop twice: the card the first play put in play cannot be played by the second."""
    t = table("shop", "throne-room", "smithy", "village")
    t.give("ann", hand=["throne-room", "shop", "smithy", "village"], deck=["copper"] * 10)
    t.play("throne-room")
    decision = t.answer("shop")
    assert decision.options == ("smithy", "village")
    decision = t.answer("smithy")
    assert decision.options == ("village",)
    assert t.answer("village") is None
    assert t.game.coins == 2 and t.game.actions == 2
