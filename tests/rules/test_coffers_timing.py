"""When Coffers may be spent (Guilds; docs/rules.md, "When Coffers are spent").

Ruling (the current official rule, in our words): a player may take tokens off its Coffers mat for +1 coin
each at any time in its own turn, after buying cards too; the first edition's rule (only in the buy phase,
only before any buy) was replaced by this one for every card that gives Coffers, both editions of Guilds. The
protocol lets `(coffers N)` be played where a treasure may be (it ends the action phase, as `(add ...)`
does), so a player with a buy left may spend Coffers after its first buy and buy again with them. Judged by
the one legality function, as every play is."""

from __future__ import annotations

import pytest

from protocol.messages import Buy, Coffers
from referee import views
from referee.rules.legality import check_play, legal_plays


@pytest.mark.parametrize("edition", [1, 2])
def test_coffers_may_be_spent_after_a_buy_for_the_next_buy(table, edition):
    t = table("candlestick-maker", edition=edition)
    t.give("ann", hand=["candlestick-maker", "silver", "silver"])
    assert t.play("candlestick-maker") is None  # +1 action, +1 buy, +1 Coffers
    t.game.add_coffers(t.ann, 1)
    t.add("silver")
    t.add("silver")
    t.buy("silver")
    assert t.game.coins == 1 and t.game.buys == 1 and t.ann.coffers == 2
    view = views.view(t.game)
    assert check_play(view, Coffers(2), arguments=False) is None
    assert Coffers(2) in legal_plays(view, arguments=False)
    assert Buy("silver") not in legal_plays(view, arguments=False)  # 1 coin: the Coffers are needed
    t.game.apply(Coffers(2))
    assert t.game.coins == 3 and t.ann.coffers == 0
    t.buy("silver")
    assert t.ann.discards.count("silver") == 2 and t.game.buys == 0


def test_coffers_may_be_spent_with_no_buy_left(table):
    # Spending changes nothing then, but the rule sets no other condition (as for a treasure played late).
    t = table("candlestick-maker")
    t.give("ann", hand=["silver", "silver", "silver"])
    t.game.add_coffers(t.ann, 1)
    t.add("silver")
    t.add("silver")
    t.buy("silver")
    assert t.game.buys == 0
    assert check_play(views.view(t.game), Coffers(1), arguments=False) is None


def test_a_strategy_file_spends_coffers_for_its_second_buy(table):
    import tomllib

    from players.strategy import parse_strategy

    t = table("candlestick-maker")
    t.give("ann", hand=["candlestick-maker", "silver", "silver"])
    t.play("candlestick-maker")
    t.game.add_coffers(t.ann, 1)
    t.add("silver")
    t.add("silver")
    t.buy("silver")
    player = parse_strategy(tomllib.loads('buy = ["gold", "silver"]'), "second-buy.toml").player()
    assert player.move(views.view(t.game)) == Coffers(2)  # 1 coin and 2 Coffers: just what a Silver lacks
    t.game.apply(Coffers(2))
    assert player.move(views.view(t.game)) == Buy("silver")
