"""mine_money (protocol v1+): big money that buys one or two mines and uses each to upgrade a treasure.

Buys (first affordable, see `players.tactics.money_priorities`): province; duchy when 4 or fewer provinces
are left; gold; a mine (the first at once, a second once it owns 18 cards, none once 4 or fewer provinces
are left); duchy when 5 or fewer provinces are left; estate when 2 or fewer are left; silver.

Plays its mine before any treasure, best upgrade first: silver -> gold, else copper -> silver (both legal:
the gained treasure costs at most 3 more than the trashed one; it goes straight into the hand, so it is
spent this turn). A mine with no treasure to upgrade stays in the hand. Without a mine pile in the supply it
is big money with the end-game above.

Run: `python -m players.mine_money`.
"""

from __future__ import annotations

from players import kit
from players.tactics import MoneyPlayer, first_affordable, money_priorities, owned, wants_another
from protocol.messages import Act, Card, State

UPGRADES: tuple[tuple[Card, Card], ...] = ((Card.SILVER, Card.GOLD), (Card.COPPER, Card.SILVER))
"""Mine upgrades (trash, gain), best first."""


class Strategy(MoneyPlayer):
    """Mine money: big money plus one or two mines, mining silver into gold or copper into silver."""

    def choose_action(self, state: State) -> Act | None:
        """`(act mine T G)` with the best upgrade the hand and supply allow, else None."""
        if Card.MINE not in state.hand:
            return None
        for trashed, gained in UPGRADES:
            if trashed in state.hand and gained in state.supply:
                return Act(Card.MINE, (trashed, gained))
        return None

    def choose_buy(self, state: State) -> Card | None:
        """Money priorities with a mine after gold while mines are wanted."""
        cards = owned(state)
        late = state.supply.count(Card.PROVINCE) <= 4
        kingdom = ()
        if not late and wants_another(cards[Card.MINE], sum(cards.values()), second_at=18):
            kingdom = (Card.MINE,)
        return first_affordable(state, money_priorities(state, kingdom))


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
