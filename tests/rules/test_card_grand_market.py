"""Grand Market: +1 card, +1 action, +1 buy, +2 coins; you cannot buy it while you have a Copper in play.

Official FAQ, in our words:
- Only Coppers in play stop the buy; Coppers in hand do not (you simply do not play them).
- It may still be gained other ways (a Workshop-like gain up to its cost, an Expand) with Coppers in play.
- One Copper in play is enough to stop it, however much you have.
"""

from protocol.messages import Buy
from referee import views
from referee.rules.legality import check_play, legal_plays


def test_grand_market_plays_as_its_bonuses(table):
    t = table("grand-market")
    t.give("ann", hand=["grand-market"], deck=["gold"])
    assert t.play("grand-market") is None
    assert t.ann.hand == ["gold"] and (t.game.actions, t.game.buys, t.game.coins) == (1, 2, 2)


def test_copper_in_play_forbids_buying_it(table):
    t = table("grand-market")
    t.give("ann", hand=["copper", "gold", "gold"])
    t.add("gold")
    t.add("gold")
    assert views.can_buy(t.game, "grand-market")
    t.add("copper")
    assert (
        views.buy_refusal(t.game, "grand-market")
        == "(buy grand-market): grand-market cannot be bought while you have a copper in play"
    )
    # The one legality judge says so from the player's view.
    assert check_play(views.view(t.game), Buy("grand-market"), arguments=False) == (
        "(buy grand-market): grand-market cannot be bought while you have a copper in play"
    )
    plays = legal_plays(views.view(t.game), arguments=False)
    assert Buy("grand-market") not in plays and Buy("gold") in plays


def test_copper_in_hand_does_not_forbid_it(table):
    t = table("grand-market")
    t.give("ann", hand=["copper", "gold", "gold"])
    t.add("gold")
    t.add("gold")
    t.buy("grand-market")
    assert t.ann.discards == ["grand-market"]


def test_gaining_it_otherwise_is_allowed(table):
    t = table("grand-market", "expand")
    t.give("ann", hand=["copper", "expand", "gold"])
    t.game.player.plays.append("copper")
    t.ann.hand.remove("copper")
    t.play("expand")
    t.answer("gold")
    assert "grand-market" in t.game.pending.options
    t.answer("grand-market")
    assert t.ann.discards == ["grand-market"]


def test_coppers_trashed_from_play_by_a_mint_bought_no_longer_forbid_it(table):
    """Ruling: only Coppers in play now forbid buying Grand Market: once a Mint bought has trashed the
    Coppers played, a second buy may take a Grand Market."""
    t = table("grand-market", "mint")
    t.give("ann", hand=["copper"] * 7 + ["gold"] * 2)
    for card in ["copper"] * 7 + ["gold"] * 2:
        t.add(card)
    t.game.buys = 2
    t.buy("mint")
    assert t.ann.plays == [] and t.game.coins == 8
    t.buy("grand-market")
    assert sorted(t.ann.discards) == ["grand-market", "mint"]
