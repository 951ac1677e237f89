"""Weaver (Hinterlands, second edition): gain two Silvers or a card costing up to 4; discarded other than
during Clean-up, its owner may play it.

Rulings (the official FAQ, in our words): the choice is two Silvers or one card costing up to 4 (a Silver
too), never both; discarded, it may be played at once, which puts it into play and carries it out; played on
another player's turn, it leaves play in that turn's Clean-up; a Vassal that discards a Weaver played by its
reaction loses track of it (it is played once); cards discarded at once (a Militia) resolve their reactions
one at a time; Clean-up's discards do not trigger it. Our ruling: its words are `silvers` and `card`."""

from __future__ import annotations


def test_weaver_gains_two_silvers(table):
    t = table("weaver")
    t.give("ann", hand=["weaver"])
    decision = t.play("weaver")
    assert (decision.kind, decision.options) == ("choose", ("silvers", "card"))
    assert t.answer("silvers") is None
    assert t.ann.discards == ["silver", "silver"]


def test_weaver_gains_one_card_costing_up_to_four(table):
    t = table("weaver", "smithy")
    t.give("ann", hand=["weaver"])
    t.play("weaver")
    decision = t.answer("card")
    assert decision.kind == "gain" and "smithy" in decision.options and "gold" not in decision.options
    assert t.answer("smithy") is None
    assert t.ann.discards == ["smithy"]


def test_weaver_discarded_by_cellar_is_played_at_once(table):
    t = table("weaver", "cellar")
    t.give("ann", hand=["cellar", "weaver", "estate"], deck=["copper", "copper"])
    t.play("cellar")
    decision = t.answer("weaver", "estate")
    assert (decision.player, decision.kind, decision.source, decision.options) == (
        "ann",
        "play",
        "discards",
        ("weaver",),
    )
    assert t.answer("weaver").kind == "choose"
    assert t.ann.plays == ["cellar", "weaver"] and t.game.actions == 1  # Cellar's +1 action: none spent
    assert t.answer("silvers") is None
    assert sorted(t.ann.discards) == ["estate", "silver", "silver"]
    assert t.ann.hand == ["copper", "copper"]  # then Cellar draws


def test_weaver_discarded_by_warehouse_is_played_at_once(table):
    t = table("weaver", "warehouse")
    t.give("ann", hand=["warehouse", "weaver", "estate", "estate"], deck=["copper"] * 3)
    decision = t.play("warehouse")
    decision = t.answer("weaver", "estate", "estate")
    assert decision.kind == "play"
    t.answer("weaver")
    t.answer("silvers")
    assert "weaver" in t.ann.plays and t.ann.discards.count("silver") == 2


def test_declining_leaves_weaver_in_the_discards(table):
    t = table("weaver", "cellar")
    t.give("ann", hand=["cellar", "weaver"], deck=["copper"])
    t.play("cellar")
    t.answer("weaver")
    assert t.answer() is None
    assert t.ann.discards == ["weaver"]


def test_weaver_discarded_to_militia_is_played_on_the_attackers_turn_and_leaves_at_its_clean_up(table):
    t = table("weaver", "militia")
    t.give("ann", hand=["militia"], deck=["copper"] * 5)
    t.give("bob", hand=["weaver", "copper", "copper", "silver", "estate"])
    t.play("militia")
    decision = t.answer("weaver", "estate")
    assert (decision.player, decision.kind) == ("bob", "play")
    decision = t.answer("weaver")
    assert decision.player == "bob"
    assert t.answer("silvers") is None
    assert t.bob.plays == ["weaver"] and t.bob.discards.count("silver") == 2
    assert t.game.player is t.ann and t.game.coins == 2  # ann's turn goes on
    t.clean()
    assert t.bob.plays == [] and "weaver" in t.bob.discards


def test_two_weavers_discarded_at_once_react_one_at_a_time(table):
    t = table("weaver", "militia")
    t.give("ann", hand=["militia"])
    t.give("bob", hand=["weaver", "weaver", "copper", "silver", "gold"])
    t.play("militia")
    assert t.answer("weaver", "weaver").kind == "play"
    t.answer("weaver")
    decision = t.answer("silvers")
    assert (decision.player, decision.kind, decision.options) == ("bob", "play", ("weaver",))
    t.answer("weaver")
    assert t.answer("silvers") is None
    assert t.bob.plays == ["weaver", "weaver"] and t.bob.discards.count("silver") == 4


def test_vassal_loses_track_of_a_weaver_played_by_its_reaction(table):
    t = table("weaver", "vassal")
    t.give("ann", hand=["vassal"], deck=["weaver"])
    decision = t.play("vassal")
    assert (decision.card, decision.kind) == ("weaver", "play")
    t.answer("weaver")
    assert t.answer("silvers") is None  # Vassal no longer finds the Weaver: nothing more asked
    assert t.ann.plays == ["vassal", "weaver"] and t.game.coins == 2


def test_vassal_still_plays_a_weaver_whose_reaction_was_declined(table):
    t = table("weaver", "vassal")
    t.give("ann", hand=["vassal"], deck=["weaver"])
    t.play("vassal")
    decision = t.answer()
    assert (decision.card, decision.kind) == ("vassal", "play")
    t.answer("weaver")
    assert t.answer("silvers") is None
    assert t.ann.plays == ["vassal", "weaver"]


def test_weaver_in_clean_up_does_not_react(table):
    t = table("weaver")
    t.give("ann", hand=["weaver", "copper"], deck=["copper"] * 5)
    t.clean()
    assert t.game.pending is None and "weaver" in t.ann.discards


def test_vassal_does_not_play_a_weaver_that_its_weaver_gained(table):
    t = table("weaver", "vassal")
    t.give("ann", hand=["vassal"], deck=["weaver"])
    t.play("vassal")
    t.answer("weaver")
    t.answer("card")
    assert (
        t.answer("weaver") is None
    )  # the gained Weaver on top of the discards is not the one Vassal discarded
    assert t.ann.discards == ["weaver"] and t.ann.plays == ["vassal", "weaver"]
