"""Develop (Hinterlands, both editions): trash a card from your hand (second edition: you may), then gain a
card costing exactly 1 more and one costing exactly 1 less than it, in either order, onto your deck.

Rulings (official FAQ, in our words): the two gains are in the order the player picks, the one gained second
ending on top; with no card at one of the two costs, the other is still gained; the potion part must match;
first edition: the trashing is compulsory; second edition: it is optional, and without it nothing is
gained."""

from __future__ import annotations


def test_develop_gains_one_more_and_one_less_onto_the_deck(table):
    t = table("develop", "smithy")
    t.give("ann", hand=["develop", "silver"], deck=["copper"])
    decision = t.play("develop")
    assert decision.kind == "trash"
    decision = t.answer("silver")
    assert decision.kind == "gain" and "develop" not in decision.options  # develop costs 3, silver too
    costs = {t.game.cost(c) for c in decision.options}
    assert costs == {2, 4}
    decision = t.answer("smithy")
    assert {t.game.cost(c) for c in decision.options} == {2}
    assert t.answer("estate") is None
    assert t.ann.deck[-2:] == ["smithy", "estate"] and t.game.trash == ["silver"]


def test_develop_either_order(table):
    t = table("develop", "cellar", "smithy")
    t.give("ann", hand=["develop", "silver"], deck=["copper"])
    t.play("develop")
    t.answer("silver")
    t.answer("cellar")  # the cheaper first
    t.answer("smithy")
    assert t.ann.deck[-2:] == ["cellar", "smithy"]  # smithy on top


def test_develop_gains_the_other_when_one_cost_is_missing(table):
    t = table("develop")
    t.give("ann", hand=["develop", "estate"], deck=[])
    t.play("develop")
    decision = t.answer("estate")  # 1 more: 3; 1 less: nothing costs 1 here
    assert {t.game.cost(c) for c in decision.options} == {3}
    assert t.answer("silver") is None
    assert t.ann.deck == ["silver"]


def test_develop_copper_gains_nothing(table):
    t = table("develop")
    t.give("ann", hand=["develop", "copper"], deck=["copper"])
    t.play("develop")
    assert t.answer("copper") is None  # nothing costs 1, nothing costs -1
    assert t.game.trash == ["copper"]


def test_first_edition_trash_is_compulsory(table):
    t = table("develop", edition=1)
    t.give("ann", hand=["develop", "estate"])
    decision = t.play("develop")
    assert decision.min == 1


def test_second_edition_trash_is_optional(table):
    t = table("develop", edition=2)
    t.give("ann", hand=["develop", "estate"])
    decision = t.play("develop")
    assert decision.min == 0
    assert t.answer() is None
    assert t.ann.hand == ["estate"]
