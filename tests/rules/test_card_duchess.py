"""Duchess (Hinterlands, first edition): +2 coins; every player, you included, looks at the top card of the
deck and discards it or puts it back. In a game with Duchess, gaining a Duchy lets you gain a Duchess.

Rulings (official FAQ, in our words): each player decides for its own card; a player with an empty deck
shuffles its discards first, and one with no card at all looks at nothing; it is not an attack (no reaction
to attacks); any Duchy gained, bought or not, by any player, offers a Duchess, which is optional; with no
Duchess left nothing is offered."""

from __future__ import annotations


def test_every_player_looks_and_decides_for_its_own_card(table):
    t = table("duchess")
    t.give("ann", hand=["duchess"], deck=["gold", "estate"])
    t.give("bob", deck=["curse", "copper"])
    decision = t.play("duchess")
    assert t.game.coins == 2
    assert decision.player == "ann" and decision.options == ("gold",) and decision.min == 0
    decision = t.answer()  # keep the gold on top
    assert decision.player == "bob" and decision.options == ("curse",)
    assert t.answer("curse") is None
    assert t.ann.deck[-1] == "gold" and t.bob.discards == ["curse"]


def test_a_player_with_no_cards_looks_at_nothing(table):
    t = table("duchess")
    t.give("ann", hand=["duchess"], deck=[], discards=[])
    t.give("bob", deck=["copper"])
    decision = t.play("duchess")
    assert decision.player == "bob"


def test_not_an_attack_moat_is_not_asked(table):
    t = table("duchess", "moat")
    t.give("ann", hand=["duchess"], deck=["estate"])
    t.give("bob", hand=["moat"], deck=["copper"])
    t.play("duchess")
    decision = t.answer()
    assert decision.player == "bob" and decision.kind == "discard"


def test_gaining_a_duchy_offers_a_duchess(table):
    t = table("duchess")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("duchy")
    decision = t.game.pending
    assert decision.card == "duchess" and decision.options == ("duchess",) and decision.min == 0
    t.answer("duchess")
    assert sorted(t.ann.discards) == ["duchess", "duchy"]


def test_the_duchess_is_optional_and_any_player_gaining_a_duchy_is_offered(table):
    t = table("duchess")
    decision = t.game.begin(t.game.gain(t.bob, "duchy"))
    assert decision.player == "bob"
    assert t.answer() is None
    assert t.bob.discards == ["duchy"]


def test_no_duchess_left_nothing_offered(table):
    t = table("duchess")
    t.game.set_pile("duchess", 0)
    assert t.game.begin(t.game.gain(t.ann, "duchy")) is None
