"""Ambassador (Seaside, first edition): reveal a card from your hand, return up to 2 copies of it from your
hand to its supply pile, then each other player gains a copy of it.

Rulings (official FAQ, in our words): you may return 0, 1 or 2 copies (the revealed card itself counts as
one); the others gain a copy even when you return none; with too few copies in the pile they are dealt in
turn order from the player on your left; with no other card in hand it does nothing; a card not from the
supply cannot be returned and nobody gains it (our ruling where the FAQ speaks of Spoils and Shelters); a
pile emptied and then refilled by Ambassador no longer counts as empty; a Moat's holder gains nothing; a
Ruins or a Knight that is not its pile's top card may be returned, onto the top of the pile, and the others
gain a copy only while one is the top card (the wiki's Ruins and Ambassador rulings)."""

from __future__ import annotations

from referee.rules.cards import KINGDOM_CARDS
from referee.rules.decisions import Event
from referee.rules.game import count_cards


def test_ambassador_returns_two_and_each_other_player_gains_one(table):
    t = table("ambassador", edition=1, players=3)
    t.give("ann", hand=["ambassador", "estate", "estate", "estate", "copper"])
    t.give("bob", discards=[])
    t.give("cat", discards=[])
    total = count_cards(t.game)
    estates = t.game.piles["estate"]
    seen: list[Event] = []
    t.game.listeners.append(seen.append)
    decision = t.play("ambassador")
    assert (
        decision.kind == "reveal"
        and decision.min == 1
        and sorted(decision.options)[0] in ("copper", "estate")
    )
    decision = t.answer("estate")
    assert decision.kind == "return" and decision.options == ("estate", "estate") and decision.min == 0
    t.illegal("estate", "estate", "estate")
    t.illegal("copper")
    assert t.answer("estate", "estate") is None
    assert sorted(t.ann.hand) == ["copper", "estate"]
    assert t.bob.discards == ["estate"] and t.cat.discards == ["estate"]
    assert t.game.piles["estate"] == estates + 2 - 2
    assert Event("return", "ann", ("estate", "estate")) in seen
    assert count_cards(t.game) == total


def test_others_gain_even_when_nothing_is_returned(table):
    t = table("ambassador", edition=1)
    t.give("ann", hand=["ambassador", "copper"])
    t.give("bob", discards=[])
    t.play("ambassador")
    t.answer("copper")
    t.answer()
    assert t.ann.hand == ["copper"] and t.bob.discards == ["copper"]


def test_copies_are_dealt_in_turn_order(table):
    t = table("ambassador", edition=1, players=3)
    t.give("ann", hand=["ambassador", "curse"])
    t.give("bob", discards=[])
    t.give("cat", discards=[])
    t.game.set_pile("curse", 0)
    t.play("ambassador")
    t.answer("curse")
    t.answer("curse")
    assert t.bob.discards == ["curse"] and t.cat.discards == [] and t.game.piles["curse"] == 0


def test_an_empty_hand_does_nothing(table):
    t = table("ambassador", edition=1)
    t.give("ann", hand=["ambassador"])
    t.give("bob", discards=[])
    assert t.play("ambassador") is None
    assert t.bob.discards == []


def test_a_refilled_pile_is_no_longer_empty(table):
    t = table("ambassador", "smithy", edition=1)
    t.give("ann", hand=["ambassador", "smithy", "smithy"])
    t.give("bob", discards=[])
    t.game.set_pile("smithy", 0)
    t.play("ambassador")
    t.answer("smithy")
    t.answer("smithy", "smithy")
    assert t.game.piles["smithy"] == 1 and "smithy" not in t.game.supply().empty


def test_moat_protects_from_the_gain(table):
    t = table("ambassador", "moat", edition=1)
    t.give("ann", hand=["ambassador", "estate"])
    t.give("bob", hand=["moat"], discards=[])
    t.play("ambassador")
    t.answer("estate")
    decision = t.answer("estate")
    assert decision.player == "bob" and decision.kind == "reveal"
    t.answer("moat")
    assert t.bob.discards == [] and t.game.piles["estate"] == 9


def test_a_card_without_a_supply_pile_is_not_returned(table):
    t = table("ambassador", edition=1)
    absent = next(card for card in KINGDOM_CARDS if card not in t.game.piles)
    t.give("ann", hand=["ambassador", absent])
    t.give("bob", discards=[])
    t.play("ambassador")
    assert t.answer(absent) is None  # revealed; no pile to return it to, nobody gains
    assert t.ann.hand == [absent] and t.bob.discards == []


def test_a_ruins_that_is_not_the_top_one_is_returned_onto_the_ruins_pile(table):
    """Ambassador's FAQ: returned cards go on top of their pile; a Ruins goes on top of the Ruins pile,
    whatever Ruins is on top (the Ruins and Ambassador rulings), and the others gain it, now the top card."""
    t = table("ambassador", "cultist", edition=1, players=3)
    top = t.game.pile_top("ruins")
    mine = next(ruin for ruin in dict.fromkeys(t.game.mixed["ruins"]) if ruin != top)
    t.give("ann", hand=["ambassador", mine, mine, "copper"])
    t.give("bob", discards=[])
    t.give("cat", discards=[])
    total = count_cards(t.game)
    size = len(t.game.mixed["ruins"])
    t.play("ambassador")
    decision = t.answer(mine)
    assert decision is not None and decision.kind == "return" and decision.options == (mine, mine), decision
    assert t.answer(mine, mine) is None
    assert t.ann.hand == ["copper"]
    assert t.bob.discards == [mine] and t.cat.discards == [mine]  # the two returned, each the top in turn
    assert t.game.pile_top("ruins") == top and len(t.game.mixed["ruins"]) == size
    assert count_cards(t.game) == total


def test_a_ruins_not_returned_is_gained_only_if_it_is_the_top_one(table):
    t = table("ambassador", "cultist", edition=1)
    top = t.game.pile_top("ruins")
    mine = next(ruin for ruin in dict.fromkeys(t.game.mixed["ruins"]) if ruin != top)
    t.give("ann", hand=["ambassador", mine])
    t.give("bob", discards=[])
    t.play("ambassador")
    t.answer(mine)
    assert t.answer() is None
    assert t.ann.hand == [mine] and t.bob.discards == []  # no digging in the pile for a copy
    assert t.game.pile_top("ruins") == top


def test_a_knight_that_is_not_the_top_one_is_returned_onto_the_knights(table):
    t = table("ambassador", "knights", edition=1)
    top = t.game.pile_top("knights")
    mine = next(knight for knight in t.game.mixed["knights"] if knight != top)
    t.game.mixed["knights"].remove(mine)  # ann holds that Knight (taken out of the pile: conserved)
    t.game.piles[top] -= 1
    t.give("ann", hand=["ambassador", mine])
    t.give("bob", discards=[])
    t.play("ambassador")
    t.answer(mine)
    assert t.answer(mine) is None
    assert t.ann.hand == [] and t.bob.discards == [mine]
    assert t.game.pile_top("knights") == top
