"""throne_room (protocol v4): big money with throne rooms and the best target the kingdom offers.

The target is the first of `TARGETS` in the game's kingdom: witch, smithy, council-room (a doubled Witch or
terminal draw), then laboratory, market, festival (doubled non-terminals), then moat. With no target in the
kingdom it buys no throne room.

Buys (first affordable): province; duchy when 4 or fewer provinces are left; gold; while more than 4
provinces are left, a throne room once it owns two targets per throne room it would then have (the first
after two targets, a second after four; at most `MAX_THRONES`), else a target (at most `MAX_TARGETS`, two
of a terminal one); duchy when 5 or fewer provinces are left; estate when 2 or fewer are left; silver.

Plays, while it has an action: a throne room on its target, ``(act throne-room (act smithy))`` (or on
another throne room when the hand holds two of them and two targets); else a non-terminal target; else a
terminal target; then all treasures. A throne room with no target in hand stays there. When a throne room
asks which card to play (the second play of a throne room played by a throne room, through `decide`), it
picks the target again. Every other decision gets the kit's default answer (`players.answers.DEFAULTS`).
Without a throne room in the kingdom it plays "target money"; without a target, big money with the
end-game above.

Run: `python -m players.throne_room`.
"""

from __future__ import annotations

from players import kit
from players.tactics import TERMINALS, MoneyPlayer, first_affordable, kingdom_of, money_priorities, owned
from protocol.messages import Act, Card, State

TARGETS: tuple[Card, ...] = (
    Card.WITCH,
    Card.SMITHY,
    Card.COUNCIL_ROOM,
    Card.LABORATORY,
    Card.MARKET,
    Card.FESTIVAL,
    Card.MOAT,
)
"""The cards worth playing twice, best first (measured against big money: a doubled terminal draw or Witch
beats a doubled laboratory in a money deck); the first in the kingdom is the player's target."""

TARGETS_PER_THRONE = 2
"""Targets owned per throne room: the first throne room comes after two targets, a second after four."""
MAX_TARGETS = 5
"""Most targets bought (terminal targets: at most 2, so one throne room)."""
MAX_THRONES = 2
"""Most throne rooms bought."""
LATE_PROVINCES = 4
"""With this many provinces left or fewer it buys no more kingdom card."""


def target_of(state: State) -> Card | None:
    """The player's target: the first of `TARGETS` in the kingdom (`kingdom_of`), or None."""
    kingdom = kingdom_of(state)
    return next((card for card in TARGETS if card in kingdom), None)


class Strategy(MoneyPlayer):
    """Throne Room + a target: doubles its best action, bought two targets per throne room."""

    def choose_action(self, state: State) -> Act | None:
        """A throne room on an action, else the best action in hand (module docstring), else None."""
        hand = state.hand
        if Card.THRONE_ROOM in hand and any(card in TARGETS for card in hand):
            return kit.act(state, Card.THRONE_ROOM, self)
        for card in TARGETS:
            if card in hand and card not in TERMINALS:
                return Act(card)
        for card in TARGETS:
            if card in hand:
                return Act(card)
        return None

    def decide(self, decision, state: State) -> tuple:
        """A throne room's card to play (its up-front choice, or its second play's): another throne room
        when the hand holds two targets, else the best target, else the default answer."""
        if decision.kind != "play" or decision.card != Card.THRONE_ROOM:
            return super().decide(decision, state)
        options = decision.options
        targets = [card for card in state.hand if card in TARGETS]
        if Card.THRONE_ROOM in options and len(targets) >= 2:
            return (Card.THRONE_ROOM,)
        for card in TARGETS:
            if card in options:
                return (card,)
        return super().decide(decision, state)

    def choose_buy(self, state: State) -> Card | None:
        """Money priorities with the target and throne rooms (module docstring) after gold."""
        target = target_of(state)
        late = state.supply.count(Card.PROVINCE) <= LATE_PROVINCES
        kingdom: list[Card] = []
        if target is not None and not late:
            cards = owned(state)
            targets, thrones = cards[target], cards[Card.THRONE_ROOM]
            most = 2 if target in TERMINALS else MAX_TARGETS
            if thrones < MAX_THRONES and TARGETS_PER_THRONE * (thrones + 1) <= targets:
                kingdom.append(Card.THRONE_ROOM)
            if targets < most:
                kingdom.append(target)
        return first_affordable(state, money_priorities(state, kingdom))


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
