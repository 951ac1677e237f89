"""Farmhands (Cornucopia & Guilds, second edition only): +1 card, +2 actions. When you gain it, you may set
aside an action or treasure from your hand, and play it at the start of your next turn.

Rulings (official FAQ, in our words): setting a card aside is optional; once set aside the card must be played
at the start of the next turn, wanted or not; that play uses none of the turn's actions; the card set aside is
face up (public: a mat the others see)."""

from __future__ import annotations

from referee.rules.game import count_cards


def _to_anns_next_turn(t):
    t.clean()  # ann's turn ends
    assert t.game.player.name == "bob"
    t.clean()
    assert t.game.player.name == "ann"


def test_play(table):
    t = table("farmhands")
    t.give("ann", hand=["farmhands"], deck=["silver"])
    assert t.play("farmhands") is None
    assert t.ann.hand == ["silver"] and t.game.actions == 2


def test_an_action_set_aside_is_played_at_the_start_of_the_next_turn(table):
    """Ruling: the action set aside is played when the next turn starts, and uses none of its actions."""
    t = table("farmhands", "workshop", "smithy")
    t.give("ann", hand=["workshop", "smithy", "copper"], deck=["copper"] * 20, discards=[])
    total = count_cards(t.game)
    t.play("workshop")
    decision = t.answer("farmhands")
    assert (decision.kind, decision.options, decision.min, decision.max) == (
        "set-aside",
        ("copper", "smithy"),
        0,
        1,
    )
    assert t.answer("smithy") is None
    assert t.ann.mats == {"farmhands": ["smithy"]} and "smithy" not in t.ann.hand
    assert count_cards(t.game) == total
    _to_anns_next_turn(t)
    assert t.ann.plays == ["smithy"] and len(t.ann.hand) == 5 + 3
    assert t.game.actions == 1 and t.ann.mats == {}
    assert count_cards(t.game) == total
    t.clean()
    assert "smithy" in t.ann.discards


def test_a_treasure_set_aside_gives_its_coins_at_the_start(table):
    """A treasure set aside is played at the start of the turn: its coins count, actions
    are still to come."""
    t = table("farmhands", "workshop")
    t.give("ann", hand=["workshop", "gold"], deck=["copper"] * 12)
    t.play("workshop")
    t.answer("farmhands")
    t.answer("gold")
    _to_anns_next_turn(t)
    assert t.ann.plays == ["gold"] and t.game.coins == 3 and t.game.actions == 1


def test_setting_aside_is_optional(table):
    t = table("farmhands", "workshop")
    t.give("ann", hand=["workshop", "gold"], deck=["copper"] * 12)
    t.play("workshop")
    t.answer("farmhands")
    assert t.answer() is None
    assert t.ann.mats == {} and "gold" in t.ann.hand
    _to_anns_next_turn(t)
    assert t.ann.plays == [] and t.game.coins == 0


def test_only_actions_and_treasures_are_offered(table):
    t = table("farmhands", "workshop")
    t.give("ann", hand=["workshop", "estate", "curse"], deck=["copper"] * 12)
    t.play("workshop")
    assert t.answer("farmhands") is None  # nothing to set aside: not asked


def test_bought_with_the_played_treasures_gone(table):
    """A Farmhands bought asks with the cards left in hand (the treasures played are in play)."""
    t = table("farmhands")
    t.give("ann", hand=["silver", "silver", "copper", "village"], deck=["copper"] * 12)
    t.add("silver")
    t.add("silver")
    t.buy("farmhands")
    decision = t.game.pending
    assert decision.options == ("copper", "village")
    t.answer("village")
    _to_anns_next_turn(t)
    assert t.ann.plays == ["village"] and t.game.actions == 1 + 2


def test_two_farmhands_two_cards(table):
    """Two Farmhands gained, two cards set aside: each is played when the next turn starts."""
    t = table("farmhands", "workshop", "village")
    t.give("ann", hand=["village", "workshop", "workshop", "gold", "silver"], deck=["copper"] * 12)
    t.play("village")
    t.play("workshop")
    t.answer("farmhands")
    t.answer("gold")
    t.play("workshop")
    t.answer("farmhands")
    t.answer("silver")
    assert t.ann.mats == {"farmhands": ["gold", "silver"]}
    _to_anns_next_turn(t)
    assert t.ann.plays == ["gold", "silver"] and t.game.coins == 5 and t.ann.mats == {}
