"""Feodum (Dark Ages): a victory card worth 1 VP per 3 Silvers its owner has (rounded down); when trashed,
gain 3 Silvers.

Rulings (official FAQ, in our words): every Silver the player has counts, wherever it is, and each Feodum
scores on its own; trashing it gains 3 Silvers (fewer when the pile runs out), bought cards trashing it or
not."""

from __future__ import annotations

from referee.rules.spec import score


def test_feodum_counts_silvers_in_threes():
    assert score(["feodum"] + ["silver"] * 8) == 2
    assert score(["feodum", "feodum"] + ["silver"] * 3) == 2
    assert score(["feodum"] + ["silver"] * 2) == 0


def test_trashing_it_gains_three_silvers(table):
    t = table("feodum", "chapel")
    t.give("ann", hand=["chapel", "feodum"], discards=[])
    t.play("chapel")
    assert t.answer("feodum") is None
    assert t.ann.discards == ["silver"] * 3


def test_fewer_silvers_when_the_pile_runs_out(table):
    t = table("feodum", "chapel")
    t.game.set_pile("silver", 2)
    t.give("ann", hand=["chapel", "feodum"], discards=[])
    t.play("chapel")
    t.answer("feodum")
    assert t.ann.discards == ["silver"] * 2


def test_trashed_by_another_players_knight_its_owner_gains_the_silvers(table):
    """Feodum costs 4, in a Knight's range: trashed that way on another player's turn, its owner still gains
    3 Silvers."""
    t = table("feodum", "knights")
    t.knight_trashes(["feodum", "copper"])
    assert t.game.trash[-1] == "feodum" and t.bob.discards.count("silver") == 3
