"""Inn (Hinterlands, both editions): +2 cards, +2 actions, discard 2 cards; when you gain it, look through
your discard pile, reveal any number of action cards from it (the Inn too) and shuffle them into your deck.

Rulings (official FAQ, in our words): the cards are drawn before the discard; any gain of Inn triggers,
bought or not; the Inn just gained is in the discard pile and may be one of the cards shuffled in; choosing
none is allowed; only action cards may be chosen; the chosen cards are shuffled with the deck, not put on
top."""

from __future__ import annotations


def test_inn_draws_two_then_discards_two(table):
    t = table("inn")
    t.give("ann", hand=["inn", "copper"], deck=["estate", "estate"])
    decision = t.play("inn")
    assert t.game.actions == 2 and decision.min == decision.max == 2
    t.answer("estate", "estate")
    assert t.ann.hand == ["copper"]


def test_gaining_inn_shuffles_chosen_actions_into_the_deck(table):
    t = table("inn", "smithy")
    t.give("ann", hand=[], deck=["copper"] * 4, discards=["smithy", "estate", "smithy"])
    decision = t.game.begin(t.game.gain(t.ann, "inn"))
    assert decision.kind == "topdeck" and sorted(decision.options) == ["inn", "smithy", "smithy"]
    assert decision.min == 0
    assert t.answer("inn", "smithy") is None
    assert sorted(t.ann.deck) == sorted(["copper"] * 4 + ["inn", "smithy"])
    assert sorted(t.ann.discards) == ["estate", "smithy"]


def test_inn_may_shuffle_nothing_and_never_a_non_action(table):
    t = table("inn")
    t.give("ann", hand=[], deck=["copper"], discards=["estate"])
    t.game.begin(t.game.gain(t.ann, "inn"))
    assert t.illegal("estate")
    t.answer()
    assert sorted(t.ann.discards) == ["estate", "inn"]


def test_the_shuffle_is_seeded(table):
    def deck(seed):
        t = table("inn", "smithy", seed=seed)
        t.give("ann", hand=[], deck=["copper"] * 6, discards=["smithy"])
        t.game.begin(t.game.gain(t.ann, "inn"))
        t.answer("inn", "smithy")
        return list(t.ann.deck)

    assert deck(3) == deck(3)


def test_inn_shuffled_in_then_watchtower_has_lost_track(table):
    # The player orders the triggers of the gain: Inn's first; once it shuffled itself into the deck, a
    # Watchtower is not offered for it.
    t = table("inn", "watchtower")
    t.give("ann", hand=["watchtower"], deck=["copper"] * 3, discards=[])
    decision = t.game.begin(t.game.gain(t.ann, "inn"))
    assert decision.kind == "choose" and set(decision.options) == {"inn", "watchtower"}
    decision = t.answer("inn", "watchtower")
    assert decision.card == "inn"
    assert t.answer("inn") is None
    assert "inn" in t.ann.deck and t.game.trash == []


def test_inn_after_a_reaction_that_moved_it(table):
    # Watchtower first puts the Inn onto the deck; Inn's own trigger still lets other actions be shuffled in.
    t = table("inn", "watchtower", "smithy")
    t.give("ann", hand=["watchtower"], deck=["copper"] * 3, discards=["smithy"])
    t.game.begin(t.game.gain(t.ann, "inn"))
    decision = t.answer("watchtower", "inn")
    assert decision.card == "watchtower"
    decision = t.answer("topdeck")
    assert t.ann.deck[-1] == "inn"
    assert decision.card == "inn" and decision.options == ("smithy",)
    t.answer("smithy")
    assert sorted(t.ann.deck) == sorted(["copper"] * 3 + ["inn", "smithy"]) and t.ann.discards == []
