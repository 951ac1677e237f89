"""Market Square (Dark Ages; an action, a reaction): +1 card, +1 action, +1 buy; when one of your cards is
trashed, you may discard this from your hand to gain a Gold.

Rulings (official FAQ, in our words): the reaction works for any card of its owner trashed, on its own turn or
another player's; several Market Squares in hand may all be discarded for one trash, a Gold each; the Gold
goes to the discard pile; discarding is optional; another player's trashed cards do not count; a Market Square
drawn by the trashed card's own trigger (a Cultist's +3 cards) may react; a card trashed from the supply
(Lurker) is nobody's: none reacts; a card Hermit trashes from the discard pile counts."""

from __future__ import annotations


def test_market_square_gives_card_action_buy(table):
    t = table("market-square")
    t.give("ann", hand=["market-square"], deck=["copper"])
    assert t.play("market-square") is None
    assert t.ann.hand == ["copper"] and (t.game.actions, t.game.buys) == (1, 2)


def test_a_trash_offers_every_market_square_for_a_gold_each(table):
    t = table("market-square", "chapel")
    t.give("ann", hand=["chapel", "estate", "market-square", "market-square"], discards=[])
    t.play("chapel")
    decision = t.answer("estate")
    assert decision.kind == "discard" and decision.options == ("market-square", "market-square")
    assert decision.min == 0
    assert t.answer("market-square", "market-square") is None
    assert t.ann.discards == ["market-square", "market-square", "gold", "gold"] and t.ann.hand == []


def test_declining_keeps_it(table):
    t = table("market-square", "chapel")
    t.give("ann", hand=["chapel", "estate", "market-square"], discards=[])
    t.play("chapel")
    t.answer("estate")
    assert t.answer() is None and t.ann.hand == ["market-square"] and t.ann.discards == []


def test_it_reacts_on_another_players_turn_but_not_to_their_trash(table):
    t = table("market-square", "chapel")
    t.give("bob", hand=["market-square", "copper"], deck=["copper"], discards=[])
    decision = t.game.begin(t.game.trash_cards(t.bob, ["copper"]))
    assert decision is not None and decision.player == "bob"
    assert t.answer("market-square") is None and t.bob.discards == ["market-square", "gold"]
    t.give("ann", hand=["chapel", "estate"])
    t.play("chapel")
    assert t.answer("estate") is None  # bob holds no Market Square now; ann's trash is not his anyway


def test_market_squares_drawn_by_the_trashed_cards_own_trigger_may_react(table):
    """The wiki's clarification: a Market Square need not be in hand before the trash; one drawn by a trashed
    Cultist's +3 cards may still be discarded for a Gold."""
    t = table("market-square", "chapel", "cultist")
    t.give("ann", hand=["chapel", "cultist"], deck=["market-square", "copper", "copper"], discards=[])
    t.play("chapel")
    decision = t.answer("cultist")
    assert decision.kind == "discard" and decision.options == ("market-square",)
    assert t.answer("market-square") is None
    assert t.ann.discards == ["market-square", "gold"] and sorted(t.ann.hand) == ["copper", "copper"]


def test_a_card_trashed_from_the_supply_is_not_its_owners(table):
    """The wiki's clarification: a Lurker trashing an action card from the supply trashes no card of yours,
    so a Market Square in hand cannot be discarded for it."""
    t = table("market-square", "lurker", "village")
    t.give("ann", hand=["lurker", "market-square"], discards=[])
    t.play("lurker")
    decision = t.answer("trash")
    assert decision.kind == "trash" and "village" in decision.options
    assert t.answer("village") is None
    assert t.game.trash == ["village"] and t.ann.hand == ["market-square"] and t.ann.discards == []
