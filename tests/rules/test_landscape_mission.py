"""Mission (Adventures event, 4 coins): once per turn, if the previous turn wasn't yours, take another turn
after this one, in which you can't buy cards."""

from protocol.messages import Buy
from referee import views
from referee.rules.legality import check_play


def test_mission_gives_an_extra_turn_in_which_no_card_may_be_bought(table):
    t = table("village", landscapes=("mission", "alms"))
    t.give("ann", hand=["gold", "silver"], deck=["copper"] * 10, discards=[])
    t.add("gold")
    t.add("silver")
    t.buy_event("mission")
    t.clean()
    assert (t.game.player.name, t.game.extra) == ("ann", True)
    t.add("copper")
    assert check_play(views.view(t.game), Buy("copper"), arguments=False) is not None
    t.game.apply(Buy("alms"))  # an event may be bought
    assert t.game.buys == 0


def test_mission_bought_in_the_extra_turn_gives_no_other(table):
    t = table("village", landscapes=("mission",))
    t.give("ann", hand=["gold", "silver"], deck=["copper"] * 10, discards=[])
    t.add("gold")
    t.add("silver")
    t.buy_event("mission")
    t.clean()
    t.give("ann", hand=["gold", "silver"], deck=["copper"] * 10, discards=[])
    t.add("gold")
    t.add("silver")
    t.buy_event("mission")
    t.clean()
    assert t.game.player.name == "bob"
    # bob's turn is his own: cards may be bought again
    t.give("bob", hand=["gold"], deck=["copper"] * 5, discards=[])
    t.add("gold")
    t.buy("silver")
