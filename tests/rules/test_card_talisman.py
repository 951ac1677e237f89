"""Talisman (first edition only): a treasure worth 1 coin; while it is in play, each time you buy a card
that is not a victory card and costs 4 or less, you gain another copy of it."""

from protocol.messages import Buy
from referee import views


def _table(table, *cards, hand):
    t = table("talisman", *cards)
    t.give("ann", hand=hand)
    for card in hand:
        t.add(card)
    return t


def test_buying_a_cheap_card_gains_a_copy(table):
    t = _table(table, hand=["talisman", "copper", "copper"])
    t.buy("silver")
    assert t.ann.discards == ["silver", "silver"]
    assert t.game.buys == 0


def test_a_victory_card_or_a_dear_card_gains_no_copy(table):
    t = _table(table, hand=["talisman", "gold", "gold"])
    t.game.buys = 2
    t.buy("estate")
    t.buy("duchy")
    assert sorted(t.ann.discards) == ["duchy", "estate"]


def test_each_talisman_gains_a_copy_for_each_buy(table):
    """Ruling: two Talismans and two buys of Silver and a 4-cost card: two more copies of each."""
    t = _table(table, "smithy", hand=["talisman", "talisman", "gold", "gold"])
    t.game.buys = 2
    t.buy("silver")
    t.buy("smithy")
    assert sorted(t.ann.discards) == ["silver"] * 3 + ["smithy"] * 3


def test_an_empty_pile_gains_no_copy(table):
    t = _table(table, "smithy", hand=["talisman", "copper", "copper", "copper"])
    t.game.set_pile("smithy", 1)
    t.buy("smithy")
    assert t.ann.discards == ["smithy"] and t.game.piles["smithy"] == 0


def test_only_buying_counts(table):
    """Ruling: a card gained otherwise (a Workshop's) brings no copy."""
    t = table("talisman", "workshop")
    t.give("ann", hand=["workshop"], plays=["talisman"])
    t.play("workshop")
    t.answer("silver")
    assert t.ann.discards == ["silver"]


def test_the_cost_when_bought_counts(table):
    """Ruling: the cost at the time of the buy decides: a Peddler costing 4 in the buy phase brings a
    copy."""
    t = table("talisman", "peddler", "village")
    t.give("ann", hand=["village", "village", "talisman", "gold"], deck=["copper", "copper"])
    t.play("village")
    t.play("village")
    t.add("talisman")
    t.add("gold")
    assert views.can_buy(t.game, "peddler")
    t.game.apply(Buy("peddler"))
    assert t.ann.discards.count("peddler") == 2


def test_buying_talisman_with_one_in_play(table):
    t = _table(table, hand=["talisman", "copper", "copper", "copper"])
    t.buy("talisman")
    assert t.ann.discards == ["talisman", "talisman"]


def test_a_card_of_several_types_that_is_a_victory_card_gains_no_copy(table):
    """Ruling: a card is a victory card when victory is any of its types: a Great Hall (action-victory,
    cost 3) bought brings no copy."""
    t = _table(table, "great-hall", hand=["talisman", "copper", "copper"])
    t.buy("great-hall")
    assert t.ann.discards == ["great-hall"]
