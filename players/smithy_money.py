"""smithy_money (protocol v2+): big money with one or two smithies.

Buys (first affordable, see `players.tactics.money_priorities`): province; duchy when 4 or fewer provinces
are left; gold; a smithy (the first at once, a second once it owns 16 cards, none once 4 or fewer provinces
are left); duchy when 5 or fewer provinces are left; estate when 2 or fewer are left; silver.

Plays a smithy (+3 cards) whenever it has an action and a smithy in hand, then all its treasures. In a v1
game (no smithy pile) it is big money with the end-game above.

Run: `python -m players.smithy_money`.
"""

from __future__ import annotations

from players import kit
from players.tactics import MoneyPlayer, first_affordable, money_priorities, owned, wants_another
from protocol.messages import Act, Card, State


class Strategy(MoneyPlayer):
    """Smithy money: big money plus one or two smithies, each played as soon as it is drawn."""

    def choose_action(self, state: State) -> Act | None:
        """`(act smithy)` when a smithy is in hand, else None."""
        return Act(Card.SMITHY) if Card.SMITHY in state.hand else None

    def choose_buy(self, state: State) -> Card | None:
        """Money priorities with a smithy after gold while smithies are wanted."""
        cards = owned(state)
        late = state.supply.count(Card.PROVINCE) <= 4
        kingdom = ()
        if not late and wants_another(cards[Card.SMITHY], sum(cards.values()), second_at=16):
            kingdom = (Card.SMITHY,)
        return first_affordable(state, money_priorities(state, kingdom))


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
