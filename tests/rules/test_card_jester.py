"""Jester (Cornucopia, both editions): +2 coins; every other player's top card goes to the discard pile: for
a victory card that player takes a Curse, for any other card the Jester's player picks who takes a copy, that
player or themself.

Rulings (official FAQ, in our words): victims are taken in turn order; a victim with no card to discard, even
after shuffling, is unaffected; a card of two types one of which is Victory (Nobles) gives a Curse; when the
supply has no copy of the discarded card nobody gains one (and nothing is asked); a Moat's holder discards
nothing."""

from __future__ import annotations


def test_jester_gives_a_curse_for_a_victory_card(table):
    t = table("jester", "nobles")
    t.give("ann", hand=["jester"])
    t.give("bob", deck=["estate", "copper"], discards=[])
    assert t.play("jester") is None
    assert t.game.coins == 2 and sorted(t.bob.discards) == ["curse", "estate"]
    t = table("jester", "nobles")
    t.give("ann", hand=["jester"])
    t.give("bob", deck=["nobles"], discards=[])
    t.play("jester")
    assert sorted(t.bob.discards) == ["curse", "nobles"]


def test_jester_chooses_who_gains_the_copy(table):
    t = table("jester", players=3)
    t.give("ann", hand=["jester"], discards=[])
    t.give("bob", deck=["silver"], discards=[])
    t.give("cat", deck=["copper"], discards=[])
    decision = t.play("jester")
    assert decision.player == "ann" and decision.kind == "choose" and decision.options == ("me", "them")
    assert decision.target == "bob" and "silver" in decision.prompt
    decision = t.answer("me")
    assert t.ann.discards == ["silver"] and t.bob.discards == ["silver"]
    assert decision.target == "cat"
    t.answer("them")
    assert t.cat.discards == ["copper", "copper"] and t.ann.discards == ["silver"]


def test_jester_with_no_copy_in_the_supply_gains_nothing(table):
    t = table("jester")
    t.game.piles["gold"] = 0
    t.give("ann", hand=["jester"], discards=[])
    t.give("bob", deck=["gold"], discards=[])
    assert t.play("jester") is None
    assert t.bob.discards == ["gold"] and t.ann.discards == []


def test_jester_victim_without_cards_is_unaffected(table):
    t = table("jester")
    t.give("ann", hand=["jester"])
    t.give("bob", deck=[], discards=[])
    assert t.play("jester") is None
    assert t.bob.discards == []


def test_jester_victim_shuffles_for_its_top_card(table):
    t = table("jester")
    t.give("ann", hand=["jester"])
    t.give("bob", deck=[], discards=["duchy"])
    t.play("jester")
    assert sorted(t.bob.discards) == ["curse", "duchy"]


def test_moat_blocks_jester(table):
    t = table("jester", "moat")
    t.give("ann", hand=["jester"])
    t.give("bob", hand=["moat"], deck=["estate"], discards=[])
    t.play("jester")
    assert t.answer("moat") is None
    assert t.bob.deck == ["estate"] and t.bob.discards == []


def test_jester_on_a_prize_gains_nothing(table):
    t = table("jester", "tournament")
    t.give("ann", hand=["jester"], discards=[])
    t.give("bob", deck=["princess"], discards=[])
    assert t.play("jester") is None  # a Prize has no copy in the supply
    assert t.bob.discards == ["princess"] and t.ann.discards == [] and t.game.non_supply["princess"] == 1


def test_jester_on_a_curse_offers_its_copy(table):
    t = table("jester")
    t.give("ann", hand=["jester"], discards=[])
    t.give("bob", deck=["curse"], discards=[])
    decision = t.play("jester")
    assert decision.options == ("me", "them")  # a Curse is no victory card
    t.answer("them")
    assert t.bob.discards == ["curse", "curse"]


def test_lighthouse_in_play_shields_from_jester(table):
    t = table("jester", "lighthouse")
    t.give("ann", hand=["jester"])
    t.give("bob", plays=["lighthouse"], deck=["estate"], discards=[])
    assert t.play("jester") is None
    assert t.bob.deck == ["estate"] and t.bob.discards == []
