"""Catacombs (Dark Ages): look at your 3 top cards; put them all into your hand, or discard them and draw 3;
when trashed, gain a cheaper card.

Rulings (official FAQ, in our words): the cards are looked at, not revealed, and go to the hand together or
are discarded together; the 3 cards drawn after a discard may come from a shuffle of the discards holding the
cards just discarded; trashed, it gains a card costing less than Catacombs costs then (compulsory), however it
was trashed."""

from __future__ import annotations


def test_catacombs_takes_the_three(table):
    t = table("catacombs")
    t.give("ann", hand=["catacombs"], deck=["gold", "silver", "copper", "estate"])
    decision = t.play("catacombs")
    assert decision.kind == "choose" and decision.options == ("hand", "discard")
    assert "gold" in decision.prompt
    assert t.answer("hand") is None
    assert sorted(t.ann.hand) == ["copper", "gold", "silver"] and t.ann.deck == ["estate"]


def test_catacombs_discards_and_draws_three(table):
    t = table("catacombs")
    t.give("ann", hand=["catacombs"], deck=["estate", "estate", "copper", "gold", "silver", "silver"])
    t.play("catacombs")
    assert t.answer("discard") is None
    assert sorted(t.ann.discards) == ["copper", "estate", "estate"]
    assert sorted(t.ann.hand) == ["gold", "silver", "silver"]


def test_catacombs_draw_may_shuffle_in_the_discarded(table):
    t = table("catacombs")
    t.give("ann", hand=["catacombs"], deck=["estate", "estate", "copper"], discards=[])
    t.play("catacombs")
    t.answer("discard")
    assert sorted(t.ann.hand) == ["copper", "estate", "estate"]


def test_catacombs_trashed_gains_a_cheaper_card(table):
    t = table("catacombs", "chapel")
    t.give("ann", hand=["chapel", "catacombs"])
    t.play("chapel")
    decision = t.answer("catacombs")
    assert decision.kind == "gain" and decision.min == 1 and "duchy" not in decision.options
    assert "silver" in decision.options and "catacombs" not in decision.options
    assert "less" in t.illegal("duchy") or "4" in t.illegal("duchy")
    t.answer("silver")
    assert t.ann.discards == ["silver"]


def test_trashed_on_another_players_turn_its_owner_gains_the_cheaper_card(table):
    """The FAQ: whoever's turn it is and whoever's card trashed it (a Knight of the player on the left), the
    Catacombs' owner gains a card costing less than it."""
    t = table("catacombs", "knights")
    decision = t.knight_trashes(["catacombs", "copper"])
    assert decision.player == "bob" and decision.kind == "gain" and "silver" in decision.options
    assert "duchy" not in decision.options and t.game.trash[-1] == "catacombs"
    assert t.answer("silver") is None and "silver" in t.bob.discards
