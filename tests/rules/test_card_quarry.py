"""Quarry: a treasure worth 1 coin; while it is in play (second edition: this turn) action cards cost 2 coins
less, never below 0."""

from protocol.messages import Buy
from referee import views


def test_quarry_lowers_the_cost_of_action_cards(table):
    t = table("quarry", "smithy", "kings-court")
    t.give("ann", hand=["quarry", "copper", "copper"])
    assert t.game.cost("smithy") == 4
    t.add("quarry")
    assert t.game.coins == 1
    assert t.game.cost("smithy") == 2 and t.game.cost("kings-court") == 5
    # Treasures and victory cards keep their cost.
    assert t.game.cost("silver") == 3 and t.game.cost("duchy") == 5
    t.add("copper")
    assert views.can_buy(t.game, "smithy")
    t.game.apply(Buy("smithy"))
    assert t.game.coins == 0 and t.ann.discards == ["smithy"]


def test_quarries_add_up_and_never_below_zero(table):
    """Ruling: two Quarries make a King's Court cost 3; a cheap action costs 0, not less."""
    t = table("quarry", "kings-court", "village")
    t.give("ann", hand=["quarry", "quarry"])
    t.add("quarry")
    t.add("quarry")
    assert t.game.cost("kings-court") == 3 and t.game.cost("village") == 0


def test_it_adds_to_other_reductions(table):
    """Ruling: Worker's Village played, then two Quarries: Peddler costs 8 - 2 (one action in play, buy
    phase) - 4 = 2."""
    t = table("quarry", "peddler", "workers-village")
    t.give("ann", hand=["workers-village", "quarry", "quarry"], deck=["estate"])
    t.play("workers-village")
    t.add("quarry")
    t.add("quarry")
    assert t.game.cost("peddler") == 2


def test_gain_decisions_see_the_lower_cost(table):
    """Ruling: the cost changes everywhere, not only for buying: a War Chest (gain up to 5) may gain a
    King's Court (7 - 2)."""
    t = table("quarry", "war-chest", "kings-court")
    t.give("ann", hand=["quarry", "war-chest"])
    t.add("quarry")
    t.add("war-chest")
    decision = t.answer("silver")
    assert "kings-court" in decision.options


def test_the_reduction_ends_with_the_turn(table):
    t = table("quarry", "smithy")
    t.give("ann", hand=["quarry"])
    t.add("quarry")
    t.clean()
    assert t.game.cost("smithy") == 4


def test_first_edition_plays_the_same(table):
    t = table("quarry", "smithy", edition=1)
    t.give("ann", hand=["quarry"])
    t.add("quarry")
    assert t.game.cost("smithy") == 2


def test_a_card_of_several_types_that_is_an_action_costs_less(table):
    """Ruling: Quarry lowers the cost of every card that is an action, also when it has other types (Nobles,
    an action-victory card); Harem (treasure-victory) keeps its cost."""
    t = table("quarry", "nobles", "harem")
    t.give("ann", hand=["quarry"])
    t.add("quarry")
    assert t.game.cost("nobles") == 4 and t.game.cost("harem") == 6


def test_the_reduction_ends_when_a_mint_bought_trashes_the_quarry(table):
    """Ruling: Quarry lowers costs only while it is in play; once a Mint bought trashes it, action cards cost
    their printed price again for the rest of the turn."""
    t = table("quarry", "mint", "kings-court")
    t.give("ann", hand=["quarry", "gold", "gold"])
    for card in ("quarry", "gold", "gold"):
        t.add(card)
    assert t.game.cost("kings-court") == 5
    t.game.buys = 2
    t.buy("mint")
    assert "quarry" in t.game.trash and t.game.cost("kings-court") == 7
