"""Golem (Alchemy): costs 4 and a potion. Reveal cards from your deck until 2 action cards other than Golems
are revealed; discard the other revealed cards, then play the two actions in either order.

Rulings (official FAQ, in our words): the actions found are played without using an action of the turn;
Golems revealed are passed over and discarded with the other cards; when the deck and then the shuffled
discard pile run out, the actions found (one, or none) are played; the player picks which of two different
actions is played first, and the second is played even if the first drew cards; an action of several types
(Great Hall) is an action card."""

from __future__ import annotations

from referee.rules.game import count_cards


def test_golem_plays_the_first_two_actions_it_reveals(table):
    t = table("golem", "smithy", "village")
    deck = ["copper", "smithy", "golem", "estate", "village", "silver", "gold", "gold", "gold", "gold"]
    t.give("ann", hand=["golem"], deck=deck, discards=[])
    total = count_cards(t.game)
    decision = t.play("golem")
    assert t.game.actions == 0
    assert decision.kind == "play" and decision.options == ("smithy", "village")
    assert sorted(t.ann.discards) == ["copper", "estate", "golem"]
    assert t.answer("village") is None
    # village: +1 card (silver), +2 actions; smithy: +3 cards (gold x3)
    assert t.game.actions == 2 and sorted(t.ann.hand) == ["gold", "gold", "gold", "silver"]
    assert t.ann.plays == ["golem", "village", "smithy"]
    assert count_cards(t.game) == total


def test_smithy_first_then_village(table):
    t = table("golem", "smithy", "village")
    t.give("ann", hand=["golem"], deck=["smithy", "village", "gold", "gold", "gold", "silver"], discards=[])
    t.play("golem")
    t.answer("smithy")
    assert t.ann.plays == ["golem", "smithy", "village"]
    assert sorted(t.ann.hand) == ["gold", "gold", "gold", "silver"] and t.game.actions == 2


def test_two_copies_ask_no_order(table):
    t = table("golem", "village")
    t.give("ann", hand=["golem"], deck=["village", "village", "copper", "copper"], discards=[])
    assert t.play("golem") is None
    assert t.game.actions == 4 and t.ann.hand == ["copper", "copper"]


def test_running_out_plays_what_was_found(table):
    t = table("golem", "festival")
    t.give("ann", hand=["golem"], deck=["estate", "festival"], discards=["copper", "golem"])
    assert t.play("golem") is None
    assert t.ann.plays == ["golem", "festival"] and t.game.coins == 2
    assert sorted(t.ann.discards) == ["copper", "estate", "golem"]
    assert t.ann.deck == [] and t.ann.hand == []


def test_great_hall_is_an_action(table):
    t = table("golem", "great-hall")
    t.give(
        "ann", hand=["golem"], deck=["great-hall", "estate", "great-hall", "copper", "copper"], discards=[]
    )
    assert t.play("golem") is None
    assert t.ann.plays == ["golem", "great-hall", "great-hall"] and t.ann.discards == ["estate"]
    assert t.game.actions == 2


def test_a_golem_finding_a_throne_room_plays_it(table):
    t = table("golem", "throne-room", "smithy")
    t.give("ann", hand=["golem", "smithy"], deck=["throne-room", "copper", "copper"], discards=[])
    decision = t.play("golem")
    assert decision.card == "throne-room" and decision.options == ("smithy",)
    t.answer("smithy")
    assert len(t.ann.hand) == 2 and t.ann.plays == ["golem", "throne-room", "smithy"]


def test_a_library_played_first_leaves_the_second_action_to_be_played(table):
    t = table("golem", "library", "village")
    deck = ["library", "village", "smithy", *["copper"] * 7, "gold"]
    t.give("ann", hand=["golem"], deck=deck, discards=[])
    t.play("golem")
    assert t.answer("library").card == "library"  # smithy drawn: set it aside?
    assert t.answer("smithy") is None
    assert t.ann.plays == ["golem", "library", "village"]
    assert t.ann.discards == ["smithy"] and t.ann.aside == [] and t.ann.hand[-1] == "gold"


def test_a_sentry_played_first_leaves_the_second_action_to_be_played(table):
    t = table("golem", "sentry", "festival")
    t.give("ann", hand=["golem"], deck=["sentry", "festival", "copper", "estate", "gold"], discards=[])
    t.play("golem")
    decision = t.answer("sentry")  # sentry: +1 card (copper), looks at estate and gold
    assert decision.card == "sentry" and sorted(decision.options) == ["estate", "gold"]
    t.answer("estate")
    t.answer()
    assert t.game.pending is None
    assert t.ann.plays == ["golem", "sentry", "festival"] and t.game.coins == 2


def test_a_duration_golem_plays_stays_in_play(table):
    """Ruling (review of issue 29): a duration played by Golem is played as usual and stays in play until its
    next-turn effect has happened; Golem itself leaves at this turn's clean-up."""
    t = table("golem", "caravan", "village")
    t.give("ann", hand=["golem"], deck=["golem", "caravan", "estate", "village"] + ["copper"] * 10)
    total = count_cards(t.game)
    decision = t.play("golem")
    if decision is not None:
        t.answer("caravan")
    assert sorted(t.ann.plays) == ["caravan", "golem", "village"] and "golem" in t.ann.discards
    t.clean()
    assert t.ann.plays == ["caravan"]
    t.clean()  # bob
    assert len(t.ann.hand) == 6
    t.clean()
    assert t.ann.plays == [] and count_cards(t.game) == total
