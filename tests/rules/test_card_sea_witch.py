"""Sea Witch (Seaside, second edition): +2 cards, every other player gains a Curse; at the start of your
next turn, +2 cards, then discard 2 cards. A duration attack.

Rulings (official FAQ, in our words): the Curses are given when it is played (in turn order; none once the
pile is empty), nothing attacks at the start of the next turn; the next turn draws 2 first and then discards
2 (compulsory); a Moat protects from the Curse; Throne Room on Sea Witch gives +4 cards and two Curses to each
other player now, and next turn draws 2 and discards 2 twice, the Throne Room staying in play as long."""

from __future__ import annotations


def test_sea_witch_curses_now_and_sifts_next_turn(table):
    t = table("sea-witch")
    t.give(
        "ann",
        hand=["sea-witch"],
        deck=["silver", "silver", *["copper"] * 5, "gold", "estate", *["copper"] * 5],
        discards=[],
    )
    t.give("bob", discards=[])
    t.play("sea-witch")
    assert t.ann.hand == ["silver", "silver"] and t.bob.discards == ["curse"]
    t.clean()
    assert t.ann.plays == ["sea-witch"]
    t.clean()  # bob
    decision = t.game.pending
    assert t.game.player.name == "ann" and decision.kind == "discard" and decision.min == 2
    assert t.ann.hand[-2:] == ["gold", "estate"] and len(t.ann.hand) == 7  # drawn at the start of the turn
    t.answer("estate", "copper")
    assert len(t.ann.hand) == 5 and "gold" in t.ann.hand
    t.clean()
    assert t.ann.plays == [] and "sea-witch" in t.ann.discards


def test_moat_blocks_the_curse(table):
    t = table("sea-witch", "moat")
    t.give("ann", hand=["sea-witch"], deck=["copper"] * 10)
    t.give("bob", hand=["moat"], discards=[])
    decision = t.play("sea-witch")
    assert decision.player == "bob"
    t.answer("moat")
    assert t.bob.discards == []


def test_throne_room_sea_witch(table):
    t = table("sea-witch", "throne-room")
    t.give("ann", hand=["throne-room", "sea-witch"], deck=["copper"] * 20, discards=[])
    t.give("bob", discards=[])
    t.play("throne-room")
    t.answer("sea-witch")
    assert len(t.ann.hand) == 4 and t.bob.discards == ["curse", "curse"]
    t.clean()
    assert sorted(t.ann.plays) == ["sea-witch", "throne-room"]
    t.clean()  # bob
    assert len(t.ann.hand) == 7
    t.answer("copper", "copper")
    assert len(t.ann.hand) == 7  # drew 2 more for the second play
    t.answer("copper", "copper")
    assert len(t.ann.hand) == 5
    t.clean()
    assert t.ann.plays == [] and {"sea-witch", "throne-room"} <= set(t.ann.discards)


def test_curses_run_out_in_turn_order(table):
    t = table("sea-witch", players=3)
    t.give("ann", hand=["sea-witch"], deck=["copper"] * 10)
    t.give("bob", discards=[])
    t.give("cat", discards=[])
    t.game.set_pile("curse", 1)
    t.play("sea-witch")
    assert t.bob.discards == ["curse"] and t.cat.discards == []
