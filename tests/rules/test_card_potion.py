"""Potion (Alchemy): a treasure costing 4 that gives one potion this turn, spent on the potion of a card's
cost. Its pile (16 copies) is in the supply exactly when a kingdom card's cost has a potion.

Rulings of the Alchemy rules and of the cards' official FAQs, in our words: a potion pays only the potion
of a cost and coins only the coins, so a card costing 3 and a potion needs both; one potion pays one card,
so two Potions and two buys buy two such cards; potions unspent are lost at the end of the turn; a cost with
a potion is never "up to" a number of coins (Workshop cannot gain a Transmute costing 0 and a potion), but a
card trashed with a potion in its cost lets Remodel gain one with a potion too."""

from __future__ import annotations

import pytest

from protocol.messages import Buy
from referee import views
from referee.rules.legality import check_play


def test_the_potion_pile_is_set_out_only_with_a_potion_cost_card(table):
    assert table("familiar").game.piles["potion"] == 16
    assert table("familiar", players=4).game.piles["potion"] == 16
    assert "potion" not in table("smithy").game.piles


def test_playing_a_potion_gives_a_potion_and_no_coin(table):
    t = table("familiar")
    t.give("ann", hand=["potion", "copper", "copper", "copper"])
    t.add("potion")
    assert t.game.potions == 1 and t.game.coins == 0
    assert views.view(t.game).potions == 1


def test_a_potion_and_coins_buy_a_potion_card_and_spend_both(table):
    t = table("familiar")
    t.give("ann", hand=["potion", "copper", "copper", "copper"])
    for card in ("potion", "copper", "copper", "copper"):
        t.add(card)
    t.buy("familiar")
    assert t.game.potions == 0 and t.game.coins == 0
    assert t.ann.discards == ["familiar"]


def test_without_a_potion_a_potion_card_cannot_be_bought(table):
    t = table("familiar")
    t.give("ann", hand=["gold", "gold"])
    t.add("gold")
    t.add("gold")
    message = check_play(views.view(t.game), Buy("familiar"), arguments=False)
    assert message == "(buy familiar) needs a potion, you have none"
    assert views.buy_refusal(t.game, "familiar") == "(buy familiar) needs a potion, you have none"


def test_a_potion_pays_no_coins(table):
    """Ruling: a potion never stands for coins: a Familiar (3 and a potion) with a Potion and 2 coins
    cannot be bought."""
    t = table("familiar")
    t.give("ann", hand=["potion", "copper", "copper"])
    for card in ("potion", "copper", "copper"):
        t.add(card)
    assert (
        check_play(views.view(t.game), Buy("familiar"), arguments=False)
        == "(buy familiar) needs 3 coins, you have 2"
    )


def test_one_potion_pays_for_one_card_only(table):
    t = table("familiar", "market")
    t.give("ann", hand=["market", "potion", "gold", "gold"], deck=["copper"])
    t.play("market")
    for card in ("potion", "gold", "gold"):
        t.add(card)
    t.buy("familiar")
    assert t.game.buys == 1 and t.game.coins == 4 and t.game.potions == 0
    assert check_play(views.view(t.game), Buy("familiar"), arguments=False) is not None
    t.buy("silver")


def test_two_potions_and_two_buys_buy_two_potion_cards(table):
    t = table("familiar", "market")
    t.give("ann", hand=["market", "potion", "potion", "gold", "gold"], deck=["copper"])
    t.play("market")
    for card in ("potion", "potion", "gold", "gold", "copper"):
        t.add(card)
    t.buy("familiar")
    t.buy("familiar")
    assert t.ann.discards.count("familiar") == 2 and t.game.potions == 0


def test_potions_are_lost_at_the_end_of_the_turn(table):
    t = table("familiar")
    t.give("ann", hand=["potion"])
    t.add("potion")
    t.clean()
    assert t.game.player.name == "bob" and t.game.potions == 0


def test_a_card_with_a_potion_in_its_cost_is_not_up_to_a_number_of_coins(table):
    """Ruling: Workshop gains a card costing up to 4: never a Familiar (3 and a potion), and the refusal
    names the potion."""
    t = table("familiar", "workshop")
    t.give("ann", hand=["workshop"])
    decision = t.play("workshop")
    assert "familiar" not in decision.options and "potion" in decision.options
    assert "familiar costs 3 and a potion" in t.illegal("familiar")


def test_remodel_on_a_potion_card_may_gain_a_potion_card(table):
    """Ruling: a card costing 3 and a potion trashed by Remodel gains a card costing up to 5 and a potion."""
    t = table("familiar", "remodel")
    t.give("ann", hand=["remodel", "familiar"])
    t.play("remodel")
    t.answer("familiar")
    decision = t.game.pending
    assert "familiar" in decision.options and "duchy" in decision.options
    t.answer("familiar")
    assert t.ann.discards == ["familiar"]


def test_remodel_on_a_card_without_potion_gains_no_potion_card(table):
    t = table("familiar", "remodel")
    t.give("ann", hand=["remodel", "gold"])
    t.play("remodel")
    decision = t.answer("gold")
    assert "familiar" not in decision.options


@pytest.mark.parametrize("edition", [1, 2])
def test_potion_plays_the_same_in_both_editions(table, edition):
    t = table("familiar", edition=edition)
    t.give("ann", hand=["potion"])
    t.add("potion")
    assert t.game.potions == 1


def test_the_game_line_says_when_the_potion_pile_is_in_the_supply():
    from referee.match import MatchConfig
    from referee.output import kingdom_line

    players = (("ann", ("true",)), ("bob", ("true",)))
    alchemy = (
        "familiar",
        "cellar",
        "chapel",
        "moat",
        "village",
        "smithy",
        "market",
        "mine",
        "remodel",
        "witch",
    )
    with_potion = kingdom_line(MatchConfig(players, seed=1, version=5, kingdom=alchemy))
    assert with_potion.endswith("(edition 2); Potion pile in the supply")
    base = ("festival", *alchemy[1:])
    assert kingdom_line(MatchConfig(players, seed=1, version=5, kingdom=base)).endswith("(edition 2)")
