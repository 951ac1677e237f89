"""Contraband (first edition only): a treasure worth 3 coins, +1 buy; the player on your left names a card,
which you may not buy this turn.

Official FAQ, in our words:
- The named card can still be gained other ways than buying it.
- Each Contraband played names one more card; every named card is forbidden.
- The player on the left decides, not the player whose turn it is.
"""

from protocol.messages import Buy
from referee import views
from referee.rules.legality import check_play, legal_plays


def test_left_neighbour_names_a_card_you_cannot_buy(table):
    t = table("contraband", players=3)
    t.give("ann", hand=["contraband", "gold", "gold"])
    t.add("contraband")
    decision = t.game.pending
    assert (t.game.coins, t.game.buys) == (3, 2)
    assert decision.player == "bob" and decision.kind == "name" and "province" in decision.options
    t.answer("province")
    t.add("gold")
    t.add("gold")
    # The one buy rule says so from ann's view, which lists the card as banned: the game asks it too.
    view = views.view(t.game)
    assert "province" in view.banned
    refusal = (
        "(buy province): province was named for a contraband this turn and may not be bought "
        "(it is in the state's banned)"
    )
    assert check_play(view, Buy("province"), arguments=False) == refusal
    assert views.buy_refusal(t.game, "province") == refusal
    assert Buy("province") not in legal_plays(view, arguments=False)
    assert views.can_buy(t.game, "gold")
    t.buy("gold")


def test_two_contrabands_two_names(table):
    t = table("contraband")
    t.give("ann", hand=["contraband", "contraband"])
    t.add("contraband")
    t.answer("gold")
    t.add("contraband")
    t.answer("duchy")
    assert (
        not views.can_buy(t.game, "gold")
        and not views.can_buy(t.game, "duchy")
        and views.can_buy(t.game, "silver")
    )


def test_named_card_may_be_gained_otherwise(table):
    t = table("contraband", "anvil")
    t.give("ann", hand=["contraband", "anvil", "copper"])
    t.add("contraband")
    t.answer("silver")
    t.add("anvil")
    t.answer("copper")
    t.answer("silver")
    assert "silver" in t.ann.discards
