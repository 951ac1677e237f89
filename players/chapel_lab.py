"""chapel_lab (protocol v4): an engine that trashes its starting cards with a chapel and draws with
laboratories.

Buys (first affordable): province; duchy when 4 or fewer provinces are left; gold; a laboratory (+2 cards +1
action: it never collides) while more than 4 provinces are left; one chapel, only in its first two turns
(while it owns 11 cards or fewer) and only with 2-4 coins; duchy when 5 or fewer provinces are left;
estate when 2 or fewer are left; silver.

Plays every laboratory first, then a chapel, trashing (at most 4) every curse and estate in hand and as many
coppers as it can while keeping the money it owns (the coins of all its treasures) at `KEEP_MONEY` or more;
with 6 or more coins in hand it trashes no copper (a gold is worth more this turn). While more than 4
provinces are left, estates are trashed; late they are points and stay. A chapel with nothing to trash
stays in the hand. Then all treasures.

Every other decision gets the kit's default answer (`players.answers.DEFAULTS`). Without a chapel pile it
is laboratory money; without both, big money with the end-game above.

Run: `python -m players.chapel_lab`.
"""

from __future__ import annotations

from collections import Counter

from players import kit
from players.tactics import MoneyPlayer, first_affordable, money_priorities, owned
from protocol.messages import Act, Card, State
from referee.rules import VALUE

KEEP_MONEY = 7
"""The chapel trashes coppers only while the coins of all the player's treasures stay at least this (a
province needs 8 coins in one hand; 7 in a thin deck of silver and gold gets there)."""

OPENING_CARDS = 11
"""It buys its chapel while it owns at most this many cards: in its first two turns (10 cards, then 11)."""

LATE_PROVINCES = 4
"""With this many provinces left or fewer, estates are points: the chapel keeps them, no more laboratory."""


def money(cards: Counter[Card]) -> int:
    """The coins all the treasures of `cards` give."""
    return sum(VALUE[card] * count for card, count in cards.items() if card in VALUE)


class Strategy(MoneyPlayer):
    """Chapel/Laboratory: trash down to a thin deck of good cards, draw it with laboratories."""

    def choose_action(self, state: State) -> Act | None:
        """`(act laboratory)`; else `(act chapel CARD ...)` when it has something to trash; else None."""
        if Card.LABORATORY in state.hand:
            return Act(Card.LABORATORY)
        if Card.CHAPEL in state.hand:
            play = kit.act(state, Card.CHAPEL, self)
            if play.args:
                return play
        return None

    def decide(self, decision, state: State) -> tuple:
        """The chapel's cards to trash (its up-front choice, see the module docstring); else the default."""
        if decision.card != Card.CHAPEL or decision.kind != "trash":
            return super().decide(decision, state)
        late = state.supply.count(Card.PROVINCE) <= LATE_PROVINCES
        chosen = [card for card in decision.options if card == Card.CURSE]
        if not late:
            chosen += [card for card in decision.options if card == Card.ESTATE]
        coins_in_hand = state.coins + money(Counter(state.hand))
        spare = money(owned(state)) - KEEP_MONEY
        if coins_in_hand < 6:
            coppers = [card for card in decision.options if card == Card.COPPER]
            chosen += coppers[: max(0, spare)]
        return tuple(chosen[: decision.max])

    def choose_buy(self, state: State) -> Card | None:
        """The engine's buy priorities (module docstring), first affordable."""
        cards = owned(state)
        late = state.supply.count(Card.PROVINCE) <= LATE_PROVINCES
        kingdom = [] if late else [Card.LABORATORY]
        if cards[Card.CHAPEL] == 0 and sum(cards.values()) <= OPENING_CARDS and state.coins <= 4:
            kingdom.append(Card.CHAPEL)
        return first_affordable(state, money_priorities(state, kingdom))


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
