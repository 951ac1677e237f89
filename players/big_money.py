"""big_money (protocol v1+): plays all treasures, then buys province at 8 coins, gold at 6-7, silver at 3-5.

The baseline every other reference player is measured against (docs/player-strength.md). It buys no action
card and has no end-game rule, exactly the classic "Big Money" of the Dominion simulators. Against militia it
discards down to three, worst cards first (victory cards, then coppers).

Run: `python -m players.big_money`.
"""

from __future__ import annotations

from players import kit
from players.tactics import MoneyPlayer


class Strategy(MoneyPlayer):
    """Big Money: all treasures, then province at 8, gold at 6-7, silver at 3-5; never an action card."""


if __name__ == "__main__":
    raise SystemExit(kit.main(Strategy))
