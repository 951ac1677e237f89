"""Player programs: the Python player kit (`players.kit`) and the reference players.

Each reference player is a module `players/NAME.py` runnable as `python -m players.NAME` and exposing a
`Strategy` class (`referee.rules.decisions.Strategy`) for in-process games. `REFERENCE` lists them.
"""

from __future__ import annotations

from typing import NamedTuple


class ReferencePlayer(NamedTuple):
    """One reference player: its module (run it as `python -m MODULE`), the lowest protocol version it is
    meant for (it still plays correctly in any later version), and one line saying how it plays."""

    module: str
    min_version: int
    description: str


REFERENCE: dict[str, ReferencePlayer] = {
    "big_money": ReferencePlayer(
        "players.big_money", 1, "plays all treasures; buys province at 8, gold at 6-7, silver at 3-5"
    ),
    "mine_money": ReferencePlayer(
        "players.mine_money", 1, "big money with one or two mines (silver->gold, copper->silver)"
    ),
    "smithy_money": ReferencePlayer("players.smithy_money", 2, "big money with one or two smithies"),
    "village_smithy": ReferencePlayer(
        "players.village_smithy", 2, "engine: villages, smithies, markets; remodels gold into provinces late"
    ),
    "militia_money": ReferencePlayer(
        "players.militia_money", 3, "big money with militia; defends with moat, else discards its worst cards"
    ),
    "random_legal": ReferencePlayer(
        "players.random_legal",
        1,
        "uniformly random legal plays and defenses (--seed N or $DOMINION_PLAYER_SEED)",
    ),
    "passive": ReferencePlayer(
        "players.passive", 1, "never plays or buys: cleans up at once (turn-limit tests)"
    ),
}
"""Reference player name -> `ReferencePlayer(module, min_version, description)`, in the order to list them."""
