"""militia_money (protocol v3): big money with militia; defends with a moat when it has one.

Buys (first affordable, see `players.tactics.money_priorities`): province; duchy when 4 or fewer provinces
are left; gold; a militia (the first at once, a second once it owns 16 cards, none once 4 or fewer
provinces are left); duchy when 5 or fewer provinces are left; estate when 2 or fewer are left; silver;
and, with exactly 2 coins, one moat while more than 4 provinces are left (a defence in a militia mirror).

Plays militia (+2 coins, the others discard down to three) when it has an action, else a moat (+2 cards).
When attacked it reveals a moat if it holds one, else discards its worst cards: victory cards first, then
coppers, keeping at most one terminal action (`players.tactics.discard_down_to_three`).

Run: `python -m players.militia_money`.
"""

from __future__ import annotations

from players import kit
from players.tactics import MoneyPlayer, first_affordable, money_priorities, owned, wants_another
from protocol.messages import Act, Card, State


class Strategy(MoneyPlayer):
    """Militia money: big money plus one or two militias and a moat for defence."""

    def choose_action(self, state: State) -> Act | None:
        """`(act militia)`, else `(act moat)`, when in hand; else None."""
        if Card.MILITIA in state.hand:
            return Act(Card.MILITIA)
        if Card.MOAT in state.hand:
            return Act(Card.MOAT)
        return None

    def choose_buy(self, state: State) -> Card | None:
        """Money priorities with a militia after gold while wanted, and one moat with 2 coins."""
        cards = owned(state)
        late = state.supply.count(Card.PROVINCE) <= 4
        kingdom = ()
        if not late and wants_another(cards[Card.MILITIA], sum(cards.values()), second_at=16):
            kingdom = (Card.MILITIA,)
        priorities = money_priorities(state, kingdom)
        if not late and cards[Card.MOAT] == 0:
            priorities.append(Card.MOAT)
        return first_affordable(state, priorities)


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
