"""village_smithy (protocol v2+): an engine of villages, smithies, markets; remodels gold into provinces late.

Actions, while it has any: village (+1 card +2 actions), then market (+1 card +1 action +1 buy +1 coin),
then one terminal: late in the game (4 or fewer provinces left) a remodel turns a gold into a province
(cost 8 <= 6 + 2); otherwise a smithy (+3 cards); otherwise, early, a remodel turns an estate into a silver.
A remodel with nothing worth remodelling stays in the hand. Then all treasures.

Buys (first affordable, repeated while it has buys): province; duchy when 4 or fewer provinces are left;
gold; a market (up to 4, none once 4 or fewer provinces are left); one remodel once it owns 2 golds; a
smithy while it has none, or fewer than 3 and no more smithies than villages; a village while it has fewer
villages than smithies; duchy when 5 or fewer provinces are left; estate when 2 or fewer are left; silver.
It never buys copper, so extra buys from markets are only used for something useful.

In a v1 game (no village, smithy, market or remodel pile) it is big money with the end-game above.

Run: `python -m players.village_smithy`.
"""

from __future__ import annotations

from players import kit
from players.tactics import MoneyPlayer, first_affordable, owned
from protocol.messages import Act, Card, State

LATE_PROVINCES = 4
"""With this many provinces left or fewer, the engine greens: duchies over gold, remodel gold -> province."""

MAX_MARKETS = 4
MAX_SMITHIES = 3


class Strategy(MoneyPlayer):
    """Village/smithy engine: villages and markets first, then smithy; remodels gold into provinces late."""

    def choose_action(self, state: State) -> Act | None:
        """The next action: village, market, then one terminal (remodel gold late, smithy, remodel estate)."""
        hand = state.hand
        if Card.VILLAGE in hand:
            return Act(Card.VILLAGE)
        if Card.MARKET in hand:
            return Act(Card.MARKET)
        late = state.supply.count(Card.PROVINCE) <= LATE_PROVINCES
        if Card.REMODEL in hand and late and Card.GOLD in hand and Card.PROVINCE in state.supply:
            return Act(Card.REMODEL, (Card.GOLD, Card.PROVINCE))
        if Card.SMITHY in hand:
            return Act(Card.SMITHY)
        if Card.REMODEL in hand and not late and Card.ESTATE in hand and Card.SILVER in state.supply:
            return Act(Card.REMODEL, (Card.ESTATE, Card.SILVER))
        return None

    def choose_buy(self, state: State) -> Card | None:
        """The engine's buy priorities (module docstring), first affordable."""
        cards = owned(state)
        provinces = state.supply.count(Card.PROVINCE)
        villages, smithies = cards[Card.VILLAGE], cards[Card.SMITHY]
        priorities = [Card.PROVINCE]
        if provinces <= LATE_PROVINCES:
            priorities.append(Card.DUCHY)
        priorities.append(Card.GOLD)
        if cards[Card.MARKET] < MAX_MARKETS and provinces > LATE_PROVINCES:
            priorities.append(Card.MARKET)
        if cards[Card.REMODEL] == 0 and cards[Card.GOLD] >= 2:
            priorities.append(Card.REMODEL)
        if smithies == 0 or (smithies < MAX_SMITHIES and villages >= smithies):
            priorities.append(Card.SMITHY)
        if villages < smithies:
            priorities.append(Card.VILLAGE)
        if provinces <= 5:
            priorities.append(Card.DUCHY)
        if provinces <= 2:
            priorities.append(Card.ESTATE)
        priorities.append(Card.SILVER)
        return first_affordable(state, priorities)


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
