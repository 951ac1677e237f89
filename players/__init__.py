"""Player programs: the Python player kit (`players.kit`, with `players.answers` for v4 decisions) and the
reference players.

Each reference player is a module `players/NAME.py` runnable as `python -m players.NAME` and exposing a
`Strategy` class (`referee.rules.decisions.Strategy`, and in v4 `Decider`) for in-process games. `REFERENCE`
lists them. A player meant for v4 (`min_version` 4) still plays a v1-v3 game: its key card is missing from
the kingdom, so it plays money.
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
    "witch_money": ReferencePlayer(
        "players.witch_money", 4, "big money with two witches (double Witch); defends with moat"
    ),
    "chapel_lab": ReferencePlayer(
        "players.chapel_lab", 4, "engine: a chapel trashes estates and coppers, laboratories draw"
    ),
    "throne_room": ReferencePlayer(
        "players.throne_room",
        4,
        "big money with throne rooms on the kingdom's best target (witch, smithy, laboratory...)",
    ),
    "strong": ReferencePlayer(
        "players.strong", 1, "any kingdom: Big Money with the kingdom's best cards, chosen from tuned figures"
    ),
    "random_legal": ReferencePlayer(
        "players.random_legal",
        1,
        "random legal plays, defenses and answers (--seed N or $DOMINION_PLAYER_SEED)",
    ),
    "passive": ReferencePlayer(
        "players.passive", 1, "never plays or buys: cleans up at once (turn-limit tests)"
    ),
}
"""Reference player name -> `ReferencePlayer(module, min_version, description)`, in the order to list them."""
