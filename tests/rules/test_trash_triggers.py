"""Simultaneous triggers of a trash (`Game.trash_cards`): the cards trashed at once run their "when you
trash this" (Cultist, Rats, Squire, Fortress...) and the reactions in their owner's hand (Market Square) in
the order that player chooses.

Rulings (the Dominion rules on things happening at the same time, and the FAQs of Count, Market Square and
the Dark Ages cards with a trash trigger, in our words): a hand of several such cards trashed at once (a
Count trashing the hand) gives one trigger per card, and their owner picks the order; Market Square has the
same timing as those triggers and is ordered among them; copies of one card are one entry of the order; a
reaction that left the hand before its turn does nothing (lose track); a Market Square drawn by a trigger may
still be discarded after them; one trigger asks nothing, nor does a trash of cards without any."""

from __future__ import annotations

from players.answers import default_answer
from protocol import to_wire
from protocol.parse import parse_question
from referee import views
from referee.rules.decisions import question
from referee.rules.game import Game

from .conftest import Table


def _count_trashes_the_hand(t: Table):
    t.play("count")
    t.answer("copper")
    return t.answer("trash")


def test_count_trashing_rats_cultist_squire_fortress_asks_their_order(table):
    t = table("count", "rats", "cultist", "squire", "fortress", "militia")
    t.give(
        "ann",
        hand=["count", "rats", "cultist", "squire", "fortress"],
        deck=["gold", "silver", "estate", "duchy"],
    )
    decision = _count_trashes_the_hand(t)
    assert decision.kind == "choose" and decision.source == "cards" and decision.ordered
    assert decision.options == ("rats", "cultist", "squire", "fortress")
    assert decision.min == decision.max == 4
    # Fortress back to the hand first, then Squire's gain, then Cultist's 3 cards, then Rats' 1.
    decision = t.answer("fortress", "squire", "cultist", "rats")
    assert t.ann.hand == ["fortress"]
    assert decision.player == "ann" and decision.kind == "gain" and "militia" in decision.options
    assert t.answer("militia") is None
    assert t.ann.hand == ["fortress", "gold", "silver", "estate", "duchy"]  # the deck's top first
    assert sorted(t.game.trash) == ["cultist", "rats", "squire"]
    assert "militia" in t.ann.discards


def test_the_canonical_order_is_the_order_trashed(table):
    t = table("count", "rats", "cultist")
    t.give("ann", hand=["count", "cultist", "rats"], deck=["gold", "silver", "estate", "duchy"])
    decision = _count_trashes_the_hand(t)
    assert decision.options == ("cultist", "rats")
    assert t.answer("cultist", "rats") is None
    assert t.ann.hand == ["gold", "silver", "estate", "duchy"]


def test_copies_of_one_card_are_one_entry(table):
    t = table("count", "rats", "cultist")
    t.give("ann", hand=["count", "rats", "cultist", "rats"], deck=["copper"] * 5)
    decision = _count_trashes_the_hand(t)
    assert decision.options == ("rats", "cultist")
    assert t.answer("rats", "cultist") is None
    assert len(t.ann.hand) == 5 and t.ann.deck == []


def test_the_kits_default_answer_keeps_the_canonical_order(table):
    t = table("count", "rats", "cultist")
    t.give("ann", hand=["count", "rats", "cultist"], deck=["copper"] * 5)
    decision = _count_trashes_the_hand(t)
    answer = default_answer(decision, views.view(t.game))
    assert answer == ("rats", "cultist")
    assert t.answer(*answer) is None


def test_a_wrong_order_is_refused(table):
    t = table("count", "rats", "cultist")
    t.give("ann", hand=["count", "rats", "cultist"], deck=["copper"] * 5)
    _count_trashes_the_hand(t)
    t.illegal("rats")
    t.illegal("rats", "rats")
    t.illegal("rats", "cultist", "count")


def test_one_card_with_a_trigger_asks_nothing(table):
    t = table("count", "rats", "cultist")
    t.give("ann", hand=["count", "rats", "rats", "copper"], deck=["silver", "gold"])
    assert _count_trashes_the_hand(t) is None
    assert t.ann.hand == ["silver", "gold"]


def test_cards_without_triggers_ask_nothing(table):
    t = table("chapel", "village")
    t.give("ann", hand=["chapel", "estate", "copper", "village"], deck=[])
    t.play("chapel")
    assert t.answer("estate", "copper", "village") is None
    assert sorted(t.game.trash) == ["copper", "estate", "village"]


def test_market_square_in_hand_is_ordered_with_the_trashed_cards(table):
    """Market Square first: its Gold before the Cultist's draw; the Market Square the Cultist then draws may
    still be discarded, after the triggers (its FAQ)."""
    t = table("chapel", "cultist", "market-square")
    t.give("ann", hand=["chapel", "cultist", "market-square"], deck=["market-square", "copper", "silver"])
    t.play("chapel")
    decision = t.answer("cultist")
    assert decision.kind == "choose" and decision.options == ("cultist", "market-square") and decision.ordered
    decision = t.answer("market-square", "cultist")
    assert decision.kind == "discard" and decision.options == ("market-square",)
    decision = t.answer("market-square")
    assert t.ann.discards == ["market-square", "gold"] and t.ann.hand == ["market-square", "copper", "silver"]
    assert decision.kind == "discard" and decision.options == ("market-square",)  # the one drawn
    assert t.answer("market-square") is None
    assert t.ann.discards == ["market-square", "gold", "market-square", "gold"]
    assert t.ann.hand == ["copper", "silver"]


def test_cultist_first_draws_before_market_square_reacts(table):
    t = table("chapel", "cultist", "market-square")
    t.give("ann", hand=["chapel", "cultist", "market-square"], deck=["market-square", "copper", "silver"])
    t.play("chapel")
    t.answer("cultist")
    decision = t.answer("cultist", "market-square")
    assert decision.kind == "discard" and decision.options == ("market-square", "market-square")
    assert t.answer("market-square", "market-square") is None  # nothing offered twice
    assert t.ann.hand == ["copper", "silver"]
    assert t.ann.discards == ["market-square", "market-square", "gold", "gold"]


def test_a_declined_market_square_is_not_offered_again(table):
    t = table("chapel", "cultist", "market-square")
    t.give("ann", hand=["chapel", "cultist", "market-square"], deck=["copper", "copper", "silver"])
    t.play("chapel")
    t.answer("cultist")
    decision = t.answer("market-square", "cultist")
    assert decision.kind == "discard"
    assert t.answer() is None
    assert t.ann.hand == ["market-square", "copper", "copper", "silver"]


KINGDOM = (
    "chapel",
    "hunting-grounds",
    "market-square",
    "village",
    "smithy",
    "market",
    "festival",
    "laboratory",
    "moat",
    "cellar",
)


def test_a_market_square_that_left_the_hand_does_nothing(table):
    """Lose track: Hunting Grounds' Duchy lets a Hovel be trashed; the Market Square reacts to that trash and
    is discarded; when its turn in the first trash's order comes it is no longer in hand: nothing is asked."""
    t = table("village")
    t.game = Game(["ann", "bob"], seed=1, kingdom=KINGDOM, shelters=True)
    t.give("ann", hand=["chapel", "hunting-grounds", "market-square", "hovel"], deck=[], discards=[])
    t.play("chapel")
    decision = t.answer("hunting-grounds")
    assert decision.options == ("hunting-grounds", "market-square")
    decision = t.answer("hunting-grounds", "market-square")
    assert decision.card == "hunting-grounds"
    decision = t.answer("duchy")
    assert decision.card == "hovel" and decision.kind == "trash"
    decision = t.answer("hovel")
    assert decision.card == "market-square" and decision.kind == "discard"  # the Hovel's trash
    assert t.answer("market-square") is None  # the first trash's Market Square: lost track
    assert t.ann.hand == []
    assert t.ann.discards == ["duchy", "market-square", "gold"]
    assert sorted(t.game.trash) == ["hovel", "hunting-grounds"]


def test_the_order_is_asked_of_the_owner_on_another_players_turn(table):
    t = table("chapel", "cultist", "market-square")
    t.give("bob", hand=["market-square", "rats"], deck=["copper"] * 3)
    decision = t.game.begin(t.game.trash_cards(t.bob, ["rats"]))
    assert decision.player == "bob" and decision.options == ("rats", "market-square")
    assert t.answer("rats", "market-square").kind == "discard"


def test_a_card_trashed_from_the_supply_has_no_reaction_to_order(table):
    """Lurker trashes a card of the supply, nobody's: Market Square has nothing to react to, so the supply
    card's own trigger (a Rats) is the only one and nothing is asked about order."""
    t = table("lurker", "rats", "market-square")
    t.give("ann", hand=["lurker", "market-square"], deck=["copper"])
    t.play("lurker")
    t.answer("trash")
    assert t.answer("rats") is None
    assert t.ann.hand == ["market-square", "copper"]


def test_trashing_no_card_asks_market_square_nothing(table):
    """A Masquerade's optional trash declined trashes nothing: nothing was trashed, so a Market Square in hand
    has nothing to react to."""
    t = table("market-square", "chapel")
    t.give("ann", hand=["market-square", "copper"], discards=[])
    assert t.game.begin(t.game.trash_cards(t.ann, [])) is None
    assert t.ann.hand == ["market-square", "copper"] and t.ann.discards == []


def test_the_order_decision_reads_back_from_the_v5_wire(table):
    """The order is asked on the wire as any v5 ordered choice: ``(source cards)``, ``(ordered yes)``."""
    t = table("count", "rats", "cultist")
    t.give("ann", hand=["count", "rats", "cultist"], deck=["copper"] * 5)
    decision = _count_trashes_the_hand(t)
    text = to_wire(question(decision))
    assert "(source cards)" in text and "(options rats cultist)" in text and "(ordered yes)" in text
    read = parse_question(text, 5)
    assert read.options == ("rats", "cultist") and read.min == read.max == 2 and read.ordered


def test_a_fortress_set_aside_by_possession_does_not_take_another_from_the_trash(table):
    """In a possessed turn the cards trashed go onto the possession mat; a Fortress's "put it into your
    hand" has lost track of it (it is not in the trash) and never takes another Fortress that is there."""
    t = table("possession", "chapel", "fortress")
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    t.give("bob", hand=["chapel", "fortress"], deck=["copper"] * 10, discards=[])
    t.game.trash.append("fortress")  # an earlier Fortress, trashed for good
    t.play("chapel")
    assert t.answer("fortress") is None
    assert t.game.trash == ["fortress"] and t.bob.mats["possession"] == ["fortress"]
    assert t.bob.hand == []


def test_a_trail_set_aside_by_possession_does_not_play_another_from_the_trash(table):
    t = table("possession", "chapel", "trail")
    t.give("ann", hand=["possession"], deck=["copper"] * 10)
    t.play("possession")
    t.clean()
    t.give("bob", hand=["chapel", "trail"], deck=["copper"] * 10, discards=[])
    t.game.trash.append("trail")
    t.play("chapel")
    assert t.answer("trail") is None
    assert t.game.trash == ["trail"] and t.bob.mats["possession"] == ["trail"]
