"""Dame Josephine (Dark Ages, a Knight): the Knight attack; worth 2 victory points.

Rulings (official FAQ, in our words): it is an action, attack and victory card, so it scores 2 VP at the end
wherever it is among its owner's cards, and a Knight attack may trash it (it costs 5)."""

from __future__ import annotations


def test_dame_josephine_scores_two(table):
    t = table("knights")
    t.give("ann", hand=["copper"], deck=[], discards=[])
    before = t.game.scores()["ann"]
    t.give("ann", hand=["copper"], deck=[], discards=["dame-josephine"])
    assert t.game.scores()["ann"] == before + 2


def test_dame_josephine_may_be_trashed_by_a_knight(table):
    t = table("knights")
    t.give("ann", hand=["sir-destry"], deck=["copper", "copper"])
    t.give("bob", deck=["dame-josephine", "copper"])
    assert t.play("sir-destry") is None
    assert t.game.trash == ["dame-josephine", "sir-destry"]
