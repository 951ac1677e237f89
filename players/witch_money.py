"""witch_money (protocol v4): big money with two witches ("double Witch"); defends with a moat.

Buys (first affordable, see `players.tactics.money_priorities`): province; duchy when 4 or fewer provinces
are left; a witch while it owns fewer than two (before gold: the curses it gives are worth more early than
a gold), unless 4 or fewer provinces are left; gold; duchy when 5 or fewer provinces are left; estate when
2 or fewer are left; silver.

Plays a witch (+2 cards, every other player gains a curse) whenever it has an action and a witch in hand,
else a moat (+2 cards), then all its treasures. When attacked it reveals a moat if it holds one; against
militia it otherwise discards its worst cards (curses and victory cards first). Every other decision gets the
kit's default answer (`players.answers.DEFAULTS`). In a kingdom without witches it is big money with the
end-game above.

Run: `python -m players.witch_money`.
"""

from __future__ import annotations

from players import kit
from players.tactics import MoneyPlayer, first_affordable, money_priorities, owned
from protocol.messages import Act, Card, State

WITCHES = 2
"""How many witches it buys: a third would collide with the others (one action per turn)."""


class Strategy(MoneyPlayer):
    """Double Witch: big money plus two witches, each played as soon as it is drawn."""

    def choose_action(self, state: State) -> Act | None:
        """`(act witch)`, else `(act moat)`, when in hand; else None."""
        if Card.WITCH in state.hand:
            return Act(Card.WITCH)
        if Card.MOAT in state.hand:
            return Act(Card.MOAT)
        return None

    def choose_buy(self, state: State) -> Card | None:
        """Money priorities with a witch before gold while it owns fewer than `WITCHES`."""
        late = state.supply.count(Card.PROVINCE) <= 4
        priorities = money_priorities(state)
        if not late and owned(state)[Card.WITCH] < WITCHES:
            priorities.insert(priorities.index(Card.GOLD), Card.WITCH)
        return first_affordable(state, priorities)


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
