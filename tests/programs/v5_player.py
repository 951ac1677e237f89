"""A protocol v5 player for `referee check --protocol 5` tests: random legal play through the player kit
(players.random_legal), broken on purpose by its first argument:

- ``answers-vp``: writes ``(choose)`` after ``(happened NAME (vp N))``, a notification that takes no answer;
- ``every-word``: answers a decision of option words with every word offered, more than it may choose;
- ``no-coffers``: reads the v5 state's Coffers wrongly and always spends 9;
- ``no-potion``: plays its Coppers only and then buys a card whose cost has a potion (Familiar) with 3 coins
  and no potion;
- ``insert-card``: answers a Stash's ``insert`` decision with the card's name, not a number of the options;
- ``pay-card``: answers an overpay's ``pay`` decision with the card bought, not an amount of the options;
- ``name-none``: answers a ``name`` decision with no card (``(choose)``), where one must be named;
- ``order-one``: answers an ordered ``choose`` that must list every option (Black Market's cards left) with
  its first option only;
- ``reveal-card``: answers a ``reveal`` decision of no option (`--cover-reactions`) with the decision's card,
  as if it held one.
"""

from __future__ import annotations

import os
import sys

from players import kit
from players.random_legal import Strategy
from protocol import CARDS_BY_NAME, Add, Buy, Coffers, Happened


class Broken(Strategy):
    def __init__(self, mode: str) -> None:
        super().__init__(0)
        self.mode = mode

    def move(self, state):
        if self.mode == "no-coffers":
            return Coffers(9)
        if self.mode == "no-potion" and "familiar" in state.supply:
            if "copper" in state.hand:
                return Add("copper")
            if state.buys and state.coins >= 3:
                return Buy("familiar")
        return super().move(state)

    def decide(self, decision, state):
        if self.mode == "every-word" and any(option not in CARDS_BY_NAME for option in decision.options):
            return tuple(decision.options)
        if self.mode == "insert-card" and decision.kind == "insert":
            return (str(decision.card),)
        if self.mode == "pay-card" and decision.kind == "pay":
            return (str(decision.card),)
        if self.mode == "name-none" and decision.kind == "name":
            return ()
        if self.mode == "order-one" and decision.ordered and decision.min >= 2:
            return (decision.options[0],)
        if self.mode == "reveal-card" and decision.kind == "reveal" and not decision.options:
            return (str(decision.card),)
        return super().decide(decision, state)

    def notify(self, notification) -> None:
        if self.mode == "answers-vp" and type(notification) is Happened and notification.kind == "vp":
            os.write(1, b"(choose)\n")


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else ""
    raise SystemExit(kit.run(Broken(mode)))
